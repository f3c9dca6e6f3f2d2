import type { BrandDealTerms } from '@il/events';
import { DEAL_TIERS } from '../rules';

export interface CatalogDeal extends BrandDealTerms {
  id: number;
}

type DealLine = [
  id: number,
  tier: 1 | 2 | 3 | 4 | 5 | 6,
  brandName: string,
  product: string,
  payment: number,
  postsRequired: number,
  minimums: Partial<Record<'authenticity' | 'aspirational' | 'relatability' | 'drama', number>>,
  impacts: Partial<Record<'authenticity' | 'aspirational' | 'relatability' | 'drama', number>>,
  riskDescription: string | null,
];

/**
 * Six brands per tier. Pay grows about 2x per tier while posts grow slowly, so a bigger audience
 * earns more per post; reputation minimums make each brand want a certain kind of star, and the
 * impacts are what fans think of the star for taking it (applied on delivery).
 */
const LINES: DealLine[] = [
  [1, 1, 'Glow Tonic', 'Vitamin Gummies', 180, 1, {}, { aspirational: 1, authenticity: -1 }, 'Gummy ads make some fans roll their eyes: -1 authenticity'],
  [2, 1, 'Sip & Sparkle', 'Sparkling Water', 150, 1, {}, { relatability: 1 }, null],
  [3, 1, 'CaseCraft', 'Glitter Phone Case', 220, 2, {}, { aspirational: 1 }, null],
  [4, 1, 'BrewBuddy', 'Cold Brew Kit', 200, 2, { relatability: 40 }, { relatability: 1 }, null],
  [5, 1, 'Lash Lab', 'Magnetic Lashes', 260, 2, { aspirational: 45 }, { aspirational: 2, authenticity: -1 }, 'Beauty shortcuts divide the comments: -1 authenticity'],
  [6, 1, 'Crunch Club', 'Protein Crisps', 240, 2, { authenticity: 40 }, { authenticity: 1 }, null],
  [7, 2, 'FitFuel', 'Meal Prep Plan', 450, 2, { authenticity: 45 }, { authenticity: 1, relatability: 1 }, null],
  [8, 2, 'Drip Athletics', 'Training Sneakers', 520, 2, { aspirational: 50 }, { aspirational: 2 }, null],
  [9, 2, 'Teatox', 'Detox Tea', 650, 2, {}, { authenticity: -3, aspirational: 1 }, 'Detox teas are a running joke: -3 authenticity'],
  [10, 2, 'HomeHaven', 'Scented Candles', 380, 2, { relatability: 50 }, { relatability: 2 }, null],
  [11, 2, 'PartyPop', 'Party Supplies', 420, 2, { drama: 45 }, { drama: 1, relatability: 1 }, null],
  [12, 2, 'GreenLeaf', 'Reusable Bottles', 400, 2, { authenticity: 55 }, { authenticity: 2 }, null],
  [13, 3, 'Velvet Beauty', 'Foundation Range', 1_100, 3, { aspirational: 55 }, { aspirational: 2, relatability: -1 }, 'Flawless-skin campaigns feel out of reach: -1 relatability'],
  [14, 3, 'Nomad Luggage', 'Carry-On Case', 900, 2, {}, { aspirational: 1 }, null],
  [15, 3, 'Hype Energy', 'Energy Drink', 1_200, 3, { drama: 55 }, { drama: 2, authenticity: -1 }, 'Energy drink stunts look staged: -1 authenticity'],
  [16, 3, 'Kindred Kitchen', 'Recipe Box', 850, 2, { relatability: 55 }, { relatability: 2 }, null],
  [17, 3, 'Thrift Collective', 'Vintage Fashion App', 950, 2, { authenticity: 60 }, { authenticity: 2 }, null],
  [18, 3, 'Spark', 'Dating App', 1_300, 3, { drama: 45, aspirational: 45 }, { drama: 1, aspirational: 1 }, null],
  [19, 4, 'Aurum', 'Gold Hoops', 2_400, 3, { aspirational: 65 }, { aspirational: 3, relatability: -2 }, 'Luxury flexing can alienate fans: -2 relatability'],
  [20, 4, 'PeakFit', 'Smart Watch', 1_800, 3, { authenticity: 50 }, { authenticity: 1, aspirational: 1 }, null],
  [21, 4, 'Chaos Cola', 'Limited Edition Soda', 2_000, 3, { drama: 60 }, { drama: 3 }, 'The campaign is built on a fake feud: +3 drama'],
  [22, 4, 'Cosy Co', 'Loungewear Line', 1_600, 3, { relatability: 60 }, { relatability: 2 }, null],
  [23, 4, 'PurePlanet', 'Eco Skincare', 2_200, 3, { authenticity: 65 }, { authenticity: 3 }, null],
  [24, 4, 'Jetset Air', 'Airport Lounge Pass', 2_800, 3, { aspirational: 60 }, { aspirational: 2, relatability: -1 }, 'Lounge selfies read as showing off: -1 relatability'],
  [25, 5, 'Maison Lumière', 'Designer Handbag', 4_800, 4, { aspirational: 70 }, { aspirational: 3, relatability: -2 }, 'A four-figure bag divides the fans: -2 relatability'],
  [26, 5, 'StreamBox', 'Streaming Service', 3_200, 3, {}, { relatability: 1 }, null],
  [27, 5, 'Rumble Records', 'Debut Single Promo', 4_000, 4, { drama: 65 }, { drama: 2, aspirational: 1 }, null],
  [28, 5, 'FamFirst Bank', 'Savings Account', 3_500, 3, { relatability: 65, authenticity: 55 }, { relatability: 2, drama: -1 }, null],
  [29, 5, 'TrueNorth', 'Adventure Gear', 3_600, 3, { authenticity: 70 }, { authenticity: 2, relatability: 1 }, null],
  [30, 5, 'Velocity', 'Electric Scooter', 4_500, 4, { aspirational: 60 }, { aspirational: 2 }, null],
  [31, 6, 'Opulence Resorts', 'Private Island Stay', 9_000, 5, { aspirational: 75 }, { aspirational: 3, relatability: -3 }, 'Island luxury far from fans\' lives: -3 relatability'],
  [32, 6, 'MegaMart', 'Back-to-School Campaign', 6_500, 4, { relatability: 70 }, { relatability: 3 }, null],
  [33, 6, 'Havoc Games', 'Game Launch Stream', 7_500, 4, { drama: 70 }, { drama: 3 }, 'Trash talk is the whole campaign: +3 drama'],
  [34, 6, 'Solace', 'Meditation App', 6_000, 4, { authenticity: 75 }, { authenticity: 3 }, null],
  [35, 6, 'Crown Cosmetics', 'Signature Palette', 10_000, 5, { aspirational: 70 }, { aspirational: 2, authenticity: -2 }, 'A celebrity palette smells like a cash grab: -2 authenticity'],
  [36, 6, 'NetWave', '5G Network', 8_000, 4, {}, { relatability: 1, aspirational: 1 }, null],
];

export const DEAL_CATALOG: readonly CatalogDeal[] = LINES.map(([id, tier, brandName, product, payment, postsRequired, mins, impacts, riskDescription]) => {
  const rules = DEAL_TIERS[tier - 1]!;
  return {
    id,
    brandName,
    product,
    tier,
    payment,
    postsRequired,
    minFollowers: rules.minFollowers,
    minAuthenticity: mins.authenticity ?? 0,
    minAspirational: mins.aspirational ?? 0,
    minRelatability: mins.relatability ?? 0,
    minDrama: mins.drama ?? 0,
    authenticityImpact: impacts.authenticity ?? 0,
    dramaImpact: impacts.drama ?? 0,
    relatabilityImpact: impacts.relatability ?? 0,
    aspirationalImpact: impacts.aspirational ?? 0,
    riskDescription,
    deliveryHours: rules.deliveryHours,
  };
});

export const dealById = (id: number): CatalogDeal | undefined => DEAL_CATALOG.find((d) => d.id === id);

/** Terms as stored in BrandDealAccepted: the catalog entry without its id. */
export function termsOf(deal: CatalogDeal): BrandDealTerms {
  const { id: _id, ...terms } = deal;
  return terms;
}
