import { createTestApp, type TestApp } from './support/test-app';
import { shippedCardCatalog } from '@il/studio';

/** GET /_api/image?id: the generated card images, public and cacheable. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const image = (query: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/_api/image${query}`, headers });

describe('card images', () => {
  it('serves an SVG without a session, cacheable for a day and tagged', async () => {
    const answer = await image('?id=101');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(answer.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(answer.body).toContain('Golden Hour Selfie');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 304 without a body when the tag still matches', async () => {
    const { headers } = await image('?id=205');
    const again = await image('?id=205', { 'if-none-match': String(headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
    expect((await image('?id=205', { 'if-none-match': `W/${String(headers.etag)}` })).statusCode).toBe(304);
    expect((await image('?id=205', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('gives every card its own stable image, inactive cards included', async () => {
    const first = await image('?id=301');
    const second = await image('?id=301');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await image('?id=302')).headers.etag).not.toBe(first.headers.etag);
    expect((await image('?id=111')).statusCode).toBe(200);
  });

  it('draws each of the catalog’s cards its own art, every one tagged and answered 304 when unchanged', async () => {
    const ids = shippedCardCatalog().cards.map((card) => card.id);
    const answers = await Promise.all(ids.map((id) => image(`?id=${id}`)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(ids.length);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(ids.length);
    for (const answer of answers) expect(answer.body).not.toMatch(/\p{Extended_Pictographic}/u);
    const again = await Promise.all(ids.map((id, i) => image(`?id=${id}`, { 'if-none-match': String(answers[i]!.headers.etag) })));
    expect(again.map((answer) => answer.statusCode)).toEqual(ids.map(() => 304));
  });

  it.each([
    ['?id=9999', 404, 'Image not found'],
    ['?id=abc', 400, 'Invalid input'],
    ['?id=0', 400, 'Invalid input'],
    ['', 400, 'Required'],
  ])('answers %s with %i { error }', async (query, status, error) => {
    const answer = await image(query);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ error });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
