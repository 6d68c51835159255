import { releaseDeclarationProblems } from '@shop/shared/testing';
import release from './release.json';
import remoteModule from './routes';

describe('the release declaration (src/release.json)', () => {
  it('declares exactly the route keys ./routes implements, in a form the registry accepts', () => {
    expect(releaseDeclarationProblems(remoteModule, release)).toEqual([]);
  });
});
