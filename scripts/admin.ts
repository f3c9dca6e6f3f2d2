// Operator commands, each appending events like any other command (docs/operations.md):
//   npm run admin -- grant <email>        make a registered user an admin
//   npm run admin -- end <leagueId>       end a league being played now, crowning its leader
//   npm run admin -- cancel <leagueId>    cancel a league that has not ended
//   npm run admin -- projections          each read model's state, checkpoint, lag and parked event
//   npm run admin -- projections retry|skip <name>   apply a parked event again, or go past it
import { grantAdmin } from '@il/identity';
import { cancelLeagueAsOperator, leagueLifecycle } from '@il/league';
import { loadConfig, systemClock, isAppError, type Clock, type CommandContext, type EventStore } from '@il/platform';
import { projections } from '@il/projections';
import pino from 'pino';
import { createRuntime, openEventStore, openReadStore } from '@il/gateway';
import { decideParked, listProjections, PROJECTIONS_USAGE } from './admin-projections';

const COMMANDS = `grant <email> | end <leagueId> | cancel <leagueId> | ${PROJECTIONS_USAGE.replace('npm run admin -- ', '')}`;
const USAGE = `usage: npm run admin -- ${COMMANDS}\n       node dist/scripts/admin.cjs ${COMMANDS}   (from the server image)`;

const context = (): CommandContext => ({ userId: null, correlationId: `admin-cli-${Date.now()}` });

/** Commands that need the log alone. */
async function onLog<T>(work: (deps: { store: EventStore; clock: Clock }) => Promise<T>): Promise<T> {
  const store = openEventStore(loadConfig());
  try {
    return await work({ store, clock: systemClock });
  } finally {
    await store.close();
  }
}

async function grant(email: string): Promise<string> {
  const { user } = await onLog((deps) => grantAdmin(deps, email, 'cli', context()));
  return `${user.email} (user ${user.id}) is now an admin.`;
}

async function cancel(leagueId: number): Promise<string> {
  const { cancelled } = await onLog((deps) => cancelLeagueAsOperator(deps, leagueId, context()));
  return cancelled ? `League ${leagueId} is cancelled.` : `League ${leagueId} was already cancelled.`;
}

/**
 * Ending freezes the leaderboard, so it runs on the mode's runtime without its timed jobs: the
 * read models first apply the whole log (beside a running server's, which is harmless: a document
 * never takes an older event), then the standings are taken.
 */
async function end(leagueId: number): Promise<string> {
  const runtime = await createRuntime(loadConfig(), pino({ level: 'warn' }), {}, { jobsOf: [] });
  try {
    const { completed } = await leagueLifecycle(runtime.deps).endNow(leagueId, context());
    return completed ? `League ${leagueId} ended now; its leader is the champion.` : `League ${leagueId} had already ended.`;
  } finally {
    await runtime.close();
  }
}

/** Reads the log's head and the read store; a decision is a write to the read store alone. */
async function projectionsCommand(action: string | undefined, name: string | undefined): Promise<string | null> {
  if (action !== undefined && !((action === 'retry' || action === 'skip') && name)) return null;
  const config = loadConfig();
  const store = openEventStore(config);
  const read = openReadStore(config);
  try {
    const deps = { store, read, names: projections.map((p) => p.name) };
    if (action === undefined) return await listProjections(deps);
    const { ok, message } = await decideParked(deps, action as 'retry' | 'skip', name as string);
    if (!ok) process.exitCode = 1;
    return message;
  } finally {
    await read.close();
    await store.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, argument] = argv;
  if (command === 'projections') {
    const answer = await projectionsCommand(argument, argv[2]);
    if (answer === null) {
      console.error(`usage: ${PROJECTIONS_USAGE}`);
      return 2;
    }
    (process.exitCode ? console.error : console.log)(answer);
    return Number(process.exitCode ?? 0);
  }
  const leagueId = Number(argument);
  const run =
    command === 'grant' && argument
      ? () => grant(argument)
      : (command === 'end' || command === 'cancel') && Number.isInteger(leagueId) && leagueId > 0
        ? () => (command === 'end' ? end(leagueId) : cancel(leagueId))
        : null;
  if (!run) {
    console.error(USAGE);
    return 2;
  }
  try {
    console.log(await run());
    return 0;
  } catch (error) {
    if (isAppError(error)) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
