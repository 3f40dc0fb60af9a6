import type { ContactMessageInput } from '@site/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { JobQueue } from '../../plugins/queue.js';
import { SiteRepository } from '../site/site.repository.js';
import { localise } from '../site/site.service.js';
import { ContactRepository } from './contact.repository.js';

export const CONTACT_MAIL_JOB = 'mail.contact';
export const CONTACT_SUCCESS = 'Thank you! Your message has been sent.';

/** Sends one mail; the SMTP transport in production, a fake in tests. */
export type MailSender = (mail: { to: string; replyTo: string; subject: string; text: string }) => Promise<void>;

/**
 * Contact messages: stored first (nothing is lost when mail is down), then mailed to the owner by a
 * queued job with retries when SMTP is configured. Honeypot submissions are accepted and dropped.
 */
export class ContactService {
  constructor(
    private readonly repo: ContactRepository,
    private readonly settings: SiteRepository,
    private readonly queue: JobQueue,
    private readonly mailEnabled: boolean,
    private readonly log: FastifyBaseLogger,
  ) {}

  async submit(input: ContactMessageInput, ip: string): Promise<{ stored: boolean }> {
    if (input.website && input.website.trim() !== '') {
      this.log.info({ ip }, 'contact honeypot filled: dropped');
      return { stored: false };
    }
    const id = await this.repo.create({
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
      ip,
      mail_status: this.mailEnabled ? 'pending' : 'disabled',
    });
    if (this.mailEnabled) await this.queue.enqueue(CONTACT_MAIL_JOB, { messageId: id }, { maxAttempts: 6 });
    return { stored: true };
  }

  /** The queued job: mails one stored message to the owner (at the address the settings give now). */
  async deliver(messageId: number, send: MailSender): Promise<void> {
    const message = await this.repo.find(messageId);
    if (!message) return;
    const ownerEmail = localise((await this.settings.getMany(['owner.email'])).get('owner.email'), 'en');
    await send({
      to: ownerEmail,
      replyTo: message.email,
      subject: `Portfolio contact from ${message.name}`,
      text: [
        `Name: ${message.name}`,
        `Email: ${message.email}`,
        `Phone: ${message.phone ?? '—'}`,
        `Received: ${message.created_at}`,
        '',
        message.message,
      ].join('\n'),
    });
    await this.repo.setMailStatus(messageId, 'sent');
  }

  async markFailed(messageId: number): Promise<void> {
    await this.repo.setMailStatus(messageId, 'failed');
  }
}

/** The service on the app's database and queue; mail is queued only when `mailEnabled`. */
export function contactService(app: FastifyInstance, mailEnabled: boolean): ContactService {
  return new ContactService(new ContactRepository(app.db), new SiteRepository(app.db), app.queue, mailEnabled, app.log);
}
