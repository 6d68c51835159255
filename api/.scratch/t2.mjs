import { PGlite } from '@electric-sql/pglite';
let t = Date.now();
const db = await PGlite.create({ dataDir: '/tmp/pgl-test' });
console.log('reopen', Date.now()-t); await db.close();
t = Date.now();
const m = await PGlite.create();
console.log('memory', Date.now()-t); await m.close();
