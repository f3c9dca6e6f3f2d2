import type { BrandDeal } from '@il/contracts';

const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** §9: payments show as compact US dollars ($260, $1.6K, $10K). */
export function formatPayment(amount: number): string {
  return compactUsd.format(amount);
}

export interface DealTerm {
  key: string;
  label: string;
  value: string;
  tone?: 'good' | 'bad';
}

/** What a star needs to sign: followers and reputation minimums; a minimum of zero is no condition. */
export function dealMinimums(deal: BrandDeal): DealTerm[] {
  const terms: DealTerm[] = [];
  if (deal.minFollowers > 0) terms.push({ key: 'followers', label: 'Followers', value: `${deal.minFollowers.toLocaleString('en-US')}+` });
  const aspects: Array<[string, string, number]> = [
    ['authenticity', 'Authenticity', deal.minAuthenticity],
    ['aspirational', 'Aspirational', deal.minAspirational],
    ['relatability', 'Relatability', deal.minRelatability],
    ['drama', 'Drama', deal.minDrama],
  ];
  for (const [key, label, minimum] of aspects) if (minimum > 0) terms.push({ key, label, value: `${minimum}+` });
  return terms;
}

/** How delivering the deal moves reputation; no change is left out. */
export function dealImpacts(deal: BrandDeal): DealTerm[] {
  const impacts: Array<[string, string, number]> = [
    ['authenticity', 'Authenticity', deal.authenticityImpact],
    ['drama', 'Drama', deal.dramaImpact],
    ['relatability', 'Relatability', deal.relatabilityImpact],
    ['aspirational', 'Aspirational', deal.aspirationalImpact],
  ];
  return impacts
    .filter(([, , change]) => change !== 0)
    .map(([key, label, change]) => ({ key, label, value: change > 0 ? `+${change}` : String(change), tone: change > 0 ? 'good' : 'bad' }));
}

export function postsLabel(count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'}`;
}
