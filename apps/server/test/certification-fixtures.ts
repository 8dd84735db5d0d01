/**
 * A certification a test user already holds, written through the certifications module's own
 * insert (the one way a test outside that module gives a user a certification).
 */
import type { CertificationStatus } from '@portal/contracts'
import { certificationsRepo } from '../src/modules/certifications/certifications.repo'
import type { WithDatabase } from './harness'
import { certificationOf } from './registration-fixtures'

export async function heldCertification(
  t: WithDatabase,
  userId: number,
  values: {
    certification?: 'afc' | 'afcc'
    status?: CertificationStatus
    certifiedOn: string
    reportingPeriodId?: number | null
  },
): Promise<{ id: number }> {
  const certification = await certificationOf(t, values.certification ?? 'afc')
  const id = await certificationsRepo.upsertUserCertification(
    t.database.db,
    {
      userId,
      certificationId: certification.id,
      status: values.status ?? 'good_standing',
      certifiedOn: values.certifiedOn,
      reportingPeriodId: values.reportingPeriodId ?? null,
    },
    new Date(),
  )
  return { id }
}
