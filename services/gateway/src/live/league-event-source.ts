import { formatLeagueEvent } from '@il/contracts';
import type { RecordedEvent, ServiceDeps, Subscription } from '@il/platform';
import { sessionView } from '@il/identity';
import { leagueOfNotifying, notificationPushOf } from '@il/progression';
import { leagueEventOf, leagueOfPushed } from '@il/social';
import type { FastifyBaseLogger } from 'fastify';
import type { LeagueHub } from './league-hub';

const SESSION_STREAM_PREFIX = 'session-';

/** Pause before following the log again after the subscription failed. */
const RESUBSCRIBE_AFTER_MS = 1000;

/**
 * Follows the event log from the moment it starts and turns social events into pushes for the
 * hub. Each push waits until the read models have applied its event, so a client that refetches
 * on a push sees the item; events of leagues nobody is watching cost a type check and nothing else.
 * It runs in every gateway, and each gateway pushes to its own connections.
 */
export class LeagueEventSource {
  private subscription: Subscription | null = null;
  private starting: Promise<void> | null = null;
  private lastPosition = 0;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: Pick<ServiceDeps, 'store' | 'read' | 'awaitProjections' | 'clock'>,
    private readonly hub: LeagueHub,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts following the log at its head, once; later calls wait for that start. */
  ensureStarted(): Promise<void> {
    this.starting ??= (async () => {
      this.lastPosition = await this.deps.store.headPosition();
      this.subscribe();
    })();
    return this.starting;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.subscription?.stop();
    this.subscription = null;
  }

  private subscribe(): void {
    if (this.stopped) return;
    this.subscription = this.deps.store.subscribeToAll({
      fromPosition: this.lastPosition,
      onEvent: (event) => this.handle(event),
      onError: (error) => {
        this.log.error({ err: error }, 'League event stream lost the event log; following it again');
        this.subscription = null;
        this.retry = setTimeout(() => this.subscribe(), RESUBSCRIBE_AFTER_MS);
        this.retry.unref();
      },
    });
  }

  /** Never throws: a failed push must not end the subscription for every other league. */
  private async handle(event: RecordedEvent): Promise<void> {
    this.lastPosition = event.position;
    if (event.type === 'SessionEnded' || event.type === 'PasswordChanged') return this.endSessions(event);
    const notifying = leagueOfNotifying(event);
    if (notifying !== null && this.hub.hasListeners(notifying)) return this.pushNotifications(notifying, event);
    const leagueId = leagueOfPushed(event);
    if (leagueId === null || !this.hub.hasListeners(leagueId)) return;
    try {
      await this.deps.awaitProjections(event.position);
      const pushed = await leagueEventOf(this.deps.read, event);
      if (pushed) this.hub.publish(leagueId, formatLeagueEvent(pushed, event.position));
    } catch (error) {
      this.log.error({ err: error, position: event.position }, 'Could not push a league event');
    }
  }

  /** A notification concerns its players only: it goes to their streams, not the league's. */
  private async pushNotifications(leagueId: number, event: RecordedEvent): Promise<void> {
    try {
      await this.deps.awaitProjections(event.position);
      const push = await notificationPushOf(this.deps.read, event);
      if (push) this.hub.publishTo(leagueId, push.userIds, formatLeagueEvent(push.event, event.position));
    } catch (error) {
      this.log.error({ err: error, position: event.position }, 'Could not push a notification');
    }
  }

  /**
   * A stream must not outlive the session it was opened with, as no other call does: a logout
   * ends that session's streams at once; a password change, every stream of the account whose
   * session no longer resolves once the read models show the change (a session started after
   * it keeps its streams).
   */
  private async endSessions(event: RecordedEvent): Promise<void> {
    try {
      if (event.type === 'SessionEnded') {
        this.hub.closeSession(event.streamId.slice(SESSION_STREAM_PREFIX.length));
        return;
      }
      const userId = (event.data as { userId?: unknown }).userId;
      if (typeof userId !== 'number') return;
      const streams = this.hub.streamsOf(userId);
      if (streams.length === 0) return;
      await this.deps.awaitProjections(event.position);
      const now = this.deps.clock.now();
      for (const connection of streams) {
        if (connection.sessionHash === null || (await sessionView(this.deps.read, connection.sessionHash, now)).user === null) connection.close();
      }
    } catch (error) {
      this.log.error({ err: error, position: event.position }, 'Could not end the streams of an ended session');
    }
  }
}
