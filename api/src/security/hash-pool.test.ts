import { scryptSync } from 'node:crypto';
import { ErrorCode, ShopError } from '../errors';
import { PRODUCTION_SCRYPT } from '../domains/orders/gift-card-codes';
import { HASH_POOL_BUSY_MESSAGE, HashPool, PASSWORD_HASH_COST, PIN_HASH_COST, hashPoolFromEnv } from './hash-pool';

const PARAMS = { N: 1_024, r: 8, p: 1 };
/** PARAMS' work (N·r·p): a queue place of one PARAMS hash makes maxQueue a count of them. */
const PLACE = { queuePlaceCost: 8_192 };
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
    pool = new HashPool(1, 2, PLACE);
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

  it('runs a cheap hash on the express thread while the general one is in a dear hash, never a second dear one', async () => {
    // Cheap: N·r·p ≤ 8,192 (PARAMS); dear: eight times that.
    pool = new HashPool(1, 4, { queuePlaceCost: 65_536, expressMaxCost: 8_192 });
    const dear = { N: 8_192, r: 8, p: 1 };
    const password = pool.scrypt('password', salt, 32, dear);
    const secondPassword = pool.scrypt('password 2', salt, 32, dear);
    const pin = pool.scrypt('pin', salt, 32, PARAMS);
    // The PIN does not wait behind either password: it runs beside the first, the second waits.
    expect(pool.stats()).toMatchObject({ running: 2, waiting: 1, expressed: 1 });
    await Promise.all([password, secondPassword, pin]);
    expect(pool.stats()).toMatchObject({ running: 0, waiting: 0, completed: 3 });
  });

  it('keeps the express thread shut while the general thread hashes cheaply: a PIN flood takes no more threads than before', async () => {
    pool = new HashPool(1, 8, { ...PLACE, expressMaxCost: 8_192 });
    const pins = Array.from({ length: 4 }, (_, i) => pool.scrypt(`pin ${i}`, salt, 32, PARAMS));
    expect(pool.stats()).toMatchObject({ running: 1, waiting: 3, expressed: 0 });
    await Promise.all(pins);
    expect(pool.stats().expressed).toBe(0);
  });

  it('takes a cheap request’s hash beside a full queue of dear ones when the express thread is free', async () => {
    pool = new HashPool(1, 1, { queuePlaceCost: 65_536, expressMaxCost: 8_192 });
    const dear = { N: 8_192, r: 8, p: 1 };
    const passwords = [pool.scrypt('a', salt, 32, dear), pool.scrypt('b', salt, 32, dear)];
    await expect(pool.scrypt('c', salt, 32, dear)).rejects.toMatchObject({ code: ErrorCode.BUSY });
    const pin = pool.scrypt('pin', salt, 32, PARAMS);
    expect(pool.stats()).toMatchObject({ running: 2, waiting: 1, expressed: 1 });
    await Promise.all([...passwords, pin]);
  });

  it('counts the queue in work: a place holds one dear hash or as many cheap ones as add up to it', async () => {
    // One place: one hash of 8× PARAMS' work, or eight PARAMS hashes.
    pool = new HashPool(1, 1, { queuePlaceCost: 8 * 8_192, expressMaxCost: 1 });
    const running = pool.scrypt('running', salt, 32, PARAMS);
    const cheap = Array.from({ length: 8 }, (_, i) => pool.scrypt(`cheap ${i}`, salt, 32, PARAMS));
    expect(pool.stats()).toMatchObject({ running: 1, waiting: 8 });
    await expect(pool.scrypt('ninth', salt, 32, PARAMS)).rejects.toMatchObject({ code: ErrorCode.BUSY });
    await Promise.all([running, ...cheap]);
    // Drained: one dear hash waits in the place, a second is refused.
    const first = pool.scrypt('first', salt, 32, PARAMS);
    const dear = pool.scrypt('dear', salt, 32, { N: 8_192, r: 8, p: 1 });
    await expect(pool.scrypt('dear 2', salt, 32, { N: 8_192, r: 8, p: 1 })).rejects.toMatchObject({ code: ErrorCode.BUSY });
    await Promise.all([first, dear]);
  });

  it('knows the production costs of a PIN and a password hash', () => {
    const cost = ({ N, r, p }: { N: number; r: number; p: number }) => N * r * p;
    expect(PIN_HASH_COST).toBe(cost(PRODUCTION_SCRYPT.pin));
    expect(PASSWORD_HASH_COST).toBe(cost(PRODUCTION_SCRYPT.password));
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
