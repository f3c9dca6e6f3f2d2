import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { LeagueDetail } from '@il/contracts';
import { ARTIFACTS_DIR } from './support/artifacts';
import { LAPTOP, launchBrowser } from './support/browser';
import { registerThroughApi, signInThroughApi, uniqueEmail } from './support/accounts';
import { createCharacterThroughApi, createLeagueThroughApi, waitForLeagueStatus } from './support/league';
import { CARDS, availableDeals, postThroughApi, provokeScandal } from './support/game';
import { REPO_ROOT, grantAdmin, startServer, type RunningServer } from './support/server';
import { api } from './support/social';
import { PASSWORD, animationsSettled, heading } from './support/suite';
import { SMALL_PHONE, dialogFitProblems, docsPng, focusedElement, phoneLayoutProblems, seriousAxeFindings, tabTo } from './support/reach';

/**
 * Every screen and dialog of the game, once, at a laptop's and a small phone's size: axe-core
 * finds no serious or critical problem, the phone neither scrolls sideways nor has a control a
 * thumb cannot hit, and each is photographed. `npm run screens` writes the photographs and their
 * contact sheet into docs/; otherwise they go to .e2e-artifacts/screens.
 */

jest.setTimeout(180_000);
// The walk builds on itself (a post, a deal, a scandal): a retried step would not start afresh.
jest.retryTimes(0);

const UPDATE_SCREENS = process.env.UPDATE_SCREENS === '1';
const SCREENS_DIR = UPDATE_SCREENS ? path.join(REPO_ROOT, 'docs/screens') : path.join(ARTIFACTS_DIR, 'screens');

interface Viewer {
  kind: 'desktop' | 'phone';
  context: BrowserContext;
  page: Page;
  errors: string[];
}

interface Shot {
  name: string;
  caption: string;
}

let server: RunningServer;
let browser: Browser;
let desktop: Viewer;
let phone: Viewer;
/** The star's and the rival's calls, from contexts of their own. */
let star: Page;
let rival: Page;
const starEmail = uniqueEmail('reach');
const shots: Shot[] = [];

/** The main league: the star owns it, a rival plays in it too. */
let leagueId: number;
/** A league that ends seconds after the suite starts, for the final standings. */
let finaleId: number;

async function viewer(kind: Viewer['kind']): Promise<Viewer> {
  const viewport = kind === 'desktop' ? LAPTOP : SMALL_PHONE;
  const context = await browser.newContext({ baseURL: server.url, viewport, bypassCSP: true, ...(kind === 'phone' ? { isMobile: true, hasTouch: true } : {}) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { kind, context, page, errors };
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  desktop = await viewer('desktop');
  phone = await viewer('phone');
  mkdirSync(SCREENS_DIR, { recursive: true });

  star = await (await browser.newContext({ baseURL: server.url })).newPage();
  rival = await (await browser.newContext({ baseURL: server.url })).newPage();
  await registerThroughApi(star, starEmail, PASSWORD, 'Jade Viral');
  await registerThroughApi(rival, uniqueEmail('rival'), PASSWORD, 'Rival Royal');
  // The lifecycle scheduler ends it while the other screens are walked.
  const now = Date.now();
  finaleId = await createLeagueThroughApi(star, { name: 'One Night Only', startDate: new Date(now), endDate: new Date(now + 8_000) });
  await createCharacterThroughApi(star, finaleId, '@JadeViral', 'lifestyle');
  await api(rival, 'POST', '/_api/leagues/join', { leagueId: finaleId });
  await createCharacterThroughApi(rival, finaleId, '@RivalRoyal', 'survival');
}, 240_000);

afterAll(async () => {
  await star?.context().close();
  await rival?.context().close();
  await desktop?.context.close();
  await phone?.context.close();
  await browser?.close();
  await server?.stop();
});

/** What the walk found on the screens of the test at hand; each test ends by asserting none. */
let findings: Record<string, unknown>[] = [];

beforeEach(() => {
  findings = [];
});

afterEach(() => {
  expect(findings).toEqual([]);
});

/**
 * Brings both viewers to a screen with `reach` (which answers the open dialog, if any), then
 * checks and photographs it. What is found is gathered, so one run reports every screen.
 */
async function screen(name: string, caption: string, reach: (page: Page) => Promise<Locator | void>): Promise<void> {
  for (const seen of [desktop, phone]) {
    const dialog = await reach(seen.page);
    // With two other browser suites on the cores, the studio once took over 30 s to go quiet.
    await seen.page.waitForLoadState('networkidle', { timeout: 60_000 });
    await seen.page.evaluate(() => document.fonts.ready);
    await animationsSettled(seen.page);
    const where = `${name} (${seen.kind})`;
    const axe = await seriousAxeFindings(seen.page);
    if (axe.length > 0) findings.push({ where, axe });
    if (seen.kind === 'phone') {
      const layout = await phoneLayoutProblems(seen.page, dialog ?? undefined);
      if (layout.length > 0) findings.push({ where, layout });
      const fit = dialog ? await dialogFitProblems(dialog) : [];
      if (fit.length > 0) findings.push({ where, dialog: fit });
    }
    if (seen.errors.length > 0) findings.push({ where, errors: seen.errors.splice(0) });
    const photo = await seen.page.screenshot();
    writeFileSync(path.join(SCREENS_DIR, `${name}-${seen.kind}.png`), UPDATE_SCREENS ? docsPng(photo) : photo);
  }
  shots.push({ name, caption });
}

async function goto(page: Page, where: string, title: string | RegExp): Promise<void> {
  await page.goto(where);
  await heading(page, title);
}

/** Card pictures load lazily; bring every one in before a photograph. */
async function eagerImages(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => image.setAttribute('loading', 'eager')));
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

async function signIn(): Promise<void> {
  await signInThroughApi(desktop.page, starEmail, PASSWORD);
  await signInThroughApi(phone.page, starEmail, PASSWORD);
}

describe('every screen, reachable by everyone and on a phone', () => {
  it('signed out: landing, login, forgot password, reset password, an invitation, not found', async () => {
    const invited = await createLeagueThroughApi(rival, { name: 'Friends Only', type: 'friends_family' });
    const { inviteCode } = await api<LeagueDetail>(rival, 'GET', `/_api/leagues/detail?leagueId=${invited}`);

    await screen('landing', 'Landing', (page) => goto(page, '/', /viral royalty/));
    await screen('login', 'Log in / create account', async (page) => {
      await page.goto('/login');
      await page.getByRole('tab', { name: 'Log In' }).waitFor();
    });
    await screen('forgot-password', 'Forgot password dialog', async (page) => {
      await page.getByRole('button', { name: 'Forgot Password?' }).click();
      return page.getByRole('dialog', { name: 'Reset Password' });
    });
    await screen('reset-password', 'Reset password (from the e-mailed link)', (page) => goto(page, '/reset-password?token=from-the-mail', 'Choose a new password'));
    await screen('join-invited', 'Invitation, signed out', (page) => goto(page, `/leagues/join?leagueId=${invited}&inviteCode=${inviteCode}`, "You're Invited!"));
    await screen('not-found', 'Not found', (page) => goto(page, '/no/such/page', 'Page Not Found'));
  });

  it('a league, from the list to the leaderboard', async () => {
    await signIn();
    leagueId = await createLeagueThroughApi(star, { name: 'Villa Reunion', description: 'The villa, one more summer.' });
    await createCharacterThroughApi(star, leagueId, '@JadeViral', 'dating_show');
    await api(rival, 'POST', '/_api/leagues/join', { leagueId });
    await createCharacterThroughApi(rival, leagueId, '@RivalRoyal', 'drama');
    await postThroughApi(star, leagueId, { contentCardId: CARDS.goldenHour, captionSelection: { type: 'safe' } });
    await postThroughApi(rival, leagueId, { contentCardId: CARDS.morningRoutine, captionSelection: { type: 'safe' } });
    await api(rival, 'POST', '/_api/league/chat', { leagueId, message: 'Who brought the drama this morning?' });
    const fresh = await createLeagueThroughApi(star, { name: 'Fresh Season' });

    await screen('leagues', 'Your leagues', (page) => goto(page, '/leagues', 'Your Leagues'));
    await screen('create-league', 'Create League dialog', async (page) => {
      await page.getByRole('button', { name: 'Create League' }).click();
      return page.getByRole('dialog', { name: 'Create League' });
    });
    await screen('welcome', 'Welcome: public leagues, invite, create', (page) => goto(page, '/welcome', /Your next season/));
    await screen('character', 'Create your persona', (page) => goto(page, `/leagues/${fresh}/create-character`, 'Create Your Persona for Fresh Season'));
    await screen('dashboard', 'Dashboard', (page) => goto(page, `/leagues/${leagueId}`, 'Villa Reunion Dashboard'));
    await screen('leaderboard', 'Leaderboard and invitations', (page) => goto(page, `/leagues/${leagueId}/leaderboard`, 'Villa Reunion'));
    await screen('feed', 'League feed', async (page) => {
      await goto(page, `/leagues/${leagueId}/feed`, 'League Feed');
      await page.getByTestId('feed-post').nth(1).waitFor();
      await eagerImages(page);
    });
    await screen('chat', 'League chat', async (page) => {
      await goto(page, `/leagues/${leagueId}/chat`, 'League Chat');
      await page.getByText('Who brought the drama this morning?').waitFor();
    });
    await screen('challenges', 'Daily challenges', async (page) => {
      await goto(page, `/leagues/${leagueId}/challenges`, 'Daily Challenges');
      await page.getByTestId('challenge').first().waitFor();
    });
    await screen('progression', 'Progression and achievements', async (page) => {
      await goto(page, `/leagues/${leagueId}/progression`, 'Your Progression');
      await page.getByRole('status', { name: 'Loading achievements' }).waitFor({ state: 'detached' });
    });
    await screen('profile', 'Profile', (page) => goto(page, '/profile', 'Profile'));
  });

  it('brand deals and the accept dialog', async () => {
    const deal = (await availableDeals(star, leagueId))[0];
    if (!deal) throw new Error('No brand deal is on offer');
    await screen('brand-deals', 'Brand deals', async (page) => {
      await goto(page, `/leagues/${leagueId}/brand-deals`, 'Brand Deals');
      await page.getByRole('button', { name: `Accept ${deal.brandName} deal` }).waitFor();
      await eagerImages(page);
    });
    await screen('brand-deal-dialog', 'Accept a brand deal', async (page) => {
      await page.getByRole('button', { name: `Accept ${deal.brandName} deal` }).click();
      return page.getByRole('dialog', { name: 'Accept Brand Deal?' });
    });
  });

  it('the studio, its three dialogs and the success overlay', async () => {
    const chooser = (page: Page) => page.locator(`[data-testid="content-card"][data-card-id="${CARDS.morningRoutine}"]`).getByRole('button', { name: /^Create post:/ });
    await screen('studio', 'Content studio', async (page) => {
      await goto(page, `/leagues/${leagueId}/create-content`, 'Content Studio');
      await page.getByRole('tab', { name: /Story/ }).click();
      await chooser(page).waitFor();
      await eagerImages(page);
    });
    await screen('studio-caption', 'Caption dialog', async (page) => {
      // Opened from the keyboard, where giving the focus back matters most: choosing the card
      // disables it while the dialog is open, which some browsers take as moving the focus away.
      await chooser(page).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Choose Your Caption' });
      await dialog.waitFor();
      // Escape gives the focus back to the card that opened the dialog; open it again.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await chooser(page).evaluate((button) => button === document.activeElement)).toBe(true);
      await chooser(page).click();
      return dialog;
    });
    await screen('studio-custom-caption', 'Caption dialog, writing your own', async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Choose Your Caption' });
      await dialog.getByRole('radio', { name: /Write Your Own/ }).click();
      await dialog.getByLabel('Your caption').fill('Morning light, no filter, all of me.');
      return dialog;
    });
    await screen('studio-preview', 'Post preview dialog', async (page) => {
      await page.getByRole('dialog', { name: 'Choose Your Caption' }).getByRole('button', { name: 'Continue with Caption' }).click();
      const dialog = page.getByRole('dialog', { name: 'Post Preview' });
      await dialog.getByText('Just now').waitFor();
      await eagerImages(page);
      return dialog;
    });
    await screen('studio-posted', 'Content posted overlay', async (page) => {
      await page.getByRole('dialog', { name: 'Post Preview' }).getByRole('button', { name: 'Post Content' }).click();
      await page.locator('[data-testid="success-overlay"][data-phase="showing"]').waitFor();
      return page.getByTestId('success-overlay').locator('.studio-overlay__panel');
    });
  });

  it('a scandal on the crisis screen and its response dialog', async () => {
    const { leagueId: scandalLeague, scandalId } = await provokeScandal(star, '@JadeAfterDark');
    const manage = (page: Page) => page.locator(`[data-testid="active-scandal"][data-scandal-id="${scandalId}"]`).getByRole('button', { name: 'Manage Crisis' });
    await screen('crisis', 'Crisis management', async (page) => {
      await goto(page, `/leagues/${scandalLeague}/crisis`, 'Crisis Management');
      await manage(page).waitFor();
    });
    await screen('crisis-dialog', 'Responding to a scandal', async (page) => {
      await manage(page).click();
      return page.getByRole('dialog', { name: 'Manage Crisis' });
    });
  });

  it('the admin gallery', async () => {
    await grantAdmin(server, starEmail);
    await signIn();
    await screen('admin-gallery', 'Admin image gallery', async (page) => {
      await goto(page, '/admin/gallery', 'Image Gallery');
      await page.getByText(/No Images Found/).or(page.locator('.gallery__grid img').first()).waitFor();
      await eagerImages(page);
    });
  });

  it('the final standings of a finished league', async () => {
    await waitForLeagueStatus(star, finaleId, 'completed');
    await screen('final-results', 'Final standings', async (page) => {
      await goto(page, `/leagues/${finaleId}`, 'Final Standings');
      await page.locator('.il-final__list > li').first().waitFor();
    });
  });

  afterAll(() => {
    // The contact sheet follows the photographs into docs/ (npm run screens).
    if (!UPDATE_SCREENS) return;
    const rows = shots.map(({ name, caption }) => `| ${caption} | ![${caption}, laptop](screens/${name}-desktop.png) | ![${caption}, phone](screens/${name}-phone.png) |`);
    const sheet = [
      '# Screens',
      '',
      `Every screen and dialog of the game at a laptop's size (${LAPTOP.width} x ${LAPTOP.height}) and a small phone's (${SMALL_PHONE.width} x ${SMALL_PHONE.height}),`,
      'photographed by the browser suite `e2e/reach.e2e.ts`, which also runs axe-core on each (no serious or',
      'critical finding), and on the phone checks that nothing scrolls sideways, that every control is at',
      'least 44 x 44 px and that dialogs fit the screen. `npm run screens` (after `npm run build`) takes them again.',
      '',
      '| screen | laptop | phone |',
      '|---|---|---|',
      ...rows,
      '',
    ].join('\n');
    writeFileSync(path.join(REPO_ROOT, 'docs/screens.md'), sheet);
  });
});

describe('the keyboard alone', () => {
  it('posts, likes a rival post and chats without a pointer', async () => {
    const host = await createLeagueThroughApi(rival, { name: 'Keyboard Cup' });
    await createCharacterThroughApi(rival, host, '@RivalRoyal', 'drama');
    await postThroughApi(rival, host, { contentCardId: CARDS.morningRoutine, captionSelection: { type: 'safe' } });
    const { context, page, errors } = await viewer('desktop');
    await registerThroughApi(page, uniqueEmail('keys'), PASSWORD, 'Kit Keys');
    await api(page, 'POST', '/_api/leagues/join', { leagueId: host });
    await createCharacterThroughApi(page, host, '@KitKeys', 'competition');
    const press = async (control: Locator, key = 'Enter') => {
      await tabTo(page, control);
      await page.keyboard.press(key);
    };
    const menu = page.getByRole('navigation', { name: 'Main navigation' });

    await goto(page, `/leagues/${host}`, 'Keyboard Cup Dashboard');
    await press(menu.getByRole('link', { name: 'Create Content' }));
    await heading(page, 'Content Studio');

    // A card, a caption, the preview, posted.
    const card = page.getByRole('button', { name: /^Create post:/ }).first();
    await card.waitFor();
    await press(card);
    const captions = page.getByRole('dialog', { name: 'Choose Your Caption' });
    await captions.waitFor();
    await press(captions.getByRole('radio').first(), 'Space');
    await press(captions.getByRole('button', { name: 'Continue with Caption' }));
    const preview = page.getByRole('dialog', { name: 'Post Preview' });
    await press(preview.getByRole('button', { name: 'Post Content' }));
    await page.locator('[data-testid="success-overlay"][data-phase="showing"]').waitFor();
    await page.getByTestId('success-overlay').waitFor({ state: 'detached', timeout: 6000 });
    // The focus is back where the player left off, not lost to the page.
    expect(await focusedElement(page)).toMatch(/Create post:/);

    await press(menu.getByRole('link', { name: 'Feed' }));
    await heading(page, 'League Feed');
    const rivalPost = page.getByTestId('feed-post').filter({ hasText: '@RivalRoyal' });
    await press(rivalPost.getByRole('button', { name: 'Like' }));
    await page.getByText('Post liked! (-8 energy)').waitFor();
    await rivalPost.getByRole('button', { name: 'Unlike' }).waitFor();

    await press(menu.getByRole('link', { name: 'Chat' }));
    await heading(page, 'League Chat');
    await tabTo(page, page.getByRole('textbox', { name: 'Message' }));
    await page.keyboard.type('Typed, not tapped.');
    await page.keyboard.press('Enter');
    const sent = page.getByTestId('chat-message').filter({ hasText: 'Typed, not tapped.' });
    await sent.waitFor();
    await sent.getByText('Sending...').waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    await context.close();
  });
});
