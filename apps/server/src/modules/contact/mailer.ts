import nodemailer from 'nodemailer';
import type { MailSender } from './contact.service.js';

/** Mail through the configured SMTP server (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpSender(mail: { smtpUrl: string; from: string }): MailSender {
  const transport = nodemailer.createTransport(mail.smtpUrl, { from: mail.from });
  return async (message) => {
    await transport.sendMail({ from: mail.from, ...message });
  };
}
