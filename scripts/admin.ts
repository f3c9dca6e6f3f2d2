// Operator commands, each appending events like any other command (docs/operations.md):
//   npm run admin -- grant <email>        make a registered user an admin
//   npm run admin -- end <leagueId>       end a league being played now, crowning its leader
//   npm run admin -- cancel <leagueId>    cancel a league that has not ended
import { grantAdmin } from '@il/identity';
import { leagueLifecycle } from '@il/league';
import { loadConfig, systemClock, isAppError, type CommandContext } from '@il/platform';
import pino from 'pino';
import { createRuntime } from '../services/gateway/src/composition/create-runtime';
import { openEventStore } from '../services/gateway/src/composition/stores';

const USAGE = 'usage: npm run admin -- grant <email> | end <leagueId> | cancel <leagueId>';

const context = (): CommandContext => ({ userId: null, correlationId: `admin-cli-${Date.now()}` });

async function grant(email: string): Promise<string> {
  const store = openEventStore(loadConfig());
  try {
    const { user } = await grantAdmin({ store, clock: systemClock }, email, 'cli', context());
    return `${user.email} (user ${user.id}) is now an admin.`;
  } finally {
    await store.close();
  }
}

/**
 * Ending and cancelling run on the mode's runtime without its timed jobs: the read models catch up
 * with the log first, so an early end freezes the standings the leaderboard shows for everything logged.
 */
async function onLeague(action: 'end' | 'cancel', leagueId: number): Promise<string> {
  const runtime = await createRuntime(loadConfig(), pino({ level: 'warn' }), {}, { jobsOf: [] });
  try {
    const lifecycle = leagueLifecycle(runtime.deps);
    if (action === 'end') {
      const { completed } = await lifecycle.endNow(leagueId, context());
      return completed ? `League ${leagueId} ended now; its leader is the champion.` : `League ${leagueId} had already ended.`;
    }
    const { cancelled } = await lifecycle.cancelNow(leagueId, context());
    return cancelled ? `League ${leagueId} is cancelled.` : `League ${leagueId} was already cancelled.`;
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
        ? () => onLeague(command, leagueId)
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
