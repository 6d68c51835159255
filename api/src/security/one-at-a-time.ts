/**
 * Work of one key runs one at a time in this process, the rest waits in line (a short one: past
 * `maxWaiting` the caller is told at once). Issue 31: a client making new carts eight at a time held
 * eight transactions ahead of every shopper's statement (PGlite runs one at a time, a PostgreSQL pool
 * has a few connections); in line, one client has one transaction in flight whatever it sends.
 */
interface Line {
  tail: Promise<void>;
  /** Running and waiting. */
  size: number;
}

export class OneAtATime {
  private readonly lines = new Map<string, Line>();

  constructor(readonly maxWaiting: number) {}

  /** `work` after the key's earlier work has ended; null (without running it) when the line is full. */
  async run<T>(key: string, work: () => Promise<T>): Promise<{ value: T } | null> {
    const line = this.lines.get(key) ?? { tail: Promise.resolve(), size: 0 };
    if (line.size > this.maxWaiting) return null;
    line.size += 1;
    this.lines.set(key, line);
    const before = line.tail;
    let done = () => {};
    line.tail = new Promise<void>((resolve) => {
      done = resolve;
    });
    try {
      await before;
      return { value: await work() };
    } finally {
      done();
      line.size -= 1;
      if (line.size === 0) this.lines.delete(key);
    }
  }

  /** How many keys have work running or waiting (for tests). */
  get busyKeys(): number {
    return this.lines.size;
  }
}
