import { slimCartStore, userStore } from '@shop/shared';
import { KNOWN_VISITOR_KEY, pageViewSentAtStart, rememberKnownVisitor, replayTap } from './start-handshake';

const cart = (totalQuantity: number) => ({ id: 'c1', packageIds: [], cardQty: totalQuantity, variationQty: totalQuantity, totalQuantity, packagesGroups: [] });

describe('the start handshake (ADR 0075)', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    window.localStorage.clear();
    slimCartStore.setState({ cart: null, status: 'idle' });
    userStore.setState({ user: null, loading: true });
  });
  afterEach(() => {
    stop();
    delete window.__SHOP_START__;
  });

  it('remembers a visitor with something in the basket or signed in, and forgets one whose reads say neither', () => {
    stop = rememberKnownVisitor();
    expect(window.localStorage.getItem(KNOWN_VISITOR_KEY)).toBeNull();
    slimCartStore.setState({ cart: cart(2), status: 'ready' });
    expect(window.localStorage.getItem(KNOWN_VISITOR_KEY)).toBe('1');
    // An emptied basket, the account not read yet: still known.
    slimCartStore.setState({ cart: cart(0), status: 'ready' });
    expect(window.localStorage.getItem(KNOWN_VISITOR_KEY)).toBe('1');
    userStore.setState({ user: { id: 'u1', email: 'a@example.com' } as never, loading: false });
    expect(window.localStorage.getItem(KNOWN_VISITOR_KEY)).toBe('1');
    userStore.setState({ user: null, loading: false });
    expect(window.localStorage.getItem(KNOWN_VISITOR_KEY)).toBeNull();
  });

  it('keeps the hint when the basket could not be read', () => {
    window.localStorage.setItem(KNOWN_VISITOR_KEY, '1');
    stop = rememberKnownVisitor();
    slimCartStore.setState({ status: 'error' });
    userStore.setState({ user: null, loading: false });
    expect(window.localStorage.getItem(KNOWN_VISITOR_KEY)).toBe('1');
  });

  it('works without storage (a browser that refuses it)', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    stop = rememberKnownVisitor(refusing);
    expect(() => slimCartStore.setState({ cart: cart(1), status: 'ready' })).not.toThrow();
  });

  it('takes the start script’s page view once, for its own path only', () => {
    window.__SHOP_START__ = { mode: 'woken', pageView: '/' };
    expect(pageViewSentAtStart('/geschenkkarten/')).toBe(false);
    expect(pageViewSentAtStart('/')).toBe(true);
    expect(pageViewSentAtStart('/')).toBe(false);
  });

  it('clicks again a button still on the page and enabled, and nothing else', () => {
    const onClick = jest.fn();
    const button = document.createElement('button');
    button.addEventListener('click', onClick);
    replayTap(button);
    expect(onClick).not.toHaveBeenCalled();
    document.body.append(button);
    button.disabled = true;
    replayTap(button);
    expect(onClick).not.toHaveBeenCalled();
    button.disabled = false;
    replayTap(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    replayTap(null);
    button.remove();
  });
});
