import { runInNewContext } from 'node:vm';
import { warmLocaleDataOffThread } from './warm-locale-data';

/**
 * Runs the inline script with a stand-in Worker that records its source and runs it in a context of
 * its own, where Intl records the formats it is asked for.
 */
function runWarmUp(script: string, options: { workers?: boolean } = {}) {
  const formats: string[] = [];
  const revoked: string[] = [];
  const workerSources: string[] = [];
  const blobs = new Map<string, string>();
  class StandInWorker {
    onmessage: (() => void) | null = null;
    constructor(url: string) {
      const source = blobs.get(url) as string;
      workerSources.push(source);
      queueMicrotask(() =>
        runInNewContext(source, {
          Intl: {
            NumberFormat: class {
              constructor(locale: string, options: object) {
                formats.push(`number ${locale} ${JSON.stringify(options)}`);
              }
              format() {
                return '';
              }
            },
            DateTimeFormat: class {
              constructor(locale: string) {
                formats.push(`date ${locale}`);
              }
              format() {
                return '';
              }
            },
          },
          postMessage: () => this.onmessage?.(),
          close: () => undefined,
        }),
      );
    }
  }
  const context = {
    Blob: class {
      constructor(readonly parts: string[]) {}
    },
    URL: {
      createObjectURL: (blob: { parts: string[] }) => {
        const url = `blob:${blobs.size}`;
        blobs.set(url, blob.parts.join(''));
        return url;
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    },
    ...(options.workers === false ? {} : { Worker: StandInWorker }),
  };
  runInNewContext(script, context);
  return { formats, revoked, workerSources };
}

describe('warmLocaleDataOffThread', () => {
  it("creates the page's number and date formats in a worker, then revokes the worker's URL", async () => {
    const run = runWarmUp(warmLocaleDataOffThread('nl-NL', 'EUR'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(run.formats).toEqual(['number nl-NL {"style":"currency","currency":"EUR"}', 'date nl-NL']);
    expect(run.revoked).toEqual(['blob:0']);
  });

  it('takes the storefront’s own currency', async () => {
    const run = runWarmUp(warmLocaleDataOffThread('pl-PL', 'PLN'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(run.formats[0]).toBe('number pl-PL {"style":"currency","currency":"PLN"}');
  });

  it('does nothing, and throws nothing, where there are no workers', () => {
    expect(runWarmUp(warmLocaleDataOffThread('de-DE', 'EUR'), { workers: false }).formats).toEqual([]);
  });

  it('cannot be broken out of by what it is given', () => {
    const script = warmLocaleDataOffThread('de-DE"</script><script>alert(1)//', 'EUR');
    expect(script).not.toContain('</script>');
    expect(() => runWarmUp(script)).not.toThrow();
  });
});
