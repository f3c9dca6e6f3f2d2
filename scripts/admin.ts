// Operator commands, each appending events like any other command (docs/operations.md):
//   npm run admin -- grant <email>        make a registered user an admin
//   npm run admin -- end <leagueId>       end a league being played now, crowning its leader
//   npm run admin -- cancel <leagueId>    cancel a league that has not ended
import { grantAdmin } from '@il/identity';
import { cancelLeagueAsOperator, leagueLifecycle } from '@il/league';
import { loadConfig, systemClock, isAppError, type Clock, type CommandContext, type EventStore } from '@il/platform';
import pino from 'pino';
import { createRuntime, openEventStore } from '@il/gateway';

const USAGE =
  'usage: npm run admin -- grant <email> | end <leagueId> | cancel <leagueId>\n' +
  '       node dist/scripts/admin.cjs grant <email> | end <leagueId> | cancel <leagueId>   (from the server image)';

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

async function main(argv: string[]): Promise<number> {
  const [command, argument] = argv;
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
