import { SqliteEventStore, type RecordedEvent } from '@il/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HttpPlayer } from './support/http-client';
import { driveLoad, type Acknowledged, type LoadPlayer } from './support/load-driver';
import { compareWithReplay } from './support/read-model-replay';
import { ensureServerBundle, launchGateway, startGateway, untilReady, type GatewayProcess } from './support/server-process';

/**
 * kill -9 of the built server while several players send commands, three times, restarting on the
 * same data folder each time: the single process, then `npm start`'s processes (its leader, a
 * follower, and the process that started them). Every command the server acknowledged must have
 * its events in the log, and every read model the restarted server caught up must equal a fresh
 * replay of the log. Then each of `npm start`'s processes killed while the server starts: it is
 * started again, and the server comes to its full shape, with writes and logins working.
 */
const PLAYERS = 8;
/** Commands acknowledged before each kill: the kill lands while more are in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 300;

jest.setTimeout(180_000);

let dataDir: string;
let server: GatewayProcess | null = null;
const acknowledged: Acknowledged[] = [];
const unexpected: unknown[] = [];

const dataDirs: string[] = [];
beforeAll(() => {
  ensureServerBundle();
});
afterEach(() => {
  dataDirs.push(dataDir);
});
afterAll(async () => {
  await server?.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function readLog(): Promise<RecordedEvent[]> {
  const store = new SqliteEventStore({ file: path.join(dataDir, 'events.db') });
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

/** The events a command must have appended, found by the correlation id its request carried. */
function missingFrom(events: RecordedEvent[], commands: Acknowledged[]): Acknowledged[] {
  const byCorrelation = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    const list = byCorrelation.get(event.metadata.correlationId) ?? [];
    list.push(event);
    byCorrelation.set(event.metadata.correlationId, list);
  }
  const expected: Record<Acknowledged['kind'], (e: RecordedEvent, id: number) => boolean> = {
    post: (e, id) => e.type === 'ContentPosted' && (e.data as { postId: number }).postId === id,
    like: (e, id) => e.type === 'PostLiked' && (e.data as { postId: number }).postId === id,
    unlike: (e, id) => e.type === 'PostUnliked' && (e.data as { postId: number }).postId === id,
    chat: (e, id) => e.type === 'ChatMessageSent' && (e.data as { messageId: number }).messageId === id,
    league: (e, id) => e.type === 'LeagueCreated' && (e.data as { leagueId: number }).leagueId === id,
  };
  return commands.filter((command) => !(byCorrelation.get(command.correlationId) ?? []).some((e) => expected[command.kind](e, command.id)));
}

async function signUp(url: string, leagueId: number | null, name: string): Promise<LoadPlayer> {
  const client = new HttpPlayer(url);
  const registered = await client.call('POST', '/_api/auth/register_with_password', { email: `${name}@example.com`, password: 'Passw0rd!', displayName: name }, { wire: 'json' });
  if (registered.status !== 200) throw new Error(`register ${name}: ${JSON.stringify(registered.body)}`);
  const league = leagueId ?? ((await client.post('/_api/leagues', { name: 'Crash Test League', type: 'public' })).body.id as number);
  const character = await client.post('/_api/leagues/create-character', { leagueId: league, playerName: `@${name}`, realityShowBackground: 'survival' });
  if (character.status !== 200) throw new Error(`character ${name}: ${JSON.stringify(character.body)}`);
  return { client, name, leagueId: league };
}

/** Sessions live in the event log, so the same cookies work again after a restart. */
function reconnect(players: LoadPlayer[], url: string): LoadPlayer[] {
  return players.map((player) => {
    const client = new HttpPlayer(url);
    client.cookie = player.client.cookie;
    player.client.close();
    return { ...player, client };
  });
}

/** What a round kills: the one server process, or one of several (`npm start`'s leader or a follower, or the process that started them). */
type Victim = 'server' | 'leader' | 'follower';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Kills a victim with SIGKILL; answers once the server serves again with every process it should have. */
async function killAndRestart(victim: Victim, workers: number): Promise<void> {
  if (victim === 'server') {
    expect(await server!.kill('SIGKILL')).toBe('SIGKILL');
    server = await startGateway(dataDir, {}, workers);
  } else {
    const target = server!.workers().find((w) => w.role === victim);
    expect(target).toBeDefined();
    process.kill(target!.pid, 'SIGKILL');
    // npm start's first process starts it again.
    const deadline = Date.now() + 30_000;
    while (!server!.workers().some((w) => w.role === victim && w.pid !== target!.pid) || server!.workers().length < workers) {
      if (Date.now() > deadline) throw new Error(`the ${victim} was not started again:\n${server!.logs()}`);
      await sleep(100);
    }
  }
  await waitForReady();
}

/**
 * Within 30 s, a new account registers, its cookie is known, it logs in again from another client,
 * and it creates a league: a leader applies the projections, and every process appends.
 */
async function writesAndLoginsRecover(url: string, name: string, killedAt: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (let attempt = 0; ; attempt += 1) {
    const email = `${name}-${attempt}@example.com`;
    const player = new HttpPlayer(url);
    const again = new HttpPlayer(url);
    try {
      const registered = await player.call('POST', '/_api/auth/register_with_password', { email, password: 'Passw0rd!', displayName: name }, { wire: 'json' });
      const known = await player.get('/_api/auth/session');
      const login = await again.call('POST', '/_api/auth/login_with_password', { email, password: 'Passw0rd!' }, { wire: 'json' });
      const league = await again.post('/_api/leagues', { name: `League of ${name}`, type: 'public' });
      const statuses = { registered: registered.status, known: known.body.user ? 'user' : known.body, login: login.status, league: league.status };
      if (JSON.stringify(statuses) === JSON.stringify({ registered: 200, known: 'user', login: 200, league: 200 })) {
        process.stdout.write(`${name}: writes and logins worked ${Date.now() - killedAt} ms after the kill\n`);
        return;
      }
      if (Date.now() > deadline) throw new Error(`writes and logins did not recover within 30 s: ${JSON.stringify(statuses)}`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
    } finally {
      player.close();
      again.close();
    }
    await sleep(250);
  }
}

async function waitForReady(): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await server!.lag();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}

describe.each([
  { workers: 0, victims: ['server', 'server', 'server'] as Victim[] },
  { workers: 2, victims: ['leader', 'follower', 'server'] as Victim[] },
])('kill -9 under load ($workers processes)', ({ workers, victims }) => {
  beforeAll(() => {
    acknowledged.length = 0;
    unexpected.length = 0;
    dataDir = mkdtempSync(path.join(tmpdir(), 'il-kill9-'));
  });

  it(`loses no acknowledged command and leaves read models equal to a replay (kills: ${victims.join(', ')})`, async () => {
    server = await startGateway(dataDir, {}, workers);
    const first = await signUp(server.url, null, 'crash0');
    let players = [first];
    for (let i = 1; i < PLAYERS; i += 1) players.push(await signUp(server.url, first.leagueId, `crash${i}`));

    for (const [index, victim] of victims.entries()) {
      const round = index + 1;
      const load = driveLoad(players, `r${round}`);
      await Promise.race([load.acknowledgedAtLeast(ACKNOWLEDGED_BEFORE_KILL), load.finished]);
      // A little later still, so the kill falls at a different step of appends and projection batches each run.
      await sleep(Math.random() * 100);
      const killedAt = Date.now();
      const restarted = killAndRestart(victim, workers);
      // One process of several gone: the others keep answering, so the players stop by themselves.
      if (victim !== 'server') await sleep(200);
      const { acknowledged: acked, unexpected: odd, unanswered } = await load.stop();
      await restarted;
      if (victim !== 'server') await writesAndLoginsRecover(server!.url, `after-${victim}-${round}`, killedAt);
      acknowledged.push(...acked);
      unexpected.push(...odd);
      process.stdout.write(`round ${round} (${victim} killed): ${acknowledged.length} commands acknowledged so far, ${unanswered} requests cut off by the kill\n`);

      expect(missingFrom(await readLog(), acknowledged)).toEqual([]);
      players = reconnect(players, server!.url);
    }

    // The restarted server catches its read models up from their checkpoints, then stops cleanly.
    const deadline = Date.now() + 20_000;
    while (Object.values(await server!.lag()).some((lag) => lag > 0)) {
      if (Date.now() > deadline) throw new Error(`projections did not catch up: ${JSON.stringify(await server!.lag())}`);
      await sleep(100);
    }
    const state = await players[0]!.client.get(`/_api/game-state?leagueId=${first.leagueId}`);
    expect(state.status).toBe(200);
    for (const player of players) player.client.close();
    const stopped = await server!.kill('SIGTERM');
    if (stopped !== 'code 0') process.stdout.write(server!.logs());
    expect(stopped).toBe('code 0');
    server = null;

    expect(unexpected).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL * victims.length);
    const comparison = await compareWithReplay(dataDir);
    expect(comparison.differences).toEqual([]);
    process.stdout.write(`read models equal to a replay: ${JSON.stringify(comparison.documents)}\n`);
    expect(Object.keys(comparison.documents).length).toBeGreaterThanOrEqual(13);
  });
});

/** The moments of `npm start`'s start-up at which a process is killed. */
const STARTUP_KILLS = [
  // Just forked, long before it listens: no follower is started yet.
  { victim: 'leader', moment: 'before it listens' },
  // It listens (the followers are started then), and the starting process has not said "serving" yet.
  { victim: 'leader', moment: 'once it listens' },
  { victim: 'follower', moment: 'before it listens' },
] as const;

describe('kill -9 while npm start starts its 2 processes', () => {
  const WORKERS = 2;
  let starting: GatewayProcess | null = null;
  afterEach(async () => {
    await starting?.kill('SIGKILL');
    starting = null;
  });

  it.each(STARTUP_KILLS)('replaces the $victim killed $moment, and serves with both, writes and logins working', async ({ victim, moment }) => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'il-kill9-start-'));
    starting = await launchGateway(dataDir, {}, WORKERS);
    const gateway = starting;
    // A follower appears once the leader listens.
    const watched = victim === 'leader' && moment === 'before it listens' ? 'leader' : 'follower';
    const deadline = Date.now() + 30_000;
    let target: { pid: number; role: string } | undefined;
    while (!(target = gateway.workers().find((w) => w.role === watched))) {
      if (Date.now() > deadline || gateway.child.exitCode !== null) throw new Error(`no ${watched} was started:\n${gateway.logs()}`);
      await sleep(5);
    }
    const killed = victim === watched ? target : gateway.workers().find((w) => w.role === victim)!;
    process.kill(killed.pid, 'SIGKILL');
    const killedAt = Date.now();

    const serving = Date.now() + 30_000;
    while (!gateway.logs().includes(`serving with ${WORKERS} processes`)) {
      if (Date.now() > serving || gateway.child.exitCode !== null) throw new Error(`not serving with ${WORKERS} processes within 30 s:\n${gateway.logs()}`);
      await sleep(50);
    }
    // Said only once both serve: the killed process was replaced in its role.
    const shape = gateway.workers();
    expect(shape.map((w) => w.role).sort()).toEqual(['follower', 'leader']);
    expect(shape.map((w) => w.pid)).not.toContain(killed.pid);
    await untilReady(gateway);
    await writesAndLoginsRecover(gateway.url, `start-${victim}-${moment.split(' ')[0]}`, killedAt);
    const caughtUp = Date.now() + 20_000;
    while (Object.values(await gateway.lag()).some((lag) => lag > 0)) {
      if (Date.now() > caughtUp) throw new Error(`projections did not catch up: ${JSON.stringify(await gateway.lag())}`);
      await sleep(100);
    }
    expect(await gateway.kill('SIGTERM')).toBe('code 0');
    starting = null;
  });
});
