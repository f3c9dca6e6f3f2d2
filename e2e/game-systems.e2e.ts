import type { Locator, Page } from 'playwright-core';
import { screenshot } from './support/artifacts';
import { PHONE } from './support/browser';
import { useServerAndBrowser, PASSWORD, heading, animationsSettled } from './support/suite';
import { registerThroughApi, uniqueEmail } from './support/accounts';
import { CARDS, activeDeals, availableDeals, completeAChallenge, dailyChallenges, newStar, postThroughApi, provokeScandal, readGameState } from './support/game';

jest.setTimeout(240_000);


const suite = useServerAndBrowser();

async function expectText(locator: Locator, text: string | RegExp) {
  await locator.filter({ hasText: text }).first().waitFor({ timeout: 10_000 }).catch(async () => {
    throw new Error(`Expected "${text}" in: ${await locator.first().innerText().catch(() => '(missing)')}`);
  });
}

async function signUp(page: Page, name: string) {
  await registerThroughApi(page, uniqueEmail(name.toLowerCase()), PASSWORD, name);
}

describe('game systems', () => {
  it('a risky post sets off a scandal: the dashboard warns, Crisis answers it, and it moves to history', async () => {
    const { context, page, errors } = await suite.open();
    await signUp(page, 'Dex');
    const { leagueId, scandalId, posts } = await provokeScandal(page, '@DexDrama');
    console.log(`scandal ${scandalId} after ${posts} risky posts`);

    await page.goto(`/leagues/${leagueId}`);
    const alert = page.getByTestId('scandal-alert');
    await alert.waitFor();
    await expectText(alert, /Scandal Alert: /);
    await animationsSettled(page);
    await screenshot(page, 'game-dashboard-scandal-alert', { fullPage: false });
    await alert.getByRole('link', { name: 'Manage Crisis' }).click();

    await page.waitForURL(new RegExp(`/leagues/${leagueId}/crisis$`));
    await heading(page, 'Crisis Management');
    const card = page.locator(`[data-testid="active-scandal"][data-scandal-id="${scandalId}"]`);
    await card.waitFor();
    const title = (await card.getByRole('heading').innerText()).trim();
    await expectText(card.locator('.crisis-severity'), /^(LOW|MEDIUM|HIGH|CRITICAL)$/);
    await page.getByText('Clean Slate').waitFor();
    await animationsSettled(page);
    await screenshot(page, 'game-crisis-active');

    await card.getByRole('button', { name: 'Manage Crisis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Crisis' });
    await dialog.waitFor();
    const timer = dialog.getByRole('timer');
    const before = await timer.innerText();
    expect(before).toMatch(/^3[56]h \d\dm \d\ds$/);
    await page.waitForFunction((shown) => document.querySelector('[role="timer"]')?.textContent !== shown, before, { timeout: 3000 });
    await animationsSettled(page);
    await screenshot(page, 'game-crisis-dialog', { fullPage: false });

    await dialog.getByRole('button', { name: /Apologize/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Crisis response sent').waitFor();
    await page.getByText('All Clear!').waitFor();
    const history = page.locator(`[data-testid="scandal-history-item"][data-scandal-id="${scandalId}"]`);
    await history.waitFor();
    await expectText(history.getByRole('heading'), title);
    await expectText(history, 'Apologized');
    await expectText(history, /Triggered \w{3} \d{1,2}, \d{4}/);
    await animationsSettled(page);
    await screenshot(page, 'game-crisis-history');

    // The banner is gone from the dashboard once the scandal is answered.
    await page.getByRole('link', { name: /Dashboard/ }).first().click();
    await page.waitForURL(new RegExp(`/leagues/${leagueId}$`));
    await page.getByText('Follower Growth').waitFor();
    expect(await page.getByTestId('scandal-alert').count()).toBe(0);

    await page.setViewportSize(PHONE);
    await page.goto(`/leagues/${leagueId}/crisis`);
    await history.waitFor();
    await animationsSettled(page);
    await screenshot(page, 'game-crisis-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('completes a daily challenge by playing and claims its reward', async () => {
    const { context, page, errors } = await suite.open();
    await signUp(page, 'Kim');
    const leagueId = await newStar(page, 'Grind Season', '@KimGrinds', 'competition');

    await page.goto(`/leagues/${leagueId}/challenges`);
    await heading(page, 'Daily Challenges');
    await page.getByRole('link', { name: 'Back to Dashboard', exact: true }).waitFor();
    await page.getByText(/New challenges at/).waitFor();
    const cards = page.getByTestId('challenge');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(4);
    await expectText(page.getByTestId('challenges-completed'), '0/4');
    await expectText(cards.first().getByTestId('challenge-timer'), /^\s*\d+h \d+m left$/);
    // The timer's clock is an SVG icon, not an emoji a device might lack.
    expect(await cards.first().getByTestId('challenge-timer').locator('svg.lucide-timer').count()).toBe(1);
    await animationsSettled(page);
    await screenshot(page, 'game-challenges');

    const done = await completeAChallenge(page, leagueId);
    console.log(`completed "${done.name}" (${done.progress}/${done.goalTarget})`);
    await page.reload();
    const card = page.locator(`[data-testid="challenge"][data-challenge-id="${done.id}"]`);
    await card.waitFor();
    await expectText(card.getByTestId('challenge-progress'), `${done.goalTarget.toLocaleString('en-US')}/${done.goalTarget.toLocaleString('en-US')}`);
    const claim = card.getByRole('button', { name: 'Claim Reward' });
    expect(await claim.isEnabled()).toBe(true);
    const others = page.locator('[data-testid="challenge"][data-state="active"]').getByRole('button', { name: 'In Progress' });
    if ((await others.count()) > 0) expect(await others.first().isDisabled()).toBe(true);
    const money = (await readGameState(page, leagueId)).money;

    // The list has just been refetched and animated in; click once it is still and quiet.
    await animationsSettled(page);
    await page.waitForLoadState('networkidle');
    await claim.click();
    await page.getByText('Challenge reward claimed successfully!').waitFor();
    await card.getByRole('button', { name: 'Claimed ✅' }).waitFor();
    const claimed = (await dailyChallenges(page, leagueId)).find((entry) => entry.id === done.id);
    expect(claimed?.completedAt).not.toBeNull();
    expect((await readGameState(page, leagueId)).money).toBe(money + done.rewards.money);
    await animationsSettled(page);
    await screenshot(page, 'game-challenges-claimed');

    // The dashboard's summary counts it.
    await page.goto(`/leagues/${leagueId}`);
    const summary = page.getByTestId('challenges-summary');
    await summary.waitFor();
    await expectText(summary.getByTestId('challenges-completed-count'), /^[1-4]$/);
    await summary.getByRole('link', { name: 'View All Challenges' }).waitFor();

    await page.setViewportSize(PHONE);
    await page.goto(`/leagues/${leagueId}/challenges`);
    await card.waitFor();
    await animationsSettled(page);
    await screenshot(page, 'game-challenges-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('accepts a brand deal through the confirm dialog and is paid once the posts are delivered', async () => {
    const { context, page, errors } = await suite.open();
    await signUp(page, 'Lux');
    const leagueId = await newStar(page, 'Sponsor Season', '@LuxLiving', 'lifestyle');

    await page.goto(`/leagues/${leagueId}/brand-deals`);
    await heading(page, 'Brand Deals');
    await page.getByText('No active brand deals. Keep growing your influence!').waitFor();
    const offers = page.getByTestId('marketplace-deal');
    await offers.first().waitFor();
    const [deal] = await availableDeals(page, leagueId);
    if (!deal) throw new Error('The marketplace is empty');
    const offer = page.locator(`[data-testid="marketplace-deal"][data-deal-id="${deal.id}"]`);
    await expectText(offer.getByRole('heading'), deal.brandName);
    await expectText(offer.getByTestId('deal-payment'), new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(deal.payment));
    await animationsSettled(page);
    await screenshot(page, 'game-brand-deals');

    await offer.getByRole('button', { name: `Accept ${deal.brandName} deal` }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept Brand Deal?' });
    await dialog.waitFor();
    await animationsSettled(page);
    await screenshot(page, 'game-brand-deals-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: 'Confirm Deal' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Brand deal accepted!').waitFor();

    const running = page.locator(`[data-testid="active-deal"][data-deal-id="${deal.id}"]`);
    await running.waitFor();
    await expectText(running.getByTestId('active-deal-posts'), `0/${deal.postsRequired} posts`);
    await expectText(running, 'Active');
    expect(await offer.count()).toBe(0);
    await animationsSettled(page);
    await screenshot(page, 'game-brand-deals-active');

    // The dashboard lists it too, beside the challenges summary and the next goal.
    await page.goto(`/leagues/${leagueId}`);
    const widget = page.getByTestId('active-deals-widget');
    await expectText(widget.getByTestId('active-deal-posts'), `0/${deal.postsRequired} posts`);
    await page.getByTestId('challenges-summary').getByTestId('challenges-active-count').waitFor();
    await page.getByTestId('next-goal').getByTestId('next-goal-standing').waitFor();
    await animationsSettled(page);
    await screenshot(page, 'game-dashboard-widgets');
    await page.goto(`/leagues/${leagueId}/brand-deals`);
    await running.waitFor();

    const money = (await readGameState(page, leagueId)).money;
    for (let post = 1; post <= deal.postsRequired; post += 1) {
      await postThroughApi(page, leagueId, { contentCardId: CARDS.morningRoutine, captionSelection: { type: 'safe' } });
      if (post < deal.postsRequired) {
        await page.reload();
        await expectText(running.getByTestId('active-deal-posts'), `${post}/${deal.postsRequired} posts`);
      }
    }
    expect(await activeDeals(page, leagueId)).toEqual([]);
    const after = await readGameState(page, leagueId);
    expect(after.money).toBeGreaterThanOrEqual(money + deal.payment);

    await page.reload();
    await page.getByText('No active brand deals. Keep growing your influence!').waitFor();
    await animationsSettled(page);
    await screenshot(page, 'game-brand-deals-delivered');

    await page.setViewportSize(PHONE);
    await offers.first().waitFor();
    await animationsSettled(page);
    await screenshot(page, 'game-brand-deals-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('unlocks an achievement while the player watches and shows "Achievement Unlocked!"', async () => {
    const { context, page, errors } = await suite.open();
    await signUp(page, 'Gia');
    const leagueId = await newStar(page, 'Fame Season', '@GiaGlam', 'dating_show');

    await page.goto(`/leagues/${leagueId}/progression`);
    await heading(page, 'Your Progression');
    await page.getByTestId('next-goal').getByTestId('next-goal-standing').waitFor();
    const rising = page.getByTestId('achievement').filter({ has: page.getByRole('heading', { name: 'Rising Star' }) });
    await rising.waitFor();
    expect(await rising.getAttribute('data-status')).toBe('almost');
    await expectText(rising, 'Almost there!');
    await animationsSettled(page);
    await screenshot(page, 'game-progression');

    // Live streams until the 2,500 followers of Rising Star (a dating-show star starts at 2,000).
    let followers = (await readGameState(page, leagueId)).followers;
    while (followers < 2500) followers = (await postThroughApi(page, leagueId, { contentCardId: CARDS.sundayChillLive, captionSelection: { type: 'safe' } })).followers;

    const notice = page.getByTestId('achievement-unlocked');
    await notice.filter({ hasText: 'Rising Star' }).waitFor({ timeout: 45_000 });
    await expectText(notice, 'Achievement Unlocked!');
    await rising.and(page.locator('[data-status="unlocked"]')).waitFor();
    await animationsSettled(page);
    await screenshot(page, 'game-achievement-unlocked', { fullPage: false });

    await page.setViewportSize(PHONE);
    await page.reload();
    await rising.waitFor();
    expect(await page.getByTestId('achievement-unlocked').count()).toBe(0);
    await animationsSettled(page);
    await screenshot(page, 'game-progression-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
