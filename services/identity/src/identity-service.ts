import type { User } from '@il/contracts';
import { streams } from '@il/events';
import {
  AppError,
  claimReservation,
  handleCommand,
  loadState,
  metadataFor,
  unauthorized,
  writeHolder,
  type CommandContext,
  type ServiceDeps,
} from '@il/platform';
import { grantAdmin } from './admin-grants';
import { findUserByEmail } from './lookup';
import { HashingQueue } from './hashing-queue';
import { LoginThrottle } from './login-throttle';
import { Passwords } from './passwords';
import { passwordResetDecider } from './password-reset-decider';
import { sessionDecider } from './session-decider';
import { emailKey, hashToken, newToken, normalizeEmail } from './tokens';
import { toUser } from './to-user';
import { userDecider, type UserState } from './user-decider';
import { RESET_TOKEN_TTL_MS, SESSION_TTL_MS } from './rules';

const RESET_REQUESTED_MESSAGE = "If an account exists for that email, we've sent a link to reset your password.";
const RESET_COMPLETED_MESSAGE = 'Your password has been reset successfully.';
const INVALID_CREDENTIALS = 'Invalid email or password';

/** A started session: the raw token goes into the cookie, and only its hash into events. */
export interface StartedSession {
  user: User;
  token: string;
  expiresAt: Date;
  position: number;
}

export function identityService(deps: ServiceDeps) {
  const { store, clock, config } = deps;
  const passwords = new Passwords(new HashingQueue(config.passwordHashing.concurrency, config.passwordHashing.queue), config.passwordHashCost);
  const throttle = new LoginThrottle(deps.limits);

  async function startSession(user: UserState, ctx: CommandContext): Promise<StartedSession> {
    const token = newToken();
    const expiresAt = new Date(clock.now().getTime() + SESSION_TTL_MS);
    const outcome = await handleCommand(
      deps,
      streams.session(hashToken(token)),
      sessionDecider,
      { type: 'Start', userId: user.userId, expiresAt: expiresAt.toISOString() },
      { ...ctx, userId: user.userId },
    );
    return { user: toUser(user), token, expiresAt, position: outcome.position };
  }

  /** `browserId`: the caller's browser cookie, remembered as one that may log in to this account. */
  async function register(
    input: { email: string; password: string; displayName: string },
    ctx: CommandContext,
    browserId: string | null = null,
  ): Promise<StartedSession> {
    const email = normalizeEmail(input.email);
    const displayName = input.displayName.trim();
    if (!displayName) throw new AppError('Please provide a display name', 400);
    const existing = await findUserByEmail(store, email);
    if (existing.user) throw new AppError('Email already in use', 409);
    const userId = await deps.ids.next('user');
    const passwordHash = await passwords.hash(input.password);
    // A reservation left by a registration that died before its user stream was written is taken
    // over instead of locking the address forever, once that user is voided (claimReservation):
    // a registration still writing its user in another process is then refused, or wins.
    const metadata = metadataFor({ ...ctx, userId }, clock.now());
    const claimed = await claimReservation(store, {
      reservationStream: streams.emailReservation(emailKey(email)),
      lastRevision: existing.reservationRevision,
      heldBy: existing.reservedUserId === null ? null : streams.user(existing.reservedUserId),
      voidEvent: { type: 'UserVoided', data: { userId: existing.reservedUserId ?? 0, email }, metadata },
      reservation: { type: 'EmailReserved', data: { userId, email }, metadata },
    });
    if (claimed === 'taken') throw new AppError('Email already in use', 409);
    const role = config.adminEmails.includes(email) ? 'admin' : 'user';
    const events = userDecider.decide({ type: 'Register', userId, email, displayName, passwordHash, role }, userDecider.initialState);
    // Never decided again on a conflict: a user stream that exists by now was voided by a takeover.
    const written = await writeHolder(store, streams.user(userId), events.map((e) => ({ type: e.type, data: e.data, metadata })));
    if (written === 'taken') throw new AppError('Email already in use', 409);
    const outcome = { state: events.reduce(userDecider.evolve, userDecider.initialState) };
    throttle.succeeded(email, browserId, clock.now().getTime());
    return startSession(outcome.state, ctx);
  }

  /** Throttled per account (LoginThrottle); `browserId` is the caller's browser cookie, if any. */
  async function login(input: { email: string; password: string }, ctx: CommandContext, browserId: string | null = null): Promise<StartedSession> {
    const email = normalizeEmail(input.email);
    throttle.attempt(email, browserId, clock.now().getTime());
    const { user } = await findUserByEmail(store, email);
    let ok: boolean;
    try {
      ok = await passwords.verify(user?.passwordHash ?? (await passwords.decoyHash()), input.password);
    } catch (error) {
      throttle.retract(email, clock.now().getTime());
      throw error;
    }
    if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS);
    throttle.succeeded(email, browserId, clock.now().getTime());
    return startSession(user, ctx);
  }

  async function logout(sessionHash: string | null, ctx: CommandContext): Promise<number> {
    if (!sessionHash) return 0;
    const outcome = await handleCommand(deps, streams.session(sessionHash), sessionDecider, { type: 'End', reason: 'logout' }, ctx);
    return outcome.position;
  }

  async function sendPasswordReset(input: { email: string }, ctx: CommandContext): Promise<{ message: string }> {
    const { user } = await findUserByEmail(store, input.email);
    // The answer is the same whether or not the address is known, so it cannot be probed.
    if (!user) return { message: RESET_REQUESTED_MESSAGE };
    const token = newToken();
    const resetId = hashToken(token);
    const expiresAt = new Date(clock.now().getTime() + RESET_TOKEN_TTL_MS).toISOString();
    const userCtx = { ...ctx, userId: user.userId };
    await handleCommand(deps, streams.passwordReset(resetId), passwordResetDecider, { type: 'Request', userId: user.userId, expiresAt }, userCtx);
    // The user's stream names the newest link, so every link mailed before stops working.
    await handleCommand(deps, streams.user(user.userId), userDecider, { type: 'IssuePasswordReset', resetId }, userCtx);
    const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await deps.mailer.send({
      to: user.email,
      subject: 'Reset your Influencer League password',
      text: `Hi ${user.displayName},\n\nSomeone asked to reset the password of your Influencer League account. Open this link within one hour to choose a new one:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
      link,
    });
    return { message: RESET_REQUESTED_MESSAGE };
  }

  async function completePasswordReset(input: { token: string; password: string }, ctx: CommandContext): Promise<{ message: string; position: number }> {
    const resetId = hashToken(input.token);
    const complete = { type: 'Complete', now: clock.now().toISOString() } as const;
    // The link is judged before the hash is made: a forged link costs no hash, and a refusal
    // under load (503) leaves a good link unused. The commands below judge it again, atomically.
    const { state: link } = await loadState(store, streams.passwordReset(resetId), passwordResetDecider);
    passwordResetDecider.decide(complete, link);
    const { state: account } = await loadState(store, streams.user(link.userId), userDecider);
    userDecider.decide({ type: 'ChangePassword', passwordHash: '', resetId }, account);
    const passwordHash = await passwords.hash(input.password);
    const reset = await handleCommand(deps, streams.passwordReset(resetId), passwordResetDecider, complete, ctx);
    const userId = reset.state.userId;
    // The change ends every session started before it (see sessionView): a stolen cookie dies with the old password.
    const changed = await handleCommand(deps, streams.user(userId), userDecider, { type: 'ChangePassword', passwordHash, resetId }, { ...ctx, userId });
    throttle.clear(changed.state.email, clock.now().getTime());
    return { message: RESET_COMPLETED_MESSAGE, position: changed.position };
  }

  /** Makes every registered address of ADMIN_EMAILS an admin; run at start-up, idempotent. */
  async function applyAdminEmails(ctx: CommandContext): Promise<void> {
    for (const email of config.adminEmails) {
      const { user } = await findUserByEmail(store, email);
      if (user && user.role !== 'admin') await grantAdmin(deps, email, 'admin-emails', ctx);
    }
  }

  return { register, login, logout, sendPasswordReset, completePasswordReset, applyAdminEmails };
}

export type IdentityService = ReturnType<typeof identityService>;
