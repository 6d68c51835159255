import { OneAtATime } from './one-at-a-time';

/** A promise and its resolver: work that ends when the test says so. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('one at a time per key (issue 31)', () => {
  it('runs one key’s work in order, one at a time, and other keys beside it', async () => {
    const line = new OneAtATime(4);
    const log: string[] = [];
    const first = gate();
    const a1 = line.run('a', async () => {
      log.push('a1 start');
      await first.opened;
      log.push('a1 end');
      return 1;
    });
    const a2 = line.run('a', async () => {
      log.push('a2 start');
      return 2;
    });
    const b = await line.run('b', async () => {
      log.push('b');
      return 3;
    });
    expect(b).toEqual({ value: 3 });
    // b ran while a1 was still running; a2 has not started.
    expect(log).toEqual(['a1 start', 'b']);
    first.open();
    expect(await a1).toEqual({ value: 1 });
    expect(await a2).toEqual({ value: 2 });
    expect(log).toEqual(['a1 start', 'b', 'a1 end', 'a2 start']);
    expect(line.busyKeys).toBe(0);
  });

  it('tells the caller at once when the line is full, and goes on after a failure', async () => {
    const line = new OneAtATime(1);
    const running = gate();
    const first = line.run('a', () => running.opened.then(() => Promise.reject(new Error('boom'))));
    const second = line.run('a', async () => 'second');
    expect(await line.run('a', async () => 'third')).toBeNull();
    running.open();
    await expect(first).rejects.toThrow('boom');
    expect(await second).toEqual({ value: 'second' });
    expect(await line.run('a', async () => 'later')).toEqual({ value: 'later' });
    expect(line.busyKeys).toBe(0);
  });
});
