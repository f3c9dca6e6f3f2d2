import type { ContentCard, FinalResultsResponse } from '@il/contracts';
import { loadConfig, ManualClock, seededRandom, type EventStore, type RecordedEvent } from '@il/platform';
import { leagueLifecycle, relevanceFadeJob } from '@il/league';
import { progressionSettlement } from '@il/progression';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp, createEmbeddedRuntime } from '@il/gateway';
import type { SimulationArgs } from './args';
import { Browser } from './browser';
import { newPlayer, type Player } from './player';
import { HOUR_MS, START } from './season';
import { STRATEGIES } from './strategies';
import { visit } from './visit';

export interface Month {
  players: Player[];
  final: FinalResultsResponse;
  /** The whole log, for the summary's counts by cause. */
  events: RecordedEvent[];
}

/** Plays the league on a fresh embedded runtime in a temporary data folder, removed at the end. */
export async function playMonth({ seed, days, quiet }: SimulationArgs): Promise<Month> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'il-simulation-'));
  const clock = new ManualClock(START);
  const runtime = await createEmbeddedRuntime(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080' }), pino({ level: 'silent' }), {
    clock,
    random: seededRandom(seed),
  });
  const app = await buildApp(runtime.deps, { authRateLimit: 1_000_000 });
  const strategyDice = seededRandom(seed * 7919 + 1);
  try {
    const { players, leagueId } = await enrol(app, days);
    const cards: ContentCard[] = [];
    for (const type of ['photo', 'story', 'video', 'live']) {
      cards.push(...(await players[0]!.browser.ok<ContentCard[]>('GET', `/_api/content/options?contentType=${type}&leagueId=${leagueId}`)));
    }

    // The server's timed jobs, run every simulated hour: the server runs them every minute, and
    // nothing they do depends on running more often than the players visit.
    const settlement = progressionSettlement(runtime.deps);
    const relevanceFade = relevanceFadeJob(runtime.deps);
    const ctx = { userId: null, correlationId: 'simulation' };
    for (let hour = 0; hour < days * 24; hour += 1) {
      clock.set(new Date(START).getTime() + hour * HOUR_MS);
      await settlement.runDue(ctx);
      await relevanceFade.runDue(ctx);
      const day = Math.floor(hour / 24) + 1;
      for (const player of players) {
        if (!player.strategy.plays(day) || !player.strategy.hours.includes(hour % 24)) continue;
        await visit(player, leagueId, cards, strategyDice, clock);
      }
      if (!quiet && hour % 24 === 23) process.stdout.write(`day ${day} done\r`);
    }
    clock.set(new Date(START).getTime() + days * 24 * HOUR_MS + 1);
    await settlement.runDue(ctx);
    await leagueLifecycle(runtime.deps).runDue(ctx);

    const final = await players[0]!.browser.ok<FinalResultsResponse>('GET', `/_api/leagues/final-results?leagueId=${leagueId}`);
    return { players, final, events: await wholeLog(runtime.deps.store) };
  } finally {
    await app.close();
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Registers every scripted player; the first creates the league over `days` days, the others join it. */
async function enrol(app: FastifyInstance, days: number): Promise<{ players: Player[]; leagueId: number }> {
  const players: Player[] = [];
  let leagueId = 0;
  for (const { name, strategy } of STRATEGIES) {
    const credentials = { email: `${name.toLowerCase()}@example.com`, password: 'Passw0rd!' };
    const browser = new Browser(app, credentials);
    await browser.call('POST', '/_api/auth/register_with_password', { ...credentials, displayName: name }, 'json');
    if (leagueId === 0) {
      const end = new Date(new Date(START).getTime() + days * 24 * HOUR_MS);
      leagueId = (await browser.ok<{ id: number }>('POST', '/_api/leagues', { name: 'Simulated Season', description: 'A month of scripted stars', type: 'public', startDate: new Date(START), endDate: end })).id;
    } else {
      await browser.ok('POST', '/_api/leagues/join', { leagueId });
    }
    await browser.ok('POST', '/_api/leagues/create-character', { leagueId, playerName: `@${name}`, realityShowBackground: strategy.background });
    players.push(newPlayer(name, strategy, browser));
  }
  return { players, leagueId };
}

async function wholeLog(store: EventStore): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (let after = 0; ; ) {
    const batch = await store.readAll(after, 5_000);
    if (batch.length === 0) break;
    events.push(...batch);
    after = batch[batch.length - 1]!.position;
  }
  return events;
}
