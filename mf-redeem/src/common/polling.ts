import { useEffect, useRef, useState } from 'react';

/** Spec §4 processing: while a payment is being decided, ask every 2 s, for about 2 minutes. */
export const POLL_INTERVAL_MS = 2000;
export const MAX_POLLS = 60;

/**
 * Follows a placed order's answer (`{ data, errors }`; data null: not this visitor's, or none): asks
 * now, then every POLL_INTERVAL_MS while `following(data)` says so, at most MAX_POLLS times. A new
 * `followKey` (another order, a new payment) starts over. `errors` are those of the latest answer with
 * data (the redeem's: why its top-up failed). The redeem confirmation and the activation's success page follow alike.
 */
export function useFollowedAnswer<T, E = unknown>(
  ask: () => Promise<{ data?: T | null; errors?: readonly E[] } | null | undefined>,
  following: (data: T) => boolean,
  followKey: string,
): { data: T | null; errors: readonly E[]; missing: boolean } {
  const [data, setData] = useState<T | null>(null);
  const [errors, setErrors] = useState<readonly E[]>([]);
  const [missing, setMissing] = useState(false);
  // The latest functions, without restarting the polling on every render.
  const latest = useRef({ ask, following });
  latest.current = { ask, following };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is what starts over; the functions are read through `latest`.
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const poll = async () => {
      polls += 1;
      const answer = await latest.current.ask();
      if (stopped) return;
      if (answer && !answer.data) {
        setMissing(true);
        return;
      }
      if (answer?.data) {
        setData(answer.data);
        setErrors(answer.errors ?? []);
      }
      const again = !answer?.data || latest.current.following(answer.data);
      if (again && polls < MAX_POLLS) timer = setTimeout(poll, POLL_INTERVAL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [followKey]);

  return { data, errors, missing };
}
