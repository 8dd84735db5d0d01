import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { mailMessages } from '../../db/schema'
import type { Clock } from '../clock'
import type { Db, DbOrTx } from '../db/database'
import type { JobQueue } from '../jobs/queue'
import { sendMail } from './mail.jobs'

export interface OutgoingMail {
  from: string
  to: string
  subject: string
  text: string
  html?: string | null
}

/** Where mail goes: an SMTP server, or nowhere (kept in the outbox for admins to read). */
export interface MailTransport {
  kind: 'smtp' | 'outbox'
  send(mail: OutgoingMail): Promise<{ messageId?: string }>
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url)
  return {
    kind: 'smtp',
    async send(mail) {
      const info: { messageId?: string } = await transporter.sendMail({ ...mail, html: mail.html ?? undefined })
      return { messageId: info.messageId }
    },
  }
}

export const outboxTransport: MailTransport = { kind: 'outbox', send: async () => ({}) }

export interface MailInput {
  to: string
  subject: string
  text: string
  html?: string
  template: string
}

/**
 * Every e-mail is written to the outbox table and a send job in the caller's transaction, so
 * mail is sent if and only if the change that caused it committed. The job (mail.jobs.ts) delivers it.
 */
export class Mailer {
  constructor(
    private readonly db: Db,
    private readonly queue: Pick<JobQueue, 'enqueue'>,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly clock: Clock,
  ) {}

  get usesOutbox(): boolean {
    return this.transport.kind === 'outbox'
  }

  async send(tx: DbOrTx, mail: MailInput): Promise<number> {
    const [row] = await tx
      .insert(mailMessages)
      .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, template: mail.template })
      .returning({ id: mailMessages.id })
    if (!row) throw new Error('mail insert returned nothing')
    await this.queue.enqueue(tx, sendMail, { id: row.id })
    return row.id
  }

  /** Sends one stored message (the job); a message already sent or stored is left alone. */
  async deliver(id: number): Promise<void> {
    const [message] = await this.db.select().from(mailMessages).where(eq(mailMessages.id, id))
    if (!message || message.status === 'sent' || message.status === 'stored') return
    const result = await this.transport.send({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    })
    await this.db
      .update(mailMessages)
      .set({
        status: this.transport.kind === 'smtp' ? 'sent' : 'stored',
        transport: this.transport.kind,
        messageId: result.messageId,
        sentAt: this.clock.now(),
      })
      .where(eq(mailMessages.id, id))
  }
}
