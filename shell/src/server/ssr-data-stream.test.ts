/** @jest-environment node */
import { Writable } from 'node:stream';
import type { SSRData } from '@urql/core';
import { SSR_DATA_GLOBAL, SsrDataStream, serializeForScript } from './ssr-data-stream';

/** A response stand-in: what was written, in order, and how often it was flushed. */
class Target extends Writable {
  readonly pieces: string[] = [];
  flushes = 0;
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.pieces.push(chunk.toString());
    done();
  }
  flush(): void {
    this.flushes += 1;
  }
  get text(): string {
    return this.pieces.join('');
  }
}

const finished = (stream: Writable) => new Promise((resolve) => stream.on('finish', resolve));

describe('serializeForScript', () => {
  it('keeps JSON that cannot end the script early and reads back the same', () => {
    const value = { html: '</script><script>alert(1)</script>', comment: '<!-- x', separators: 'a\u2028b\u2029c' };
    const json = serializeForScript(value);
    expect(json).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
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

    const script = (fresh: SSRData) =>
      `<script nonce="n0nce">(self.${SSR_DATA_GLOBAL}=self.${SSR_DATA_GLOBAL}||[]).push(${serializeForScript(fresh)});document.currentScript.remove()</script>`;
    expect(target.text).toBe(`<header>${script({ '1': data['1'] })}<main></main>${script({ '2': data['2'] })}`);
    expect(target.flushes).toBe(2);
  });

  it('escapes what a result carries, so a product name cannot close the script', async () => {
    const target = new Target();
    const data: SSRData = { '1': result({ title: '</script><img src=x onerror=alert(1)>' }) };
    const stream = new SsrDataStream(target, () => data, 'n');
    const done = finished(target);
    stream.end('<html>');
    await done;
    expect(target.text.match(/<\/script>/g)).toHaveLength(1);
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
    await new Promise((resolve) => setImmediate(resolve));
    expect(accepted).toBe(false);
    release?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(accepted).toBe(true);
  });
});
