/**
 * Certifications held (spec 2 §2.1 certified view) and the issued certificate's public page: what
 * the candidate's dashboard lists and the local credential issuer shows.
 */
import { z } from '../zod'
import { StatusBadge } from '../dashboard/schemas'
import { CERTIFICATION_KEYS, CERTIFICATION_STATUSES } from '../domain/enums'
import { DeadlineBanner } from '../extensions/schemas'

export const HeldCertification = z.object({
  certificationId: z.number().check(z.int()),
  key: z.enum(CERTIFICATION_KEYS),
  name: z.string(),
  status: z.enum(CERTIFICATION_STATUSES),
  badge: StatusBadge,
  notice: z.nullable(z.string()),
  certifiedOn: z.nullable(z.string()),
  /** The issued certificate's page, when one was issued. */
  certificateUrl: z.nullable(z.string()),
  reportingPeriodEnd: z.nullable(z.string()),
  /** Whether its holders report CEUs (the CEU card is shown only then), and their current period. */
  reportable: z.boolean(),
  reportingPeriodId: z.nullable(z.number().check(z.int())),
  /** Within 90 days of the CEU lapse date and past it (spec 2 §4), with its extension action. */
  deadlineBanner: z.nullable(DeadlineBanner),
})
export type HeldCertification = z.infer<typeof HeldCertification>

/** A certificate as its public page shows it (the local credential issuer's). */
export const Certificate = z.object({
  recipientName: z.string(),
  certificationName: z.string(),
  issuedOn: z.string(),
  credentialId: z.string(),
  status: z.string(),
})
export type Certificate = z.infer<typeof Certificate>

/** A certificate's public code, as its page's address carries it. */
export const CertificateCodeParams = z.object({ code: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)) })
