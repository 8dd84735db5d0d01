/**
 * What `buildApp` creates once and hands to the modules' wiring functions (`<module>.module.ts`).
 * Each module picks what it uses (`Pick<Infrastructure, 'db' | 'clock'>`), so its dependencies are
 * explicit; nothing else creates a database handle, a clock, a queue or a gateway.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Captcha } from './captcha/captcha'
import type { Clock } from './clock'
import type { CredentialIssuer } from './credentials/credential-issuer'
import type { Db } from './db/database'
import type { ExamDelivery } from './exam-delivery/exam-delivery'
import type { PracticeExamDelivery } from './exam-delivery/practice-delivery'
import type { Uploads } from './http/multipart'
import type { JobQueue } from './jobs/queue'
import type { Mailer } from './mail/mailer'
import type { PaymentGateway } from './payments/gateway'
import type { RateLimiter } from './security/rate-limiter'
import type { CookieOptions } from './sessions/session-cookie'
import type { SessionStore } from './sessions/session-store'
import type { Storage } from './storage/storage'

export interface Infrastructure {
  db: Db
  clock: Clock
  queue: JobQueue
  mailer: Mailer
  storage: Storage
  limiter: RateLimiter
  sessions: SessionStore
  uploads: Uploads
  captcha: Captcha
  gateway: PaymentGateway
  /** The exam provider: the vendor's API, or its local stand-in. */
  examDelivery: ExamDelivery
  /** The practice-exam provider: the vendor's API, or its local stand-in. */
  practiceExams: PracticeExamDelivery
  /** Issues certificates: Accredible, or the local issuer. */
  credentials: CredentialIssuer
  cookies: CookieOptions
  /** The portal's public address, for links in mail and files. */
  appUrl: string
  log: FastifyBaseLogger
}
