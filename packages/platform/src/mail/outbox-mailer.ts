import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from './port';

/**
 * The embedded default: every mail becomes a file under $DATA_DIR/outbox/, so a player on one
 * machine can follow a reset or invitation link without a mail server. A reset link is a secret
 * that logs carry much further than the outbox folder: only the debug level shows it.
 */
export class OutboxMailer implements Mailer {
  private sequence = 0;
  constructor(
    private readonly dir: string,
    private readonly log?: Pick<Logger, 'info' | 'debug'>,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.dir, `${stamp}-${process.pid}-${++this.sequence}.eml`);
    const body = [`To: ${message.to}`, `Subject: ${message.subject}`, '', message.text].join('\n');
    await writeFile(file, body, 'utf8');
    this.log?.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    if (message.link !== undefined) this.log?.debug({ to: message.to, link: message.link }, 'outbox mail link');
  }
}
