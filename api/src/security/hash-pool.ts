/**
 * scrypt in a bounded pool of its own (issue 31, ADR 0033).
 *
 * Node's `crypto.scrypt` runs on libuv's thread pool (4 threads), which file reads, DNS lookups and
 * zlib compression share: eight requests of 21 password hashes each once held a shop page for 87 s and
 * a static file for 9.6 s. Here every hash runs synchronously (`scryptSync`) inside worker threads
 * that do nothing else, so the libuv pool never sees one, and at most `threads` hashes run at a time.
 *
 * Admission is the rationing: a hash a request asks for ("interactive") waits only when fewer than
 * `maxQueue` are waiting already; past that it is refused at once with "busy, try again" (a ShopError
 * the API answers like any caller mistake), so a flood costs the attacker a refusal and the shop
 * nothing. Work the shop itself schedules ("background": issuing a paid order's PINs, seeding) is never
 * refused; it queues behind what is waiting.
 *
 * The worker is a few lines of plain JavaScript evaluated in the thread (no second file to build,
 * bundle or resolve from TypeScript, Jest and esbuild alike).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ErrorCode, ShopError } from '../errors';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export type HashLane = 'interactive' | 'background';

export interface HashPoolStats {
  /** Hashes finished since the pool was made. */
  completed: number;
  /** Interactive hashes refused because the queue was full. */
  refused: number;
  running: number;
  waiting: number;
  threads: number;
  maxQueue: number;
}

export const HASH_POOL_BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a moment.';

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', (job) => {
  try {
    const hash = scryptSync(job.secret, job.salt, job.keylen, job.params);
    parentPort.postMessage({ id: job.id, hash });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String((error && error.message) || error) });
  }
});
`;

interface Job {
  id: number;
  secret: Buffer;
  salt: Buffer;
  keylen: number;
  params: ScryptParams & { maxmem: number };
  resolve: (hash: Buffer) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
}

export class HashPool {
  private readonly waiting: Job[] = [];
  private readonly threads: Thread[] = [];
  private nextId = 1;
  private completed = 0;
  private refused = 0;

  constructor(
    readonly size: number,
    readonly maxQueue: number,
  ) {
    if (!(size >= 1) || !(maxQueue >= 0)) throw new Error('HashPool: size ≥ 1 and maxQueue ≥ 0');
  }

  /** scrypt(secret, salt) in a pool thread; refused with a ShopError when an interactive hash finds the queue full. */
  scrypt(secret: string | Buffer, salt: Buffer, keylen: number, params: ScryptParams, lane: HashLane = 'interactive'): Promise<Buffer> {
    const threadFree = this.threads.length < this.size || this.threads.some((t) => t.job === null);
    if (lane === 'interactive' && !threadFree && this.waiting.length >= this.maxQueue) {
      this.refused += 1;
      return Promise.reject(new ShopError(HASH_POOL_BUSY_MESSAGE, ErrorCode.BUSY));
    }
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.push({
        id: this.nextId++,
        secret: typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret,
        salt,
        keylen,
        params: { ...params, maxmem: 256 * params.N * params.r },
        resolve,
        reject,
      });
      this.dispatch();
    });
  }

  stats(): HashPoolStats {
    const running = this.threads.filter((t) => t.job !== null).length;
    return { completed: this.completed, refused: this.refused, running, waiting: this.waiting.length, threads: this.size, maxQueue: this.maxQueue };
  }

  /** Ends the threads (a job still running is rejected); the pool starts new ones on the next hash. */
  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      let thread = this.threads.find((t) => t.job === null);
      if (!thread && this.threads.length < this.size) thread = this.startThread();
      if (!thread) return;
      const job = this.waiting.shift() as Job;
      thread.job = job;
      // A busy thread keeps the process alive (a hash in flight finishes); an idle one does not.
      thread.worker.ref();
      thread.worker.postMessage({ id: job.id, secret: job.secret, salt: job.salt, keylen: job.keylen, params: job.params });
    }
  }

  private startThread(): Thread {
    const worker = new Worker(WORKER_SOURCE, { eval: true, name: 'scrypt' });
    const thread: Thread = { worker, job: null };
    worker.on('message', (message: { id: number; hash?: Uint8Array; error?: string }) => {
      const job = thread.job;
      thread.job = null;
      worker.unref();
      if (job && job.id === message.id) {
        this.completed += 1;
        if (message.hash) job.resolve(Buffer.from(message.hash.buffer, message.hash.byteOffset, message.hash.byteLength));
        else job.reject(new Error(`scrypt failed: ${message.error ?? 'unknown error'}`));
      }
      this.dispatch();
    });
    const lose = (error: Error) => {
      // A thread that died takes its job with it; the others and the queue go on.
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads.splice(index, 1);
      thread.job?.reject(error);
      thread.job = null;
      this.dispatch();
    };
    worker.on('error', lose);
    worker.on('exit', (code) => {
      if (this.threads.includes(thread)) lose(new Error(`scrypt thread exited (${code})`));
    });
    worker.unref();
    this.threads.push(thread);
    return thread;
  }
}

/**
 * The process's pool: `SHOP_HASH_THREADS` threads (default half the cores, at least one, so hashing
 * can never take every core from serving) and `SHOP_HASH_QUEUE` interactive hashes waiting (default 8
 * per thread: at production cost a few seconds of waiting at most).
 */
export function hashPoolFromEnv(env: NodeJS.ProcessEnv): HashPool {
  const threads = positiveInt(env.SHOP_HASH_THREADS) ?? Math.max(1, Math.floor(availableParallelism() / 2));
  const queue = positiveInt(env.SHOP_HASH_QUEUE) ?? threads * 8;
  return new HashPool(threads, queue);
}

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n > 0 ? n : undefined;
}

let processPool: HashPool | undefined;

/** The one pool of this process (made on first use). */
export function hashPool(): HashPool {
  processPool ??= hashPoolFromEnv(process.env);
  return processPool;
}
