/**
 * The admin's membership record form (spec 3 §5 'Add membership (admin)'): membership, start and
 * end are required; the end follows the start (start + 364 days, read-only) and must come after
 * it. The date rule is the contract's MembershipRecordBody, so the server says the same.
 */
import {
  z,
  DAY_PATTERN,
  MembershipMessages as M,
  MembershipRecordBody,
  membershipEnd,
  type Day,
  type MembershipRecord,
} from '@portal/contracts'

export interface RecordFormValues {
  /** The membership type's id as the select holds it; '' when none is chosen. */
  membershipId: string
  start: string
  end: string
  approved: boolean
}

/** The end a start implies; '' until the start is a whole date. */
export function endForStart(start: string): string {
  return DAY_PATTERN.test(start) ? membershipEnd(start) : ''
}

/** A new record starts today and ends 364 days later; an edited one shows its own values. */
export function recordFormDefaults(record: MembershipRecord | null, today: Day): RecordFormValues {
  if (record) {
    return {
      membershipId: String(record.membershipId),
      start: record.start,
      end: record.end,
      approved: record.approved,
    }
  }
  return { membershipId: '', start: today, end: membershipEnd(today), approved: true }
}

export const RecordFormSchema = z
  .object({
    membershipId: z.string().check(z.minLength(1, M.required)),
    start: z.string(),
    end: z.string(),
    approved: z.boolean(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const dates = MembershipRecordBody.safeParse({ start: values.start, end: values.end, approved: values.approved })
      if (dates.success) return
      // One message per field: a missing end is 'Required', not also 'must be after the start'.
      const seen = new Set<string>()
      for (const issue of dates.error.issues) {
        const path = issue.path.join('.')
        if (seen.has(path)) continue
        seen.add(path)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
      }
    }),
  )

/** The body the API takes for an add or an edit. */
export function toRecordBody(values: RecordFormValues) {
  return { start: values.start, end: values.end, approved: values.approved, membershipId: Number(values.membershipId) }
}
