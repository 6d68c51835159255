import { PGlite } from '@electric-sql/pglite';
const dir = '/tmp/pgl-test';
const t = Date.now();
const db = await PGlite.create({ dataDir: dir });
console.log('open', Date.now()-t, (await db.query('select version()')).rows);
const fs = await import('node:fs');
console.log(fs.readdirSync(dir));
try { const db2 = await PGlite.create({ dataDir: dir }); console.log('second open OK?!', (await db2.query('select 1 as x')).rows); await db2.close(); } catch (e) { console.log('second open failed', e.message); }
await db.close();
