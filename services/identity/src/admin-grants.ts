import type { User } from '@il/contracts';
import { streams } from '@il/events';
import { AppError, handleCommand, type Clock, type CommandContext, type EventStore } from '@il/platform';
import { findUserByEmail } from './lookup';
import { normalizeEmail } from './tokens';
import { toUser } from './to-user';
import { userDecider } from './user-decider';

/** Roles change only through events, whether from ADMIN_EMAILS at start-up or the admin CLI. */
export async function grantAdmin(
  deps: { store: EventStore; clock: Clock },
  email: string,
  by: 'admin-emails' | 'cli',
  ctx: CommandContext,
): Promise<{ user: User; position: number }> {
  const { user } = await findUserByEmail(deps.store, email);
  if (!user) throw new AppError(`No user with e-mail ${normalizeEmail(email)}`, 404);
  const outcome = await handleCommand(deps, streams.user(user.userId), userDecider, { type: 'GrantAdmin', by }, ctx);
  return { user: toUser(outcome.state), position: outcome.position };
}
