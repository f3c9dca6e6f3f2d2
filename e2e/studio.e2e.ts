import type { Page } from 'playwright-core';
import { customCaptionEnergyCost, estimatedFollowerGain, followerRangeFor, type ContentCard, type PostContentResponse, type PostHistoryItem, type TrendingTopic } from '@il/contracts';
import { screenshot } from './support/artifacts';
import { PHONE } from './support/browser';
import { useServerAndBrowser, PASSWORD, animationsSettled } from './support/suite';
import { registerThroughApi, uniqueEmail } from './support/accounts';
import { createLeagueWithCharacter, decodeWire, readGameState } from './support/studio';
import { postThroughApi } from './support/game';
// '@il/ui/league' also loads the league screens' stylesheets, which this suite's Node side cannot load.
// eslint-disable-next-line no-restricted-imports
import { formatFollowers as abbreviated } from '../packages/ui/src/league/followers';

jest.setTimeout(180_000);

const CAPTION = 'Reunion glam, zero filter. Who is ready for the tea? ☕';

const suite = useServerAndBrowser();

const count = (value: number) => value.toLocaleString('en-US');

async function videoCards(page: Page, leagueId: number): Promise<ContentCard[]> {
  const response = await page.request.get(`/_api/content/options?contentType=video&leagueId=${leagueId}`);
  return decodeWire<ContentCard[]>(await response.text());
}

/** Card pictures load lazily; bring them in, and let entrance animations end, before a photograph. */
async function settleImages(page: Page) {
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => image.setAttribute('loading', 'eager')));
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await animationsSettled(page);
}

describe('Content Studio', () => {
  it('posts a video with a custom caption and every number agrees with the server', async () => {
    const { context, page, errors } = await suite.open();
    await registerThroughApi(page, uniqueEmail('studio'), PASSWORD, 'Jade Viral');
    const { leagueId } = await createLeagueWithCharacter(page, { leagueName: 'Villa Legends', playerName: '@JadeViral', background: 'competition' });
    const before = await readGameState(page, leagueId);
    // Today's challenges exist once asked for, as when the player has opened Challenges: the post moves them.
    expect((await page.request.get(`/_api/challenges/daily?leagueId=${leagueId}`)).status()).toBe(200);

    await page.goto(`/leagues/${leagueId}/create-content`);
    await page.getByRole('heading', { level: 1, name: 'Content Studio' }).waitFor();
    expect(await page.title()).toBe('Create Content');
    await page.getByText('Craft your next viral moment and grow your influence strategically.').waitFor();
    await page.getByTestId('content-card').first().waitFor();
    await expectText(page.getByTestId('strategy-energy'), `${before.energy}/100`);
    await expectText(page.getByTestId('strategy-relevance'), `${Math.round(before.relevance)}/100`);
    await settleImages(page);
    await screenshot(page, 'studio-laptop');
    await screenshot(page, 'studio-laptop-viewport', { fullPage: false });

    await page.getByRole('tab', { name: /Video/ }).click();
    const card = (await videoCards(page, leagueId)).find((entry) => entry.title === 'Get Ready With Me');
    if (!card) throw new Error('The catalog has no "Get Ready With Me" video card');
    const shown = page.locator(`[data-testid="content-card"][data-card-id="${card.id}"]`);
    const cardRange = followerRangeFor(card, before.relevance, 'safe');
    await expectText(shown.getByTestId('card-followers'), `+${cardRange.min}-${cardRange.max}`);
    await expectText(shown.getByTestId('card-energy'), String(card.energyCost));
    await settleImages(page);
    await screenshot(page, 'studio-video-tab');

    await shown.getByRole('button', { name: `Create post: ${card.title}` }).click();
    const captions = page.getByRole('dialog', { name: 'Choose Your Caption' });
    await captions.getByText('Select a caption style or write your own').waitFor();
    await screenshot(page, 'studio-caption-modal', { fullPage: false });
    await captions.getByRole('radio', { name: /Write Your Own/ }).click();
    await captions.getByLabel('Your caption').fill(`  ${CAPTION}  `);
    // The counter counts the trimmed caption, the text that is sent, not the spaces around it.
    await captions.getByText(`${CAPTION.length}/280`).waitFor();
    await screenshot(page, 'studio-custom-caption', { fullPage: false });
    await captions.getByRole('button', { name: 'Continue with Caption' }).click();

    const preview = page.getByRole('dialog', { name: 'Post Preview' });
    await preview.getByText('Just now').waitFor();
    // Every bonus the server applies is in the estimate: today's video topic, which the post rides.
    const topics = decodeWire<TrendingTopic[]>(await (await page.request.get(`/_api/content/trending?leagueId=${leagueId}`)).text());
    const videoTopic = topics.find((topic) => topic.contentType === 'video') ?? null;
    const estimate = estimatedFollowerGain(card, before.relevance, { type: 'custom', followersBonus: 0 }, videoTopic?.bonusMultiplier ?? null);
    const cost = customCaptionEnergyCost(card.energyCost);
    await expectText(preview.getByTestId('estimate-followers'), `+${count(estimate.min)}-${count(estimate.max)}`);
    await expectText(preview.getByTestId('estimate-energy'), String(cost));
    await preview.getByText('+2-5').waitFor();
    await settleImages(page);
    await screenshot(page, 'studio-preview', { fullPage: false });

    // The page notes when Post Content is clicked and when the overlay enters it, beside the
    // browser's own record of every request, so what happened in between can be counted.
    await page.evaluate(() => {
      const marks: { click?: number; overlay?: number } = {};
      (window as { postMarks?: typeof marks }).postMarks = marks;
      performance.setResourceTimingBufferSize(2000);
      document.addEventListener('click', (event) => {
        if ((event.target as Element).closest('button')?.textContent?.includes('Post Content')) marks.click ??= performance.now();
      }, { capture: true });
      new MutationObserver(() => {
        if (marks.overlay === undefined && document.querySelector('[data-testid="success-overlay"]')) marks.overlay = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    const posted = page.waitForResponse((response) => response.url().includes('/_api/content/post') && response.request().method() === 'POST');
    await preview.getByRole('button', { name: 'Post Content' }).click();
    const response = await posted;
    expect(response.status()).toBe(200);
    const result = decodeWire<PostContentResponse>(await response.text());
    await page.getByTestId('success-overlay').waitFor();
    const between = await page.evaluate(() => {
      const { click = 0, overlay = 0 } = (window as { postMarks?: { click?: number; overlay?: number } }).postMarks ?? {};
      const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime >= click && entry.startTime <= overlay)
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime - click, end: entry.responseEnd - click }));
      return { requests, overlay: overlay - click };
    });
    // Only the post is asked for between the click and the overlay, and the overlay follows its answer.
    expect(between.requests.map((request) => request.path)).toEqual(['/_api/content/post']);
    const [postCall] = between.requests;
    expect(postCall!.end).toBeLessThanOrEqual(between.overlay);
    console.info(
      `click to overlay ${Math.round(between.overlay)} ms: the post call ${Math.round(postCall!.start)}-${Math.round(postCall!.end)} ms, the overlay ${Math.round(between.overlay - postCall!.end)} ms after its answer`,
    );

    // The overlay says what the server decided.
    const overlay = page.getByTestId('success-overlay');
    await page.locator('[data-testid="success-overlay"][data-phase="showing"]').waitFor();
    await overlay.getByText('Content Posted!').waitFor();
    await expectText(overlay.getByTestId('overlay-followers'), `+${count(result.followersGained)} New Followers`);
    await expectText(overlay.getByTestId('overlay-energy'), `-${count(result.energySpent)} Energy Used`);
    expect(result.energySpent).toBe(cost);
    const verdict = result.followersGained > card.followersMax ? 'Your custom caption was a hit! +Authenticity bonus' : 'Your custom caption was risky but authentic! +Authenticity bonus';
    await overlay.getByText(verdict).waitFor();
    await screenshot(page, 'studio-success-overlay', { fullPage: false });
    await overlay.waitFor({ state: 'detached', timeout: 6000 });

    // Then what the post set off, one notice at a time: at least today's challenges it moved.
    expect(result.consequences.challenges.length).toBeGreaterThan(0);
    const notice = page.getByTestId('post-notice');
    await notice.waitFor();
    expect(await notice.count()).toBe(1);
    const moved = result.consequences.challenges.map((c) => `${c.name} ${c.progress}/${c.goalTarget}`).join(' · ');
    await expectText(notice, moved);
    await animationsSettled(page);
    await screenshot(page, 'studio-post-notice', { fullPage: false });
    await notice.getByRole('button').last().click();

    // The game state agrees with the post's answer, and the sidebar shows it.
    const after = await readGameState(page, leagueId);
    expect(after.followers).toBe(result.followers);
    expect(after.followers).toBe(before.followers + result.followersGained);
    expect(after.energy).toBe(result.energy);
    expect(after.energy).toBe(before.energy - cost);
    await expectText(page.getByTestId('strategy-energy'), `${after.energy}/100`);
    await expectText(page.getByTestId('studio-energy'), `${after.energy}/100`);

    // Post History holds the post with the server's numbers.
    const history = decodeWire<{ posts: PostHistoryItem[] }>(await (await page.request.get(`/_api/content/history?leagueId=${leagueId}`)).text());
    const saved = history.posts.find((post) => post.postId === result.postId);
    expect(saved).toMatchObject({ chosenCaption: CAPTION, followersGained: result.followersGained, energySpent: cost, contentTitle: card.title });
    const item = page.locator(`[data-testid="history-item"][data-post-id="${result.postId}"]`);
    await item.waitFor();
    await expectText(item, card.title);
    await expectText(item, `“${CAPTION}”`);
    await expectText(item, `Day ${saved?.dayPosted}`);
    await expectText(item.getByTestId('history-followers'), `+${count(result.followersGained)} followers`);
    await expectText(item.getByTestId('history-energy'), `-${cost} energy`);
    await expectText(item, 'by @JadeViral');
    await page.getByRole('checkbox', { name: 'Show all players' }).check();
    await item.waitFor();
    await screenshot(page, 'studio-after-post');

    // Two more posts the same hour: the follower chart draws each step of the day, not one point for it.
    for (let i = 0; i < 2; i += 1) await postThroughApi(page, leagueId, { contentCardId: 201, captionSelection: { type: 'safe' } });
    const latest = await readGameState(page, leagueId);

    // The dashboard: the new totals, wherever it shows them.
    await page.goto(`/leagues/${leagueId}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const dashboard = await page.locator('main').innerText();
    const yourLine = page.locator('.growth-chart__svg path[stroke^="url("]');
    await yourLine.waitFor();
    // Created, then three posts: a step up for each post.
    expect((await yourLine.getAttribute('d'))?.match(/V/g)?.length).toBe(3);
    await screenshot(page, 'studio-dashboard-after-post');
    if (/followers/i.test(dashboard)) {
      // The dashboard shows the game state: the posts' totals must be the ones it shows.
      expect(dashboard).toContain(abbreviated(latest.followers));
      expect(dashboard).toContain(`${latest.energy}/100`);
      expect(dashboard).toContain(`${Math.round(latest.relevance)}/100`);
    } else {
      // No game-state numbers on the dashboard yet: the API's totals above are the check.
      console.info(`The dashboard shows no follower total; checked ${after.followers} followers and ${after.energy} energy through GET /_api/game-state.`);
    }

    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads well on a phone', async () => {
    const { context, page, errors } = await suite.open(PHONE);
    await registerThroughApi(page, uniqueEmail('studio.phone'), PASSWORD, 'Phone Star');
    const { leagueId } = await createLeagueWithCharacter(page, { leagueName: 'Pocket League', playerName: '@PocketStar', background: 'survival' });
    await page.goto(`/leagues/${leagueId}/create-content`);
    await page.getByTestId('content-card').first().waitFor();
    await settleImages(page);
    await screenshot(page, 'studio-phone', { fullPage: false });
    await screenshot(page, 'studio-phone-full');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('tab', { name: /Story/ }).click();
    await page.getByTestId('content-card').first().getByRole('button', { name: /Create post/ }).click();
    const captions = page.getByRole('dialog', { name: 'Choose Your Caption' });
    await captions.getByRole('radio', { name: /Humble/ }).click();
    await captions.getByRole('button', { name: 'Continue with Caption' }).click();
    await page.getByRole('dialog', { name: 'Post Preview' }).getByText('Estimated Results').waitFor();
    await settleImages(page);
    await screenshot(page, 'studio-phone-preview', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a visitor of an unknown league or a bad address', async () => {
    const { context, page } = await suite.open();
    await registerThroughApi(page, uniqueEmail('studio.lost'), PASSWORD, 'Lost Fan');
    await page.goto('/leagues/999999/create-content');
    await page.getByText('League Not Found').waitFor();
    await page.getByText('The league you are trying to access could not be found or you are not a member.').waitFor();
    await screenshot(page, 'studio-league-not-found');
    await page.goto('/leagues/not-a-number/create-content');
    await page.getByText('Invalid League: The league ID in the URL is missing or invalid. Please check the address and try again.').waitFor();
    await screenshot(page, 'studio-invalid-league');
    await context.close();
  });
});

async function expectText(locator: ReturnType<Page['locator']>, text: string) {
  await locator.filter({ hasText: text }).first().waitFor({ timeout: 10_000 }).catch(async () => {
    throw new Error(`Expected "${text}" in: ${await locator.first().innerText().catch(() => '(missing)')}`);
  });
}
