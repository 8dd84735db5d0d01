/**
 * Certification and training records (spec 2 §3, spec 3 §3): registrations and their parts,
 * exams, practice exams, user certifications, renewals, extensions, experiences, user trainings
 * and CEUs. Reviews and files are one table each, pointing at exactly one owner.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import {
  CEU_STATUSES,
  CERTIFICATION_STATUSES,
  EXAM_RESULTS,
  EXPIRATION_STATUSES,
  LEVELS_OF_STUDY,
  MEDIA_TYPES,
  REGISTRATION_STATUSES,
  REVIEW_STATUSES,
  SURVEY_TYPES,
  TRAINER_AUDIENCES,
  TRAINER_GROUP_SIZES,
  TRAINER_IN_PERSON_LOCATIONS,
  TRAINER_LANGUAGES,
  TRAINER_PROGRAM_FORMATS,
} from '@portal/contracts'
import { allOf, createdAt, exactlyOne, id, nonNegative, oneOf, updatedAt } from './columns'
import {
  certifications,
  creditTypes,
  discounts,
  exams,
  pathwayTypes,
  practiceExams,
  reportingPeriods,
  serviceTypes,
  trainings,
  universities,
} from './catalog'
import { addresses, users } from './users'
import { membershipRequests } from './membership'
import { lineItems } from './commerce'

export type ShippingSnapshot = {
  name: string
  addressLine1: string
  addressLine2?: string | null
  city?: string | null
  state: string
  zip?: string | null
  country: string
  isInternational: boolean
}

export type EducationDetails = {
  university?: string
  city?: string
  state?: string
  graduationYear?: number
  degree?: string
  otherCertifications?: string
}

export type RegistrationExtra = {
  brightspaceSection?: string
  holmesOrder?: string
  brightspaceRemoval?: boolean
  [key: string]: unknown
}

/** A registration for a certification or a training (exactly one of the two). */
export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificationId: integer('certification_id').references(() => certifications.id),
    trainingId: integer('training_id').references(() => trainings.id),
    pathwayTypeId: integer('pathway_type_id').references(() => pathwayTypes.id),
    status: varchar('status', { length: 30, enum: REGISTRATION_STATUSES }).notNull().default('pre_registration'),
    expirationStatus: varchar('expiration_status', { length: 30, enum: EXPIRATION_STATUSES })
      .notNull()
      .default('not_expired'),
    /** The wizard step reached (0-based index of the step list). */
    step: smallint('step').notNull().default(0),
    enrolledOn: date('enrolled_on'),
    deadline: date('deadline'),
    /** The last deadline reminder sent (90, 30 or 7 days before); cleared when the deadline moves. */
    deadlineReminderDays: smallint('deadline_reminder_days'),
    graduatedOn: date('graduated_on'),
    requiredHours: integer('required_hours').notNull().default(0),
    militarySpouse: boolean('military_spouse').notNull().default(false),
    mspClass: integer('msp_class'),
    payExamFeeUpfront: boolean('pay_exam_fee_upfront').notNull().default(true),
    purchasePracticeExam: boolean('purchase_practice_exam').notNull().default(false),
    shippingAddressId: integer('shipping_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** The address as it was when the materials shipped. */
    shipping: jsonb('shipping').$type<ShippingSnapshot>(),
    universityProgramId: integer('university_program_id').references(() => universities.id),
    universityProgramDepartment: varchar('university_program_department', { length: 255 }),
    universityProgramLevelOfStudy: varchar('university_program_level_of_study', {
      length: 30,
      enum: LEVELS_OF_STUDY,
    }),
    education: jsonb('education').$type<EducationDetails>(),
    codeOfEthicsSignature: varchar('code_of_ethics_signature', { length: 200 }),
    codeOfEthicsSignatureDate: date('code_of_ethics_signature_date'),
    certificateName: varchar('certificate_name', { length: 200 }),
    extra: jsonb('extra')
      .$type<RegistrationExtra>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    exactlyOne('registrations_subject_check', t.certificationId, t.trainingId),
    oneOf('registrations_status_check', t.status, REGISTRATION_STATUSES),
    oneOf('registrations_expiration_status_check', t.expirationStatus, EXPIRATION_STATUSES),
    oneOf('registrations_level_of_study_check', t.universityProgramLevelOfStudy, LEVELS_OF_STUDY),
    nonNegative('registrations_required_hours_check', t.requiredHours),
    // The user's latest registration per certification or training.
    index('registrations_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // The admin list: default sort updated desc, filters on status, certification, military spouse.
    index('registrations_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('registrations_status_updated_idx').on(t.status, t.updatedAt.desc().nullsFirst()),
    index('registrations_certification_updated_idx').on(t.certificationId, t.updatedAt.desc().nullsFirst()),
    index('registrations_military_spouse_updated_idx').on(t.militarySpouse, t.updatedAt.desc().nullsFirst()),
    index('registrations_pathway_idx').on(t.pathwayTypeId),
    index('registrations_training_idx').on(t.trainingId),
    index('registrations_deadline_idx').on(t.deadline),
  ],
)

/** The independent trainer application fields of a registration (spec 2 §3). */
export const registrationTrainerProfiles = pgTable(
  'registration_trainer_profiles',
  {
    registrationId: integer('registration_id')
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    trainerEducation: varchar('trainer_education', { length: 255 }),
    trainerLicenses: varchar('trainer_licenses', { length: 255 }),
    trainerBio: varchar('trainer_bio', { length: 2500 }),
    trainerEmail: varchar('trainer_email', { length: 255 }),
    trainerPhone: varchar('trainer_phone', { length: 255 }),
    trainerWebsite: varchar('trainer_website', { length: 255 }),
    trainerFacebook: varchar('trainer_facebook', { length: 255 }),
    trainerInstagram: varchar('trainer_instagram', { length: 255 }),
    trainerTwitter: varchar('trainer_twitter', { length: 255 }),
    trainerLinkedin: varchar('trainer_linkedin', { length: 2500 }),
    trainerOfferingLearningSystem: boolean('trainer_offering_learning_system'),
    trainerProgramFormat: text('trainer_program_format')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    trainerDesignatedAddress: varchar('trainer_designated_address', { length: 255 }),
    trainerInPersonLocation: text('trainer_in_person_location')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    trainerTravelingStates: text('trainer_traveling_states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    trainerAudience: text('trainer_audience')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    trainerGroupSize: text('trainer_group_size')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    trainerLanguages: text('trainer_languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    trainerLanguageOther: varchar('trainer_language_other', { length: 255 }),
    trainerSignature: varchar('trainer_signature', { length: 200 }),
    trainerSignatureDate: date('trainer_signature_date'),
    /** The trainer's own discount code for their trainees. */
    trainerDiscountId: integer('trainer_discount_id').references(() => discounts.id),
    trainerProfileUpdatedAt: timestamp('trainer_profile_updated_at', { withTimezone: true }),
  },
  (t) => [
    allOf('trainer_program_format_check', t.trainerProgramFormat, TRAINER_PROGRAM_FORMATS),
    allOf('trainer_in_person_location_check', t.trainerInPersonLocation, TRAINER_IN_PERSON_LOCATIONS),
    allOf('trainer_audience_check', t.trainerAudience, TRAINER_AUDIENCES),
    allOf('trainer_group_size_check', t.trainerGroupSize, TRAINER_GROUP_SIZES),
    allOf('trainer_languages_check', t.trainerLanguages, TRAINER_LANGUAGES),
  ],
)

/** Training modules of a registration and their approval (the module approvals section). */
export const registrationTrainings = pgTable(
  'registration_trainings',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    brightspaceSectionId: varchar('brightspace_section_id', { length: 100 }),
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [primaryKey({ name: 'registration_trainings_pk', columns: [t.registrationId, t.trainingId] })],
)

/** An exam attempt; its purchase is a line item (paid date = that transaction's date). */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: id(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    lineItemId: integer('line_item_id').references((): AnyPgColumn => lineItems.id, { onDelete: 'set null' }),
    result: varchar('result', { length: 1, enum: EXAM_RESULTS }),
    score: smallint('score'),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    retake: boolean('retake').notNull().default(false),
    international: boolean('international').notNull().default(false),
    message: text('message'),
    /** Where the candidate books a seat, as the exam provider answered when the attempt was paid. */
    schedulingUrl: varchar('scheduling_url', { length: 500 }),
    /** When the provider produced the result applied (an older event arriving later is ignored). */
    resultAt: timestamp('result_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('exam_attempts_registration_idx').on(t.registrationId, t.createdAt),
    index('exam_attempts_result_idx').on(t.result, t.takenAt),
    oneOf('exam_attempts_result_check', t.result, EXAM_RESULTS),
  ],
)

/** Practice exam attempts per exam number (1 or 2); purchase is a line item. */
export const practiceExamAttempts = pgTable(
  'practice_exam_attempts',
  {
    id: id(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    practiceExamId: integer('practice_exam_id')
      .notNull()
      .references(() => practiceExams.id),
    examNumber: smallint('exam_number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The exam provider's session of this attempt (results are fetched with it). */
    sessionId: varchar('session_id', { length: 100 }),
    /** Correct answers per competency pool, as reported by the exam vendor. */
    results: jsonb('results').$type<{ pool: string; correct: number; received: number }[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('practice_exam_attempts_key').on(t.registrationId, t.practiceExamId, t.examNumber),
    oneOf('practice_exam_attempts_number_check', t.examNumber, [1, 2]),
  ],
)

export const practiceExamSurveyResponses = pgTable(
  'practice_exam_survey_responses',
  {
    id: id(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    practiceExamId: integer('practice_exam_id')
      .notNull()
      .references(() => practiceExams.id),
    examNumber: smallint('exam_number').notNull(),
    surveyType: varchar('survey_type', { length: 10, enum: SURVEY_TYPES }).notNull(),
    responses: jsonb('responses').$type<{ questionId: number; answer: string }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('practice_exam_survey_responses_key').on(
      t.registrationId,
      t.practiceExamId,
      t.examNumber,
      t.surveyType,
    ),
    oneOf('practice_exam_survey_responses_type_check', t.surveyType, SURVEY_TYPES),
    oneOf('practice_exam_survey_responses_number_check', t.examNumber, [1, 2]),
  ],
)

export const userCertifications = pgTable(
  'user_certifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id),
    registrationId: integer('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20, enum: CERTIFICATION_STATUSES }).notNull().default('good_standing'),
    /** The current reporting period of its CEUs. */
    reportingPeriodId: integer('reporting_period_id').references(() => reportingPeriods.id),
    accredibleUrl: varchar('accredible_url', { length: 500 }),
    certifiedOn: date('certified_on').notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_certifications_user_cert_key').on(t.userId, t.certificationId),
    index('user_certifications_status_idx').on(t.status, t.certificationId),
    oneOf('user_certifications_status_check', t.status, CERTIFICATION_STATUSES),
  ],
)

/** A renewal signed by a certificant for a fee year; its payment is a 'renewal' line item. */
export const renewals = pgTable(
  'renewals',
  {
    id: id(),
    userCertificationId: integer('user_certification_id')
      .notNull()
      .references(() => userCertifications.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    /** A second (prepaid) year was added. */
    extraYear: boolean('extra_year').notNull().default(false),
    paymentCents: integer('payment_cents').notNull(),
    extraPaymentCents: integer('extra_payment_cents').notNull().default(0),
    signature: varchar('signature', { length: 200 }).notNull(),
    signatureDate: date('signature_date').notNull(),
    individualsServed: integer('individuals_served').notNull(),
    proBonoHours: numeric('pro_bono_hours', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('renewals_cert_year_key').on(t.userCertificationId, t.year),
    nonNegative('renewals_payment_check', t.paymentCents),
  ],
)

/** An extension request for a registration or a certification (approved null = pending). */
export const extensions = pgTable(
  'extensions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id').references(() => registrations.id, { onDelete: 'cascade' }),
    userCertificationId: integer('user_certification_id').references(() => userCertifications.id, {
      onDelete: 'cascade',
    }),
    program: varchar('program', { length: 200 }).notNull(),
    completedHours: numeric('completed_hours', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    signature: varchar('signature', { length: 200 }).notNull(),
    approved: boolean('approved'),
    /** The deadline (or CEU lapse date) the request was made against. */
    previousDeadline: date('previous_deadline'),
    /** The deadline after approval (the previous one plus 6 months). */
    extendedUntil: date('extended_until'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    exactlyOne('extensions_subject_check', t.registrationId, t.userCertificationId),
    // The staff queue: submitted (paid) requests by decision, newest first.
    index('extensions_queue_idx')
      .on(t.approved, t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.submittedAt} is not null`),
    index('extensions_submitted_idx')
      .on(t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.submittedAt} is not null`),
    index('extensions_user_idx').on(t.userId),
    index('extensions_registration_idx').on(t.registrationId),
    index('extensions_user_certification_idx').on(t.userCertificationId),
    check('extensions_hours_check', sql`${t.completedHours} >= 0`),
  ],
)

export const experiences = pgTable(
  'experiences',
  {
    id: id(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id),
    sessions: integer('sessions'),
    attendance: integer('attendance'),
    practicumImpact: text('practicum_impact'),
    organization: varchar('organization', { length: 255 }).notNull(),
    title: varchar('title', { length: 255 }),
    hours: numeric('hours', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    supervisorName: varchar('supervisor_name', { length: 200 }).notNull(),
    supervisorEmail: varchar('supervisor_email', { length: 254 }).notNull(),
    supervisorPhone: varchar('supervisor_phone', { length: 30 }).notNull(),
    description: text('description').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** null pending, true approved (locked for non-admins), false rejected. */
    approved: boolean('approved'),
    /** The latest review's status, kept here for the list's Status column and filter. */
    reviewStatus: varchar('review_status', { length: 30, enum: REVIEW_STATUSES }),
    extra: jsonb('extra')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('experiences_registration_idx').on(t.registrationId, t.startDate),
    // The staff list: by status (approved null = pending), latest start first, then latest logged.
    index('experiences_approved_start_idx').on(t.approved, t.startDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('experiences_start_idx').on(t.startDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('experiences_hours_check', sql`${t.hours} > 0`),
    check('experiences_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    oneOf('experiences_review_status_check', t.reviewStatus, REVIEW_STATUSES),
  ],
)

/** A request to a supervisor (verifier) to confirm experience hours. */
export const experienceValidations = pgTable(
  'experience_validations',
  {
    id: id(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    supervisorEmail: varchar('supervisor_email', { length: 254 }).notNull(),
    /** SHA-256 of the link token sent to the verifier. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    hours: numeric('hours', { precision: 8, scale: 2, mode: 'number' }),
    description: text('description'),
    comments: text('comments'),
    signature: varchar('signature', { length: 200 }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** The link stops working then (and once signed). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('experience_validations_token_key').on(t.tokenHash),
    index('experience_validations_registration_idx').on(t.registrationId),
  ],
)

export const experienceValidationItems = pgTable(
  'experience_validation_items',
  {
    validationId: integer('validation_id')
      .notNull()
      .references(() => experienceValidations.id, { onDelete: 'cascade' }),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'experience_validation_items_pk', columns: [t.validationId, t.experienceId] })],
)

/** A completed or enrolled training (essentials course, independent trainer licence). */
export const userTrainings = pgTable(
  'user_trainings',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id),
    registrationId: integer('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    accredibleUrl: varchar('accredible_url', { length: 500 }),
    completedOn: date('completed_on'),
    /** The end of the current term (independent trainer: one year per renewal). */
    expiresOn: date('expires_on'),
    revoked: boolean('revoked').notNull().default(false),
    /** Trainee licences bought by an independent trainer. */
    licenses: integer('licenses').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_trainings_user_idx').on(t.userId, t.trainingId),
    index('user_trainings_training_idx').on(t.trainingId),
    nonNegative('user_trainings_licenses_check', t.licenses),
  ],
)

/** A group CEU (a sponsor's pre-approval request); its completion code prefills individual CEUs. */
export const groupCeus = pgTable(
  'group_ceus',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credits: numeric('credits', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    creditTypeId: integer('credit_type_id')
      .notNull()
      .references(() => creditTypes.id),
    programTitle: varchar('program_title', { length: 300 }).notNull(),
    sponsor: varchar('sponsor', { length: 300 }).notNull(),
    programDescription: text('program_description').notNull(),
    programAgenda: text('program_agenda'),
    contactEmail: varchar('contact_email', { length: 254 }).notNull(),
    completionCode: varchar('completion_code', { length: 100 }),
    listProgram: boolean('list_program').notNull().default(false),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    attendanceCostCents: integer('attendance_cost_cents'),
    registrationUrl: varchar('registration_url', { length: 500 }),
    status: varchar('status', { length: 30, enum: CEU_STATUSES }).notNull().default('pending'),
    approved: boolean('approved'),
    /** When its review fee was paid (the request sent for review); null while it waits in the cart. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When its listing fee was paid: an approved, listed program shows in the CEU library from then. */
    listingPaidAt: timestamp('listing_paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A completion code is unique among approved programs, compared without regard to case and
    // blanks (`completionCodeKey` in the contracts); requests may prefer a code already taken.
    uniqueIndex('group_ceus_completion_code_key')
      .on(sql`lower(regexp_replace(${t.completionCode}, '\\s', '', 'g'))`)
      .where(sql`${t.completionCode} is not null and ${t.status} = 'approved'`),
    index('group_ceus_status_start_idx').on(t.status, t.startDate.desc().nullsFirst()),
    // The CEU library: approved, listed and paid programs, soonest start first.
    index('group_ceus_library_idx')
      .on(t.startDate, t.id)
      .where(sql`${t.status} = 'approved' and ${t.listProgram} and ${t.listingPaidAt} is not null`),
    index('group_ceus_start_idx').on(t.startDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('group_ceus_user_idx').on(t.userId, t.startDate.desc().nullsFirst()),
    oneOf('group_ceus_status_check', t.status, CEU_STATUSES),
    check('group_ceus_credits_check', sql`${t.credits} > 0`),
    check('group_ceus_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'group_ceus_listing_check',
      sql`not ${t.listProgram} or (${t.attendanceCostCents} is not null and ${t.registrationUrl} is not null)`,
    ),
  ],
)

/** An individual CEU (a credit record reported for a reporting period). */
export const individualCeus = pgTable(
  'individual_ceus',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportingPeriodId: integer('reporting_period_id')
      .notNull()
      .references(() => reportingPeriods.id),
    credits: numeric('credits', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    creditTypeId: integer('credit_type_id')
      .notNull()
      .references(() => creditTypes.id),
    programTitle: varchar('program_title', { length: 300 }).notNull(),
    sponsor: varchar('sponsor', { length: 300 }).notNull(),
    programDescription: text('program_description').notNull(),
    programAgenda: text('program_agenda'),
    completionCode: varchar('completion_code', { length: 100 }),
    completionDate: date('completion_date').notNull(),
    preapprovedCreditId: integer('preapproved_credit_id').references(() => groupCeus.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 30, enum: CEU_STATUSES }).notNull().default('pending'),
    approved: boolean('approved'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('individual_ceus_user_period_idx').on(t.userId, t.reportingPeriodId, t.creditTypeId),
    index('individual_ceus_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('individual_ceus_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('individual_ceus_completion_idx').on(t.completionDate),
    index('individual_ceus_preapproved_idx').on(t.preapprovedCreditId),
    oneOf('individual_ceus_status_check', t.status, CEU_STATUSES),
    check('individual_ceus_credits_check', sql`${t.credits} > 0`),
  ],
)

/** A review decision on one reviewable record (exactly one owner column is set). */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    registrationId: integer('registration_id').references(() => registrations.id, { onDelete: 'cascade' }),
    experienceId: integer('experience_id').references(() => experiences.id, { onDelete: 'cascade' }),
    extensionId: integer('extension_id').references(() => extensions.id, { onDelete: 'cascade' }),
    groupCeuId: integer('group_ceu_id').references(() => groupCeus.id, { onDelete: 'cascade' }),
    individualCeuId: integer('individual_ceu_id').references(() => individualCeus.id, { onDelete: 'cascade' }),
    membershipRequestId: integer('membership_request_id').references(() => membershipRequests.id, {
      onDelete: 'cascade',
    }),
    approved: boolean('approved').notNull(),
    /** HTML: the canned messages chosen plus the admin's own message. */
    message: text('message'),
    status: varchar('status', { length: 30, enum: REVIEW_STATUSES }).notNull(),
    previousStep: varchar('previous_step', { length: 50 }),
    newStep: varchar('new_step', { length: 50 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    exactlyOne(
      'reviews_subject_check',
      t.registrationId,
      t.experienceId,
      t.extensionId,
      t.groupCeuId,
      t.individualCeuId,
      t.membershipRequestId,
    ),
    oneOf('reviews_status_check', t.status, REVIEW_STATUSES),
    index('reviews_registration_idx')
      .on(t.registrationId)
      .where(sql`${t.registrationId} is not null`),
    index('reviews_experience_idx')
      .on(t.experienceId)
      .where(sql`${t.experienceId} is not null`),
    index('reviews_extension_idx')
      .on(t.extensionId)
      .where(sql`${t.extensionId} is not null`),
    index('reviews_group_ceu_idx')
      .on(t.groupCeuId)
      .where(sql`${t.groupCeuId} is not null`),
    index('reviews_individual_ceu_idx')
      .on(t.individualCeuId)
      .where(sql`${t.individualCeuId} is not null`),
    index('reviews_membership_request_idx')
      .on(t.membershipRequestId)
      .where(sql`${t.membershipRequestId} is not null`),
  ],
)

/** An uploaded file (Storage key) attached to at most one record; avatars live on the user. */
export const media = pgTable(
  'media',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40, enum: MEDIA_TYPES }).notNull(),
    storageKey: varchar('storage_key', { length: 300 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    registrationId: integer('registration_id').references(() => registrations.id, { onDelete: 'cascade' }),
    experienceId: integer('experience_id').references(() => experiences.id, { onDelete: 'cascade' }),
    groupCeuId: integer('group_ceu_id').references(() => groupCeus.id, { onDelete: 'cascade' }),
    individualCeuId: integer('individual_ceu_id').references(() => individualCeus.id, { onDelete: 'cascade' }),
    membershipRequestId: integer('membership_request_id').references(() => membershipRequests.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_storage_key').on(t.storageKey),
    check(
      'media_owner_check',
      sql`num_nonnulls(${t.registrationId}, ${t.experienceId}, ${t.groupCeuId}, ${t.individualCeuId}, ${t.membershipRequestId}) <= 1`,
    ),
    oneOf('media_type_check', t.type, MEDIA_TYPES),
    index('media_registration_idx')
      .on(t.registrationId)
      .where(sql`${t.registrationId} is not null`),
    index('media_experience_idx')
      .on(t.experienceId)
      .where(sql`${t.experienceId} is not null`),
    index('media_group_ceu_idx')
      .on(t.groupCeuId)
      .where(sql`${t.groupCeuId} is not null`),
    index('media_individual_ceu_idx')
      .on(t.individualCeuId)
      .where(sql`${t.individualCeuId} is not null`),
    index('media_membership_request_idx')
      .on(t.membershipRequestId)
      .where(sql`${t.membershipRequestId} is not null`),
  ],
)
