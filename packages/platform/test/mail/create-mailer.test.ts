import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createMailer, loadConfig, type MailMessage } from '../../src';

/**
 * A mail is sent after its event is appended (a reset requested, an invitation recorded), so a
 * mail that cannot go out must not turn that answer into a 500: the player would retry a command
 * that already happened. And a container's app folder is not writable.
 */

const message: MailMessage = { to: 'ace@example.com', subject: 'Reset your password', text: 'Open the link', link: 'http://localhost/reset?token=t' };

/** A real logger whose lines are kept: { level, fields } each. */
function recordingLog() {
  const lines: Array<{ level: string; fields: Record<string, unknown> }> = [];
  const log = pino({ level: 'debug' }, {
    write: (line: string) => {
      const { level, ...fields } = JSON.parse(line) as Record<string, unknown>;
      lines.push({ level: pino.levels.labels[Number(level)] ?? String(level), fields });
    },
  });
  return { lines, log };
}

describe('createMailer', () => {
  let dir: string;
  let unwritable: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'il-mail-'));
    // A data folder nobody can create, whoever runs the test (root ignores permission bits).
    writeFileSync(path.join(dir, 'file'), '');
    unwritable = path.join(dir, 'file', 'data');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes nothing to the disk in the distributed mode without SMTP_URL, and says so in the log', async () => {
    const { lines, log } = recordingLog();
    const mailer = createMailer(loadConfig({ MODE: 'distributed', DATA_DIR: unwritable }), log);
    await expect(mailer.send(message)).resolves.toBeUndefined();
    expect(lines).toEqual(expect.arrayContaining([expect.objectContaining({ level: 'warn', fields: expect.objectContaining({ to: message.to, subject: message.subject }) })]));
    // The link carries a secret (a reset token): only the debug level shows it.
    expect(lines.filter((l) => l.level !== 'debug' && JSON.stringify(l).includes('token='))).toEqual([]);
  });

  it('logs a mail that could not be written instead of failing the command that sent it', async () => {
    const { lines, log } = recordingLog();
    const mailer = createMailer(loadConfig({ DATA_DIR: unwritable }), log);
    await expect(mailer.send(message)).resolves.toBeUndefined();
    expect(lines).toEqual([expect.objectContaining({ level: 'error', fields: expect.objectContaining({ to: message.to, subject: message.subject }) })]);
  });

  it('keeps the embedded outbox: one file per mail under DATA_DIR/outbox', async () => {
    const { log } = recordingLog();
    await createMailer(loadConfig({ DATA_DIR: dir }), log).send(message);
    expect(readdirSync(path.join(dir, 'outbox'))).toEqual([expect.stringMatching(/\.eml$/)]);
  });
});
