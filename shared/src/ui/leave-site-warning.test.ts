import { DEFAULT_LEAVE_SITE_MESSAGE, leaveSiteWarning } from './leave-site-warning';

function unload(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

afterEach(() => leaveSiteWarning.detach());

describe('leaveSiteWarning', () => {
  it('warns only while attached', () => {
    expect(unload().defaultPrevented).toBe(false);
    leaveSiteWarning.attach();
    expect(leaveSiteWarning.isAttached).toBe(true);
    expect(unload().defaultPrevented).toBe(true);
    leaveSiteWarning.detach();
    expect(unload().defaultPrevented).toBe(false);
  });

  it('keeps a settable message', () => {
    expect(leaveSiteWarning.message).toBe(DEFAULT_LEAVE_SITE_MESSAGE);
    leaveSiteWarning.attach('Seite verlassen?');
    expect(leaveSiteWarning.message).toBe('Seite verlassen?');
    leaveSiteWarning.setMessage(DEFAULT_LEAVE_SITE_MESSAGE);
    expect(leaveSiteWarning.message).toBe(DEFAULT_LEAVE_SITE_MESSAGE);
  });
});
