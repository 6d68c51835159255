import { Writable } from 'node:stream';
import type { SSRData } from '@urql/core';

/** The global the page's data scripts fill, read by the browser before it hydrates (bootstrap.tsx). */
export const SSR_DATA_GLOBAL = '__SHOP_SSR__';

/** JSON that is safe inside <script>: no "</script>", "<!--" or line separators can end it early. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface FlushableWritable extends NodeJS.WritableStream {
  flush?(): void;
}

/**
 * Sits between React's stream and the response. Each time React has flushed a piece of the page
 * (a point between complete pieces of HTML), the query results that arrived since the last piece
 * follow as a small script that hands them to the browser's SSR exchange and removes itself (so the
 * DOM that hydrates is exactly React's). The browser hydrates after the document has been parsed, so
 * every result is there before the first render that reads it: no query is sent twice.
 */
export class SsrDataStream extends Writable {
  private readonly sent = new Set<string>();
  /** The head script is still to be written (into the first chunk that opens <head>). */
  private headPending: boolean;

  constructor(
    private readonly target: FlushableWritable,
    private readonly extract: () => SSRData,
    private readonly nonce: string,
    /**
     * Code that must run before the browser parses the body (it decides what the first paint shows),
     * written as the first thing in <head>; it removes itself, so the DOM that hydrates is React's.
     */
    private readonly headScript?: string,
  ) {
    super();
    this.headPending = Boolean(headScript);
    // React stops rendering into a destination that closed or failed (a visitor who left, a reset
    // connection): this stream ends with the response. Its 'drain' is its own (Writable's, once its
    // buffer is empty), never the response's, which may come while this buffer still holds chunks.
    target.on('close', () => this.destroy());
    target.on('error', (error: Error) => this.destroy(error));
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (this.headPending) chunk = this.withHeadScript(chunk);
    if (this.target.write(chunk)) done();
    else this.target.once('drain', () => done());
  }

  /** React calls this after each flush; queued after what React wrote, so the order holds. */
  flush(): void {
    const script = this.dataScript();
    if (script) this.write(script);
    this.write(Buffer.alloc(0), () => this.target.flush?.());
  }

  override _final(done: (error?: Error | null) => void): void {
    const script = this.dataScript();
    if (script) this.target.write(script);
    this.target.end();
    done();
  }

  /** The chunk with the head script after its `<head>` (byte offsets: a character split across chunks stays whole). */
  private withHeadScript(chunk: Buffer): Buffer {
    const at = chunk.indexOf('<head>');
    if (at < 0) return chunk;
    this.headPending = false;
    const script = Buffer.from(`<script nonce="${this.nonce}">${this.headScript};document.currentScript.remove()</script>`);
    const end = at + '<head>'.length;
    return Buffer.concat([chunk.subarray(0, end), script, chunk.subarray(end)]);
  }

  private dataScript(): string | null {
    const data = this.extract();
    const fresh: SSRData = {};
    let any = false;
    for (const [key, value] of Object.entries(data)) {
      if (this.sent.has(key)) continue;
      this.sent.add(key);
      fresh[key] = value;
      any = true;
    }
    if (!any) return null;
    return `<script nonce="${this.nonce}">(self.${SSR_DATA_GLOBAL}=self.${SSR_DATA_GLOBAL}||[]).push(${serializeForScript(fresh)});document.currentScript.remove()</script>`;
  }
}
