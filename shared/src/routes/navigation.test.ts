import { safeReturnPath } from './navigation';

describe('safeReturnPath (a login returns to this shop only, never an open redirect)', () => {
  it.each([
    ['/kasse/', '/kasse/'],
    ['/bestellen/?step=payment', '/bestellen/?step=payment'],
    ['/en/checkout/#details', '/en/checkout/#details'],
    ['/account/bestellungen/', '/account/bestellungen/'],
  ])('keeps the path of this shop %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['another site', 'https://evil.example/kasse/'],
    ['a protocol-relative URL', '//evil.example/'],
    ['a backslash browsers read as a slash', '/\\evil.example/'],
    ['a tab a browser drops (/\\t/ becomes //)', '/\t/evil.example/'],
    ['a newline', '/\n/evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'kasse/'],
    ['nothing', ''],
    ['not a string', { pathname: '/kasse/' }],
    ['an endless path', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
