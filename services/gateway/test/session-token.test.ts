import { hashToken } from '@il/identity';
import { cookieValue, TokenHashes } from '../src/http/session-token';

describe('cookieValue', () => {
  it.each([
    ['il_session=abc', 'abc'],
    ['theme=dark; il_session=abc', 'abc'],
    ['theme=dark;il_session=abc; lang=en', 'abc'],
    ['il_session=abc%2Fdef', 'abc/def'],
    ['il_session="quoted"', 'quoted'],
    ['il_session= spaced ', 'spaced'],
  ])('reads the session from %j', (header, expected) => {
    expect(cookieValue(header, 'il_session')).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['theme=dark'],
    ['old_il_session=abc'],
    ['xil_session=abc; theme=dark'],
    ['il_session=%E0%A4%A'],
  ])('finds none in %j', (header) => {
    expect(cookieValue(header, 'il_session')).toBeUndefined();
  });

  it('reads the real one when a longer name ending in it comes first', () => {
    expect(cookieValue('old_il_session=stale; il_session=fresh', 'il_session')).toBe('fresh');
  });

  it('answers an empty value as empty (no token)', () => {
    expect(cookieValue('il_session=; theme=dark', 'il_session')).toBe('');
  });
});

describe('TokenHashes', () => {
  it("answers the token's hash, the same as hashing it", () => {
    const hashes = new TokenHashes(2);
    expect(hashes.of('token-a')).toBe(hashToken('token-a'));
    expect(hashes.of('token-a')).toBe(hashToken('token-a'));
    hashes.of('token-b');
    hashes.of('token-c');
    expect(hashes.of('token-a')).toBe(hashToken('token-a'));
  });
});
