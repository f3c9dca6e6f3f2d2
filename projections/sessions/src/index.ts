import type { SessionEvent } from '@il/events';
import type { ProjectionDefinition, ReadDoc } from '@il/platform';

/** The sessions read model: one document per session-token hash. */
export interface SessionDoc extends ReadDoc {
  userId: number;
  expiresAt: string;
  ended: boolean;
}

export const SESSIONS = 'sessions';

/** The token hash is the tail of the stream id `session-<hash>`. */
const hashOf = (streamId: string) => streamId.slice('session-'.length);

export const sessionsProjection: ProjectionDefinition = {
  name: 'sessions',
  collections: [{ name: SESSIONS, indexes: [['userId']] }],
  eventTypes: ['SessionStarted', 'SessionEnded'],
  refs: (event) => [{ collection: SESSIONS, id: hashOf(event.streamId) }],
  evolve(docs, event) {
    const e = event as unknown as SessionEvent;
    const id = hashOf(event.streamId);
    const current = docs.get(`${SESSIONS}/${id}`) as SessionDoc | null | undefined;
    switch (e.type) {
      case 'SessionStarted':
        return [{ collection: SESSIONS, id, doc: { _id: id, userId: e.data.userId, expiresAt: e.data.expiresAt, ended: false } }];
      case 'SessionEnded':
        if (!current) return [];
        return [{ collection: SESSIONS, id, doc: { ...current, ended: true } }];
      default:
        return [];
    }
  },
};
