import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './port';

/** Real delivery when SMTP_URL is set (smtp://user:pass@host:587). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  constructor(url: string, private readonly from: string) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }
}
