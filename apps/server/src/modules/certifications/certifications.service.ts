/**
 * Certifications held (spec 2 §2.3, §9; decision 0013): the user certifications, the only writer
 * of them. A certification is issued when staff approve a final application (registrations asks,
 * in its transaction), in good standing in the current reporting period; its certificate comes
 * from the credential issuer by the `credential.issue` job once that commits. An approved
 * certification extension returns one lapsed for CEUs to good standing. Sells the annual renewal.
 */
import type { Certificate, CertificationStatus, Day } from '@portal/contracts'
import type { Clock } from '../../platform/clock'
import type { Db, DbOrTx, Tx } from '../../platform/db/database'
import { isLocalCredentialIssuer, type CredentialIssuer } from '../../platform/credentials'
import { notFound } from '../../platform/http/errors'
import { safeEqual } from '../../platform/security/tokens'
import type { JobQueue } from '../../platform/jobs/queue'
import { credentialIssue } from './certifications.jobs'
import { certificationsRepo as repo, type HeldCertificationRow } from './certifications.repo'

export type { HeldCertificationRow }

export interface CertificationsDeps {
  db: Db
  clock: Clock
  queue: Pick<JobQueue, 'enqueue'>
  credentials: CredentialIssuer
}

export type CertificationsService = ReturnType<typeof createCertificationsService>

export function createCertificationsService(deps: CertificationsDeps) {
  const { db, clock, queue, credentials } = deps

  return {
    /** The certifications a user holds, best standing first, each with its period's extension request. */
    held: (db: DbOrTx, userId: number): Promise<HeldCertificationRow[]> => repo.heldCertifications(db, userId),

    /**
     * Issues a certification in the caller's transaction: a user certification in good standing in
     * the reporting period of `on` (a new row, or the user's earlier one made current again); its
     * certificate by the job once the transaction commits.
     */
    async issue(
      tx: Tx,
      values: { userId: number; certificationId: number; registrationId: number; on: Day },
    ): Promise<number> {
      const period = await repo.reportingPeriodOn(tx, values.on)
      const userCertificationId = await repo.upsertUserCertification(
        tx,
        {
          userId: values.userId,
          certificationId: values.certificationId,
          registrationId: values.registrationId,
          status: 'good_standing',
          reportingPeriodId: period?.id ?? null,
          certifiedOn: values.on,
        },
        clock.now(),
      )
      await queue.enqueue(tx, credentialIssue, { userCertificationId })
      return userCertificationId
    },

    /** An approved certification extension: lapsed for CEUs (one of `from`) returns to good standing. */
    restoreGoodStanding: (tx: Tx, userCertificationId: number, from: CertificationStatus[]) =>
      repo.restoreGoodStanding(tx, userCertificationId, from, clock.now()),

    /** Issues the certificate of a user certification (the job); once: a stored address is kept. */
    async issueCertificate(userCertificationId: number): Promise<void> {
      const row = await repo.credentialFacts(db, userCertificationId)
      if (!row || row.accredibleUrl) return
      const { url } = await credentials.issue({
        userCertificationId,
        recipientName: row.recipientName,
        recipientEmail: row.recipientEmail,
        certificationKey: row.certificationKey,
        certificationName: row.certificationName,
        issuedOn: row.certifiedOn,
      })
      await repo.setCertificateUrl(db, userCertificationId, url, clock.now())
    },

    /** A certificate of the local issuer, for its public page. */
    async certificate(code: string): Promise<Certificate> {
      if (!isLocalCredentialIssuer(credentials)) throw notFound()
      const id = credentials.claimedUserCertificationOf(code)
      const row = id === null ? null : await repo.credentialFacts(db, id)
      // The code of the link issued (stored with the certification, whatever the secret is now),
      // or one signed with the current secret (a certificate whose link is not yet stored).
      const issuedCode = row?.accredibleUrl?.split('/').at(-1)
      const isIssued = issuedCode !== undefined && safeEqual(issuedCode, code)
      if (!row || (!isIssued && credentials.userCertificationOf(code) !== id)) throw notFound()
      return {
        recipientName: row.recipientName,
        certificationName: row.certificationName,
        issuedOn: row.certifiedOn,
        credentialId: code.split('-')[0] ?? code,
        status: row.status,
      }
    },
  }
}
