/**
 * The join/renew form's rules (spec 1 §5): the same checks the server makes on POST
 * /api/membership, with the same contract messages, so a refusal reads the same on both sides.
 * Pure: no React, unit-tested in node.
 */
import {
  z,
  ageOn,
  EMERITUS_MIN_AGE,
  MembershipMessages as M,
  ADD_MEMBERSHIP_FORM,
  uploadFileProblem,
  type Day,
  type MembershipKey,
  type MembershipType,
} from '@portal/contracts'

/** What the rules read of a picked file (a browser File has all three). */
export interface TranscriptFile {
  name: string
  type: string
  size: number
}

/** The fields the server names in its errors, so they land on the right inputs. */
export const JOIN_FORM_FIELDS = [
  'membershipId',
  'dateOfBirth',
  'memberForTenYears',
  'media',
  'isRequestingCall',
] as const

export interface JoinFormValues {
  /** The chosen type's id as the radio group holds it; '' when none is chosen. */
  membershipId: string
  /** YYYY-MM-DD from the date input; '' when empty. */
  dateOfBirth: string
  memberForTenYears: boolean
  isRequestingCall: boolean
  media: TranscriptFile | null
}

export const EMPTY_JOIN_FORM: JoinFormValues = {
  membershipId: '',
  dateOfBirth: '',
  memberForTenYears: false,
  isRequestingCall: false,
  media: null,
}

export function chosenType(types: readonly MembershipType[], membershipId: string): MembershipType | undefined {
  return types.find((type) => String(type.id) === membershipId)
}

export function chosenKey(types: readonly MembershipType[], membershipId: string): MembershipKey | undefined {
  return chosenType(types, membershipId)?.key
}

/** The 'No thank you' choice of the registration wizard's Membership step: nothing to check or send. */
export const NO_MEMBERSHIP = 'none'

/** The problems of the values, field by field (empty when they may be sent). */
export function joinFormProblems(
  values: JoinFormValues,
  types: readonly MembershipType[],
  today: Day,
): Array<{ field: keyof JoinFormValues; message: string }> {
  if (values.membershipId === NO_MEMBERSHIP) return []
  const type = chosenType(types, values.membershipId)
  if (!type) return [{ field: 'membershipId', message: M.pickOption }]
  const problems: Array<{ field: keyof JoinFormValues; message: string }> = []
  if (type.key === 'emeritus') {
    if (values.dateOfBirth === '') problems.push({ field: 'dateOfBirth', message: M.required })
    else if (ageOn(values.dateOfBirth, today) < EMERITUS_MIN_AGE)
      problems.push({ field: 'dateOfBirth', message: M.age65 })
    if (!values.memberForTenYears) problems.push({ field: 'memberForTenYears', message: M.tenYears })
  }
  if (type.key === 'student') {
    // The contract's declaration of the file decides its types and size (the picker says the same).
    const fileProblem = values.media ? uploadFileProblem(ADD_MEMBERSHIP_FORM.files.media, values.media) : M.required
    if (fileProblem) problems.push({ field: 'media', message: fileProblem })
  }
  return problems
}

/** The form's schema for react-hook-form: the shape, then the rules above as issues on their fields. */
export function joinFormSchema(types: readonly MembershipType[], today: Day) {
  return z
    .object({
      membershipId: z.string(),
      dateOfBirth: z.string(),
      memberForTenYears: z.boolean(),
      isRequestingCall: z.boolean(),
      media: z.custom<TranscriptFile | null>((value) => value === null || typeof value === 'object'),
    })
    .check(
      z.superRefine((values, ctx) => {
        for (const problem of joinFormProblems(values, types, today)) {
          ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
        }
      }),
    )
}

/**
 * The multipart body of POST /api/membership: the text fields first, the transcript last, and
 * only what the chosen type uses (an emeritus birth date is not sent with a student request).
 */
export function toMembershipFormData(
  values: JoinFormValues,
  type: MembershipType,
  options: { showWelcomeCall: boolean },
): FormData {
  const body = new FormData()
  body.append('membershipId', String(type.id))
  if (options.showWelcomeCall) body.append('isRequestingCall', String(values.isRequestingCall))
  if (type.key === 'emeritus') {
    body.append('dateOfBirth', values.dateOfBirth)
    body.append('memberForTenYears', String(values.memberForTenYears))
  }
  // The picked file is a browser File (a Blob with its name).
  if (type.key === 'student' && values.media instanceof Blob) body.append('media', values.media, values.media.name)
  return body
}
