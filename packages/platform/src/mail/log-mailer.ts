import type { Logger } from 'pino';
import type { Mailer, MailMessage } from './port';

/**
 * The distributed mode without SMTP_URL: a container's files are neither writable nor kept, so a
 * mail is not delivered but noted in the log. Its link carries a secret (a reset token), so only
 * the debug level shows it (a rehearsal can follow it with LOG_LEVEL=debug).
 */
export class LogMailer implements Mailer {
  constructor(private readonly log?: Pick<Logger, 'warn' | 'debug'>) {}

  async send(message: MailMessage): Promise<void> {
    this.log?.warn({ to: message.to, subject: message.subject }, 'mail not delivered: SMTP_URL is not set');
    if (message.link !== undefined) this.log?.debug({ to: message.to, link: message.link }, 'undelivered mail link');
  }
}

/**
 * Every mail is sent after its event was appended: a failure to send must not fail the command
 * (its answer would be a 500, and the player would repeat something that already happened). It
 * is logged as an error for the operator instead.
 */
export class AfterCommitMailer implements Mailer {
  constructor(
    private readonly inner: Mailer,
    private readonly log?: Pick<Logger, 'error'>,
  ) {}

  async send(message: MailMessage): Promise<void> {
    try {
      await this.inner.send(message);
    } catch (error) {
      this.log?.error({ err: error, to: message.to, subject: message.subject }, 'mail not sent');
    }
  }
}
