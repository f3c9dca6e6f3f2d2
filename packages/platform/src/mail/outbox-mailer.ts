import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from './port';

/**
 * The embedded default: every mail becomes a file under $DATA_DIR/outbox/ and its link is logged,
 * so a player on one machine can follow a reset or invitation link without a mail server.
 */
export class OutboxMailer implements Mailer {
  private sequence = 0;
  constructor(
    private readonly dir: string,
    private readonly log?: Pick<Logger, 'info'>,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.dir, `${stamp}-${process.pid}-${++this.sequence}.eml`);
    const body = [`To: ${message.to}`, `Subject: ${message.subject}`, '', message.text].join('\n');
    await writeFile(file, body, 'utf8');
    this.log?.info({ to: message.to, subject: message.subject, link: message.link, file }, 'mail written to outbox');
  }
}
