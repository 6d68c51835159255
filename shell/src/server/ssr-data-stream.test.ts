/** @jest-environment node */
import { Writable } from 'node:stream';
import { runInNewContext } from 'node:vm';
import type { SSRData } from '@urql/core';
import { SSR_DATA_GLOBAL, SsrDataStream, serializeForScript } from './ssr-data-stream';

/** A response stand-in: what was written, in order, and what had been written at each flush. */
class Target extends Writable {
  readonly pieces: string[] = [];
  /** The whole response so far, each time it was flushed (a compressor sends what it holds). */
  readonly flushed: string[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.pieces.push(chunk.toString());
    done();
  }
  flush(): void {
    this.flushed.push(this.text);
  }
  get flushes(): number {
    return this.flushed.length;
  }
  get text(): string {
    return this.pieces.join('');
  }
}

/** A response that takes each chunk only when the test says so (a slow visitor). */
class SlowTarget extends Writable {
  readonly pieces: string[] = [];
  /** What the response had taken each time it was flushed. */
  readonly flushed: string[][] = [];
  private waiting: (() => void)[] = [];
  constructor() {
    super({ highWaterMark: 1 });
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.pieces.push(chunk.toString());
    this.waiting.push(done);
  }
  flush(): void {
    this.flushed.push(this.pieces.filter((piece) => piece !== ''));
  }
  /** Lets every chunk written so far through. */
  release(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const done of waiting) done();
  }
}

const finished = (stream: Writable) => new Promise((resolve) => stream.on('finish', resolve));
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const script = (nonce: string, fresh: SSRData) =>
  `<script nonce="${nonce}">(self.${SSR_DATA_GLOBAL}=self.${SSR_DATA_GLOBAL}||[]).push(${serializeForScript(fresh)});document.currentScript.remove()</script>`;

/**
 * Runs the page's data scripts the way the browser does: each from its `<script …>` to the first
 * `</script` end tag (where the HTML parser ends it), with the page's `self` and `document.currentScript`.
 * A script without any "<" cannot enter the parser's escaped states ("<!--", "<script") either.
 */
function runDataScripts(html: string, nonce: string) {
  const self: Record<string, unknown> = {};
  const removed: string[] = [];
  const outside = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script(?=[\s/>])[^>]*>/gi, (_whole, attributes: string, body: string) => {
    expect(attributes).toBe(` nonce="${nonce}"`);
    expect(body).not.toContain('<');
    runInNewContext(body, { self, document: { currentScript: { remove: () => removed.push(body) } } });
    return '';
  });
  return { outside, pushed: JSON.parse(JSON.stringify(self[SSR_DATA_GLOBAL] ?? null)) as SSRData[] | null, removed: removed.length };
}

describe('serializeForScript', () => {
  it('keeps JSON that cannot end the script early and reads back the same', () => {
    const value = {
      html: '</script><script>alert(1)</script>',
      upper: '</SCRIPT >',
      comment: '<!--<script>',
      separators: 'a\u2028b\u2029c',
    };
    const json = serializeForScript(value);
    // No "<" at all: no "</script", "<!--" or "<script" can reach the HTML parser.
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('SsrDataStream', () => {
  const result = (data: unknown): SSRData[string] => ({ data: JSON.stringify(data), hasNext: false });

  it('follows each React flush with the results that arrived since, once each, then flushes the response', async () => {
    const target = new Target();
    const data: SSRData = {};
    const stream = new SsrDataStream(target, () => data, 'n0nce');
    const done = finished(target);

    stream.write('<header>');
    data['1'] = result({ storeData: { storeId: 60 } });
    stream.flush();
    stream.write('<main>');
    stream.flush(); // nothing new: no script
    data['2'] = result({ products: { total: 212 } });
    stream.end('</main>');
    await done;

    expect(target.text).toBe(`<header>${script('n0nce', { '1': data['1'] })}<main></main>${script('n0nce', { '2': data['2'] })}`);
    expect(target.flushes).toBe(2);
  });

  it('flushes the response only once the data script of that flush is in it', async () => {
    const target = new Target();
    const data: SSRData = {};
    const stream = new SsrDataStream(target, () => data, 'n');
    const done = finished(target);
    stream.write('<header>');
    data['1'] = result({ storeData: { storeId: 60 } });
    stream.flush();
    stream.end();
    await done;
    expect(target.flushed).toEqual([`<header>${script('n', { '1': data['1'] })}`]);
  });

  it('keeps the data script, and the flush, behind React’s output that still waits for a slow response', async () => {
    const target = new SlowTarget();
    const data: SSRData = {};
    const stream = new SsrDataStream(target, () => data, 'n');
    stream.write('<header>'); // the response is full after this one
    stream.write('<main>'); // so this waits in the data stream
    data['1'] = result({ storeData: { storeId: 60 } });
    stream.flush();
    for (let turn = 0; turn < 10; turn += 1) {
      target.release();
      await nextTurn();
    }
    const all = ['<header>', '<main>', script('n', { '1': data['1'] })];
    expect(target.pieces.filter((piece) => piece !== '')).toEqual(all);
    expect(target.flushed).toEqual([all]);
  });

  it('writes the head script first thing in <head>, once, with the nonce, and it removes itself', async () => {
    const target = new Target();
    const stream = new SsrDataStream(target, () => ({}), 'n0nce', 'window.ran=1');
    const done = finished(target);
    stream.write('<!DOCTYPE html><html lang="pl"><head><meta charSet="utf-8"/>');
    stream.write('</head><body><head>not a head</head>');
    stream.end('</body></html>');
    await done;
    expect(target.text).toBe(
      '<!DOCTYPE html><html lang="pl"><head><script nonce="n0nce">window.ran=1;document.currentScript.remove()</script><meta charSet="utf-8"/></head><body><head>not a head</head></body></html>',
    );
  });

  it('writes scripts that hand the results to the browser, carry the nonce and remove themselves', async () => {
    const target = new Target();
    const data: SSRData = {};
    const stream = new SsrDataStream(target, () => data, 'r4nd0m+/=');
    const done = finished(target);
    stream.write('<header>');
    data['1'] = result({ storeData: { storeId: 60 } });
    stream.flush();
    data['2'] = result({ products: { total: 212 } });
    stream.end('<main></main>');
    await done;

    const page = runDataScripts(target.text, 'r4nd0m+/=');
    expect(page.outside).toBe('<header><main></main>'); // exactly React's HTML is left to hydrate
    expect(page.pushed).toEqual([{ '1': data['1'] }, { '2': data['2'] }]);
    expect(page.removed).toBe(2);
  });

  it('escapes what a result carries, so a product name cannot close the script', async () => {
    const target = new Target();
    const title = '</script><img src=x onerror=alert(1)><!--<script></SCRIPT>\u2028';
    const data: SSRData = { '1': result({ title }) };
    const stream = new SsrDataStream(target, () => data, 'n');
    const done = finished(target);
    stream.end('<html>');
    await done;
    expect(target.text.match(/<\/script[\s/>]/gi)).toHaveLength(1);
    const page = runDataScripts(target.text, 'n');
    expect(page.outside).toBe('<html>'); // nothing of the title became markup
    expect(JSON.parse(page.pushed?.[0]?.['1']?.data ?? 'null')).toEqual({ title });
  });

  it('waits for the response to drain before taking more of React’s output', async () => {
    let release: (() => void) | undefined;
    const slow = new Writable({
      highWaterMark: 1,
      write(_chunk, _encoding, done) {
        release = done;
      },
    });
    const stream = new SsrDataStream(slow, () => ({}), 'n');
    let accepted = false;
    stream.write('a'.repeat(100), () => {
      accepted = true;
    });
    await nextTurn();
    expect(accepted).toBe(false);
    release?.();
    await nextTurn();
    expect(accepted).toBe(true);
  });

  it('says "drain" once its own buffer is empty, not when the response drains earlier', async () => {
    const slow = new SlowTarget();
    const stream = new SsrDataStream(slow, () => ({}), 'n');
    let drained = 0;
    stream.on('drain', () => {
      drained += 1;
    });
    expect(stream.write('a'.repeat(20_000))).toBe(false);
    stream.write('b'.repeat(20_000));
    await nextTurn();
    // The response says it drained while this stream still holds the second chunk.
    slow.emit('drain');
    await nextTurn();
    expect(drained).toBe(0);
    while (stream.writableLength > 0) {
      slow.release();
      await nextTurn();
    }
    slow.release();
    await nextTurn();
    expect(drained).toBe(1);
  });

  it('ends with the response: a visitor who left or a failed connection stops React', async () => {
    const gone = new Target();
    const stream = new SsrDataStream(gone, () => ({}), 'n');
    const closed = new Promise((resolve) => stream.on('close', resolve));
    gone.destroy();
    await closed;
    expect(stream.destroyed).toBe(true);

    const failing = new Target();
    const other = new SsrDataStream(failing, () => ({}), 'n');
    const failed = new Promise((resolve) => other.on('error', resolve));
    failing.destroy(new Error('connection reset'));
    expect(await failed).toEqual(new Error('connection reset'));
  });
});
