/**
 * The daily deadline job (`registrations.deadlines`, decision 0014): the 90, 30 and 7-day
 * reminders before a certification registration's deadline, the extension requests left unpaid in
 * a cart until their window closed (removed from it), and the expiration statuses once the
 * deadline passes. Each reads in batches by id and writes conditionally (the reminder day, the
 * line still in the cart, the status it moves from), so a second run, or a second instance
 * running at the same moment, finds nothing left to do and never tells anyone twice.
 */
import {
  CERTIFICATION_KEY_LABELS,
  ExtensionMessages as M,
  addDaysToDay,
  daysBetween,
  easternDay,
  expirationStatusOf,
  formatDate,
  reminderDue,
  type Day,
  z,
} from '@portal/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/db/database'
import { defineJob, defineSchedule } from '../../platform/jobs/job'
import { forEachBatch } from '../../platform/db/batches'
import type { ExtensionsService } from '../extensions/extensions.service'
import type { NotificationService } from '../notifications/notifications.service'
import { deadlinesRepo as repo } from './deadlines.repo'
import { deadlineReminderMail, EXTENSION_REQUEST_PATH, registrationExpiredMail } from './deadlines.mail'
import { latestRequestState } from './registration-core'

/** Rows read and written per transaction: the job never holds more than this many in memory. */
export const DEADLINES_BATCH = 200

const DASHBOARD_PATH = '/certifications-and-training'

export interface DeadlineJobDeps {
  db: Db
  clock: Clock
  appUrl: string
  notifications: Pick<NotificationService, 'tell'>
  /** Takes the requests whose window closed out of the carts. */
  extensions: Pick<ExtensionsService, 'removeClosedCartRequests'>
  log: FastifyBaseLogger
}

export type DeadlineJobs = ReturnType<typeof createDeadlineJobs>

export function createDeadlineJobs(deps: DeadlineJobDeps) {
  const { db, clock, appUrl, notifications, extensions } = deps

  /** Sends each reminder due today, once; answers how many were sent. */
  async function sendReminders(today: Day): Promise<number> {
    const days = {
      today,
      in90: addDaysToDay(today, 90),
      in30: addDaysToDay(today, 30),
      in7: addDaysToDay(today, 7),
    }
    let sent = 0
    await forEachBatch(
      DEADLINES_BATCH,
      (afterId) => repo.reminderBatch(db, days, afterId, DEADLINES_BATCH),
      (row) => row.id,
      (batch) =>
        db.transaction(async (tx) => {
          for (const row of batch) {
            if (row.deadline === null) continue
            const due = reminderDue({ deadline: row.deadline, today, lastSent: row.lastSent })
            if (due === null) continue
            // Claimed first: a run that claims nothing (another got there first) tells nobody.
            if (!(await repo.claimReminder(tx, row.id, due, row.deadline))) continue
            const daysLeft = daysBetween(today, row.deadline)
            const name = CERTIFICATION_KEY_LABELS[row.certificationKey]
            const deadline = row.deadline
            await notifications.tell(
              tx,
              { id: row.userId, email: row.email, firstName: row.firstName },
              {
                title: M.reminderTitle(name, daysLeft),
                message: M.reminderBody(formatDate(deadline)),
                url: DASHBOARD_PATH,
                mail: (user) =>
                  deadlineReminderMail({ to: user.email, firstName: user.firstName, name, daysLeft, deadline, appUrl }),
              },
            )
            sent++
          }
        }),
    )
    return sent
  }

  /** Writes the expiration statuses that changed; the member is told once, when the registration expires. */
  async function updateExpirations(today: Day): Promise<number> {
    let moved = 0
    await forEachBatch(
      DEADLINES_BATCH,
      (afterId) => repo.expiryBatch(db, today, afterId, DEADLINES_BATCH),
      (row) => row.id,
      async (batch) => {
        const changes = batch
          .map((row) => ({
            row,
            next: expirationStatusOf({ ...row, today, extension: latestRequestState(row) }),
          }))
          .filter(({ row, next }) => next !== row.expirationStatus)
        if (changes.length > 0) {
          await db.transaction(async (tx) => {
            for (const { row, next } of changes) {
              const change = { from: row.expirationStatus, to: next, deadline: row.deadline }
              if (!(await repo.moveExpirationStatus(tx, row.id, change, clock.now()))) continue
              moved++
              const expiresNow =
                row.expirationStatus === 'not_expired' && (next === 'expired_without_extension' || next === 'expired')
              if (!expiresNow) continue
              const canRequestExtension = next === 'expired_without_extension'
              const name = CERTIFICATION_KEY_LABELS[row.certificationKey]
              await notifications.tell(
                tx,
                { id: row.userId, email: row.email, firstName: row.firstName },
                {
                  title: M.expiredTitle(name),
                  message: canRequestExtension ? M.expiredBody : M.expiredFinalBody,
                  url: canRequestExtension ? EXTENSION_REQUEST_PATH : DASHBOARD_PATH,
                  mail: (user) =>
                    registrationExpiredMail({
                      to: user.email,
                      firstName: user.firstName,
                      name,
                      canRequestExtension,
                      appUrl,
                    }),
                },
              )
            }
          })
        }
      },
    )
    return moved
  }

  return {
    /** One run: today's reminders, the closed requests out of the carts, then the expiration statuses. */
    async run(): Promise<{ reminders: number; removedRequests: number; expirations: number }> {
      const today = easternDay(clock.now())
      const reminders = await sendReminders(today)
      const removedRequests = await extensions.removeClosedCartRequests(today)
      const expirations = await updateExpirations(today)
      deps.log.info({ today, reminders, removedRequests, expirations }, 'registration deadlines')
      return { reminders, removedRequests, expirations }
    },
  }
}

export const registrationDeadlines = defineJob({
  name: 'registrations.deadlines',
  payload: z.object({}),
  handler: async (_payload, { deadlines }: { deadlines: DeadlineJobs }) => {
    await deadlines.run()
  },
})

/** Once a day, 06:10 US Eastern (the queue's cron slot key runs it once per slot). */
export const registrationDeadlinesDaily = defineSchedule({
  name: 'registrations.deadlines',
  cron: '10 6 * * *',
  job: registrationDeadlines,
})
