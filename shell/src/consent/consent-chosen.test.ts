/** @jest-environment node */
import { runInNewContext } from 'node:vm';
import { CONSENT_CHOSEN_CLASS, CONSENT_CHOSEN_SCRIPT } from './consent-chosen';

/** Runs the head script against a document with these cookies; the classes <html> ends with. */
function classesAfter(cookie: string): string[] {
  const classes: string[] = [];
  runInNewContext(CONSENT_CHOSEN_SCRIPT, { document: { cookie, documentElement: { classList: { add: (name: string) => classes.push(name) } } } });
  return classes;
}

describe('the head script that keeps the server-rendered cookie banner hidden for a visitor who chose', () => {
  it('marks <html> when the consent cookie holds a choice, whatever else the cookies are', () => {
    expect(classesAfter('cookie_consent=v1.s0.m0')).toEqual([CONSENT_CHOSEN_CLASS]);
    expect(classesAfter('shop_cart=abc; cookie_consent=v1.s1.m0; other=1')).toEqual([CONSENT_CHOSEN_CLASS]);
  });

  it('leaves a first visit, and a choice it cannot read, with the banner', () => {
    expect(classesAfter('')).toEqual([]);
    expect(classesAfter('shop_cart=abc')).toEqual([]);
    expect(classesAfter('cookie_consent=v2.s1.m1')).toEqual([]);
    expect(classesAfter('not_cookie_consent=v1.s1.m1')).toEqual([]);
  });
});
