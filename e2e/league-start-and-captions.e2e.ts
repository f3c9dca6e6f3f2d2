import { screenshot } from './support/artifacts';
import { registerThroughApi, uniqueEmail } from './support/accounts';
import { createCharacterThroughApi, createLeagueThroughApi } from './support/league';
import { createLeagueWithCharacter } from './support/studio';
import { PASSWORD, animationsSettled, heading, useServerAndBrowser } from './support/suite';

jest.setTimeout(180_000);

const suite = useServerAndBrowser();
const DAY_MS = 24 * 60 * 60 * 1000;
/** A photo card of the catalog whose own captions carry emoji. */
const GYM_MIRROR_FLEX = 102;

describe('a league that has not started', () => {
  it('says when it starts on its pages and offers no post or like before then', async () => {
    const { page, errors } = await suite.open();
    await registerThroughApi(page, uniqueEmail('pending'), PASSWORD, 'Early Bird');
    const leagueId = await createLeagueThroughApi(page, { name: 'Next Week Reunion', startDate: new Date(Date.now() + 3 * DAY_MS), endDate: new Date(Date.now() + 10 * DAY_MS) });
    await createCharacterThroughApi(page, leagueId, '@EarlyBird');

    await page.goto(`/leagues/${leagueId}`);
    const banner = page.getByTestId('league-closed');
    await banner.getByText('This league has not started yet').waitFor();
    expect(await banner.textContent()).toMatch(/The season starts on \w+day, \w+ \d+: posting, likes, challenges and brand deals open then\./);
    await animationsSettled(page);
    await screenshot(page, 'pending-league-dashboard', { fullPage: false });

    await page.goto(`/leagues/${leagueId}/create-content`);
    await page.getByText('This league has not started yet: posting opens when the season starts.').waitFor();
    expect(await page.getByRole('button', { name: /^Create post:/ }).count()).toBe(0);
    await animationsSettled(page);
    await screenshot(page, 'pending-league-studio', { fullPage: false });
    expect(errors).toEqual([]);
  });
});

describe('the caption choices', () => {
  it('draw their emoji as icons', async () => {
    const { page, errors } = await suite.open();
    await registerThroughApi(page, uniqueEmail('captions'), PASSWORD, 'Icon Fan');
    const { leagueId } = await createLeagueWithCharacter(page, { leagueName: 'Icon Reunion', playerName: '@IconFan', background: 'competition' });
    await page.goto(`/leagues/${leagueId}/create-content`);
    await heading(page, 'Content Studio');
    await page.locator(`[data-testid="content-card"][data-card-id="${GYM_MIRROR_FLEX}"]`).getByRole('button', { name: /^Create post:/ }).click();
    const captions = page.getByRole('dialog', { name: 'Choose Your Caption' });
    await captions.getByText('Select a caption style or write your own').waitFor();
    const icons = captions.locator('.studio-caption__text .il-emoji svg');
    expect(await icons.count()).toBeGreaterThan(0);
    // Drawn at the text's size, not as an empty box or a 24-pixel icon.
    const box = await icons.first().boundingBox();
    expect(box?.height).toBeGreaterThan(8);
    expect(box?.height).toBeLessThan(24);
    await animationsSettled(page);
    await screenshot(page, 'studio-caption-emoji-icons', { fullPage: false });
    expect(errors).toEqual([]);
  });
});
