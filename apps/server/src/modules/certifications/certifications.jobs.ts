/** The certifications module's jobs. */
import { z } from '@portal/contracts'
import { defineJob } from '../../platform/jobs/job'
import type { CertificationsService } from './certifications.service'

/** Issues a user certification's certificate, once the transaction that issued it commits. */
export const credentialIssue = defineJob({
  name: 'credential.issue',
  payload: z.object({ userCertificationId: z.int() }),
  handler: (
    { userCertificationId },
    { certifications }: { certifications: Pick<CertificationsService, 'issueCertificate'> },
  ) => certifications.issueCertificate(userCertificationId),
})
