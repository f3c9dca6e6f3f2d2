import path from 'node:path';
import { SqliteEventStore, type RecordedEvent } from '@il/platform';
import { HttpPlayer, type Answer } from './support/http-client';
import { servingGatewayForSuite } from './support/server-process';

/**
 * One character per player per league and one account per e-mail address, with `npm start`'s two
 * server processes and 200 calls at once: every call a connection of its own, so the kernel spreads
 * them over both processes, which race for the same reservation stream. Before a takeover voided
 * the holder it took over, a slot still being written in one process was taken over by the other:
 * two or three characters of one player in 2 of 12 bursts.
 */
const CALLS = 200;
const BURSTS = 3;
const suite = servingGatewayForSuite('uniqueness', 2);

async function readLog(): Promise<RecordedEvent[]> {
  const store = new SqliteEventStore({ file: path.join(suite.dataDir, 'events.db') });
  try {
    const events: RecordedEvent[] = [];
    for (let after = 0; ; ) {
      const page = await store.readAll(after, 5_000);
      if (page.length === 0) return events;
      events.push(...page);
      after = page[page.length - 1]!.position;
    }
  } finally {
    await store.close();
  }
}

/** `CALLS` clients with the same cookie, each on its own connection, all sent at once. */
async function burst(cookie: string, send: (client: HttpPlayer, i: number) => Promise<Answer>): Promise<Answer[]> {
  const clients = Array.from({ length: CALLS }, () => {
    const client = new HttpPlayer(suite.server.url);
    client.cookie = cookie;
    return client;
  });
  try {
    return await Promise.all(clients.map((client, i) => send(client, i)));
  } finally {
    for (const client of clients) client.close();
  }
}

const statuses = (answers: Answer[]) => answers.reduce<Record<number, number>>((count, a) => ({ ...count, [a.status]: (count[a.status] ?? 0) + 1 }), {});

test('200 create-character calls of one player on two processes make one character', async () => {
  const owner = new HttpPlayer(suite.server.url);
  const registered = await owner.call('POST', '/_api/auth/register_with_password', { email: 'slots@example.com', password: 'Passw0rd!', displayName: 'Slots' }, { wire: 'json' });
  expect(registered.status).toBe(200);
  const userId = (registered.body.user as { id: number }).id;
  for (let round = 0; round < BURSTS; round += 1) {
    const league = await owner.post('/_api/leagues', { name: `Race ${round}`, type: 'public' });
    expect(league.status).toBe(200);
    const leagueId = league.body.id as number;
    const answers = await burst(owner.cookie, (client, i) =>
      client.post('/_api/leagues/create-character', { leagueId, playerName: `@racer${i}`, realityShowBackground: 'survival' }),
    );
    // One wins; the others are told the player has a character (or, past the retries, that the game is busy).
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect([409]).toContain(answer.status);
      expect(typeof answer.body.error).toBe('string');
    }
    const created = (await readLog()).filter(
      (e) => e.type === 'CharacterCreated' && (e.data as { leagueId: number; userId: number }).leagueId === leagueId && (e.data as { userId: number }).userId === userId,
    );
    expect({ round, characters: created.length, statuses: statuses(answers) }).toEqual({ round, characters: 1, statuses: statuses(answers) });
    const board = await owner.get(`/_api/leagues/leaderboard?leagueId=${leagueId}`);
    expect(board.status).toBe(200);
    expect(board.body as unknown as unknown[]).toHaveLength(1);
  }
  owner.close();
}, 180_000);

test('200 registrations of one address on two processes make one account', async () => {
  const answers = await burst('', (client, i) =>
    client.call('POST', '/_api/auth/register_with_password', { email: 'Race@Example.com', password: `Passw0rd!${i}`, displayName: `Racer ${i}` }, { wire: 'json' }),
  );
  // Each process limits a client's auth calls (a minute's allowance: 429) and the password hashes
  // waiting (503, "try again"), so only some reach the reservation, from both processes at once.
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  for (const answer of answers.filter((a) => a.status !== 200)) expect([409, 429, 503]).toContain(answer.status);
  expect(answers.filter((a) => a.status === 409).length).toBeGreaterThan(0);
  const accounts = (await readLog()).filter((e) => e.type === 'UserRegistered' && (e.data as { email: string }).email === 'race@example.com');
  expect(accounts).toHaveLength(1);
}, 180_000);
