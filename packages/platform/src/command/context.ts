import type { EventMetadata } from '../event-store/port';
import { isoTime } from '../time/iso-time';

/** Who asked, and under which correlation id; every event a command appends carries both. */
export interface CommandContext {
  userId: number | null;
  correlationId: string;
  /** The event or request that caused this command; the correlation id for a user request. */
  causationId?: string;
  /**
   * Where a request notes the highest log position its commands waited for (read-your-writes);
   * the gateway answers it as `x-event-position`. Absent outside requests (timed jobs).
   */
  reached?: { position: number };
}

export function metadataFor(ctx: CommandContext, at: Date, schemaVersion = 1): EventMetadata {
  return {
    schemaVersion,
    correlationId: ctx.correlationId,
    causationId: ctx.causationId ?? ctx.correlationId,
    userId: ctx.userId,
    at: isoTime(at.getTime()),
  };
}
