import { startAfterFirstFrame } from './start-after-first-frame';

/** Runs the inline script as the browser would at the end of <body>. */
function runInline(code: string): void {
  new Function(code)();
}

function entryScripts(): string[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).map((script) => `${new URL(script.src).pathname} async=${script.async}`);
}

describe('startAfterFirstFrame', () => {
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    document.body.innerHTML = '';
    frames = [];
    visibility = 'visible';
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });

  afterEach(() => jest.restoreAllMocks());

  it('appends the entry only in the next animation frame, so the server HTML is painted before any code runs', () => {
    runInline(startAfterFirstFrame(['/main.js']));
    expect(entryScripts()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(entryScripts()).toEqual(['/main.js async=true']);
  });

  it('starts at once in a page loaded out of sight (it gets no frames)', () => {
    visibility = 'hidden';
    runInline(startAfterFirstFrame(['/main.js']));
    expect(frames).toEqual([]);
    expect(entryScripts()).toEqual(['/main.js async=true']);
  });

  it('keeps a source inert: it is data in the script, never code', () => {
    visibility = 'hidden';
    runInline(startAfterFirstFrame(['/main.js?</script><script>alert(1)</script>']));
    expect(startAfterFirstFrame(['</script>'])).not.toContain('</script>');
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});
