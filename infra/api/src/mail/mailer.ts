import { EmailSchema } from '@portal/contracts';
import nodemailer from 'nodemailer';
import * as v from 'valibot';
import type { OutboxRepository } from './repository';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export type MailTransportKind = 'smtp' | 'outbox' | 'unconfigured';

export interface SentMail {
  transport: MailTransportKind;
  /** SMTP message id, or the outbox row id. */
  id: string;
}

export interface Mailer {
  readonly transport: MailTransportKind;
  send(message: MailMessage): Promise<SentMail>;
}

export interface MailerOptions {
  smtpUrl?: string;
  mailFrom: string;
  isProduction: boolean;
  outbox: OutboxRepository;
}

export class MailNotConfiguredError extends Error {
  constructor() {
    super('Mail delivery is not configured: set SMTP_URL');
    this.name = 'MailNotConfiguredError';
  }
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise, outside production, messages go to the
 * mail_outbox table (read them at /dev/mail). Production without SMTP refuses to send.
 */
export function createMailer(options: MailerOptions): Mailer {
  const check = (message: MailMessage) => {
    if (!v.is(EmailSchema, message.to))
      throw new Error(`Cannot send mail to "${message.to}": not an email address`);
  };

  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        check(message);
        const info = await transporter.sendMail({ from: options.mailFrom, ...message });
        return { transport: 'smtp', id: String(info.messageId) };
      },
    };
  }

  if (options.isProduction) {
    return {
      transport: 'unconfigured',
      async send() {
        throw new MailNotConfiguredError();
      },
    };
  }

  return {
    transport: 'outbox',
    async send(message) {
      check(message);
      const id = await options.outbox.insert(message);
      return { transport: 'outbox', id: String(id) };
    },
  };
}
