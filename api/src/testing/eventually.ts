/**
 * Waits until `condition` holds, checking again after giving the event loop (and the servers under
 * test) a turn; fails with `what` after `timeoutMs`. For tests that wait on another process or a
 * background job: a deadline, not a sleep, so a busy machine only makes them slower.
 */
export async function eventually(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000, pollMs = 5): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what} after ${timeoutMs} ms`);
    // pollMs: a condition that costs something (a query, a file read) is asked less often.
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
