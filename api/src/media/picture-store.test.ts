import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { mediaAssets, mediaPictures } from '../db/catalogue-schema';
import { type TestServer, startTestServer } from '../testing/test-server';
import { createPictureStore } from './picture-store';
import { pictureVersion } from './urls';

let shop: TestServer;

beforeAll(async () => {
  shop = await startTestServer();
});

afterAll(async () => {
  await shop?.close();
});

/** Three images the deploy step has to draw; every other one counts as drawn already. */
const MISSING = ['card/cbde-apple', 'banner/occasion-cbde-wedding', 'card/cbde-audible'];

describe('the deploy step that draws the pictures (drawMissing, draw-pictures.mjs)', () => {
  it('draws exactly the pictures of this release that are not stored, keeps another release’s until contract', async () => {
    const db = shop.handle.db;
    expect(await db.select({ id: mediaAssets.id }).from(mediaAssets).where(inArray(mediaAssets.id, MISSING))).toHaveLength(3);
    // Every other image drawn already (a stand-in byte: this test reads none of them) …
    const others = await db.select({ id: mediaAssets.id, revision: mediaAssets.revision }).from(mediaAssets).where(notInArray(mediaAssets.id, MISSING));
    await db.insert(mediaPictures).values(others.map((asset) => ({ mediaId: asset.id, version: pictureVersion(asset.revision), bytes: Buffer.from([0]) })));
    // … and one of the missing ones by the previous release's rasteriser, which a running process of
    // that release still serves during the deploy.
    const [apple] = await db.select({ revision: mediaAssets.revision }).from(mediaAssets).where(eq(mediaAssets.id, 'card/cbde-apple'));
    const previousRelease = `0.3.${apple?.revision}`;
    await db.insert(mediaPictures).values({ mediaId: 'card/cbde-apple', version: previousRelease, bytes: Buffer.from([1]) });

    const store = createPictureStore(db);
    const progress: string[] = [];
    const result = await store.drawMissing((id, drawn, missing) => progress.push(`${id} ${drawn}/${missing}`));
    expect(result).toEqual({ drawn: 3, stored: others.length });
    expect(progress.map((line) => line.split(' ')[1])).toEqual(['1/3', '2/3', '3/3']);

    for (const id of MISSING) {
      const [asset] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
      const rows = await db
        .select({ bytes: mediaPictures.bytes })
        .from(mediaPictures)
        .where(and(eq(mediaPictures.mediaId, id), eq(mediaPictures.version, pictureVersion(asset?.revision as string))));
      expect(rows).toHaveLength(1);
      const meta = await sharp(rows[0]?.bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: (asset?.width as number) * 2, height: (asset?.height as number) * 2 });
      // What a shopper's request gets is that stored drawing.
      const served = await shop.request(`/media/${id}.webp?v=${pictureVersion(asset?.revision as string)}`);
      expect(served.status).toBe(200);
      expect(served.body.equals(rows[0]?.bytes as Buffer)).toBe(true);
    }
    // The previous release's copy stays while it may still serve.
    const previous = () => db.select({ version: mediaPictures.version }).from(mediaPictures).where(and(eq(mediaPictures.mediaId, 'card/cbde-apple'), eq(mediaPictures.version, previousRelease)));
    expect(await previous()).toHaveLength(1);

    // Run again (a second process, a retried deploy): nothing left to draw.
    expect(await store.drawMissing()).toEqual({ drawn: 0, stored: others.length + 3 });

    // Once the previous release is gone, contract deletes its copies and nothing of this one.
    expect(await store.contract()).toBe(1);
    expect(await previous()).toHaveLength(0);
    const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(mediaPictures)) as [{ count: number }];
    expect(count).toBe(others.length + 3);
  });

  it('replaces the drawing of an earlier revision of the image when it draws the new one', async () => {
    const db = shop.handle.db;
    const id = 'banner/occasion-cbde-wedding';
    const [changed] = await db.update(mediaAssets).set({ background: '#654321' }).where(eq(mediaAssets.id, id)).returning({ revision: mediaAssets.revision });
    const store = createPictureStore(db);
    expect((await store.drawMissing()).drawn).toBe(1);
    const rows = await db.select({ version: mediaPictures.version }).from(mediaPictures).where(eq(mediaPictures.mediaId, id));
    expect(rows).toEqual([{ version: pictureVersion(changed?.revision as string) }]);
  });
});
