import { createWorld, send, type World } from './support/world';
import { api } from '@il/contracts';

/** Answers the fuzzers once found to be 500s; each is a 400 now. */
let world: World;
beforeAll(async () => {
  world = await createWorld();
}, 60_000);
afterAll(async () => {
  await world?.close();
});

const createLeague = (payload: string) =>
  send(world, api.createLeague, { method: 'POST', query: '', payload, contentType: 'application/json', cookie: world.cookieOf('member') });

describe('inputs that once broke the server', () => {
  it.each([
    ['a custom type', { values: { name: ['custom', 'x'] } }],
    ['values that are not an object', { values: 'zzz' }],
    ['a referential equality to __proto__', { referentialEqualities: { name: ['__proto__'] } }],
    ['an annotation of a value that is not there', { values: ['map'] }],
  ])('a superjson envelope whose meta has %s is a 400', async (_, meta) => {
    const answer = await createLeague(JSON.stringify({ json: { name: 'Meta League', type: 'public' }, meta }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'Malformed JSON body' });
  });

  it('a start date that is not a date, beside a valid end date, is a 400', async () => {
    const answer = await createLeague(JSON.stringify({ name: 'Date League', type: 'public', startDate: 'NaN', endDate: '2060-12-03T10:41:40.168Z' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'Invalid input' });
  });
});
