import type { LeaderboardEntry } from '@il/contracts';
import type { Page } from 'playwright-core';
import { screenshot } from './support/artifacts';
import { PHONE } from './support/browser';
import { CARDS, postThroughApi } from './support/game';
import { createLeagueThroughApi } from './support/league';
import { api, createCharacter, registerPlayer } from './support/social';
import { animationsSettled, heading, useServerAndBrowser } from './support/suite';

jest.setTimeout(240_000);

const suite = useServerAndBrowser();

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The league starts almost a day ago, so its day 1 ends this long after it is created: time for
 * the day-1 calls below (about six) even on a busy machine, and a short wait for day 2.
 */
const DAY1_LEFT_MS = 40_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the replay list shows of each standing: rank, name and score, top first. */
async function shownStandings(page: Page, day: number): Promise<string[][]> {
  const list = page.getByRole('list', { name: `Standings at the end of day ${day}` });
  await list.waitFor();
  await page.waitForFunction((name) => document.querySelector(`ol[aria-label="${name}"]`)?.getAttribute('aria-busy') === 'false', `Standings at the end of day ${day}`);
  return list.locator('li').evaluateAll((rows) =>
    rows.map((row) => [
      row.querySelector('.season-replay__rank')?.textContent?.trim() ?? '',
      row.querySelector('.season-replay__name')?.textContent?.trim() ?? '',
      row.querySelector('.season-replay__score')?.firstChild?.textContent?.trim() ?? '',
    ]),
  );
}

const asShown = (board: LeaderboardEntry[]) => board.map((entry) => [`#${entry.rank}`, entry.characterName, entry.compositeScore.toFixed(2)]);

const daySlider = (page: Page) => page.getByRole('slider', { name: /^Day/ });

/** Drags the slider's thumb to its left end with the mouse, as a player would. */
async function dragToFirstDay(page: Page): Promise<void> {
  const slider = daySlider(page);
  const box = await slider.boundingBox();
  if (!box) throw new Error('The day slider is not on screen');
  await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + 1, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
}

describe('the season replayed', () => {
  it("shows on day 1 the leaderboard as it stood at the end of day 1, and today's on the last day", async () => {
    const owner = await suite.open();
    const rival = await suite.open();
    await registerPlayer(owner.page, 'Replay Owner');
    await registerPlayer(rival.page, 'Replay Rival');

    // Day 1: both stars arrive, the owner posts.
    const day2At = Date.now() + DAY1_LEFT_MS;
    const leagueId = await createLeagueThroughApi(owner.page, {
      name: 'Replay Reunion',
      startDate: new Date(day2At - DAY_MS),
      endDate: new Date(day2At + 6 * DAY_MS),
    });
    await createCharacter(owner.page, leagueId, '@ReplayOwner', { join: false });
    await createCharacter(rival.page, leagueId, '@ReplayRival', { join: true });
    await postThroughApi(owner.page, leagueId, { contentCardId: CARDS.goldenHour, captionSelection: { type: 'safe' } });
    const endOfDay1 = await api<LeaderboardEntry[]>(owner.page, 'GET', `/_api/leagues/leaderboard?leagueId=${leagueId}`);
    if (Date.now() >= day2At) throw new Error('The day-1 calls ran into day 2: raise DAY1_LEFT_MS');
    expect(endOfDay1.map((entry) => entry.characterName)).toEqual(['@ReplayOwner', '@ReplayRival']);

    // Day 2: the rival goes live (25 energy of 100 each time) until taking the lead.
    await sleep(day2At - Date.now() + 1000);
    let today: LeaderboardEntry[] = [];
    for (let live = 0; live < 3 && today[0]?.characterName !== '@ReplayRival'; live += 1) {
      await postThroughApi(rival.page, leagueId, { contentCardId: CARDS.sundayChillLive, captionSelection: { type: 'safe' } });
      today = await api<LeaderboardEntry[]>(owner.page, 'GET', `/_api/leagues/leaderboard?leagueId=${leagueId}`);
    }
    expect(today.map((entry) => entry.characterName)).toEqual(['@ReplayRival', '@ReplayOwner']);

    const { page, errors } = owner;
    await page.goto(`/leagues/${leagueId}/leaderboard`);
    await heading(page, 'Replay Reunion');
    const slider = daySlider(page);
    await slider.waitFor();
    expect(await slider.getAttribute('aria-valuetext')).toBe('Day 2 of 2');
    expect(await shownStandings(page, 2)).toEqual(asShown(today));
    await page.getByText('Biggest rise: @ReplayRival, up 1 place to #1').waitFor();
    await slider.scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await screenshot(page, 'league-leaderboard-season-replay');

    await dragToFirstDay(page);
    expect(await slider.getAttribute('aria-valuetext')).toBe('Day 1 of 2');
    expect(await shownStandings(page, 1)).toEqual(asShown(endOfDay1));
    await screenshot(page, 'league-leaderboard-season-replay-day1');

    // Through the hours of day 1: nobody at its first hour (the stars arrived in its last), then the whole day again.
    const hours = page.getByRole('slider', { name: 'Time of day 1' });
    expect(await hours.getAttribute('aria-valuetext')).toBe('End of day');
    await hours.focus();
    await page.keyboard.press('Home');
    await page.getByText(/^Nobody had a character yet on day 1 by \d{1,2}:\d\d [AP]M\.$/).waitFor();
    expect(await hours.getAttribute('aria-valuetext')).toMatch(/^By \d{1,2}:\d\d [AP]M$/);
    await screenshot(page, 'league-leaderboard-season-replay-hour');
    await page.keyboard.press('End');
    expect(await shownStandings(page, 1)).toEqual(asShown(endOfDay1));

    // The keyboard goes back to today.
    await slider.focus();
    await page.keyboard.press('End');
    expect(await shownStandings(page, 2)).toEqual(asShown(today));
    expect(errors).toEqual([]);

    // On a phone the replay fits the width.
    const phone = await suite.open(PHONE);
    await phone.context.addCookies(await owner.context.cookies());
    await phone.page.goto(`/leagues/${leagueId}/leaderboard`);
    await shownStandings(phone.page, 2);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await daySlider(phone.page).scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'league-leaderboard-season-replay-phone');
    await phone.context.close();
    await owner.context.close();
    await rival.context.close();
  });
});
