import type { ScandalEvent, ScandalOutcome, ScandalResponseValue, ScandalSeverityValue } from '@il/events';
import { docKey, type DocChange, type ProjectionDefinition, type ReadDoc } from '@il/platform';

/**
 * One document per scandal. `status` is what events recorded; whether an `active` one is still
 * open depends on the clock (expiresAt), which the queries compare, so a scandal past its
 * deadline leaves the active list at once even before its consequence is recorded.
 */
export interface ScandalDoc extends ReadDoc {
  scandalId: number;
  characterId: number;
  leagueId: number;
  userId: number;
  postId: number;
  /** The story's catalog key (absent in documents built before it was kept). */
  catalogKey?: string;
  title: string;
  description: string;
  severity: ScandalSeverityValue;
  triggeredAt: string;
  expiresAt: string;
  status: 'active' | 'responded' | 'expired';
  chosenResponse: ScandalResponseValue | null;
  outcome: ScandalOutcome | null;
  resolvedAt: string | null;
}

export const SCANDALS = 'scandals';

const EVENT_TYPES = ['ScandalTriggered', 'ScandalResponded', 'ScandalExpired'] as const;

export const scandalsProjection: ProjectionDefinition = {
  name: 'scandals',
  collections: [{ name: SCANDALS, indexes: [['characterId', 'triggeredAt'], ['status', 'expiresAt'], ['leagueId', 'triggeredAt']] }],
  eventTypes: EVENT_TYPES,
  refs: (event) => [{ collection: SCANDALS, id: String((event.data as { scandalId: number }).scandalId) }],
  evolve(docs, event): DocChange[] {
    // A post's roll (ScandalRolled) is not among its event types: only scandals that happened are listed.
    const e = event as unknown as Exclude<ScandalEvent, { type: 'ScandalRolled' }>;
    const id = String(e.data.scandalId);
    const current = docs.get(docKey(SCANDALS, id)) as ScandalDoc | null | undefined;
    switch (e.type) {
      case 'ScandalTriggered': {
        const d = e.data;
        const doc: Omit<ScandalDoc, '_position'> = {
          _id: id,
          scandalId: d.scandalId,
          characterId: d.characterId,
          leagueId: d.leagueId,
          userId: d.userId,
          postId: d.postId,
          catalogKey: d.catalogKey,
          title: d.title,
          description: d.description,
          severity: d.severity,
          triggeredAt: d.triggeredAt,
          expiresAt: d.expiresAt,
          status: 'active',
          chosenResponse: null,
          outcome: null,
          resolvedAt: null,
        };
        return [{ collection: SCANDALS, id, doc }];
      }
      case 'ScandalResponded':
        if (!current || current.status !== 'active') return [];
        return [{ collection: SCANDALS, id, doc: { ...current, status: 'responded', chosenResponse: e.data.response, outcome: e.data.outcome, resolvedAt: e.data.respondedAt } }];
      case 'ScandalExpired':
        if (!current || current.status !== 'active') return [];
        return [{ collection: SCANDALS, id, doc: { ...current, status: 'expired', outcome: e.data.outcome, resolvedAt: e.data.expiredAt } }];
      default:
        return [];
    }
  },
};
