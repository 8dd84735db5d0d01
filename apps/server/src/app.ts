/**
 * buildApp(deps): the only place where infrastructure is wired. Tests and main.ts both call it;
 * tests swap external services (mail transport, captcha, clock) through `deps`. Each module wires
 * itself (`modules/<domain>/<domain>.module.ts`): it takes what it uses, registers its routes,
 * jobs and products, and returns what other modules may call.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { DestinationStream } from 'pino'
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod'
import { recordAudit } from './platform/audit/audit'
import { altchaCaptcha, recaptchaCaptcha, type Captcha } from './platform/captcha/captcha'
import { systemClock, type Clock } from './platform/clock'
import type { Database } from './platform/db/database'
import { registerErrorHandler } from './platform/http/errors'
import { logSerializers } from './platform/http/log-redaction'
import { createMetrics, registerMetricsEndpoint, registerRequestMetrics } from './platform/metrics/metrics'
import { serializerCompiler } from './platform/http/serializer'
import { maintenanceHourly, maintenancePrune } from './platform/jobs/maintenance.jobs'
import { JobQueue } from './platform/jobs/queue'
import { sendMail } from './platform/mail/mail.jobs'
import { Mailer, outboxTransport, smtpTransport, type MailTransport } from './platform/mail/mailer'
import { registerCsrf } from './platform/security/csrf'
import { contentSecurityPolicy, registerSecurityHeaders } from './platform/security/headers'
import { RateLimiter } from './platform/security/rate-limiter'
import { createUploads } from './platform/http/multipart'
import { sessionBroadcast } from './platform/sessions/session-broadcast'
import { registerSessionResolver } from './platform/sessions/session-cookie'
import { DEFAULT_SESSION_CACHE_SECONDS, SessionStore } from './platform/sessions/session-store'
import { createStorage, type Storage } from './platform/storage/storage'
import type { Infrastructure } from './platform/infrastructure'
import { createPaymentGateway, type PaymentGateway } from './platform/payments'
import { createCredentialIssuer, type CredentialIssuer } from './platform/credentials'
import {
  EXAM_WEBHOOK_PATH,
  createExamDelivery,
  createPracticeExamDelivery,
  type ExamDelivery,
  type PracticeExamDelivery,
} from './platform/exam-delivery'
import { registerAuthModule } from './modules/auth/auth.module'
import { registerCartModule } from './modules/cart/cart.module'
import type { CheckoutService } from './modules/cart/checkout.service'
import { WEBHOOK_PATH } from './modules/cart/cart.routes'
import { productRegistry } from './modules/cart/products'
import { registerDashboardModule } from './modules/dashboard/dashboard.module'
import { registerDirectoryModule } from './modules/directory/directory.module'
import { registerDonationsModule } from './modules/donations/donations.module'
import { registerEventsModule } from './modules/events/events.module'
import { registerMailModule } from './modules/mail/mail.module'
import { registerMediaModule } from './modules/media/media.module'
import { mediaOwnerRegistry } from './modules/media/media.service'
import { registerMembershipModule } from './modules/membership/membership.module'
import { registerNotificationsModule } from './modules/notifications/notifications.module'
import type { NotificationService } from './modules/notifications/notifications.service'
import { registerPaymentsModule } from './modules/payments/payments.module'
import { registerProfileModule } from './modules/profile/profile.module'
import { registerCandidateModule } from './modules/candidate/candidate.module'
import { registerCertificationsModule } from './modules/certifications/certifications.module'
import { examAttemptRecords } from './modules/exams/exams.service'
import { registerExamsModule } from './modules/exams/exams.module'
import { registerExperienceModule } from './modules/experience/experience.module'
import { registerExtensionsModule } from './modules/extensions/extensions.module'
import type { ExtensionsService } from './modules/extensions/extensions.service'
import { createRegistrationsCore, registerRegistrationsModule } from './modules/registrations/registrations.module'
import { reviewQueueRegistry } from './modules/reviews/review-queues'
import { registerReviewsModule } from './modules/reviews/reviews.module'
import { registerSystemDataModule } from './modules/system-data/system-data.module'
import { registerSystemModule } from './modules/system/system.module'
import { registerUsersModule } from './modules/users/users.module'
import type { Config } from './config'
import { registerWebApp } from './web-app'

export const BODY_LIMIT_BYTES = 1024 * 1024
/** Smaller JSON answers (health, the current user) cost more CPU to compress than they save. */
export const COMPRESS_THRESHOLD_BYTES = 1024

export type AppConfig = Pick<
  Config,
  | 'appUrl'
  | 'appSecret'
  | 'cookieSecure'
  | 'trustProxy'
  | 'mailFrom'
  | 'smtpUrl'
  | 'recaptcha'
  | 'storageDir'
  | 'logLevel'
> &
  Partial<
    Pick<
      Config,
      | 'analyticsId'
      | 'stripePublishableKey'
      | 'outOfOffice'
      | 'stripe'
      | 'sessionCacheSeconds'
      | 'demoExamControls'
      | 'examDelivery'
      | 'accredible'
      | 's3'
      | 'metricsToken'
    >
  >

export interface AppDeps {
  config: AppConfig
  database: Database
  clock?: Clock
  mailTransport?: MailTransport
  captcha?: Captcha
  storage?: Storage
  /** The payment provider; by default Stripe when configured, otherwise the sandbox. */
  paymentGateway?: PaymentGateway
  /** The exam provider; by default the vendor's API when configured, otherwise the local stand-in. */
  examDelivery?: ExamDelivery
  /** The credential issuer; by default Accredible when configured, otherwise the local issuer. */
  credentials?: CredentialIssuer
  /** The practice-exam provider; by default the vendor's API when configured, otherwise the local stand-in. */
  practiceExams?: PracticeExamDelivery
  /** The built web app to serve; omitted in API-only tests. */
  webRoot?: string
  /** false: no log; otherwise where the log goes (stdout by default) and its level (LOG_LEVEL). */
  logger?: false | { stream?: DestinationStream; level?: string }
}

export interface RouteEntry {
  method: string
  url: string
  access: string | undefined
}

export interface App {
  app: FastifyInstance
  /** From now on `/api/ready` answers 503 (a stop is coming); requests are still served. */
  drain(): void
  /** Every route the app serves, with its declared access (the authorization tests walk it). */
  routes: RouteEntry[]
  queue: JobQueue
  sessions: SessionStore
  storage: Storage
  mailer: Mailer
  /** How any feature tells a user something (see modules/notifications). */
  notifications: NotificationService
  payments: PaymentGateway
  examDelivery: ExamDelivery
  credentials: CredentialIssuer
  /** Pays carts exactly once; `reconcile()` finishes attempts a crash left pending. */
  checkout: Pick<CheckoutService, 'reconcile'>
  /** Takes the extension requests whose window closed out of the carts (the daily deadline job's sweep). */
  extensions: Pick<ExtensionsService, 'removeClosedCartRequests'>
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps
  const db = database.db
  const clock = deps.clock ?? systemClock

  // Whatever the destination, requests and errors are logged without secrets (log-redaction.ts).
  const logger: FastifyServerOptions['logger'] =
    deps.logger === false ? false : { level: config.logLevel, ...deps.logger, serializers: logSerializers }
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID()
    },
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { removeAdditional: false } },
  })
  const metrics = config.metricsToken ? createMetrics({ db, pool: database.pool, clock }) : null
  if (metrics) registerRequestMetrics(app, metrics)
  // The API speaks JSON (and multipart where a contract says so); plain text is refused with 415.
  app.removeContentTypeParser('text/plain')
  const routes: RouteEntry[] = []
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config?.access })
    }
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id)
    // API answers are personal or staff data unless a route says otherwise (files and avatars set
    // their own): none may stay in a shared computer's cache or a proxy after the person leaves.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store')
    }
  })

  const limiter = new RateLimiter(db, clock)
  const broadcast = sessionBroadcast(database, app.log)
  app.addHook('onClose', () => broadcast.close())
  const sessions = new SessionStore(
    db,
    clock,
    { ttlSeconds: config.sessionCacheSeconds ?? DEFAULT_SESSION_CACHE_SECONDS },
    broadcast,
  )
  const queue = new JobQueue(db, clock, app.log)
  const transport = deps.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxTransport)
  const mailer = new Mailer(db, queue, transport, config.mailFrom, clock)
  queue.register(sendMail, { mailer })
  const storage = deps.storage ?? (await createStorage(config))
  const captcha =
    deps.captcha ??
    (config.recaptcha ? recaptchaCaptcha(config.recaptcha) : altchaCaptcha({ secret: config.appSecret, limiter }))
  const cookies = { secure: config.cookieSecure }

  await app.register(fastifyCookie)
  // Registered before any route, since it hooks each route as it is added. Only JSON is compressed
  // here: the web app's files are compressed once at build and sent as they are (registerWebApp),
  // and files, images and PDFs are sent as stored.
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.-]+\+)?json(?:;|$)/,
  })
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy({
        captchaProvider: captcha.config.provider,
        analytics: Boolean(config.analyticsId),
        stripe: Boolean(config.stripePublishableKey),
      }),
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.cookieSecure ? undefined : false,
  })
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'AFCPE Member Portal API', version: '1.0.0', description: 'Every call of the member portal.' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' })

  registerErrorHandler(app)
  // The payment and exam providers' webhooks are authenticated by their signatures, not by a browser session.
  registerCsrf(app, { secure: config.cookieSecure, exemptPaths: [WEBHOOK_PATH, EXAM_WEBHOOK_PATH] })
  registerSessionResolver(app, sessions)

  // Every admin write is audited, whatever the module, so none can be forgotten. Written before
  // the response leaves, so a caller that sees success can rely on the audit row.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.access !== 'admin' || request.method === 'GET' || reply.statusCode >= 400) {
      return payload
    }
    await recordAudit(db, {
      action: 'admin.write',
      actor: request.actor,
      meta: { ip: request.ip, userAgent: undefined, requestId: request.id },
      details: { method: request.method, route: request.routeOptions.url, status: reply.statusCode },
    })
    return payload
  })

  const gateway = deps.paymentGateway ?? createPaymentGateway({ stripe: config.stripe, appSecret: config.appSecret })
  const credentials =
    deps.credentials ??
    createCredentialIssuer({ accredible: config.accredible, appSecret: config.appSecret, appUrl: config.appUrl })
  const practiceExams =
    deps.practiceExams ??
    createPracticeExamDelivery({
      examDelivery: config.examDelivery,
      appSecret: config.appSecret,
      appUrl: config.appUrl,
    })
  const examDelivery =
    deps.examDelivery ??
    createExamDelivery({ examDelivery: config.examDelivery, appSecret: config.appSecret, appUrl: config.appUrl })
  const infrastructure: Infrastructure = {
    db,
    clock,
    queue,
    mailer,
    storage,
    limiter,
    sessions,
    uploads: createUploads({ limiter, clock }),
    captcha,
    gateway,
    examDelivery,
    practiceExams,
    credentials,
    cookies,
    appUrl: config.appUrl,
    log: app.log,
  }

  if (metrics && config.metricsToken) registerMetricsEndpoint(app, metrics, config.metricsToken)
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger())
  let isDraining = false
  registerSystemModule(app, {
    ...infrastructure,
    isDraining: () => isDraining,
    runtimeConfig: {
      appName: 'AFCPE Member Portal',
      captcha: captcha.config,
      mailOutbox: mailer.usesOutbox,
      analytics: config.analyticsId ? { measurementId: config.analyticsId } : null,
      payments: { publishableKey: config.stripePublishableKey ?? null },
      outOfOffice: config.outOfOffice ?? null,
    },
  })
  // Modules in the order they depend on each other; each takes only what it names.
  const users = registerUsersModule(app, infrastructure)
  const notifications = registerNotificationsModule(app, { ...infrastructure, users })
  const auth = registerAuthModule(app, { ...infrastructure, users })
  registerMailModule(app, infrastructure)
  registerSystemDataModule(app, infrastructure)
  const directory = registerDirectoryModule(app, { ...infrastructure, users })
  const profile = registerProfileModule(app, { ...infrastructure, users, auth, directory })
  const payments = registerPaymentsModule(app, { ...infrastructure, users })
  const donations = registerDonationsModule(app, infrastructure)
  const commerce = registerCartModule(app, {
    ...infrastructure,
    users,
    notifications,
    payments,
    donations: donations.donations,
  })
  const events = registerEventsModule(app, { ...infrastructure, users, cart: commerce.cart })
  registerDashboardModule(app, { ...infrastructure, users, events: events.events })
  const { reviews, installQueues } = registerReviewsModule(app, infrastructure)
  const { media, installOwners } = registerMediaModule(app, infrastructure)
  const membership = registerMembershipModule(app, {
    ...infrastructure,
    reviews,
    users,
    notifications,
    cart: commerce.cart,
    checkout: commerce.checkout,
    media,
  })
  // The certification: registrations first (what the others read of a registration and ask of
  // it), then the modules that build on it, where a candidate stands, then the registration's own
  // screens and jobs.
  const certificationDeps = {
    ...infrastructure,
    users,
    notifications,
    cart: commerce.cart,
    checkout: commerce.checkout,
    membership: membership.membership,
    examAttempts: examAttemptRecords,
    reviews,
    media,
  }
  const { core, item } = createRegistrationsCore(certificationDeps)
  const certifications = registerCertificationsModule(app, infrastructure)
  const demoExamControls = config.demoExamControls ?? false
  const exams = registerExamsModule(app, {
    ...certificationDeps,
    registrations: core,
    registrationItem: item,
    demoExamControls,
  })
  const experience = registerExperienceModule(app, { ...certificationDeps, registrations: core })
  const extensions = registerExtensionsModule(app, {
    ...certificationDeps,
    certifications: certifications.certifications,
    registrations: core,
  })
  const { candidate } = registerCandidateModule(app, {
    ...infrastructure,
    core,
    exams: exams.exams,
    certifications: certifications.certifications,
  })
  const registrations = registerRegistrationsModule(app, {
    ...certificationDeps,
    core,
    item,
    exams: exams.exams,
    experiences: experience.experiences,
    extensions: extensions.extensions,
    certifications: certifications.certifications,
    candidate,
  })
  // Every review queue is declared by the module whose records staff decide there.
  installQueues(reviewQueueRegistry(membership.queue, registrations.queue, experience.queue, extensions.queue))
  // Who may read and delete a file is declared by the module whose records hold files.
  installOwners(mediaOwnerRegistry(membership.transcripts, registrations.documents, experience.verificationForms))
  // Every kind of line item is sold by exactly one module (a kind left out does not compile).
  commerce.installProducts(
    productRegistry(
      membership.products,
      events.products,
      donations.products,
      registrations.products,
      exams.products,
      extensions.products,
      certifications.products,
    ),
  )

  queue.register(maintenancePrune, {
    prunes: [
      () => sessions.prune(),
      () => limiter.prune(),
      auth.pruneExpired,
      profile.pruneExpired,
      () => queue.prune(),
    ],
  })
  queue.schedule(maintenanceHourly)

  if (deps.webRoot && existsSync(path.join(deps.webRoot, 'index.html'))) {
    await registerWebApp(app, deps.webRoot)
  }

  return {
    app,
    drain: () => {
      isDraining = true
    },
    routes,
    queue,
    sessions,
    storage,
    mailer,
    notifications,
    payments: gateway,
    examDelivery,
    credentials,
    checkout: commerce.checkout,
    extensions: extensions.extensions,
  }
}
