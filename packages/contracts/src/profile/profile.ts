/**
 * The profile of the signed-in user (spec 1 §2.6, §3, §5; spec 2 §5 "Professional info"):
 * the Profile every edit-profile page reads, one field schema per page section, and the one
 * partial update (PATCH /api/user) those sections compose into.
 */
import { z, preprocess } from '../zod'
import { CurrentUser, requiredName, requiredText } from '../auth/schemas'
import { evenWhenOtherFieldsFail } from '../http/text'
import { CONTACT_METHODS, GENDERS, TEXT_PREFERENCES, YEARS_OF_SERVICE } from '../domain/enums'
import type { ContactMethod, Gender, TextPreference } from '../domain/enums'
import { Address } from './addresses'
import {
  ClearableHandle,
  ClearablePastDay,
  ClearablePhone,
  ClearableUrl,
  clearableName,
  clearableText,
  IdList,
  OptionalId,
  optionalChoice,
  RequiredId,
  requiredChoice,
} from './fields'
import { ProfileMessages as M } from './messages'

export const BIOGRAPHY_MAX_LENGTH = 2500

export const GENDER_LABELS: Record<Gender, string> = {
  female: 'Female',
  male: 'Male',
  'non-binary': 'Non-binary',
  'non-answer': 'Prefer not to answer',
}

export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  0: 'Email',
  1: 'Work Phone',
  2: 'Home Phone',
  3: 'Cell Phone',
}

export const TEXT_PREFERENCE_LABELS: Record<TextPreference, string> = {
  renewals: 'Certification renewals',
  ceus: 'CEU reporting deadlines',
  events: 'Events and webinars',
  membership: 'Membership',
}

const ContactMethodField = preprocess(
  (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
  z.union(
    CONTACT_METHODS.map((method) => z.literal(method)),
    { error: M.required },
  ),
)

// ---------------------------------------------------------------------------------------------
// The sections: one per edit-profile page (the Account Settings page has its own calls).

/** Contact Info: names, personal details, phones and the text-message opt-in. */
export const ContactInfoFields = z.object({
  firstName: requiredName(100),
  middleName: clearableName(100),
  lastName: requiredName(100),
  suffix: clearableName(20),
  dateOfBirth: ClearablePastDay,
  gender: optionalChoice(GENDERS),
  ethnicity: clearableText(100),
  website: ClearableUrl(500),
  cellPhone: ClearablePhone,
  homePhone: ClearablePhone,
  workPhone: ClearablePhone,
  willText: z.boolean(),
  agreeTos: z.boolean(),
})

/** Professional Info: the required five (spec 2 §5) and the rest of the work profile. */
export const ProfessionalInfoFields = z.object({
  organization: requiredText(255),
  jobTitle: requiredText(255),
  yearsOfService: requiredChoice(YEARS_OF_SERVICE),
  primaryWorkAreaCategoryId: RequiredId,
  primaryWorkAreaIds: IdList.check(z.refine((ids) => ids.length > 0, M.required)),
  workAreaCategoryIds: IdList,
  workAreaIds: IdList,
  areasOfWorkOther: clearableText(255),
  areaOfExpertiseIds: IdList,
  militaryInstallationId: OptionalId,
  provideCounselingServices: z.boolean(),
  agreeDemographicSearch: z.boolean(),
  offerVirtualCounseling: z.boolean(),
  offerLocalCounseling: z.boolean(),
  offerGroupWorkshops: z.boolean(),
})

/** The fields whose absence the Professional Info rule reports as 'Required'. */
export const REQUIRED_PROFESSIONAL_FIELDS = [
  'organization',
  'jobTitle',
  'yearsOfService',
  'primaryWorkAreaCategoryId',
  'primaryWorkAreaIds',
] as const

/** AFCPE Settings: how the association reaches the person, and what they take part in. */
export const AfcpeSettingsFields = z.object({
  contactMethod: ContactMethodField,
  textPreferences: z.pipe(
    z.array(z.enum(TEXT_PREFERENCES, { error: M.optionUnavailable })).check(z.maxLength(TEXT_PREFERENCES.length)),
    z.transform((values) => [...new Set(values)]),
  ),
  mentorConnect: z.boolean(),
  directoryConsent: z.boolean(),
})

/** Social Details: the two biographies (the member one for valid members only) and social links. */
export const SocialDetailsFields = z.object({
  publicBio: clearableText(BIOGRAPHY_MAX_LENGTH),
  memberBio: clearableText(BIOGRAPHY_MAX_LENGTH),
  twitterHandle: ClearableHandle,
  instagramProfile: ClearableUrl(255),
  linkedinProfile: ClearableUrl(2500),
  facebookProfile: ClearableUrl(255),
})

// ---------------------------------------------------------------------------------------------
// Cross-field rules, written once for the page forms and for the partial update.

interface TextOptIn {
  willText?: boolean
  agreeTos?: boolean
  cellPhone?: string | null
}

/** Texting needs the terms agreed (spec 1 §5) and a cell phone to text (decision 0002). */
export function textOptInIssues(value: TextOptIn): Array<{ path: 'agreeTos' | 'cellPhone'; message: string }> {
  const issues: Array<{ path: 'agreeTos' | 'cellPhone'; message: string }> = []
  if (value.willText === true && value.agreeTos === false) issues.push({ path: 'agreeTos', message: M.agreeTos })
  if (value.willText === true && value.cellPhone === null) {
    issues.push({ path: 'cellPhone', message: M.cellPhoneForTexts })
  }
  return issues
}

const addTextOptInIssues = (value: TextOptIn, ctx: z.core.$RefinementCtx) => {
  for (const issue of textOptInIssues(value)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message })
  }
}

/** The forms of the pages: each page section with its rules. */
export const ContactInfoForm = ContactInfoFields.check(z.superRefine(addTextOptInIssues, evenWhenOtherFieldsFail))
export const ProfessionalInfoForm = ProfessionalInfoFields
export const AfcpeSettingsForm = AfcpeSettingsFields
export const SocialDetailsForm = SocialDetailsFields
/** The Social Details form of someone without a valid membership: no member biography. */
export const PublicSocialDetailsForm = z.omit(SocialDetailsFields, { memberBio: true })

/**
 * PATCH /api/user: any subset of the sections' fields. An absent field is left alone; null clears
 * it. The server applies the rules that need the stored profile (text opt-in on the result,
 * Professional Info completeness, member biography, chosen options still offered).
 */
export const ProfileUpdateBody = z
  .partial(
    z.strictObject({
      ...ContactInfoFields.shape,
      ...ProfessionalInfoFields.shape,
      ...AfcpeSettingsFields.shape,
      ...SocialDetailsFields.shape,
      /** Records that the profile update prompt was shown (spec 1 §2.6); usually sent silently. */
      profileUpdateModalShown: z.literal(true),
    }),
  )
  .check(z.superRefine(addTextOptInIssues, evenWhenOtherFieldsFail))
export type ProfileUpdateBody = z.input<typeof ProfileUpdateBody>
export type ProfileUpdate = z.output<typeof ProfileUpdateBody>

export const PROFESSIONAL_FIELDS = Object.keys(ProfessionalInfoFields.shape) as Array<
  keyof typeof ProfessionalInfoFields.shape
>

/** `?silent=1`: the update is not announced to the person and is not a profile review. */
export const ProfileUpdateQuery = z.object({ silent: z.optional(z.enum(['1', 'true'])) })

// ---------------------------------------------------------------------------------------------
// The profile as the edit-profile pages and the sidebar read it.

export const Profile = z.extend(CurrentUser, {
  suffix: z.nullable(z.string()),
  dateOfBirth: z.nullable(z.string()),
  gender: z.nullable(z.enum(GENDERS)),
  ethnicity: z.nullable(z.string()),
  website: z.nullable(z.string()),
  homePhone: z.nullable(z.string()),
  workPhone: z.nullable(z.string()),
  contactMethod: z.number().check(z.int()),
  textPreferences: z.array(z.enum(TEXT_PREFERENCES)),
  mentorConnect: z.boolean(),
  directoryConsent: z.boolean(),
  publicBio: z.nullable(z.string()),
  memberBio: z.nullable(z.string()),
  twitterHandle: z.nullable(z.string()),
  instagramProfile: z.nullable(z.string()),
  linkedinProfile: z.nullable(z.string()),
  facebookProfile: z.nullable(z.string()),
  organization: z.nullable(z.string()),
  jobTitle: z.nullable(z.string()),
  yearsOfService: z.nullable(z.enum(YEARS_OF_SERVICE)),
  militaryInstallationId: z.nullable(z.number().check(z.int())),
  primaryWorkAreaCategoryId: z.nullable(z.number().check(z.int())),
  workAreaCategoryIds: z.array(z.number().check(z.int())),
  workAreaIds: z.array(z.number().check(z.int())),
  primaryWorkAreaIds: z.array(z.number().check(z.int())),
  areasOfWorkOther: z.nullable(z.string()),
  areaOfExpertiseIds: z.array(z.number().check(z.int())),
  provideCounselingServices: z.boolean(),
  agreeDemographicSearch: z.boolean(),
  offerVirtualCounseling: z.boolean(),
  offerLocalCounseling: z.boolean(),
  offerGroupWorkshops: z.boolean(),
  primaryAddressId: z.nullable(z.number().check(z.int())),
  addresses: z.array(Address),
  profileLastUpdated: z.nullable(z.string()),
  profileUpdateModalShown: z.nullable(z.string()),
  /** A membership record covers today: the member biography is open (spec 1 §6). */
  hasValidMembership: z.boolean(),
})
export type Profile = z.infer<typeof Profile>

/** The CurrentUser part of a profile: what the session cache holds. */
export function currentUserOf(profile: Profile): CurrentUser {
  return {
    id: profile.id,
    firstName: profile.firstName,
    middleName: profile.middleName,
    lastName: profile.lastName,
    email: profile.email,
    cellPhone: profile.cellPhone,
    willText: profile.willText,
    agreeTos: profile.agreeTos,
    role: profile.role,
    createdAt: profile.createdAt,
    impersonatorId: profile.impersonatorId,
    avatarUrl: profile.avatarUrl,
  }
}

// ---------------------------------------------------------------------------------------------
// The choices the Professional Info page offers.

const Choice = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  /** Retired system data stays shown where the person already chose it, marked as such. */
  retired: z.boolean(),
})
export type Choice = z.infer<typeof Choice>

export const WorkAreaCategoryChoice = z.extend(Choice, { workAreas: z.array(Choice) })
export type WorkAreaCategoryChoice = z.infer<typeof WorkAreaCategoryChoice>

export const ProfileOptions = z.object({
  workAreaCategories: z.array(WorkAreaCategoryChoice),
  areasOfExpertise: z.array(Choice),
})
export type ProfileOptions = z.infer<typeof ProfileOptions>

/** GET /api/military-installations: id and name (spec 1 §7), plus the retired flag. */
export const MilitaryInstallationList = z.array(Choice)
export type MilitaryInstallationList = z.infer<typeof MilitaryInstallationList>
