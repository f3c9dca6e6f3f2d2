import { streams } from '@il/events';
import { characterDecider, leagueLifecycle, type CharacterCommand } from '@il/league';
import { handleCommand } from '@il/platform';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client, type TestApp } from './test-app';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A registered, logged-in player. */
export async function player(t: TestApp, name: string): Promise<Client & { id: number }> {
  const client = new Client(t.app);
  const registered = await client.register(`${name.toLowerCase()}@example.com`, name);
  if (registered.status !== 200) throw new Error(`register ${name}: ${JSON.stringify(registered.body)}`);
  return Object.assign(client, { id: (registered.body.user as { id: number }).id });
}

export async function createLeague(client: Client, body: Record<string, unknown> = {}): Promise<number> {
  const created = await client.post('/_api/leagues', { name: 'Villa Legends', description: 'Islanders only', type: 'public', ...body });
  if (created.status !== 200) throw new Error(`create league: ${JSON.stringify(created.body)}`);
  return created.body.id as number;
}

export async function createCharacter(client: Client, leagueId: number, body: Record<string, unknown> = {}) {
  return client.post('/_api/leagues/create-character', { leagueId, playerName: '@Star', realityShowBackground: 'competition', ...body });
}

/** Changes a character's stats the way the studio and social contexts will: through its stream. */
export async function changeStats(t: TestApp, characterId: number, changes: Extract<CharacterCommand, { type: 'ChangeStats' }>['changes']) {
  const outcome = await handleCommand(
    t.deps,
    streams.character(characterId),
    characterDecider,
    { type: 'ChangeStats', cause: { kind: 'test' }, changes, spendEnergy: true, now: t.clock.now().toISOString() },
    { userId: null, correlationId: 'test-change-stats' },
  );
  await t.deps.awaitProjections(outcome.position);
  return outcome;
}

/** One round of the lifecycle scheduler at the test clock's time. */
export const runLifecycle = (t: TestApp) => leagueLifecycle(t.deps).runDue({ userId: null, correlationId: 'test-lifecycle' });

export function outbox(t: TestApp): string[] {
  const dir = path.join(t.dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}
