import { releaseDeclarationProblems } from '@shop/shared/testing';
import remoteModule from './routes';

describe('the release declaration generated from the route modules', () => {
  it('is one the registry accepts, with a byte budget for every page', () => {
    expect(releaseDeclarationProblems(remoteModule)).toEqual([]);
  });
});
