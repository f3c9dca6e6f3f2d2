import type { Browser } from 'playwright-core';
import { uniqueEmail } from './support/accounts';
import { screenshot } from './support/artifacts';
import { launchBrowser, openPage } from './support/browser';
import { composeEnvironment, nginxBinary, startFrontDoor, type FrontDoor } from './support/front-door';
import { REPO_ROOT, startServer, type RunningServer } from './support/server';
import { createCharacter, createLeague, registerPlayer } from './support/social';
import { heading, PASSWORD } from './support/suite';
import path from 'node:path';

/**
 * A player's browser at compose's front door: the shell's nginx config as shipped (only its
 * addresses rewritten), on a loopback address that is not localhost and a port that is not
 * 8080, serving the shell's build and passing the slices, the manifest and every /_api call to
 * a gateway that keeps compose's PUBLIC_URL. Registering, signing in, posting and a live chat
 * message between two players all cross it; a proxy that drops the port from the Host, buffers
 * the event stream or serves the slices wrongly fails here.
 */

jest.setTimeout(180_000);

const nginx = nginxBinary();
if ('skip' in nginx) console.warn(`Skipping the browser journey through the front door: ${nginx.skip}.`);

let server: RunningServer;
let door: FrontDoor;
let browser: Browser;

beforeAll(async () => {
  if ('skip' in nginx) return;
  const { PORT: _port, DATA_DIR: _data, ...compose } = composeEnvironment('gateway');
  server = await startServer({ ...compose, MODE: 'embedded', LOG_LEVEL: 'warn' });
  door = await startFrontDoor(nginx.path, { backendPort: Number(new URL(server.url).port), web: path.join(REPO_ROOT, 'shell', 'dist') });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await door?.stop();
  await server?.stop();
});

('skip' in nginx ? describe.skip : describe)("the game through the shell's nginx, at another address", () => {
  it('registers and signs in through the form, posts from the studio, and chats live with a second player', async () => {
    const ava = await openPage(browser, door.url);
    const email = uniqueEmail('door');
    await ava.page.goto('/login?tab=register');
    const form = ava.page.getByRole('form', { name: 'Create Account' });
    await form.getByLabel('Display Name').fill('Ava Door');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await ava.page.waitForURL('**/leagues');
    await heading(ava.page, 'Your Leagues');

    await ava.page.getByRole('button', { name: 'Logout' }).click();
    await ava.page.waitForURL(/\/login/);
    const login = ava.page.getByRole('form', { name: 'Log In' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    await ava.page.waitForURL('**/leagues');

    const leagueId = await createLeague(ava.page, 'Front Door Villa');
    await createCharacter(ava.page, leagueId, '@AvaAtTheDoor', { join: false });

    // The studio slice, through the door, posts.
    await ava.page.goto(`/leagues/${leagueId}/create-content`);
    await heading(ava.page, 'Content Studio');
    await ava.page.getByTestId('content-card').first().getByRole('button', { name: /Create post/ }).click();
    const captions = ava.page.getByRole('dialog', { name: 'Choose Your Caption' });
    await captions.getByRole('radio', { name: /Humble/ }).click();
    await captions.getByRole('button', { name: 'Continue with Caption' }).click();
    await ava.page.getByRole('dialog', { name: 'Post Preview' }).getByRole('button', { name: 'Post Content' }).click();
    await ava.page.getByTestId('success-overlay').getByText('Content Posted!').waitFor();

    // A second player's message reaches Ava's open chat over the stream, through the door.
    const kai = await openPage(browser, door.url);
    await registerPlayer(kai.page, 'Kai Door');
    await createCharacter(kai.page, leagueId, '@KaiAtTheDoor', { join: true });
    await ava.page.goto(`/leagues/${leagueId}/chat`);
    await heading(ava.page, 'League Chat');
    await ava.page.getByTestId('live-badge').filter({ hasText: 'Live' }).waitFor({ timeout: 10_000 });
    await kai.page.goto(`/leagues/${leagueId}/chat`);
    await heading(kai.page, 'League Chat');
    const text = 'Knock knock, is the villa open?';
    await kai.page.getByPlaceholder('Send a message as your character...').fill(text);
    await kai.page.getByRole('button', { name: 'Send' }).click();
    await ava.page.getByTestId('chat-message').filter({ hasText: text }).waitFor({ timeout: 5000 });
    await screenshot(ava.page, 'front-door-chat');

    expect(ava.errors).toEqual([]);
    expect(kai.errors).toEqual([]);
    await ava.context.close();
    await kai.context.close();
  });
});
