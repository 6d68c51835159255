/**
 * `pnpm --filter @shop/api pictures:draw` (a release: `node api/dist/draw-pictures.mjs`): draws every
 * drawn image's WebP copy that this release shows and the database does not hold yet (ADR 0074), one
 * at a time, before the release takes traffic. Without it the first shoppers after a `PICTURE_VERSION`
 * bump (or a new catalogue) wait for the drawings, queued behind whoever asked first.
 * `--contract`: also deletes the copies another release's rasteriser drew; run it once no process of
 * that release serves any more (docs/operations.md, "Expand, then contract").
 */
import { parseArgs } from 'node:util';
import { resolveRepoRoot, shopPaths } from '../paths';
import { openPreparedDatabase } from '../startup';
import { logToStderr } from '../observability/log';
import { createPictureStore } from './picture-store';

// What the shared code logs goes to stderr: stdout is this tool's answer.
logToStderr();

const { values } = parseArgs({ options: { contract: { type: 'boolean', default: false } } });
const paths = shopPaths(resolveRepoRoot(import.meta.dirname));
const { handle } = await openPreparedDatabase(paths, { role: 'cli' });
try {
  // drawMissing stores in the database only: this process serves nothing, its memory cache stays empty.
  const store = createPictureStore(handle.db);
  const started = performance.now();
  let reported = started;
  const { drawn, stored } = await store.drawMissing((_id, done, missing) => {
    if (performance.now() - reported < 10_000) return;
    reported = performance.now();
    console.error(`… ${done} of ${missing} drawn`);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Drew ${drawn} pictures in ${seconds} s; ${stored} were drawn already (${handle.kind}, ${handle.location}).`);
  if (values.contract) console.log(`Deleted ${await store.contract()} pictures of other releases.`);
} finally {
  await handle.close();
}
