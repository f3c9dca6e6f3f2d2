import { incompatibilities, type Platform } from '../../src/releases/compatibility';
import { satisfies } from '../../src/releases/version-range';

const platform: Platform = {
  shellShared: { react: { version: '19.3.1' }, '@il/contracts': { version: '0.1.0' } },
  contracts: '0.1.0',
  callSignatures: { feed: 'GET /_api/content/feed superjson user 1111111111111111', likePost: 'POST /_api/content/like superjson user 2222222222222222' },
};

const release = {
  shared: { react: { version: '19.3.1', requiredVersion: '^19.2.0' }, '@il/contracts': { version: '0.1.0', requiredVersion: '^0.1.0' } },
  contracts: '0.1.0',
  callSignatures: { feed: 'GET /_api/content/feed superjson user 1111111111111111' },
};

describe('the compatibility gate', () => {
  it('lets a release built against this shell and gateway through', () => {
    expect(incompatibilities(release, platform)).toEqual([]);
  });

  it('names each shared range the shell misses, the contracts and each call the gateway serves otherwise', () => {
    const built = {
      shared: { ...release.shared, react: { version: '18.3.1', requiredVersion: '^18.2.0' }, 'styled-components': { version: '6.0.0', requiredVersion: '^6.0.0' } },
      contracts: '0.2.0',
      callSignatures: { feed: 'GET /_api/content/feed superjson user 9999999999999999', likePost: 'POST /_api/content/like superjson user 2222222222222222', pokePlayer: 'unknown' },
    };
    expect(incompatibilities(built, platform)).toEqual([
      'shared react: the release requires ^18.2.0, the shell provides 19.3.1',
      'shared styled-components: the shell provides no styled-components',
      'contracts: the release was built against @il/contracts 0.2.0, the gateway serves 0.1.0',
      'call feed: the gateway serves it with another shape (GET /_api/content/feed #11111111; the release was built for GET /_api/content/feed #99999999)',
      'call pokePlayer: the gateway no longer serves it',
    ]);
  });
});

describe('version ranges', () => {
  it.each([
    ['19.3.1', '^19.2.0', true],
    ['19.1.9', '^19.2.0', false],
    ['20.0.0', '^19.2.0', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['7.18.5', '>=7.9.0 <8.0.0', true],
    ['8.0.0', '>=7.9.0 <8.0.0', false],
    ['18.3.1', '^17.0.0 || ^18.0.0', true],
    ['1.4.0', '1.x', true],
    ['2.0.0', '1.x', false],
    ['5.0.0', '*', true],
    ['19.3.1', '19.3.1', true],
    ['19.3.0-rc.1', '^19.2.0', false],
    ['19.3.1', 'not a range', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});
