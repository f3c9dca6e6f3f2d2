export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about (reset, invitation), logged so a local player can follow it. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
