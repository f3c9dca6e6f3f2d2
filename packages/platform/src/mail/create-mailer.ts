import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { AfterCommitMailer, LogMailer } from './log-mailer';
import { OutboxMailer } from './outbox-mailer';
import type { Mailer } from './port';
import { SmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; else the outbox folder (embedded) or the log (distributed). */
export function createMailer(config: Config, log?: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>): Mailer {
  const inner = config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : config.mode === 'distributed'
      ? new LogMailer(log)
      : new OutboxMailer(path.join(config.dataDir, 'outbox'), log);
  return new AfterCommitMailer(inner, log);
}
