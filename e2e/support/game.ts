import {
  decodeWire,
  type ActiveBrandDeal,
  type BrandDeal,
  type CaptionSelection,
  type DailyChallenge,
  type PostContentResponse,
  type RealityShowBackground,
  type TrendingTopic,
} from '@il/contracts';
import type { APIResponse, Page } from 'playwright-core';
import { createLeagueWithCharacter, readGameState } from './studio';

/** The game systems' calls through the page's cookies (page.request shares the browser's jar). */
async function answer<T>(response: APIResponse, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${text}`);
  return decodeWire<T>(text);
}

const get = async <T>(page: Page, path: string) => answer<T>(await page.request.get(path), `GET ${path}`);
const post = async <T>(page: Page, path: string, data: unknown) => answer<T>(await page.request.post(path, { data }), `POST ${path}`);

export interface PostInput {
  contentCardId: number;
  captionSelection: CaptionSelection;
  trendingTopicId?: number;
}

/** Catalog cards (services/studio/catalog/cards.v1.json) the suites rely on. */
export const CARDS = {
  /** Story, safe, 5 energy, authenticity and relatability +2. */
  morningRoutine: 201,
  /** Story, safe, 5 energy, relatability +3. */
  groceryHaul: 204,
  /** Story, risky, 8 energy, drama +4. */
  subtleShade: 209,
  /** Photo, safe, 8 energy. */
  goldenHour: 101,
  /** Video, safe, 15 energy. */
  getReadyWithMe: 301,
  /** Live, safe, 25 energy, 200-550 followers before relevance. */
  sundayChillLive: 401,
} as const;

export function postThroughApi(page: Page, leagueId: number, input: PostInput): Promise<PostContentResponse> {
  return post<PostContentResponse>(page, `/_api/content/post?leagueId=${leagueId}`, { ...input, leagueId });
}

export const dailyChallenges = (page: Page, leagueId: number) => get<DailyChallenge[]>(page, `/_api/challenges/daily?leagueId=${leagueId}`);
export const availableDeals = (page: Page, leagueId: number) => get<BrandDeal[]>(page, `/_api/brand-deals/available?leagueId=${leagueId}`);
export const activeDeals = (page: Page, leagueId: number) => get<ActiveBrandDeal[]>(page, `/_api/brand-deals/active?leagueId=${leagueId}`);
export const trendingTopics = (page: Page, leagueId: number) => get<TrendingTopic[]>(page, `/_api/content/trending?leagueId=${leagueId}`);
export { readGameState };

/**
 * Risky stories with a thirst caption from a drama star (36-40% a post, docs/rules.md) until one
 * sets off a scandal. A star out of energy starts over in a new league; the odds of seven posts
 * in a row staying quiet are about 3%, so a handful of stars always gets there.
 */
export async function provokeScandal(page: Page, playerName: string, attempts = 6): Promise<{ leagueId: number; scandalId: number; posts: number }> {
  let posts = 0;
  for (let star = 1; star <= attempts; star += 1) {
    const { leagueId } = await createLeagueWithCharacter(page, { leagueName: `Reunion Special ${star}`, playerName, background: 'drama' });
    let energy = (await readGameState(page, leagueId)).energy;
    while (energy >= 11) {
      const result = await postThroughApi(page, leagueId, { contentCardId: CARDS.subtleShade, captionSelection: { type: 'thirst' } });
      posts += 1;
      if (result.triggeredScandalId) return { leagueId, scandalId: result.triggeredScandalId, posts };
      energy = result.energy;
    }
  }
  throw new Error(`No scandal after ${posts} risky posts`);
}

/** How to move each challenge template one step (docs/rules.md, Daily challenges). */
type Step = (page: Page, leagueId: number, round: number) => Promise<unknown>;
const story = (contentCardId: number, captionSelection: CaptionSelection = { type: 'safe' }): Step => (page, leagueId) => postThroughApi(page, leagueId, { contentCardId, captionSelection });
const CHALLENGE_STEPS: Record<string, Step> = {
  'Content Machine': story(CARDS.morningRoutine),
  'Pace Yourself': story(CARDS.morningRoutine),
  'Lean Machine': story(CARDS.morningRoutine),
  'Brand Safe': story(CARDS.morningRoutine),
  'In Your Own Words': story(CARDS.morningRoutine, { type: 'custom', text: 'No filter, no script, just me.' }),
  'Keep It Real': story(CARDS.morningRoutine, { type: 'custom', text: 'Real talk before coffee.' }),
  'Relatable Royalty': story(CARDS.groceryHaul),
  'Go Big or Go Home': story(CARDS.getReadyWithMe),
  'Audience Builder': story(CARDS.sundayChillLive),
  'Mix It Up': (page, leagueId, round) =>
    postThroughApi(page, leagueId, { contentCardId: [CARDS.morningRoutine, CARDS.goldenHour, CARDS.getReadyWithMe, CARDS.sundayChillLive][round % 4]!, captionSelection: { type: 'safe' } }),
  'Trend Rider': async (page, leagueId) => {
    const topic = (await trendingTopics(page, leagueId)).find((entry) => entry.contentType === 'story');
    if (!topic) throw new Error('No story topic is trending');
    return postThroughApi(page, leagueId, { contentCardId: CARDS.morningRoutine, captionSelection: { type: 'safe' }, trendingTopicId: topic.id });
  },
  'Brand Ambassador': async (page, leagueId, round) => {
    const deal = round === 0 ? (await availableDeals(page, leagueId))[0] : undefined;
    if (deal) return post(page, `/_api/brand-deals/accept?leagueId=${leagueId}`, { brandDealId: deal.id, leagueId });
    return postThroughApi(page, leagueId, { contentCardId: CARDS.morningRoutine, captionSelection: { type: 'safe' } });
  },
};

/**
 * Completes one of today's challenges by playing toward it (the set is drawn per character and
 * day; "Spread the Love" needs other players' posts, so it is never the one chosen).
 */
export async function completeAChallenge(page: Page, leagueId: number): Promise<DailyChallenge> {
  const today = await dailyChallenges(page, leagueId);
  const target = today.find((entry) => entry.name in CHALLENGE_STEPS && entry.status !== 'completed');
  if (!target) throw new Error(`No challenge this suite knows how to complete: ${today.map((entry) => entry.name).join(', ')}`);
  const step = CHALLENGE_STEPS[target.name]!;
  for (let round = 0; round < 8; round += 1) {
    await step(page, leagueId, round);
    const now = (await dailyChallenges(page, leagueId)).find((entry) => entry.id === target.id);
    if (now?.status === 'completed') return now;
  }
  throw new Error(`"${target.name}" was not completed after 8 steps`);
}

export async function newStar(page: Page, leagueName: string, playerName: string, background: RealityShowBackground): Promise<number> {
  return (await createLeagueWithCharacter(page, { leagueName, playerName, background })).leagueId;
}
