import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { screenshot } from './support/artifacts';
import { changedBuild, recordedId, sliceCommand, staticHost } from './support/releases';
import { createCharacter, createLeague, registerPlayer } from './support/social';
import { useServerAndBrowser } from './support/suite';

jest.setTimeout(120_000);

// mfe-social from two static hosts on ports of their own, named by a manifest file the test
// rewrites while the server runs (REMOTE_MANIFEST_FILE, as a ConfigMap update would).
const work = mkdtempSync(path.join(tmpdir(), 'il-remote-origins-'));
const manifestFile = path.join(work, 'remote-manifest.json');
const manifestNaming = (socialEntry: string) =>
  JSON.stringify({
    remotes: {
      'mfe-league': { entry: '/remotes/mfe-league/remoteEntry.js' },
      'mfe-studio': { entry: '/remotes/mfe-studio/remoteEntry.js' },
      'mfe-social': { entry: socialEntry },
    },
  });
writeFileSync(manifestFile, manifestNaming('/remotes/mfe-social/remoteEntry.js'));
const suite = useServerAndBrowser({ REMOTE_MANIFEST_FILE: manifestFile });

describe('remotes on other origins', () => {
  it('loads a slice, scripts and styles, from the host the manifest names, and follows it to another', async () => {
    const store = path.join(work, 'releases');
    const hosts = [];
    for (const mark of ['A', 'B']) {
      const build = changedBuild('mfe-social', [['League Feed', `League Feed ${mark}`], ['League Chat', `League Chat ${mark}`]]);
      const { output } = await sliceCommand(store, 'record', 'mfe-social', build);
      hosts.push(await staticHost(path.join(store, 'mfe-social', recordedId(output))));
    }
    const [a, b] = hosts as [Awaited<ReturnType<typeof staticHost>>, Awaited<ReturnType<typeof staticHost>>];
    writeFileSync(manifestFile, manifestNaming(`${a.origin}/remoteEntry.js`));

    const { context, page, errors } = await suite.open();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await registerPlayer(page, 'Origin Hopper');
    const leagueId = await createLeague(page, 'Far Away Hosts');
    await createCharacter(page, leagueId, '@OriginHopper', { join: false });
    await page.goto(`/leagues/${leagueId}/feed`);
    await page.getByRole('heading', { level: 1, name: 'League Feed A', exact: true }).waitFor();
    expect(a.served).toContain('remoteEntry.js');
    expect(a.served.some((file) => file.endsWith('.css'))).toBe(true);
    // The slice's own stylesheet is on the page, from the other origin (the policy let it in).
    expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.startsWith(location.protocol) && !sheet.href.startsWith(location.origin)))).toBe(true);

    // The manifest moves to another host while the server runs: the next page's policy allows it.
    writeFileSync(manifestFile, manifestNaming(`${b.origin}/remoteEntry.js`));
    await page.goto(`/leagues/${leagueId}/chat`);
    await page.getByRole('heading', { level: 1, name: 'League Chat B', exact: true }).waitFor();
    expect(b.served).toContain('remoteEntry.js');
    expect(b.served.some((file) => file.endsWith('.css'))).toBe(true);
    const policy = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
    for (const directive of ['script-src', 'style-src']) {
      const sources = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${directive} `)) ?? '';
      expect(sources).toContain(b.origin);
      expect(sources).not.toContain(a.origin);
    }
    await screenshot(page, 'remote-origin-chat');
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    await Promise.all(hosts.map((host) => host.close()));
  });
});
