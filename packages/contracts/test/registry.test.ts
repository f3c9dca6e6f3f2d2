import { z } from 'zod';
import { api, rawApi } from '../src';

const calls = Object.entries(api);
const routes = [...calls, ...Object.entries(rawApi)].map(([name, call]) => ({ name, key: `${call.method} ${call.path}`, path: call.path }));

describe('call registry', () => {
  test('every method and path is declared once, across JSON and raw routes', () => {
    const keys = routes.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('every path starts with a slash and has no query, parameter or trailing slash', () => {
    for (const { path } of routes) {
      expect(path).toMatch(/^\/[a-z0-9/_-]*$/);
      expect(path === '/' || !path.endsWith('/')).toBe(true);
      expect(path.startsWith('/_api')).toBe(false);
    }
  });

  test('only login and register use plain JSON', () => {
    const json = calls.filter(([, call]) => call.wire === 'json').map(([name]) => name).sort();
    expect(json).toEqual(['login', 'register']);
  });

  test('only the auth calls, the card and avatar images and an invitation’s names are public; admin images need an admin', () => {
    const publicNames = [...calls, ...Object.entries(rawApi)]
      .filter(([, call]) => call.auth === 'public')
      .map(([name]) => name)
      .sort();
    expect(publicNames).toEqual(['characterAvatar', 'completePasswordReset', 'contentImage', 'invitation', 'login', 'logout', 'register', 'sendPasswordReset', 'session']);
    expect(api.adminImages.auth).toBe('admin');
    expect(calls.filter(([, call]) => call.path.startsWith('/admin')).every(([, call]) => call.auth === 'admin')).toBe(true);
  });

  test('the calls of spec §7 are at their spec paths', () => {
    const spec = [
      'GET /auth/session', 'POST /auth/login_with_password', 'POST /auth/register_with_password',
      'POST /auth/send-password-reset', 'POST /auth/complete-password-reset', 'POST /auth/logout',
      'GET /leagues', 'POST /leagues', 'POST /leagues/join', 'POST /leagues/invite', 'GET /leagues/leaderboard',
      'POST /leagues/create-character', 'GET /game-state', 'GET /challenges/daily', 'POST /challenges/complete',
      'GET /scandals/active', 'POST /scandals/respond', 'GET /scandals/history', 'GET /progression/achievements',
      'GET /progression/milestones', 'GET /league/chat', 'POST /league/chat', 'GET /content/options',
      'GET /content/trending', 'POST /content/post', 'GET /content/history', 'POST /content/like', 'GET /image',
      'GET /brand-deals/available', 'POST /brand-deals/accept', 'GET /admin/images',
    ];
    const keys = new Set(routes.map((r) => r.key));
    for (const key of spec) expect(keys).toContain(key);
  });

  test('league-scoped calls require their league in the query where §7 shows it', () => {
    const scoped = [
      api.leaderboard, api.dailyChallenges, api.claimChallenge, api.activeScandals, api.respondToScandal,
      api.scandalHistory, api.achievements, api.milestones, api.chatMessages, api.contentOptions, api.postContent,
      api.contentHistory, api.availableBrandDeals, api.acceptBrandDeal, api.leagueDetail, api.finalResults,
      api.feed, api.activeBrandDeals, api.gameStateHistory, rawApi.leagueEvents,
    ];
    for (const call of scoped) {
      const shape = (call.query as z.ZodObject).shape;
      expect(shape).toHaveProperty('leagueId');
      expect(call.query.safeParse({ contentType: 'photo' }).success).toBe(false);
    }
    expect(api.gameState.query.parse({})).toEqual({});
    expect(api.trendingTopics.query.parse({})).toEqual({});
    expect(api.gameState.query.parse({ leagueId: '4' })).toEqual({ leagueId: 4 });
  });

  test('GET calls take no body', () => {
    for (const [, call] of calls.filter(([, c]) => c.method === 'GET')) {
      expect(call.body.safeParse(undefined).success).toBe(true);
    }
  });
});
