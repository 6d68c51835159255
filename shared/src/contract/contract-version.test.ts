import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractMismatch, isContractCompatible, SHOP_CONTRACT_VERSION } from './contract-version';

describe('the contract version', () => {
  it("is @shop/shared's package version, the one Module Federation negotiates", () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
    expect(SHOP_CONTRACT_VERSION).toBe(pkg.version);
    expect(SHOP_CONTRACT_VERSION).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
  });

  it.each([
    ['1.0.0', '1.0.0', true],
    ['1.4.2', '1.0.0', true],
    ['1.4.2', '1.4.2', true],
    ['1.4.2', '1.4.3', false],
    ['1.4.2', '1.5.0', false],
    ['2.0.0', '1.9.0', false],
    ['1.9.0', '2.0.0', false],
    ['0.2.1', '0.2.0', true],
    ['0.3.0', '0.2.0', false],
    ['1.0.0', '0.1.0', false],
  ])('a shell with %s runs a remote built for %s: %s', (provided, builtAgainst, compatible) => {
    expect(isContractCompatible(provided, builtAgainst)).toBe(compatible);
  });

  it('says why a remote cannot run', () => {
    expect(contractMismatch('1.0.0', '2.0.0')).toBe('it was built for the @shop/shared contract 2.0.0 (needs ^2.0.0), the shell provides 1.0.0');
    expect(contractMismatch('1.0.0', 'next')).toMatch(/not a contract version/);
  });
});
