import { api, decodeWire, encodeWire, type CallName } from '../src';
import { RESPONSE_EXAMPLES } from './examples';

const names = Object.keys(api) as CallName[];

describe('response schemas', () => {
  test.each(names)('%s: its example answer parses, also after a superjson round trip', (name) => {
    const schema = api[name].response;
    const example = RESPONSE_EXAMPLES[name];
    expect(schema.safeParse(example).error?.issues ?? []).toEqual([]);
    expect(schema.parse(decodeWire(encodeWire(example)))).toEqual(schema.parse(example));
  });

  test('dates travel as Date objects and also parse from ISO text', () => {
    const parsed = api.gameStateHistory.response.parse(decodeWire(encodeWire(RESPONSE_EXAMPLES.gameStateHistory)));
    expect(parsed.series[0]?.points[0]?.at).toBeInstanceOf(Date);
    const fromJson = api.finalResults.response.parse(JSON.parse(JSON.stringify(RESPONSE_EXAMPLES.finalResults)));
    expect(fromJson.league.startDate).toEqual(new Date('2030-03-01T10:00:00Z'));
  });

  test('game state keeps the §3 field names', () => {
    const state = api.gameState.response.parse(RESPONSE_EXAMPLES.gameState);
    for (const field of ['id', 'followers', 'energy', 'money', 'relevance', 'day', 'reputation', 'unlockedPlatforms', 'activeBrandDeals', 'playerName', 'avatarUrl']) {
      expect(state).toHaveProperty(field);
    }
    expect(api.gameState.response.safeParse({ ...state, energy: 101 }).success).toBe(false);
    expect(api.gameState.response.safeParse({ ...state, unlockedPlatforms: [{ platform: 'myspace' }] }).success).toBe(false);
  });

  test('scandal chosenResponse is one of three or null', () => {
    const [scandal] = RESPONSE_EXAMPLES.scandalHistory;
    for (const chosenResponse of ['apologize', 'double_down', 'ignore', null]) {
      expect(api.scandalHistory.response.safeParse([{ ...scandal, chosenResponse }]).success).toBe(true);
    }
    expect(api.scandalHistory.response.safeParse([{ ...scandal, chosenResponse: 'deny' }]).success).toBe(false);
    expect(api.activeScandals.response.safeParse([{ ...scandal, expiresAt: null }]).success).toBe(false);
  });
});
