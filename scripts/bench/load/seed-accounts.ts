import { streams } from '@il/events';
import { emailKey, hashToken, newToken, SESSION_TTL_MS, sessionDecider, userDecider } from '@il/identity';
import { handleCommand, IdAllocator, metadataFor, SqliteEventStore, systemClock, type CommandContext } from '@il/platform';
import path from 'node:path';

/** argon2id (library defaults) of "Passw0rd!": every seeded player can also log in by hand. */
const PASSWORD_HASH = '$argon2id$v=19$m=65536,t=3,p=4$iRzZMDggwm1E1XkMRhayNg$fVKwTMj3b9L3xyOzFNPsZP3yLTm0Mlc6/Gh2MdRg8EI';

export interface SeededAccount {
  email: string;
  userId: number;
  /** The session cookie, as the server would have set it at registration. */
  cookie: string;
}

/**
 * Registers players and opens a session for each, straight into the event log with the identity
 * context's own deciders, before the server starts. Through the API every registration costs an
 * argon2 hash (a quarter of a second here) and is rate limited to 30 a minute per client, so
 * thousands of players could not sign up in a bounded run; the events are the same either way.
 */
export async function seedAccounts(dataDir: string, count: number): Promise<SeededAccount[]> {
  const store = new SqliteEventStore({ file: path.join(dataDir, 'events.db') });
  const deps = { store, clock: systemClock };
  const ids = new IdAllocator(store, { blockSize: 1000 });
  const accounts: SeededAccount[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const email = `player${i}@load.example.com`;
      const userId = await ids.next('user');
      const ctx: CommandContext = { userId, correlationId: `load-seed-${i}` };
      await store.append(
        streams.emailReservation(emailKey(email)),
        [{ type: 'EmailReserved', data: { userId, email }, metadata: metadataFor(ctx, systemClock.now()) }],
        'no_stream',
      );
      await handleCommand(deps, streams.user(userId), userDecider, { type: 'Register', userId, email, displayName: `Player ${i}`, passwordHash: PASSWORD_HASH, role: 'user' }, ctx);
      const token = newToken();
      const expiresAt = new Date(systemClock.now().getTime() + SESSION_TTL_MS).toISOString();
      await handleCommand(deps, streams.session(hashToken(token)), sessionDecider, { type: 'Start', userId, expiresAt }, ctx);
      accounts.push({ email, userId, cookie: `il_session=${token}` });
    }
  } finally {
    await store.close();
  }
  return accounts;
}
