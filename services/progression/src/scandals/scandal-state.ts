import type { ScandalEvent, ScandalSeverityValue } from '@il/events';

export interface ScandalRecord {
  scandalId: number;
  severity: ScandalSeverityValue;
  triggeredAt: string;
  expiresAt: string;
  status: 'active' | 'responded' | 'expired';
  /** The story told (its catalog key), so the character is not told it again while others are left. */
  catalogKey: string;
}

/** The character's scandals, keyed by id. */
export type ScandalsState = Readonly<Record<string, ScandalRecord>>;

export function evolveScandals(state: ScandalsState, event: ScandalEvent): ScandalsState {
  switch (event.type) {
    case 'ScandalTriggered': {
      const { scandalId, severity, triggeredAt, expiresAt, catalogKey } = event.data;
      return { ...state, [String(scandalId)]: { scandalId, severity, triggeredAt, expiresAt, status: 'active', catalogKey } };
    }
    case 'ScandalResponded':
    case 'ScandalExpired': {
      const key = String(event.data.scandalId);
      const record = state[key];
      if (!record) return state;
      return { ...state, [key]: { ...record, status: event.type === 'ScandalResponded' ? 'responded' : 'expired' } };
    }
    default:
      return state;
  }
}

const before = (a: string, b: string) => new Date(a).getTime() < new Date(b).getTime();

/** Unanswered and still within its deadline: the one a player can answer, and the one that blocks a new scandal. */
export const isOpenAt = (record: ScandalRecord, now: string): boolean => record.status === 'active' && before(now, record.expiresAt);

/** Unanswered and past its deadline, waiting for its consequence. */
export const isDueAt = (record: ScandalRecord, now: string): boolean => record.status === 'active' && !before(now, record.expiresAt);

export const openScandals = (state: ScandalsState, now: string): ScandalRecord[] => Object.values(state).filter((r) => isOpenAt(r, now));
export const dueScandals = (state: ScandalsState, now: string): ScandalRecord[] =>
  Object.values(state)
    .filter((r) => isDueAt(r, now))
    .sort((a, b) => a.scandalId - b.scandalId);
