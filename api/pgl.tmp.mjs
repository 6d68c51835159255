import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
const buf = readFileSync(process.argv[2]);
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const db = new PGlite({ loadDataDir: new Blob([buf]) });
  await db.waitReady;
  const t1 = performance.now();
  const r = await db.query('select count(*) from pg_class');
  console.log(process.argv[2], 'open', (t1 - t).toFixed(0), 'query', (performance.now() - t1).toFixed(0), r.rows[0]);
  await db.close();
}
