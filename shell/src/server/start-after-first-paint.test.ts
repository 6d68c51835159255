import { KNOWN_VISITOR_KEY } from '../boot/start-handshake';
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
  let windowListeners: [string, EventListenerOrEventListenerObject][];
  let paintSupported: boolean;

  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    frames = [];
    visibility = 'visible';
    paintObservers = [];
    paintSupported = true;
    listeners = [];
    windowListeners = [];
    const add = document.addEventListener.bind(document);
    jest.spyOn(document, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      listeners.push([type, listener]);
      add(type, listener, options);
    });
    const addToWindow = window.addEventListener.bind(window);
    jest.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      windowListeners.push([type, listener]);
      addToWindow(type, listener, options);
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
    for (const [type, listener] of windowListeners) window.removeEventListener(type, listener, true);
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
    delete window.dataLayer;
    delete window.__SHOP_START__;
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

  describe('a page to read (ADR 0075)', () => {
    const warm = 'window.__warmed = (window.__warmed || 0) + 1';
    const warmed = () => (window as { __warmed?: number }).__warmed ?? 0;
    afterEach(() => {
      delete (window as { __warmed?: number }).__warmed;
    });

    it('waits after the paint for the first interaction, paints its frame, then starts and warms the locale data', () => {
      jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] });
      try {
        runInline(startAfterFirstPaint(['/main.js'], [{ href: '/3262.aa.js', as: 'script' }], { onInteraction: true, warm }));
        expect(window.__SHOP_START__?.mode).toBe('on-interaction');
        firstPaint();
        jest.runAllTimers();
        expect(entryScripts()).toEqual([]);
        expect(preloadLinks()).toEqual([]);
        expect(warmed()).toBe(0);

        window.dispatchEvent(new Event('pointerdown'));
        expect(window.__SHOP_START__?.mode).toBe('woken');
        // The interaction's frame first.
        expect(entryScripts()).toEqual([]);
        frames.shift()?.(0);
        jest.advanceTimersToNextTimer();
        expect(entryScripts()).toEqual(['/main.js async=true']);
        expect(preloadLinks()).toHaveLength(1);
        expect(warmed()).toBe(1);
        // Once.
        window.dispatchEvent(new Event('keydown'));
        jest.runAllTimers();
        expect(entryScripts()).toEqual(['/main.js async=true']);
        expect(warmed()).toBe(1);
      } finally {
        jest.useRealTimers();
      }
    });

    it('an interaction before the paint starts the code once the paint is on screen', () => {
      jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] });
      try {
        runInline(startAfterFirstPaint(['/main.js'], [], { onInteraction: true, warm }));
        window.dispatchEvent(new Event('scroll'));
        frames.shift()?.(0);
        jest.advanceTimersToNextTimer();
        expect(entryScripts()).toEqual([]);
        firstPaint();
        expect(entryScripts()).toEqual(['/main.js async=true']);
      } finally {
        jest.useRealTimers();
      }
    });

    it('never starts by itself, hidden or not', () => {
      jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] });
      try {
        runInline(startAfterFirstPaint(['/main.js'], [], { onInteraction: true }));
        visibility = 'hidden';
        document.dispatchEvent(new Event('visibilitychange'));
        jest.advanceTimersByTime(10 * START_AT_THE_LATEST_MS);
        expect(entryScripts()).toEqual([]);
      } finally {
        jest.useRealTimers();
      }
    });

    it('starts at load for a visitor the shop knows (a basket, an account), and for an address with a query', () => {
      window.localStorage.setItem(KNOWN_VISITOR_KEY, '1');
      runInline(startAfterFirstPaint(['/main.js'], [], { onInteraction: true, warm }));
      expect(window.__SHOP_START__?.mode).toBe('at-load');
      expect(warmed()).toBe(1);
      firstPaint();
      expect(entryScripts()).toEqual(['/main.js async=true']);

      document.body.innerHTML = '';
      window.localStorage.clear();
      window.history.replaceState(null, '', '/?gclid=abc');
      runInline(startAfterFirstPaint(['/main.js'], [], { onInteraction: true }));
      expect(window.__SHOP_START__?.mode).toBe('at-load');
      paintObservers.at(-1)?.callback({} as PerformanceObserverEntryList, paintObservers.at(-1) as unknown as PerformanceObserver);
      expect(entryScripts()).toEqual(['/main.js async=true']);
    });

    it('sends the page view itself, with consent to statistics only', () => {
      window.history.replaceState(null, '', '/geschenkkarten/');
      runInline(startAfterFirstPaint(['/main.js'], [], { onInteraction: true, consentCookie: 'cookie_consent' }));
      expect(window.dataLayer).toBeUndefined();
      expect(window.__SHOP_START__?.pageView).toBeNull();

      document.cookie = 'cookie_consent=v1.s1.m0; Path=/';
      runInline(startAfterFirstPaint(['/main.js'], [], { onInteraction: true, consentCookie: 'cookie_consent' }));
      expect(window.dataLayer).toEqual([{ event: 'page_view', page_location: 'http://localhost/geschenkkarten/', page_path: '/geschenkkarten/' }]);
      expect(window.__SHOP_START__?.pageView).toBe('/geschenkkarten/');

      delete window.dataLayer;
      document.cookie = 'cookie_consent=v1.s0.m1; Path=/';
      runInline(startAfterFirstPaint(['/main.js'], [], { onInteraction: true, consentCookie: 'cookie_consent' }));
      expect(window.dataLayer).toBeUndefined();
    });
  });

  it('remembers the button clicked before the code ran, for the shell to click again (not a form’s submit button)', () => {
    document.body.innerHTML = '<button type="button" id="menu"><span id="icon">≡</span></button><form><button id="send">Send</button></form><a href="#x" id="link">x</a>';
    runInline(startAfterFirstPaint(['/main.js']));
    document.getElementById('icon')?.click();
    document.getElementById('send')?.addEventListener('click', (event) => event.preventDefault());
    document.getElementById('send')?.click();
    document.getElementById('link')?.click();
    expect(window.__SHOP_START__?.take?.()).toBe(document.getElementById('menu'));
    // Handed over once; from there React has the page's events.
    document.getElementById('icon')?.click();
    expect(window.__SHOP_START__?.take?.()).toBeNull();
  });
});
