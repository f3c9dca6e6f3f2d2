import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { OutboxMailer } from './outbox-mailer';
import type { Mailer } from './port';
import { SmtpMailer } from './smtp-mailer';

export function createMailer(config: Config, log?: Pick<Logger, 'info'>): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(path.join(config.dataDir, 'outbox'), log);
}
