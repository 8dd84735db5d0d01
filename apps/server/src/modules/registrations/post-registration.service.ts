/**
 * The post-registration wizard and the final application (spec 2 §2.3, §4; spec 3 §4): once the
 * Four E's are complete the candidate names the certificate, confirms the professional
 * information (skipped for military spouses) and preferences, and submits the final application.
 * Staff approval of it issues the certification: a user certification in good standing in the
 * current reporting period, the registration complete with its graduation date, the certificate
 * from the credential issuer (a job, after commit), a notification and an e-mail.
 */
import {
  PostRegistrationMessages as M,
  RegistrationMessages,
  postRegistrationStepTitle,
  postRegistrationSteps,
  profileCompletion,
  type PostRegistrationStepBody,
  type PostRegistrationView,
  type RegistrationStatus,
  type z,
} from '@portal/contracts'
import type { Tx } from '../../platform/db/database'
import { conflict, notFound } from '../../platform/http/errors'
import type { Actor } from '../../platform/http/route'
import type { CertificationsService } from '../certifications/certifications.service'
import type { CandidateService } from '../candidate/candidate.service'
import type { RegistrationCore, RegistrationsDeps } from './registration-core'
import { registrationsPolicy as policy } from './registrations.policy'
import { choicesOf, registrationsRepo as repo, type RegistrationRow } from './registrations.repo'

type Body = z.output<typeof PostRegistrationStepBody>

/** The statuses in which the candidate works on the wizard. */
const WORKING: readonly RegistrationStatus[] = ['in_progress', 'experience_approval']
/** The statuses that have a post-registration wizard to show. */
const POST_REGISTRATION: readonly RegistrationStatus[] = [...WORKING, 'final_approval']

export interface PostRegistrationDeps extends RegistrationsDeps {
  certifications: Pick<CertificationsService, 'issue'>
}

export type PostRegistrationService = ReturnType<typeof createPostRegistrationService>

export function createPostRegistrationService(
  deps: PostRegistrationDeps,
  core: RegistrationCore,
  candidate: Pick<CandidateService, 'finishState'>,
) {
  const { db, users, certifications } = deps

  async function view(registration: RegistrationRow): Promise<PostRegistrationView> {
    if (registration.certificationId === null) throw notFound()
    const [finish, certification, reviews] = await Promise.all([
      candidate.finishState(db, registration),
      repo.certification(db, registration.certificationId),
      repo.reviews(db, registration.id),
    ])
    if (!certification) throw notFound()
    const choices = choicesOf(registration)
    const latest = reviews[0]
    return {
      registrationId: registration.id,
      certification: { id: certification.id, name: certification.name },
      status: registration.status,
      militarySpouse: registration.militarySpouse,
      canFinish: finish.canFinish,
      steps: postRegistrationSteps(registration).map((key) => ({ key, title: postRegistrationStepTitle(key) })),
      reached: choices.postRegistrationStep ?? 0,
      certificateName: registration.certificateName,
      rejection:
        choices.rejectedToStep && latest && latest.approved === false
          ? { message: latest.message, step: choices.rejectedToStep }
          : null,
      summary: {
        certificateName: registration.certificateName,
        examPassedOn: finish.examPassedOn,
        ethicsSignedOn: registration.codeOfEthicsSignatureDate,
        approvedHours: finish.approvedHours,
        requiredHours: registration.requiredHours,
      },
    }
  }

  async function load(actor: Actor, registrationId: number, action: 'read' | 'fill') {
    const registration = policy.authorize(actor, action, await repo.registration(db, registrationId))
    if (registration.certificationId === null) throw notFound()
    return registration
  }

  return {
    async get(actor: Actor, registrationId: number): Promise<PostRegistrationView> {
      const registration = await load(actor, registrationId, 'read')
      if (!POST_REGISTRATION.includes(registration.status)) throw conflict(RegistrationMessages.notEditable)
      return view(registration)
    },

    async save(actor: Actor, registrationId: number, body: Body): Promise<PostRegistrationView> {
      await load(actor, registrationId, 'fill')
      await db.transaction(async (tx) => {
        const registration = await repo.registration(tx, registrationId, true)
        if (!registration) throw notFound()
        if (!WORKING.includes(registration.status)) throw conflict(RegistrationMessages.notEditable)
        if (!(await candidate.finishState(tx, registration)).canFinish) throw conflict(M.finalStepsDisabled)
        const steps = postRegistrationSteps(registration)
        const index = steps.indexOf(body.step)
        const choices = choicesOf(registration)
        const reached = choices.postRegistrationStep ?? 0
        if (index < 0 || index > reached) throw conflict(M.notReached)
        const changes: Partial<RegistrationRow> = {}
        switch (body.step) {
          case 'certificate_name':
            changes.certificateName = body.certificateName
            break
          case 'professional_info': {
            const user = await users.findUser(tx, registration.userId)
            if (!user || !profileCompletion(user).professional) throw conflict(M.professionalInfoIncomplete)
            break
          }
          case 'preferences':
            break
          case 'final_summary': {
            if (!registration.certificateName) throw conflict(M.notReached)
            const { rejectedToStep: _sentBack, ...rest } = choices
            changes.status = 'final_approval'
            changes.extra = { ...rest, postRegistrationStep: steps.length }
            break
          }
        }
        changes.extra ??= { ...choices, postRegistrationStep: Math.max(reached, index + 1) }
        await repo.update(tx, registration.id, { ...changes, updatedAt: deps.clock.now() })
      })
      return view(await load(actor, registrationId, 'read'))
    },

    /**
     * Staff approved the final application: the certification is issued in this transaction (its
     * certificate once it commits), the registration complete.
     */
    async issueCertification(
      tx: Tx,
      admin: Actor,
      registration: RegistrationRow,
      message: { html: string | null; text: string | null },
    ) {
      if (registration.certificationId === null) throw notFound()
      // The Four E's may have changed since the application (a result corrected, the deadline passed).
      if (!(await candidate.finishState(tx, registration)).canFinish) throw conflict(M.finalStepsDisabled)
      const today = core.today()
      await certifications.issue(tx, {
        userId: registration.userId,
        certificationId: registration.certificationId,
        registrationId: registration.id,
        on: today,
      })
      const { rejectedToStep: _sentBack, ...extra } = choicesOf(registration)
      await repo.update(tx, registration.id, {
        status: 'complete',
        graduatedOn: today,
        extra,
        updatedAt: deps.clock.now(),
      })
      await deps.reviews.record(
        tx,
        { registrationId: registration.id },
        {
          reviewerId: admin.id,
          approved: true,
          message: message.html,
          previousStep: 'final_summary',
          newStep: 'complete',
        },
      )
      const certification = await repo.certification(tx, registration.certificationId)
      await core.tell(tx, registration, {
        decision: 'certified',
        title: M.certificationIssuedTitle(certification?.name ?? ''),
        message,
        path: '/certifications-and-training',
      })
    },
  }
}
