import { scryptSync } from 'node:crypto';
import { ErrorCode, ShopError } from '../errors';
import { HASH_POOL_BUSY_MESSAGE, HashPool, hashPoolFromEnv } from './hash-pool';

const PARAMS = { N: 1_024, r: 8, p: 1 };
const salt = Buffer.from('0123456789abcdef');

describe('the hash pool (issue 31)', () => {
  let pool: HashPool;
  afterEach(async () => {
    await pool?.close();
  });

  it('hashes exactly as scrypt does, off the libuv pool', async () => {
    pool = new HashPool(1, 4);
    const hash = await pool.scrypt('secret', salt, 32, PARAMS);
    expect(hash.equals(scryptSync('secret', salt, 32, { ...PARAMS, maxmem: 256 * PARAMS.N * PARAMS.r }))).toBe(true);
    expect(pool.stats()).toMatchObject({ completed: 1, refused: 0, running: 0, waiting: 0, threads: 1 });
  });

  it('refuses a request’s hash at once when the queue is full, and never the shop’s own work', async () => {
    pool = new HashPool(1, 2);
    // One runs, two wait: the queue is full.
    const accepted = [pool.scrypt('a', salt, 32, PARAMS), pool.scrypt('b', salt, 32, PARAMS), pool.scrypt('c', salt, 32, PARAMS)];
    const refused = pool.scrypt('d', salt, 32, PARAMS).catch((error: unknown) => error);
    const background = pool.scrypt('e', salt, 32, PARAMS, 'background');
    const error = await refused;
    expect(error).toBeInstanceOf(ShopError);
    expect(error).toMatchObject({ code: ErrorCode.BUSY, message: HASH_POOL_BUSY_MESSAGE });
    expect(pool.stats().refused).toBe(1);
    await Promise.all([...accepted, background]);
    expect(pool.stats()).toMatchObject({ completed: 4, refused: 1, waiting: 0, running: 0 });
    // Drained: requests are taken again.
    await expect(pool.scrypt('f', salt, 32, PARAMS)).resolves.toHaveLength(32);
  });

  it('runs no more hashes at once than it has threads', async () => {
    pool = new HashPool(2, 10);
    const jobs = Array.from({ length: 6 }, (_, i) => pool.scrypt(`s${i}`, salt, 32, PARAMS));
    expect(pool.stats()).toMatchObject({ running: 2, waiting: 4 });
    await Promise.all(jobs);
    expect(pool.stats()).toMatchObject({ running: 0, waiting: 0, completed: 6 });
  });

  it('reports a failing hash as an error and goes on', async () => {
    pool = new HashPool(1, 2);
    // N must be a power of two: scrypt refuses.
    await expect(pool.scrypt('x', salt, 32, { N: 1_000, r: 8, p: 1 })).rejects.toThrow(/scrypt failed/);
    await expect(pool.scrypt('x', salt, 32, PARAMS)).resolves.toHaveLength(32);
  });

  it('takes its size from the environment: half the cores by default, at least one', () => {
    pool = hashPoolFromEnv({ SHOP_HASH_THREADS: '3', SHOP_HASH_QUEUE: '5' });
    expect(pool.stats()).toMatchObject({ threads: 3, maxQueue: 5 });
    const fallback = hashPoolFromEnv({ SHOP_HASH_THREADS: 'many' });
    expect(fallback.size).toBeGreaterThanOrEqual(1);
    expect(fallback.maxQueue).toBe(fallback.size * 8);
  });
});
