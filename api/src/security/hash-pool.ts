/**
 * scrypt in a bounded pool of its own (issue 31, ADR 0033).
 *
 * Node's `crypto.scrypt` runs on libuv's thread pool (4 threads), which file reads, DNS lookups and
 * zlib compression share: eight requests of 21 password hashes each once held a shop page for 87 s and
 * a static file for 9.6 s. Here every hash runs synchronously (`scryptSync`) inside worker threads
 * that do nothing else, so the libuv pool never sees one, and at most `threads` hashes run at a time.
 *
 * Admission is the rationing: a hash a request asks for ("interactive") waits only while the queue
 * holds less than `maxQueue` places' worth of work; past that it is refused at once with "busy, try
 * again" (a ShopError
 * the API answers like any caller mistake), so a flood costs the attacker a refusal and the shop
 * nothing. Work the shop itself schedules ("background": issuing a paid order's PINs, seeding) is never
 * refused; it queues behind what is waiting.
 *
 * One express thread keeps cheap hashes from waiting behind dear ones. A password hash costs eight PIN
 * hashes (half a second here); with one thread, a single operator-login guess held every shopper's PIN
 * check behind it (issue 31's bench: shoppers' p99 2.9× under login guessing). The express thread
 * takes only a hash of at most `expressMaxCost` (N·r·p), and only while every general thread is in a
 * dearer one: so a PIN flood alone still hashes on `threads` threads, as before, and a password flood
 * never takes more than those either; the express thread adds one cheap hash at a time beside them.
 *
 *
 * A place in the queue is one password hash's work (`queuePlaceCost`, N·r·p): eight PIN checks fit in
 * the place of one password. Counted in hashes, a queue of 8 was 4 s of password work but 0.4 s of PIN
 * checks, and ten addresses guessing PINs filled it, so a shopper's right PIN was told "busy" (bench on
 * PostgreSQL); counted in work, a queue means the same wait whatever waits in it.
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
  /** Cheap hashes that ran on the express thread because every general thread was in a dear one. */
  expressed: number;
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
  /** N·r·p: scrypt's work, in units of one BlockMix. */
  cost: number;
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

/** A PIN hash at production cost (N=2^14, r=8, p=1): the dearest hash the express thread takes. */
export const PIN_HASH_COST = 16_384 * 8;
/** A password hash at production cost (N=2^16, r=8, p=2): one place in the queue. */
export const PASSWORD_HASH_COST = 65_536 * 8 * 2;

export interface HashPoolOptions {
  /** The dearest hash (N·r·p) the express thread takes (default a PIN's). */
  expressMaxCost?: number;
  /** The work (N·r·p) one place in the queue holds (default a password hash's). */
  queuePlaceCost?: number;
}

export class HashPool {
  private readonly waiting: Job[] = [];
  private readonly threads: Thread[] = [];
  private expressThread: Thread | null = null;
  private nextId = 1;
  private completed = 0;
  private refused = 0;
  private expressed = 0;
  /** The work (N·r·p) waiting in the queue. */
  private waitingCost = 0;
  readonly expressMaxCost: number;
  readonly queuePlaceCost: number;

  constructor(
    readonly size: number,
    readonly maxQueue: number,
    options: HashPoolOptions = {},
  ) {
    if (!(size >= 1) || !(maxQueue >= 0)) throw new Error('HashPool: size ≥ 1 and maxQueue ≥ 0');
    this.expressMaxCost = options.expressMaxCost ?? PIN_HASH_COST;
    this.queuePlaceCost = options.queuePlaceCost ?? PASSWORD_HASH_COST;
  }

  /** scrypt(secret, salt) in a pool thread; refused with a ShopError when an interactive hash finds the queue full. */
  scrypt(secret: string | Buffer, salt: Buffer, keylen: number, params: ScryptParams, lane: HashLane = 'interactive'): Promise<Buffer> {
    const cost = params.N * params.r * params.p;
    const threadFree = this.threads.length < this.size || this.threads.some((t) => t.job === null) || this.expressWouldTake(cost);
    if (lane === 'interactive' && !threadFree && this.waitingCost + cost > this.maxQueue * this.queuePlaceCost) {
      this.refused += 1;
      return Promise.reject(new ShopError(HASH_POOL_BUSY_MESSAGE, ErrorCode.BUSY));
    }
    return new Promise<Buffer>((resolve, reject) => {
      this.waitingCost += cost;
      this.waiting.push({
        id: this.nextId++,
        cost,
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
    const expressRunning = this.expressThread?.job ? 1 : 0;
    return {
      completed: this.completed,
      refused: this.refused,
      running: running + expressRunning,
      waiting: this.waiting.length,
      threads: this.size,
      maxQueue: this.maxQueue,
      expressed: this.expressed,
    };
  }

  /** Ends the threads (a job still running is rejected); the pool starts new ones on the next hash. */
  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    if (this.expressThread) threads.push(this.expressThread);
    this.expressThread = null;
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      let thread = this.threads.find((t) => t.job === null);
      if (!thread && this.threads.length < this.size) thread = this.startThread(false);
      if (!thread) break;
      this.run(thread, this.waiting.shift() as Job);
    }
    this.dispatchExpress();
  }

  /** Whether the express thread is free and open: every general thread is in a dear hash. */
  private expressOpen(): boolean {
    if (this.expressThread?.job) return false;
    return this.threads.length === this.size && this.threads.every((t) => t.job !== null && t.job.cost > this.expressMaxCost);
  }

  private expressWouldTake(cost: number): boolean {
    return cost <= this.expressMaxCost && this.expressOpen();
  }

  /** The express thread: the first cheap waiting hash, while every general thread is in a dear one. */
  private dispatchExpress(): void {
    if (!this.expressOpen()) return;
    const index = this.waiting.findIndex((job) => job.cost <= this.expressMaxCost);
    if (index < 0) return;
    const [job] = this.waiting.splice(index, 1) as [Job];
    this.expressThread ??= this.startThread(true);
    this.expressed += 1;
    this.run(this.expressThread, job);
  }

  private run(thread: Thread, job: Job): void {
    this.waitingCost -= job.cost;
    thread.job = job;
    // A busy thread keeps the process alive (a hash in flight finishes); an idle one does not.
    thread.worker.ref();
    thread.worker.postMessage({ id: job.id, secret: job.secret, salt: job.salt, keylen: job.keylen, params: job.params });
  }

  private startThread(express: boolean): Thread {
    const worker = new Worker(WORKER_SOURCE, { eval: true, name: express ? 'scrypt-express' : 'scrypt' });
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
      if (this.expressThread === thread) this.expressThread = null;
      thread.job?.reject(error);
      thread.job = null;
      this.dispatch();
    };
    worker.on('error', lose);
    worker.on('exit', (code) => {
      if (this.threads.includes(thread) || this.expressThread === thread) lose(new Error(`scrypt thread exited (${code})`));
    });
    worker.unref();
    if (!express) this.threads.push(thread);
    return thread;
  }
}

/**
 * The process's pool: `SHOP_HASH_THREADS` threads (default half the cores, at least one, so hashing
 * can never take every core from serving) and `SHOP_HASH_QUEUE` places of interactive work waiting
 * (default 8 per thread, a place being one password hash's work: a few seconds of waiting at most).
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
