/**
 * The CEU card's data (spec 2 §2.11, §3 "CEU period data"; spec 3 CEU card): GET
 * /api/ceus/{reportingPeriodId} and the staff's GET /api/admin/user/{userId}/ceus/{reportingPeriodId}.
 */
import { z } from '../zod'
import { CEU_STATUSES } from '../domain/enums'
import { DAY_PATTERN } from '../system-data/fields'
import { DB_ID_MAX } from '../http/common'
import { ReportingPeriodOption } from './individual-ceus.schemas'

const int = () => z.number().check(z.int())
const day = z.string().check(z.regex(DAY_PATTERN))
const id = z.coerce.number().check(z.int(), z.positive(), z.lte(DB_ID_MAX))

export const CeuPeriodParams = z.object({ reportingPeriodId: id })
export const UserCeuPeriodParams = z.object({ userId: id, reportingPeriodId: id })

/** A credit record of the period (spec 3 "Credit record"). */
export const CreditRecord = z.object({
  id: int(),
  programTitle: z.string(),
  sponsor: z.string(),
  credits: z.number(),
  completionDate: day,
  approved: z.nullable(z.boolean()),
  status: z.enum(CEU_STATUSES),
  statusLabel: z.string(),
  creditTypeId: int(),
  /** Pre-approved through a completion code. */
  preapproved: z.boolean(),
})
export type CreditRecord = z.infer<typeof CreditRecord>

export const CreditMinimum = z.object({ creditTypeId: int(), name: z.string(), minimum: z.number() })

/** A credit type's standing in the period (beyond the spec: earned against the minimum, pending). */
export const CreditTypeStanding = z.object({
  creditTypeId: int(),
  name: z.string(),
  minimum: z.number(),
  earned: z.number(),
  pending: z.number(),
  shortfall: z.number(),
})

export const CeuPeriodData = z.object({
  /** The period asked for. */
  reportingPeriod: ReportingPeriodOption,
  /** The user's current period (their certification's), the selector's default. */
  currentReportingPeriod: z.nullable(ReportingPeriodOption),
  /** The periods that have started (US Eastern), newest first: the selector's choices. */
  reportingPeriods: z.array(ReportingPeriodOption),
  credits: z.array(CreditRecord),
  minimums: z.array(CreditMinimum),
  /** The credits the period requires. */
  total: z.number(),
  /** Spec 2 §9 "CEUs completed": approved credits, counted against the minimums. */
  earned: z.number(),
  /** Approved credits, whatever their type. */
  approvedCredits: z.number(),
  pending: z.number(),
  remaining: z.number(),
  pendingClosesGap: z.boolean(),
  byType: z.array(CreditTypeStanding),
  /** Days from today to the period's end (negative once it ended). */
  daysLeft: z.number(),
  /** New CEUs may be reported (the user has a reporting period to report them in). */
  canAdd: z.boolean(),
})
export type CeuPeriodData = z.infer<typeof CeuPeriodData>
