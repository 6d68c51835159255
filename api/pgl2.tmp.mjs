import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
const db = new PGlite({ loadDataDir: new Blob([readFileSync('/tmp/tpl.tar')]) });
console.log((await db.query('select pg_walfile_name(pg_current_wal_lsn()) as f, current_setting(\'min_wal_size\') m, current_setting(\'wal_segment_size\') s')).rows);
console.log(db.Module?.FS ? 'has FS' : 'no FS', Object.keys(db).slice(0,20));
await db.close();
