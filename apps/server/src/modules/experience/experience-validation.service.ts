/**
 * Verifier validation of experience hours (spec 3 Experience validation, decision 0014): staff
 * send the chosen entries of one registration to their supervisors, one request per supervisor
 * e-mail, each with a random single-use link valid for 30 days of which only the SHA-256 is
 * stored; the supervisor, who has no account, confirms or corrects the dates and hours, comments
 * and signs once; staff may edit a request afterwards. E-mails go through the mail outbox in the
 * same transaction, so they leave only if the requests were recorded.
 */
import {
  ValidationMessages as V,
  roundHours,
  type EditValidationBody,
  type ExperienceValidation,
  type SendValidationsBody,
  type VerifierBody,
  type VerifierState,
  type VerifierView,
  type z,
} from '@portal/contracts'
import { recordAudit } from '../../platform/audit/audit'
import { conflict, fieldError, notFound } from '../../platform/http/errors'
import type { Actor, RequestMeta } from '../../platform/http/route'
import { hashToken, randomToken } from '../../platform/security/tokens'
import type { RegistrationCore, RegistrationsDeps } from '../registrations/registration-core'
import { experiencesPolicy as policy } from './experiences.policy'
import { verificationRequestMail } from './experiences.mail'
import { experiencesRepo as repo, type ValidationRecord } from './experiences.repo'

type Send = z.output<typeof SendValidationsBody>
type Edit = z.output<typeof EditValidationBody>
type Verify = z.output<typeof VerifierBody>

/** How long a verification link works. */
export const VALIDATION_LINK_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** The supervisor's single-use link, a page of the portal. */
export const verificationPath = (token: string) => `/experience-verification/${token}`

export type ExperienceValidationService = ReturnType<typeof createExperienceValidationService>

function validationView(row: ValidationRecord, experienceIds: number[]): ExperienceValidation {
  return {
    id: row.id,
    supervisorEmail: row.supervisorEmail,
    start: row.startsOn,
    end: row.endsOn,
    hours: row.hours,
    description: row.description,
    comments: row.comments,
    signature: row.signature,
    signedAt: row.signedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    experienceIds: experienceIds.map(Number),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function createExperienceValidationService(
  deps: Pick<RegistrationsDeps, 'db' | 'clock' | 'mailer' | 'appUrl'> & {
    registrations: Pick<RegistrationCore, 'registration'>
  },
) {
  const { db, clock, mailer, appUrl } = deps

  const stateOf = (row: ValidationRecord): VerifierState =>
    row.signedAt ? 'used' : row.expiresAt.getTime() <= clock.now().getTime() ? 'expired' : 'open'

  /** A link that works shows what was sent; a used or expired one says only that (nothing else leaks). */
  async function verifierView(row: ValidationRecord): Promise<VerifierView> {
    const state = stateOf(row)
    if (state !== 'open') return { state }
    const [names, entries] = await Promise.all([
      repo.registrationNames(db, row.registrationId),
      repo.validationExperiences(db, row.id),
    ])
    return {
      state,
      candidate: names ? `${names.firstName} ${names.lastName}`.trim() : '',
      certification: names?.certification ?? '',
      supervisorEmail: row.supervisorEmail,
      start: row.startsOn,
      end: row.endsOn,
      hours: row.hours,
      description: row.description,
      experiences: entries.map(({ experience, serviceType }) => ({
        organization: experience.organization,
        title: experience.title,
        serviceType,
        startDate: experience.startDate,
        endDate: experience.endDate,
        hours: experience.hours,
        description: experience.description,
      })),
      expiresAt: row.expiresAt.toISOString(),
    }
  }

  /** The validation of a link's token, or 404 saying the link is not valid. */
  async function byToken(token: string) {
    const row = await repo.validationByTokenHash(db, hashToken(token))
    if (!row) throw notFound(V.linkUnknown)
    return row
  }

  return {
    /**
     * Sends one request per supervisor e-mail for entries of one registration. An entry already
     * in a request of that e-mail whose link still works is not sent again (one live link per
     * entry and supervisor); when nothing is left to send, the requests that cover the entries
     * are answered and no e-mail leaves.
     */
    async send(admin: Actor, body: Send): Promise<{ validations: ExperienceValidation[] }> {
      const ids = [...new Set(body.experiences)]
      const entries = await repo.byIds(db, ids)
      const registrationIds = new Set(entries.map(({ experience }) => experience.registrationId))
      const [registrationId] = registrationIds
      if (entries.length !== ids.length || registrationIds.size !== 1 || registrationId === undefined) {
        throw fieldError('experiences', V.oneRegistration)
      }
      policy.authorize(admin, 'review', await deps.registrations.registration(db, registrationId))
      const names = await repo.registrationNames(db, registrationId)
      if (!names) throw notFound()
      const candidate = `${names.firstName} ${names.lastName}`.trim()

      const bySupervisor = new Map<string, typeof entries>()
      for (const entry of entries) {
        const key = entry.experience.supervisorEmail.trim().toLowerCase()
        bySupervisor.set(key, [...(bySupervisor.get(key) ?? []), entry])
      }
      const created = await db.transaction(async (tx) => {
        // Two sends for one registration take turns, so the second sees the first's requests.
        await deps.registrations.registration(tx, registrationId, true)
        const now = clock.now().getTime()
        const live = (await repo.validationsOf(tx, registrationId)).filter(
          ({ validation }) => validation.signedAt === null && validation.expiresAt.getTime() > now,
        )
        const views: ExperienceValidation[] = []
        const covering = new Map<number, ExperienceValidation>()
        for (const [email, chosen] of bySupervisor) {
          const open = live.filter(({ validation }) => validation.supervisorEmail.trim().toLowerCase() === email)
          const group = chosen.filter(({ experience }) => {
            const found = open.find(({ experienceIds }) => experienceIds.map(Number).includes(experience.id))
            if (found) covering.set(found.validation.id, validationView(found.validation, found.experienceIds))
            return !found
          })
          const first = group[0]
          if (!first) continue
          const token = randomToken()
          const starts = group.map(({ experience }) => experience.startDate).sort()
          const ends = group.map(({ experience }) => experience.endDate).sort()
          const hours = roundHours(group.reduce((sum, { experience }) => sum + experience.hours, 0))
          const expiresAt = new Date(clock.now().getTime() + VALIDATION_LINK_DAYS * DAY_MS)
          const row = await repo.insertValidation(tx, {
            registrationId,
            supervisorEmail: first.experience.supervisorEmail.trim(),
            tokenHash: hashToken(token),
            startsOn: starts[0] ?? null,
            endsOn: ends.at(-1) ?? null,
            hours,
            description: group
              .map(({ experience }) => `${experience.organization}: ${experience.description}`)
              .join('\n\n'),
            expiresAt,
            sentById: admin.id,
          })
          const experienceIds = group.map(({ experience }) => experience.id).sort((a, b) => a - b)
          await repo.insertValidationItems(tx, row.id, experienceIds)
          await mailer.send(
            tx,
            verificationRequestMail({
              to: row.supervisorEmail,
              candidate,
              certification: names.certification,
              entries: group.map(({ experience, serviceType }) => ({
                organization: experience.organization,
                title: experience.title,
                serviceType,
                startDate: experience.startDate,
                endDate: experience.endDate,
                hours: experience.hours,
              })),
              start: row.startsOn,
              end: row.endsOn,
              hours: row.hours,
              appUrl,
              path: verificationPath(token),
              expiresAt,
            }),
          )
          views.push(validationView(row, experienceIds))
        }
        return views.length > 0 ? views : [...covering.values()]
      })
      return { validations: created }
    },

    /** A registration's validations (the Experience Hours Verifier Validation card). */
    async list(admin: Actor, registrationId: number): Promise<{ validations: ExperienceValidation[] }> {
      policy.authorize(admin, 'review', await deps.registrations.registration(db, registrationId))
      const rows = await repo.validationsOf(db, registrationId)
      return { validations: rows.map((row) => validationView(row.validation, row.experienceIds)) }
    },

    /** Staff edits of a validation (before or after the verifier signed), audited before and after. */
    async edit(admin: Actor, validationId: number, body: Edit): Promise<ExperienceValidation> {
      const found = await repo.validation(db, validationId)
      policy.authorize(admin, 'review', found && (await deps.registrations.registration(db, found.registrationId)))
      if (body.start && body.end && body.end < body.start) throw fieldError('end', V.endBeforeStart)
      const updated = await db.transaction(async (tx) => {
        const before = await repo.validation(tx, validationId, true)
        if (!before) throw notFound()
        const after = {
          supervisorEmail: body.supervisorEmail,
          startsOn: body.start,
          endsOn: body.end,
          hours: body.hours,
          description: body.description,
          comments: body.comments,
        }
        const row = await repo.updateValidation(tx, validationId, { ...after, updatedAt: clock.now() })
        if (!row) throw notFound()
        await recordAudit(tx, {
          action: 'experience_validation.edit',
          actor: admin,
          subjectType: 'experience_validation',
          subjectId: validationId,
          details: {
            before: {
              supervisorEmail: before.supervisorEmail,
              startsOn: before.startsOn,
              endsOn: before.endsOn,
              hours: before.hours,
              description: before.description,
              comments: before.comments,
            },
            after,
          },
        })
        return row
      })
      return validationView(updated, await repo.validationItems(db, validationId))
    },

    /** The supervisor's page: what to confirm and whether the link still works. */
    async verification(token: string): Promise<VerifierView> {
      return verifierView(await byToken(token))
    },

    /** The supervisor's answer, recorded once while the link works. */
    async verify(token: string, body: Verify, meta: RequestMeta): Promise<VerifierView> {
      const found = await byToken(token)
      const state = stateOf(found)
      if (state === 'used') throw conflict(V.linkUsed)
      if (state === 'expired') throw conflict(V.linkExpired)
      if (body.end < body.start) throw fieldError('end', V.endBeforeStart)
      const signed = await db.transaction(async (tx) => {
        const row = await repo.sign(tx, found.tokenHash, clock.now(), {
          startsOn: body.start,
          endsOn: body.end,
          hours: body.hours,
          comments: body.comments,
          signature: body.signature,
        })
        if (row) {
          await recordAudit(tx, {
            action: 'experience_validation.signed',
            subjectType: 'experience_validation',
            subjectId: row.id,
            meta,
            details: { registrationId: row.registrationId },
          })
        }
        return row
      })
      if (!signed) {
        // Another submission recorded first, or the link expired in between.
        const now = await repo.validation(db, found.id)
        throw conflict(now?.signedAt ? V.linkUsed : V.linkExpired)
      }
      return verifierView(signed)
    },
  }
}
