/**
 * `pnpm --filter @shop/api bench:redeem`: issue 15's concurrency benchmark. BENCH_REDEEMS (default 100)
 * redeems of ONE card, sent to two API processes (`src/main.ts`, production builds in the demo mode)
 * on one PostgreSQL server (BENCH_DATABASE_URL, else a throwaway server where PostgreSQL is
 * installed): every visitor checks the card and chooses a €25 card, then all place at once, each
 * submit sent twice at the same moment. The card holds €100 (BENCH_BALANCE_CENTS). Prints how many
 * completed and were refused, the sum redeemed against the balance (the overspend must be 0), the
 * ledger against the balance, and the time the race took. Exits 1 when money does not add up.
 */
import { cpus } from 'node:os';
import { openDatabase } from '../src/db';
import { type ApiProcess, newDataDir, removeDataDir, startApiProcess } from '../src/testing/api-process';
import { type PostgresServer, postgresUnavailableReason, startPostgresServer } from '../src/testing/postgres-server';
import { issueTestCard } from '../src/testing/redeem';
import { runRedeemRace } from '../src/testing/redeem-race';

const REDEEMS = Math.min(Math.max(Number(process.env.BENCH_REDEEMS) || 100, 2), 1000);
const BALANCE_CENTS = Math.max(Number(process.env.BENCH_BALANCE_CENTS) || 10_000, 100);
const AMOUNT_CENTS = 2_500;
const PEPPER = 'redeem-race-bench-pepper-0123456789';
const ENV = { SECRETS_KEY: 'ef'.repeat(32), PIN_PEPPER: PEPPER, PAYMENT_HMAC_KEY: 'be9c'.repeat(16), CAPTCHA_COST: '1', CAPTCHA_COUNTER_MAX: '20', OPERATOR_TOKEN: 'redeem-bench' };

async function main(): Promise<number> {
  let postgres: PostgresServer | undefined;
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const reason = postgresUnavailableReason();
    if (reason) {
      console.log(`Skipped: no PostgreSQL (${reason}); set BENCH_DATABASE_URL.`);
      return 0;
    }
    postgres = await startPostgresServer();
    url = postgres.url;
  }
  const dirs: string[] = [];
  const processes: ApiProcess[] = [];
  const handle = postgres ? await postgres.openPrepared() : await openDatabase({ url });
  try {
    for (let i = 0; i < 2; i += 1) {
      const dataDir = newDataDir('shop-redeem-bench-');
      dirs.push(dataDir);
      processes.push(await startApiProcess({ dataDir, env: { DATABASE_URL: url, ...ENV } }));
    }
    const card = { ...(await issueTestCard(handle.db, PEPPER, { balanceCents: BALANCE_CENTS })), balanceCents: BALANCE_CENTS };
    const result = await runRedeemRace({ processes, db: handle.db, card, productId: 'cbde-audible', redeems: REDEEMS, amountCents: AMOUNT_CENTS });
    const money = (cents: number) => `€${(cents / 100).toFixed(2)}`;
    console.log(`\n## ${REDEEMS} redeems of one card at once, two API processes on one PostgreSQL\n`);
    console.log(`Node ${process.version}, ${cpus().length} CPU(s) shared by PostgreSQL, both API processes and the visitors.\n`);
    console.log('| card balance | each redeem | completed | refused (no balance) | other answers | placed twice | redeemed | overspend | balance after | ledger sum | race took | checks + choices took |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${money(BALANCE_CENTS)} | ${money(AMOUNT_CENTS)} | ${result.completed} | ${result.refused} | ${result.unexpected.length} | ${result.doublePlaced} | ${money(result.redeemedCents)} | ${money(result.overspentCents)} | ${money(result.balanceCents)} | ${money(result.ledgerCents)} | ${result.raceMs} ms | ${(result.prepareMs / 1000).toFixed(1)} s |`,
    );
    for (const answer of result.unexpected.slice(0, 5)) console.log(`unexpected: ${answer}`);
    const sound = result.overspentCents === 0 && result.ledgerCents === result.balanceCents && result.doublePlaced === 0 && result.unexpected.length === 0;
    console.log(sound ? '\nOK: 0 overspend, the ledger sums to the balance, every redeem completed or was refused.' : '\nFAILED: the money does not add up.');
    return sound ? 0 : 1;
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
    await handle.close();
    postgres?.stop();
    for (const dir of dirs) removeDataDir(dir);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
