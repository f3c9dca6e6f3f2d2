import type { BrandDealEvent, BrandDealTerms } from '@il/events';

export interface DealRecord {
  brandDealId: number;
  terms: BrandDealTerms;
  acceptedAt: string;
  expiresAt: string;
  postsCompleted: number;
  status: 'active' | 'completed' | 'expired';
}

export interface DealsState {
  /** By brand deal id: a character signs each brand once per league. */
  deals: Readonly<Record<string, DealRecord>>;
  completedTotal: number;
}

export const initialDealsState: DealsState = { deals: {}, completedTotal: 0 };

export function evolveDeals(state: DealsState, event: BrandDealEvent): DealsState {
  switch (event.type) {
    case 'BrandDealAccepted': {
      const { brandDealId, terms, acceptedAt, expiresAt } = event.data;
      const record: DealRecord = { brandDealId, terms, acceptedAt, expiresAt, postsCompleted: 0, status: 'active' };
      return { ...state, deals: { ...state.deals, [String(brandDealId)]: record } };
    }
    case 'BrandDealProgressed': {
      const deals = { ...state.deals };
      for (const progress of event.data.deals) {
        const record = deals[String(progress.brandDealId)];
        if (record) deals[String(progress.brandDealId)] = { ...record, postsCompleted: progress.postsCompleted };
      }
      return { ...state, deals };
    }
    case 'BrandDealCompleted':
    case 'BrandDealExpired': {
      const key = String(event.data.brandDealId);
      const record = state.deals[key];
      if (!record) return state;
      const status = event.type === 'BrandDealCompleted' ? 'completed' : 'expired';
      const completedTotal = state.completedTotal + (status === 'completed' ? 1 : 0);
      return { deals: { ...state.deals, [key]: { ...record, status } }, completedTotal };
    }
    default:
      return state;
  }
}

const before = (a: string, b: string) => new Date(a).getTime() < new Date(b).getTime();

/** Signed, not delivered, and its deadline not passed: the deals a post counts for and the cap counts. */
export const isRunningAt = (deal: DealRecord, now: string): boolean => deal.status === 'active' && before(now, deal.expiresAt);
export const isOverdueAt = (deal: DealRecord, now: string): boolean => deal.status === 'active' && !before(now, deal.expiresAt);

export const runningDeals = (state: DealsState, now: string): DealRecord[] =>
  Object.values(state.deals)
    .filter((d) => isRunningAt(d, now))
    .sort((a, b) => a.brandDealId - b.brandDealId);

export const overdueDeals = (state: DealsState, now: string): DealRecord[] =>
  Object.values(state.deals)
    .filter((d) => isOverdueAt(d, now))
    .sort((a, b) => a.brandDealId - b.brandDealId);
