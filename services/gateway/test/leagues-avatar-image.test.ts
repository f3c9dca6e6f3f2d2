import { createLeague, createCharacter, player } from './support/league-helpers';
import { createTestApp, type TestApp } from './support/test-app';

/** GET /_api/avatar?characterId: the character's inline avatar, which answers link to. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><text>é</text></svg>';

const avatar = (query: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/_api/avatar${query}`, headers });

async function characterWith(name: string, avatarUrl?: string): Promise<{ id: number; leagueId: number }> {
  const owner = await player(t, name);
  const leagueId = await createLeague(owner);
  const created = await createCharacter(owner, leagueId, { playerName: `@${name}`, ...(avatarUrl === undefined ? {} : { avatarUrl }) });
  if (created.status !== 200) throw new Error(`create character: ${JSON.stringify(created.body)}`);
  return created.body as { id: number; leagueId: number };
}

describe('avatar links in answers', () => {
  it('links every answer about a character to the avatar route instead of carrying the inline image', async () => {
    const kim = await player(t, 'Kim');
    const generated = await kim.post('/_api/avatar/generate', { realityShowBackground: 'drama', customDetails: 'red hair' });
    const inline = generated.body.avatarUrl as string;
    expect(inline.startsWith('data:image/svg+xml')).toBe(true);
    const leagueId = await createLeague(kim);
    const { id } = (await createCharacter(kim, leagueId, { playerName: '@Kim', avatarUrl: inline })).body as { id: number };
    const link = `/_api/avatar?characterId=${id}`;

    expect((await kim.get(`/_api/game-state?leagueId=${leagueId}`)).body).toMatchObject({ id, avatarUrl: link });
    expect((await kim.get(`/_api/leagues/leaderboard?leagueId=${leagueId}`)).body).toEqual([expect.objectContaining({ avatarUrl: link })]);
    const history = (await kim.get(`/_api/game-state/history?leagueId=${leagueId}`)).body as { series: Array<{ avatarUrl: string }> };
    expect(history.series.map((s) => s.avatarUrl)).toEqual([link]);
    const sent = await kim.post('/_api/league/chat', { leagueId, message: 'Hi villa' });
    expect(sent.body).toMatchObject({ character: { id, avatarUrl: link } });
    const chat = (await kim.get(`/_api/league/chat?leagueId=${leagueId}`)).body as { messages: Array<{ character: { avatarUrl: string } }> };
    expect(chat.messages.map((m) => m.character.avatarUrl)).toEqual([link]);

    // The link answers the very image the player chose.
    const served = await avatar(`?characterId=${id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    const svg = decodeURIComponent(inline.slice(inline.indexOf(',') + 1));
    expect(served.body).toBe(svg);
  });

  it('passes an http(s) avatar through and keeps no avatar null', async () => {
    const kim = await player(t, 'Lee');
    const leagueId = await createLeague(kim);
    await createCharacter(kim, leagueId, { playerName: '@Lee', avatarUrl: 'https://images.example/lee.png' });
    expect((await kim.get(`/_api/game-state?leagueId=${leagueId}`)).body).toMatchObject({ avatarUrl: 'https://images.example/lee.png' });
    const other = await player(t, 'Max');
    const otherLeague = await createLeague(other);
    await createCharacter(other, otherLeague, { playerName: '@Max' });
    expect((await other.get(`/_api/game-state?leagueId=${otherLeague}`)).body).toMatchObject({ avatarUrl: null });
  });
});

describe('the avatar route', () => {
  let png: { id: number };
  beforeAll(async () => {
    png = await characterWith('Pia', `data:image/png;base64,${PNG.toString('base64')}`);
  });

  it('serves the decoded bytes without a session, with their type, a tag and a year of caching', async () => {
    const answer = await avatar(`?characterId=${png.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.rawPayload.equals(PNG)).toBe(true);
    expect(answer.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers 304 without a body while the tag matches', async () => {
    const { headers } = await avatar(`?characterId=${png.id}`);
    const again = await avatar(`?characterId=${png.id}`, { 'if-none-match': String(headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await avatar(`?characterId=${png.id}`, { 'if-none-match': `W/${String(headers.etag)}` })).statusCode).toBe(304);
    expect((await avatar(`?characterId=${png.id}`, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('decodes a percent-encoded image as well', async () => {
    const { id } = await characterWith('Sol', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    const answer = await avatar(`?characterId=${id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.rawPayload.equals(Buffer.from(SVG, 'utf8'))).toBe(true);
  });

  it('answers 404 for an unknown character and for one whose avatar is an address or missing', async () => {
    const external = await characterWith('Ext', 'https://images.example/ext.png');
    const none = await characterWith('Non');
    for (const id of [999_999, external.id, none.id]) {
      const answer = await avatar(`?characterId=${id}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'Avatar not found' });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it.each([
    ['?characterId=abc', 'Invalid input'],
    ['?characterId=0', 'Invalid input'],
    ['?characterId=1.5', 'Invalid input'],
    ['', 'Required'],
  ])('answers %s with 400 { error }', async (query, error) => {
    const answer = await avatar(query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error });
  });
});
