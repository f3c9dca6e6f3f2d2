import type { LeaderboardResponse } from '@il/contracts';
import type { Page } from 'playwright-core';
import { registerThroughApi, uniqueEmail } from './support/accounts';
import { screenshot } from './support/artifacts';
import { provokeScandal, readGameState } from './support/game';
import { createCharacterThroughApi, createLeagueThroughApi, waitForLeagueStatus } from './support/league';
import { runAdmin } from './support/server';
import { animationsSettled, heading, PASSWORD, useServerAndBrowser } from './support/suite';

/**
 * The game's systems as a player meets them on the built server with its own dice: a scandal set
 * off by posting, answered through Manage Crisis, moves the stats by the rules; an operator's
 * early end crowns the leader on the final results and on the league's card; a cancelled league
 * wears the destructive badge.
 */
jest.setTimeout(240_000);

const suite = useServerAndBrowser();

const SEVERITY_FACTOR = { low: 1, medium: 2, high: 3, critical: 5 } as const;
/** A drama star's follower volatility (docs/rules.md, Starting stats by background). */
const DRAMA_VOLATILITY = 1.6;
const clamp = (value: number) => Math.min(100, Math.max(0, value));

async function leaderboard(page: Page, leagueId: number): Promise<LeaderboardResponse> {
  const response = await page.request.get(`/_api/leagues/leaderboard?leagueId=${leagueId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { json: LeaderboardResponse }).json;
}

describe('systems in play', () => {
  it('answers a scandal set off by play through Manage Crisis, and the stats move as the rules say', async () => {
    const { context, page, errors } = await suite.open();
    await registerThroughApi(page, uniqueEmail('crisis'), PASSWORD, 'Crisis Star');
    const { leagueId, scandalId } = await provokeScandal(page, '@CrisisStar');
    const before = await readGameState(page, leagueId);

    await page.goto(`/leagues/${leagueId}/crisis`);
    await heading(page, 'Crisis Management');
    const card = page.locator(`[data-testid="active-scandal"][data-scandal-id="${scandalId}"]`);
    await card.waitFor();
    const severity = (await card.locator('.crisis-severity').innerText()).trim().toLowerCase() as keyof typeof SEVERITY_FACTOR;
    const s = SEVERITY_FACTOR[severity];
    expect(s).toBeDefined();
    await card.getByRole('button', { name: 'Manage Crisis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Crisis' });
    await dialog.getByRole('button', { name: /Apologize/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Crisis response sent').waitFor();
    await page.locator(`[data-testid="scandal-history-item"][data-scandal-id="${scandalId}"]`).waitFor();

    // docs/rules.md, Answers: an apology costs 0.6% of followers x s x V (at least 10 x s x V),
    // rolled within +-20%; relevance -s; authenticity +2s, relatability +s, drama -2s, aspirational -s.
    const after = await readGameState(page, leagueId);
    const swing = (magnitude: number) => Math.round(Math.max((before.followers * 0.6 * s * DRAMA_VOLATILITY * magnitude) / 100, 10 * s * DRAMA_VOLATILITY * magnitude));
    const lost = before.followers - after.followers;
    expect(lost).toBeGreaterThanOrEqual(swing(0.8));
    expect(lost).toBeLessThanOrEqual(swing(1.2));
    expect(after.relevance).toBe(clamp(before.relevance - s));
    const r = before.reputation;
    expect(after.reputation).toEqual({
      authenticity: clamp(r.authenticity + 2 * s),
      relatability: clamp(r.relatability + s),
      drama: clamp(r.drama - 2 * s),
      aspirational: clamp(r.aspirational - s),
    });

    // The dashboard shows the new numbers.
    await page.goto(`/leagues/${leagueId}`);
    await page.locator(`[title="${after.followers.toLocaleString('en-US')}"]`).first().waitFor();
    expect(await page.getByTestId('scandal-alert').count()).toBe(0);
    await animationsSettled(page);
    await screenshot(page, 'systems-crisis-answered-dashboard', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("ends a league early by the operator's command: final results crown the leader, and its card shows champion and score", async () => {
    const { context, page, errors } = await suite.open();
    await registerThroughApi(page, uniqueEmail('early'), PASSWORD, 'Early Star');
    const rival = await suite.open();
    await registerThroughApi(rival.page, uniqueEmail('early-rival'), PASSWORD, 'Early Rival');
    const leagueId = await createLeagueThroughApi(page, { name: 'Cut Short Villa' });
    await createCharacterThroughApi(page, leagueId, '@EarlyQueen', 'lifestyle');
    await createCharacterThroughApi(rival.page, leagueId, '@EarlyRival', 'survival');
    const leader = (await leaderboard(page, leagueId))[0]!;

    const said = await runAdmin(suite.server, 'end', String(leagueId));
    expect(said).toContain(`League ${leagueId} ended now`);
    await waitForLeagueStatus(page, leagueId, 'completed', 30_000);

    await page.goto(`/leagues/${leagueId}`);
    await heading(page, 'Final Standings');
    await page.getByText('Champion', { exact: true }).waitFor();
    const standings = page.locator('.il-final__list > li');
    expect(await standings.count()).toBe(2);
    await expect(standings.first().innerText()).resolves.toContain(leader.characterName);
    await animationsSettled(page);
    await screenshot(page, 'systems-final-results-ended-early');

    await page.goto('/leagues');
    const leagueCard = page.locator('.league-card', { has: page.getByRole('link', { name: 'Cut Short Villa' }) });
    await leagueCard.locator('.il-badge', { hasText: 'Completed' }).waitFor();
    await leagueCard.getByText('Champion').waitFor();
    await expect(leagueCard.locator('.league-card__champion-name').innerText()).resolves.toBe(leader.characterName);
    const score = (await leagueCard.locator('.league-card__champion-score').innerText()).replace(/\s+/g, ' ');
    expect(score).toBe(`${leader.compositeScore.toFixed(2)} final score`);
    await animationsSettled(page);
    await screenshot(page, 'systems-leagues-ended-early');
    expect(errors).toEqual([]);
    expect(rival.errors).toEqual([]);
    await rival.context.close();
    await context.close();
  });

  it("shows an operator's cancelled league with the destructive badge", async () => {
    const { context, page, errors } = await suite.open();
    await registerThroughApi(page, uniqueEmail('cancelled'), PASSWORD, 'Cancelled Owner');
    const leagueId = await createLeagueThroughApi(page, { name: 'Called Off Villa' });
    await expect(runAdmin(suite.server, 'cancel', String(leagueId))).resolves.toContain(`League ${leagueId} is cancelled`);
    await waitForLeagueStatus(page, leagueId, 'cancelled', 30_000);

    await page.goto('/leagues');
    const leagueCard = page.locator('.league-card', { has: page.getByRole('link', { name: 'Called Off Villa' }) });
    const badge = leagueCard.locator('.il-badge', { hasText: 'Cancelled' });
    await badge.waitFor();
    await expect(badge.getAttribute('class')).resolves.toContain('il-badge--destructive');
    await animationsSettled(page);
    await screenshot(page, 'systems-leagues-cancelled');
    expect(errors).toEqual([]);
    await context.close();
  });
});
