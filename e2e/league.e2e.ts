import type { Page } from 'playwright-core';
import { screenshot } from './support/artifacts';
import type { Locator } from 'playwright-core';
import { PHONE, TOUCH_PHONE } from './support/browser';
import { CARDS, postThroughApi } from './support/game';
import { useServerAndBrowser, PASSWORD, heading } from './support/suite';
import { registerThroughApi, uniqueEmail } from './support/accounts';
import {
  createCharacterThroughApi,
  createLeagueThroughApi,
  cancelLeagueThroughApi,
  invitationLinkFromOutbox,
  sendChatThroughApi,
  waitForLeagueStatus,
} from './support/league';

jest.setTimeout(180_000);


const suite = useServerAndBrowser();

/** Two things on screen do not overlap: the first ends left of the second's start. */
async function expectApart(left: Locator, right: Locator): Promise<void> {
  const [a, b] = [await left.boundingBox(), await right.boundingBox()];
  expect(a && b && a.x + a.width <= b.x).toBe(true);
}

/** Pictures and fonts settle before a photograph. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

describe('leagues and characters', () => {
  it('creates a friends-and-family league, invites a friend who joins, and both reach the leaderboard', async () => {
    const ava = await suite.open();
    const avaEmail = uniqueEmail('ava');
    await registerThroughApi(ava.page, avaEmail, PASSWORD, 'Ava Host');

    // Your Leagues, empty.
    await ava.page.goto('/leagues');
    await heading(ava.page, 'Your Leagues');
    await ava.page.getByText('No Leagues Yet').waitFor();
    await screenshot(ava.page, 'league-leagues-empty');

    // Create League dialog.
    await ava.page.getByRole('button', { name: 'Create League' }).click();
    const dialog = ava.page.getByRole('dialog', { name: 'Create League' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create League' }).click();
    await dialog.getByText('Name must be at least 3 characters').waitFor();
    await dialog.getByLabel('League Name').fill('Villa Reunion');
    await dialog.getByText('Name must be at least 3 characters').waitFor({ state: 'detached' });
    await dialog.getByLabel('Description').fill('Former islanders settle who really won.');
    await dialog.getByText('Friends & Family').click();
    await dialog.getByLabel('Duration amount').selectOption('2');
    await dialog.getByLabel('Duration unit').selectOption('weeks');
    await screenshot(ava.page, 'league-create-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Create League' }).click();
    await ava.page.getByText('League created successfully!').waitFor();

    // The owner goes straight on to create a persona.
    await ava.page.waitForURL(/\/leagues\/\d+\/create-character$/);
    const leagueId = Number(/\/leagues\/(\d+)\//.exec(ava.page.url())?.[1]);
    await heading(ava.page, 'Create Your Persona for Villa Reunion');
    await ava.page.getByPlaceholder('@YourInfluencerHandle').waitFor();
    expect(await ava.page.getByRole('radio', { name: /Dating Show/ }).isChecked()).toBe(true);
    await ava.page.getByText('No avatar yet').waitFor();
    await screenshot(ava.page, 'league-create-character');

    await ava.page.getByRole('button', { name: 'Join the League' }).click();
    await ava.page.getByText('Name must be at least 2 characters long.').waitFor();
    await ava.page.getByLabel('Choose Your Influencer Name').fill('@AvaAfterDark');
    await ava.page.getByText('Name must be at least 2 characters long.').waitFor({ state: 'detached' });
    await ava.page.getByText('Drama Show').click();
    await ava.page.getByRole('button', { name: /Quick Generate/ }).click();
    await ava.page.getByRole('img', { name: /Avatar of @AvaAfterDark/ }).waitFor();
    await ava.page.getByRole('button', { name: /New Look/ }).waitFor();
    await ava.page.getByRole('button', { name: 'Remove' }).waitFor();
    await ava.page.getByPlaceholder('Describe your ideal look...').fill('silver hair, sequin jacket');
    await ava.page.getByRole('button', { name: /Generate Custom/ }).click();
    await ava.page.getByRole('img', { name: /Avatar of @AvaAfterDark/ }).waitFor();
    await settle(ava.page);
    await screenshot(ava.page, 'league-create-character-avatar');
    await ava.page.getByRole('button', { name: 'Join the League' }).click();
    await ava.page.getByText('Character created successfully! Welcome to the league.').waitFor();

    // The dashboard.
    await ava.page.waitForURL(new RegExp(`/leagues/${leagueId}$`));
    await heading(ava.page, 'Villa Reunion Dashboard');
    await ava.page.getByText('@AvaAfterDark').first().waitFor();
    await ava.page.getByText('Follower Growth').waitFor();
    await ava.page.getByText('Reputation', { exact: true }).waitFor();
    // The drawn avatar arrives through its own cacheable route, not inline in the game state.
    await ava.page.waitForFunction(() =>
      Array.from(document.images).some((img) => img.getAttribute('src')?.startsWith('/_api/avatar?characterId=') && img.complete && img.naturalWidth > 0),
    );
    // The welcome toast goes after its 4 s; photograph the dashboard without it.
    await ava.page.getByText('Character created successfully! Welcome to the league.').waitFor({ state: 'detached' });
    await settle(ava.page);
    await screenshot(ava.page, 'league-dashboard');

    // The leaderboard, and an invitation to a friend.
    await ava.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Leaderboard' }).click();
    await heading(ava.page, 'Villa Reunion');
    await ava.page.getByRole('list', { name: 'Rankings' }).getByText('@AvaAfterDark').waitFor();
    const benEmail = uniqueEmail('ben');
    const invite = ava.page.getByRole('form', { name: 'Invite Players' });
    // Her own address is refused by the server, and the card says so.
    await invite.getByLabel("Friend's email").fill(avaEmail.toUpperCase());
    await invite.getByRole('button', { name: 'Send Invite' }).click();
    await ava.page.getByText('Failed to send invite: You cannot invite yourself').waitFor();
    await expect(ava.page.getByText('Invitation sent!').count()).resolves.toBe(0);
    await invite.getByLabel("Friend's email").fill('not-an-address');
    await invite.getByRole('button', { name: 'Send Invite' }).click();
    await invite.getByText('Invalid email address.').waitFor();
    await invite.getByLabel("Friend's email").fill(benEmail);
    // The message under the field goes once the address is valid; the button moves up with it.
    await invite.getByText('Invalid email address.').waitFor({ state: 'detached' });
    await invite.getByRole('button', { name: 'Send Invite' }).click();
    await ava.page.getByText(`An invitation was sent to ${benEmail}.`).waitFor();
    await screenshot(ava.page, 'league-leaderboard-invite');

    const link = await invitationLinkFromOutbox(suite.server.dataDir, benEmail);
    expect(link).toContain(`/leagues/join?leagueId=${leagueId}&inviteCode=`);
    const invitePath = link.slice(link.indexOf('/leagues/join'));

    // The invitation opened while signed in as someone else.
    await ava.page.goto(invitePath);
    await heading(ava.page, 'Email Mismatch');
    await screenshot(ava.page, 'league-join-email-mismatch');

    // Ben opens the link, is asked to log in, registers and joins.
    const ben = await suite.open();
    await ben.page.goto(invitePath);
    await heading(ben.page, "You're Invited!");
    await ben.page.getByText('Ava Host invited you to Villa Reunion.').waitFor();
    await screenshot(ben.page, 'league-join-unauthenticated');
    await ben.page.getByRole('link', { name: 'Create Account' }).click();
    await ben.page.waitForURL(/\/login\?tab=register&redirect=/);
    const register = ben.page.getByRole('form', { name: 'Create Account' });
    await register.getByLabel('Display Name').fill('Ben Bombshell');
    await register.getByLabel('Email').fill(benEmail.toUpperCase());
    await register.getByLabel('Password').fill(PASSWORD);
    await register.getByRole('button', { name: 'Create Account' }).click();
    await ben.page.waitForURL(/\/leagues\/join\?leagueId=/);
    await heading(ben.page, 'Successfully joined league!');
    await screenshot(ben.page, 'league-join-success');
    // Two seconds later the league; no persona yet, so on to character creation.
    await ben.page.waitForURL(new RegExp(`/leagues/${leagueId}/create-character$`), { timeout: 15_000 });
    await heading(ben.page, 'Create Your Persona for Villa Reunion');
    await ben.page.getByLabel('Choose Your Influencer Name').fill('@BenBombshell');
    await ben.page.getByText('Survival Show').click();
    await ben.page.getByRole('button', { name: /Generate with Style/ }).click();
    await ben.page.getByRole('img', { name: /Avatar of @BenBombshell/ }).waitFor();
    await ben.page.getByRole('button', { name: 'Join the League' }).click();
    await heading(ben.page, 'Villa Reunion Dashboard');

    await ben.page.goto(`/leagues/${leagueId}/leaderboard`);
    const rankings = ben.page.getByRole('list', { name: 'Rankings' });
    await rankings.getByText('@AvaAfterDark').waitFor();
    await rankings.getByText('@BenBombshell').waitFor();
    expect(await rankings.getByRole('listitem').count()).toBe(2);
    await expect(rankings.getByRole('listitem').first().textContent()).resolves.toMatch(/\d+\.\d{2}/);
    await settle(ben.page);
    await screenshot(ben.page, 'league-leaderboard');

    // Both see the league among theirs.
    await ava.page.goto('/leagues');
    await ava.page.locator('.league-card', { has: ava.page.getByRole('link', { name: 'Villa Reunion' }) }).getByText('Active').waitFor();
    await screenshot(ava.page, 'league-leagues');

    // The profile's My Leagues reads the same list.
    await ava.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
    await ava.page.getByLabel('1 leagues').waitFor();
    await ava.page.getByRole('link', { name: /Villa Reunion/ }).getByText('2 members').waitFor();
    await screenshot(ava.page, 'league-profile-my-leagues');

    // The same screens on a phone.
    const phone = await suite.open(PHONE);
    await phone.context.request.post('/_api/auth/login_with_password', { data: { email: benEmail, password: PASSWORD } });
    await phone.page.goto(`/leagues/${leagueId}`);
    await heading(phone.page, 'Villa Reunion Dashboard');
    await settle(phone.page);
    await screenshot(phone.page, 'league-phone-dashboard');
    await phone.page.goto(`/leagues/${leagueId}/leaderboard`);
    await phone.page.getByRole('list', { name: 'Rankings' }).getByText('@BenBombshell').waitFor();
    await screenshot(phone.page, 'league-phone-leaderboard');

    expect(ava.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
    await ben.context.close();
    await ava.context.close();
  });

  it('onboards through the welcome tabs and answers the guard states', async () => {
    const { context, page, errors } = await suite.open();

    await page.goto('/welcome');
    await heading(page, /Your next season/);
    await page.getByText('Sign in to get started').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'league-welcome-signed-out');

    await page.goto('/leagues/join?inviteCode=ABC');
    await page.getByText('Invalid invitation link. The league ID is missing.').waitFor();
    await screenshot(page, 'league-join-invalid');

    const owner = await suite.open();
    await registerThroughApi(owner.page, uniqueEmail('owner'), PASSWORD, 'Open Owner');
    const publicId = await createLeagueThroughApi(owner.page, { name: 'Open Casting Call', description: 'Anyone can audition.' });
    await owner.context.close();

    await registerThroughApi(page, uniqueEmail('newbie'), PASSWORD, 'New Face');
    await page.goto('/welcome');
    const publicLeagues = page.getByRole('list', { name: 'Public leagues' });
    await publicLeagues.getByText('Open Casting Call').waitFor();
    await screenshot(page, 'league-welcome-public');

    await page.getByRole('tab', { name: 'Join with Invite' }).click();
    await page.getByRole('button', { name: 'Join League' }).click();
    await page.getByText('Please enter an invite code').waitFor();
    await page.getByLabel('Invite code or link').fill('https://example.com/join/NOPE2345');
    await page.getByRole('button', { name: 'Join League' }).click();
    await page.getByText('Failed to join league').waitFor();
    await page.getByText('Invalid invite code').waitFor();
    await screenshot(page, 'league-welcome-invite');

    await page.getByRole('tab', { name: 'Create League' }).click();
    await page.getByRole('form', { name: 'Create League' }).waitFor();
    await screenshot(page, 'league-welcome-create');

    await page.getByRole('tab', { name: 'Join Public League' }).click();
    await publicLeagues.getByRole('button', { name: 'Join Open Casting Call' }).click();
    await page.getByText('Successfully joined league!').waitFor();
    await page.waitForURL(new RegExp(`/leagues/${publicId}/create-character$`));
    await heading(page, 'Create Your Persona for Open Casting Call');

    await page.goto('/leagues/abc/leaderboard');
    await heading(page, 'Invalid League');
    await page.getByText('The league ID in the URL is missing or invalid. Please check the address and try again.').waitFor();
    await screenshot(page, 'league-guard-invalid');

    await page.goto('/leagues/987654/leaderboard');
    await heading(page, 'League Not Found');
    await page.getByText('The league you are trying to access could not be found or you are not a member.').waitFor();
    await screenshot(page, 'league-guard-not-found');

    // Not a member: the dashboard sends the visitor back to their leagues.
    await page.goto('/leagues/987654');
    await page.waitForURL(/\/leagues$/);
    await heading(page, 'Your Leagues');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the final standings and the champion once a league ends', async () => {
    const { context, page, errors } = await suite.open();
    const finaleEmail = uniqueEmail('finale');
    await registerThroughApi(page, finaleEmail, PASSWORD, 'Finale Star');
    const rival = await suite.open();
    await registerThroughApi(rival.page, uniqueEmail('rival'), PASSWORD, 'Rival Star');

    // A league that ends a few seconds from now; the lifecycle scheduler completes it.
    const now = Date.now();
    const leagueId = await createLeagueThroughApi(page, { name: 'One Night Only', startDate: new Date(now), endDate: new Date(now + 8_000) });
    await createCharacterThroughApi(page, leagueId, '@FinaleQueen', 'lifestyle');
    await createCharacterThroughApi(rival.page, leagueId, '@RivalRoyal', 'survival');
    await sendChatThroughApi(rival.page, leagueId, 'Good game, everyone!');
    await waitForLeagueStatus(page, leagueId, 'completed');

    await page.goto(`/leagues/${leagueId}`);
    await heading(page, 'Final Standings');
    await page.getByText('Champion', { exact: true }).waitFor();
    const standings = page.locator('.il-final__list > li');
    expect(await standings.count()).toBe(2);
    await expect(standings.first().textContent()).resolves.toMatch(/\d+\.\d{2}/);
    await settle(page);
    await screenshot(page, 'league-final-results');

    // Every league page of the league shows the same standings, but for its history: feed and chat.
    await page.goto(`/leagues/${leagueId}/leaderboard`);
    await heading(page, 'Final Standings');
    await page.getByRole('link', { name: 'Chat History' }).click();
    await heading(page, 'League Chat');
    await page.getByText('Good game, everyone!').waitFor();
    await page.getByTestId('league-closed').getByText('This league has ended').waitFor();
    expect(await page.getByPlaceholder('Send a message as your character...').isDisabled()).toBe(true);
    await page.getByText('This league has ended: the chat is closed, its history stays here to read.').waitFor();
    await settle(page);
    await screenshot(page, 'league-completed-chat');
    await page.goto(`/leagues/${leagueId}/feed`);
    await heading(page, 'League Feed');
    await page.getByText('No one posted anything in this league.').waitFor();
    await expect(page.getByText(/Be the first to create some content/).count()).resolves.toBe(0);

    await page.goto('/leagues');
    const card = page.locator('.league-card', { has: page.getByRole('link', { name: 'One Night Only' }) });
    await card.getByText('Completed').waitFor();
    await card.getByText('Champion').waitFor();
    await card.getByText('final score').waitFor();
    await screenshot(page, 'league-leagues-completed');

    const phone = await suite.open(PHONE);
    await phone.context.request.post('/_api/auth/login_with_password', { data: { email: finaleEmail, password: PASSWORD } });
    await phone.page.goto(`/leagues/${leagueId}`);
    await heading(phone.page, 'Final Standings');
    await phone.page.locator('.il-final__list > li').first().waitFor();
    await settle(phone.page);
    await screenshot(phone.page, 'league-phone-final-results');
    expect(phone.errors).toEqual([]);
    await phone.context.close();

    expect(errors).toEqual([]);
    await rival.context.close();
    await context.close();
  });

  it('shows a cancelled league as cancelled on its pages, with nothing offered that the server would refuse', async () => {
    const { context, page, errors } = await suite.open();
    await registerThroughApi(page, uniqueEmail('cancel'), PASSWORD, 'Cancelled Host');
    const leagueId = await createLeagueThroughApi(page, { name: 'Called Off' });
    await createCharacterThroughApi(page, leagueId, '@CalledOff', 'drama');
    const guest = await suite.open();
    await registerThroughApi(guest.page, uniqueEmail('guest'), PASSWORD, 'Guest Star');
    await createCharacterThroughApi(guest.page, leagueId, '@GuestStar', 'survival');
    await postThroughApi(guest.page, leagueId, { contentCardId: CARDS.goldenHour, captionSelection: { type: 'safe' } });
    await sendChatThroughApi(page, leagueId, 'See you all on day one!');
    await cancelLeagueThroughApi(page, leagueId);
    await guest.context.close();

    const closed = page.getByTestId('league-closed');
    await page.goto(`/leagues/${leagueId}`);
    await closed.getByText('This league was cancelled').waitFor();
    await page.goto(`/leagues/${leagueId}/create-content`);
    await page.getByText('The studio is closed').waitFor();
    await expect(page.getByRole('tab', { name: /Photo Post/ }).count()).resolves.toBe(0);
    await closed.waitFor();
    await settle(page);
    await screenshot(page, 'league-cancelled-studio');
    await page.goto(`/leagues/${leagueId}/feed`);
    await page.getByTestId('feed-post').waitFor();
    expect(await page.getByRole('button', { name: 'Like' }).isDisabled()).toBe(true);
    await closed.waitFor();
    await page.goto(`/leagues/${leagueId}/challenges`);
    await heading(page, 'Daily Challenges');
    await closed.waitFor();
    await expect(page.getByText(/Check back tomorrow/).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Claim Reward', disabled: false }).count()).resolves.toBe(0);
    await page.goto(`/leagues/${leagueId}/brand-deals`);
    await page.getByText('This league was cancelled: the marketplace is closed.').waitFor();

    const phone = await suite.open(TOUCH_PHONE);
    await phone.context.addCookies(await context.cookies());
    // A disabled Like explains itself to a finger, which cannot hover.
    await phone.page.goto(`/leagues/${leagueId}/feed`);
    await phone.page.getByTestId('feed-post').waitFor();
    await phone.page.locator('.social-like-group .il-tooltip').first().tap();
    await phone.page.getByRole('tooltip').getByText('This league was cancelled').waitFor();
    await settle(phone.page);
    await screenshot(phone.page, 'league-phone-like-tapped', { fullPage: false });
    // The rank stays clear of the avatar beside it.
    await phone.page.goto(`/leagues/${leagueId}/leaderboard`);
    const rows = phone.page.getByRole('list', { name: 'Rankings' }).locator('li');
    await rows.nth(1).waitFor();
    for (const row of await rows.all()) await expectApart(row.locator('.leaderboard__rank'), row.locator('.il-avatar'));
    await screenshot(phone.page, 'league-phone-leaderboard', { fullPage: false });
    await phone.page.goto(`/leagues/${leagueId}/chat`);
    await phone.page.getByText('See you all on day one!').waitFor();
    await phone.page.getByTestId('league-closed').getByText('This league was cancelled').waitFor();
    expect(await phone.page.getByPlaceholder('Send a message as your character...').isDisabled()).toBe(true);
    await settle(phone.page);
    await screenshot(phone.page, 'league-phone-cancelled-chat');
    expect(phone.errors).toEqual([]);
    await phone.context.close();

    expect(errors).toEqual([]);
    await context.close();
  });
});
