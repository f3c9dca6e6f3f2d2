import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Achievement, ActiveBrandDeal, ActiveScandal, BrandDeal, DailyChallenge, Milestone, Scandal } from '@il/contracts';
import { PlatformProviders, QUERY_DEFAULTS, createQueryClient } from '@il/ui';
import { routes } from '../../src/routes';
import { SIGNED_IN, type Answer } from './fake-api';
import { gameState, leagueDetail } from './fixtures';

export const LEAGUE_ID = 12;
const HOUR = 60 * 60 * 1000;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function providers(children: ReactElement) {
  const queryClient = createQueryClient();
  // The §9 retries stay; only their waiting goes, so a failure shows at once.
  queryClient.setDefaultOptions({ queries: { ...QUERY_DEFAULTS, retryDelay: 0 } });
  return { queryClient, element: <PlatformProviders queryClient={queryClient}>{children}</PlatformProviders> };
}

/** Renders the slice's real routes at a URL, as the shell would, with the current path on display. */
export function renderGamePage(url: string) {
  const { queryClient, element } = providers(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={null}>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={<route.Component />} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...render(element), queryClient };
}

/** Renders one widget (or any element) inside the providers and a router. */
export function renderWidget(widget: ReactElement) {
  const { queryClient, element } = providers(
    <MemoryRouter initialEntries={[`/leagues/${LEAGUE_ID}`]}>
      {widget}
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...render(element), queryClient };
}

/** A signed-in member with a character in league 12: what every game systems screen starts from. */
export const MEMBER_ROUTES: Record<string, Answer> = {
  ...SIGNED_IN,
  'GET /_api/leagues/detail': { body: leagueDetail() },
  'GET /_api/game-state': { body: gameState() },
};

export function activeScandal(overrides: Partial<ActiveScandal> = {}): ActiveScandal {
  return {
    id: 301,
    title: 'Villa Feud Goes Viral',
    description: 'A clip of you throwing shade at a former co-star is everywhere.',
    severity: 'high',
    triggeredAt: new Date(Date.now() - HOUR),
    expiresAt: new Date(Date.now() + 35 * HOUR),
    chosenResponse: null,
    ...overrides,
  };
}

export function pastScandal(overrides: Partial<Scandal> = {}): Scandal {
  return {
    id: 201,
    title: 'Sponsored Post Backlash',
    description: 'Fans say the detox tea ad was not very you.',
    severity: 'low',
    triggeredAt: new Date('2030-03-04T15:00:00.000Z'),
    expiresAt: new Date('2030-03-06T03:00:00.000Z'),
    chosenResponse: 'apologize',
    ...overrides,
  };
}

export function challenge(overrides: Partial<DailyChallenge> = {}): DailyChallenge {
  return {
    id: 501,
    name: 'Content Machine',
    description: 'Post 3 times today.',
    category: 'content_creation',
    status: 'active',
    progress: 1,
    goalTarget: 3,
    expiresAt: new Date(Date.now() + 5 * HOUR),
    completedAt: null,
    rewards: { money: 100, followers: 80, energy: 5 },
    ...overrides,
  };
}

export function brandDeal(overrides: Partial<BrandDeal> = {}): BrandDeal {
  return {
    id: 701,
    brandName: 'GlowUp Cosmetics',
    product: 'Vitamin C serum',
    payment: 1600,
    postsRequired: 2,
    minFollowers: 2500,
    minAuthenticity: 0,
    minAspirational: 40,
    minRelatability: 0,
    minDrama: 0,
    authenticityImpact: -1,
    dramaImpact: 0,
    relatabilityImpact: 0,
    aspirationalImpact: 2,
    riskDescription: 'Fans may call it a cash grab (-1 authenticity).',
    status: 'available',
    expiresAt: new Date(Date.now() + 6 * HOUR),
    ...overrides,
  };
}

export function activeDeal(overrides: Partial<ActiveBrandDeal> = {}): ActiveBrandDeal {
  return {
    ...brandDeal({ id: 702, brandName: 'Sip Sip Hooray', product: 'Sparkling water', payment: 260, postsRequired: 2, status: 'active', expiresAt: new Date(Date.now() + 40 * HOUR) }),
    postsCompleted: 1,
    acceptedAt: new Date(Date.now() - 2 * HOUR),
    ...overrides,
  };
}

export function achievement(overrides: Partial<Achievement> = {}): Achievement {
  return {
    id: 1,
    name: 'Rising Star',
    description: 'Reach 2,500 followers.',
    isUnlocked: false,
    triggerFollowers: 2500,
    requirements: { followers: 2500 },
    unlockedAt: null,
    ...overrides,
  };
}

export function milestone(overrides: Partial<Milestone> = {}): Milestone {
  return {
    id: 11,
    name: 'Fan Club',
    description: 'Reach 5,000 followers.',
    metric: 'followers',
    target: 5000,
    current: 3200,
    progressPercent: 64,
    reward: { money: 250, followers: 0, energy: 10 },
    isCompleted: false,
    completedAt: null,
    ...overrides,
  };
}

/** A promise the test settles by hand, to look at a screen while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
