import { PRELOADS_PER_TASK, START_AT_THE_LATEST_MS, startAfterFirstPaint } from './start-after-first-paint';

/** Runs the inline script as the browser would at the end of <body>. */
function runInline(code: string): void {
  new Function(code)();
}

function entryScripts(): string[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).map((script) => `${new URL(script.src).pathname} async=${script.async}`);
}

function preloadLinks(): string[] {
  return Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((link) =>
    [new URL(link.href).pathname, link.getAttribute('as'), link.getAttribute('integrity'), link.getAttribute('crossorigin'), link.getAttribute('fetchpriority')].join(' '),
  );
}

describe('startAfterFirstPaint', () => {
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;
  let paintObservers: { callback: PerformanceObserverCallback; observed: PerformanceObserverInit[]; disconnected: boolean; disconnect(): void }[];
  let listeners: [string, EventListenerOrEventListenerObject][];
  let paintSupported: boolean;

  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    frames = [];
    visibility = 'visible';
    paintObservers = [];
    paintSupported = true;
    listeners = [];
    const add = document.addEventListener.bind(document);
    jest.spyOn(document, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      listeners.push([type, listener]);
      add(type, listener, options);
    });
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    class FakeObserver {
      static get supportedEntryTypes() {
        return paintSupported ? ['paint', 'largest-contentful-paint'] : ['mark'];
      }
      observed: PerformanceObserverInit[] = [];
      disconnected = false;
      constructor(readonly callback: PerformanceObserverCallback) {
        paintObservers.push(this);
      }
      observe(init: PerformanceObserverInit) {
        this.observed.push(init);
      }
      disconnect() {
        this.disconnected = true;
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  });

  afterEach(() => {
    // A script of an earlier test must not start again on this test's events.
    for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    jest.restoreAllMocks();
  });

  /** The browser reports the first paint: it is on screen. */
  function firstPaint() {
    for (const observer of paintObservers) observer.callback({} as PerformanceObserverEntryList, observer as unknown as PerformanceObserver);
  }

  it('starts nothing until the first paint is on screen, then preloads what the boot loads and appends the entry', () => {
    runInline(
      startAfterFirstPaint(
        ['/main.js'],
        [
          { href: '/3262.aa.js', as: 'script', fetchPriority: 'low' },
          { href: '/remotes/catalogue/1.0.0/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
          { href: '/remotes/catalogue/1.0.0/remoteEntry.js', as: 'script', integrity: 'sha384-abc' },
        ],
      ),
    );
    expect(entryScripts()).toEqual([]);
    expect(preloadLinks()).toEqual([]);
    expect(frames).toEqual([]);
    expect(paintObservers).toHaveLength(1);
    expect(paintObservers[0]?.observed).toEqual([{ type: 'paint', buffered: true }]);

    firstPaint();
    expect(paintObservers[0]?.disconnected).toBe(true);
    expect(preloadLinks()).toEqual([
      '/3262.aa.js script   low',
      '/remotes/catalogue/1.0.0/mf-manifest.json fetch  anonymous ',
      '/remotes/catalogue/1.0.0/remoteEntry.js script sha384-abc  ',
    ]);
    expect(entryScripts()).toEqual(['/main.js async=true']);
  });

  it(`adds ${PRELOADS_PER_TASK} preloads per task (each starts a request: many in one task are a long task), the entry with the last`, () => {
    jest.useFakeTimers();
    try {
      const files = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, i) => ({ href: `/${i}.js`, as: 'script' as const }));
      runInline(startAfterFirstPaint(['/main.js'], files));
      firstPaint();
      expect(preloadLinks()).toHaveLength(PRELOADS_PER_TASK);
      expect(entryScripts()).toEqual([]);
      jest.advanceTimersToNextTimer();
      expect(preloadLinks()).toHaveLength(2 * PRELOADS_PER_TASK);
      expect(entryScripts()).toEqual([]);
      jest.advanceTimersToNextTimer();
      // In the order the boot asks for them, and the entry only once all are out.
      expect(preloadLinks().map((link) => link.split(' ')[0])).toEqual(files.map((file) => file.href));
      expect(entryScripts()).toEqual(['/main.js async=true']);
      firstPaint();
      jest.runAllTimers();
      expect(preloadLinks()).toHaveLength(files.length);
      expect(entryScripts()).toEqual(['/main.js async=true']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts once, whatever comes first: the paint or the page being hidden', () => {
    runInline(startAfterFirstPaint(['/main.js'], [{ href: '/3262.aa.js', as: 'script' }]));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(entryScripts()).toEqual(['/main.js async=true']);
    firstPaint();
    expect(entryScripts()).toEqual(['/main.js async=true']);
    expect(preloadLinks()).toHaveLength(1);
  });

  it('starts all the same when no paint is ever reported', () => {
    jest.useFakeTimers();
    try {
      runInline(startAfterFirstPaint(['/main.js']));
      jest.advanceTimersByTime(START_AT_THE_LATEST_MS - 1);
      expect(entryScripts()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(entryScripts()).toEqual(['/main.js async=true']);
      firstPaint();
      expect(entryScripts()).toEqual(['/main.js async=true']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts in the next animation frame in a browser that cannot report paints', () => {
    paintSupported = false;
    runInline(startAfterFirstPaint(['/main.js']));
    expect(paintObservers).toEqual([]);
    expect(entryScripts()).toEqual([]);
    frames[0]?.(0);
    expect(entryScripts()).toEqual(['/main.js async=true']);
  });

  it('starts at once in a page loaded out of sight (it gets no frames)', () => {
    visibility = 'hidden';
    runInline(startAfterFirstPaint(['/main.js']));
    expect(frames).toEqual([]);
    expect(paintObservers).toEqual([]);
    expect(entryScripts()).toEqual(['/main.js async=true']);
  });

  it('keeps a source and a preload inert: they are data in the script, never code', () => {
    visibility = 'hidden';
    runInline(startAfterFirstPaint(['/main.js?</script><script>alert(1)</script>'], [{ href: '/x.js?</script><script>alert(2)</script>', as: 'script' }]));
    expect(startAfterFirstPaint(['</script>'], [{ href: '</script>', as: 'fetch' }])).not.toContain('</script>');
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(preloadLinks()).toHaveLength(1);
  });
});
