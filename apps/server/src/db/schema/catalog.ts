/**
 * System data: the catalogue staff maintain under /admin/extended/{kind} (spec 3, System data),
 * plus the few lists that are not edited there (donation options). Every table has `retired_at`:
 * a row other records reference is retired, not deleted.
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
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import {
  CANNED_MESSAGE_CATEGORIES,
  CERTIFICATION_KEYS,
  EVENT_TYPES,
  GROUP_KINDS,
  LINE_ITEM_CATEGORY_TYPES,
  MEMBERSHIP_KEYS,
  PATHWAY_KEYS,
  SURVEY_TYPES,
  TRAINING_REQUIREMENT_KINDS,
  type LineItemCategoryType,
} from '@portal/contracts'
import { allOf, cents, createdAt, id, nonNegative, oneOf, retiredAt, updatedAt } from './columns'

const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt(), retiredAt: retiredAt() })

/** Accounting products that paid line items are booked against. */
export const quickbooksProducts = pgTable(
  'quickbooks_products',
  {
    id: id(),
    name: varchar('name', { length: 200 }).notNull(),
    quickbooksId: varchar('quickbooks_id', { length: 50 }).notNull(),
    sku: varchar('sku', { length: 100 }),
    incomeAccount: varchar('income_account', { length: 200 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('quickbooks_products_quickbooks_id_key').on(t.quickbooksId),
    index('quickbooks_products_name_idx').on(t.name),
  ],
)

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    image: varchar('image', { length: 500 }),
    actionText: varchar('action_text', { length: 100 }),
    actionUrl: varchar('action_url', { length: 500 }),
    /** Shown from this moment on; the newest published one is the dashboard's banner. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [index('announcements_published_at_idx').on(t.publishedAt)],
)

export const areasOfExpertise = pgTable(
  'areas_of_expertise',
  { id: id(), name: varchar('name', { length: 200 }).notNull(), ...timestamps() },
  (t) => [uniqueIndex('areas_of_expertise_name_key').on(t.name)],
)

export const workAreaCategories = pgTable(
  'work_area_categories',
  { id: id(), name: varchar('name', { length: 200 }).notNull(), ...timestamps() },
  (t) => [uniqueIndex('work_area_categories_name_key').on(t.name)],
)

export const workAreas = pgTable(
  'work_areas',
  {
    id: id(),
    workAreaCategoryId: integer('work_area_category_id')
      .notNull()
      .references(() => workAreaCategories.id),
    name: varchar('name', { length: 200 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('work_areas_category_name_key').on(t.workAreaCategoryId, t.name),
    index('work_areas_name_idx').on(t.name),
  ],
)

export const militaryInstallations = pgTable(
  'military_installations',
  {
    id: id(),
    name: varchar('name', { length: 200 }).notNull(),
    branch: varchar('branch', { length: 50 }),
    state: varchar('state', { length: 2 }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('military_installations_name_key').on(t.name)],
)

export const universities = pgTable(
  'universities',
  {
    id: id(),
    name: varchar('name', { length: 200 }).notNull(),
    programName: varchar('program_name', { length: 200 }),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 50 }),
    website: varchar('website', { length: 500 }),
    ...timestamps(),
  },
  (t) => [
    // A university without a program is one row, not one per insert (NULLS NOT DISTINCT).
    unique('universities_name_program_key').on(t.name, t.programName).nullsNotDistinct(),
    index('universities_state_idx').on(t.state),
  ],
)

export const forumCategories = pgTable(
  'forum_categories',
  {
    id: id(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    url: varchar('url', { length: 500 }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('forum_categories_name_key').on(t.name)],
)

/** Cards of the portal dashboard whose copy staff can change (title, body, action). */
export const dashboardCards = pgTable(
  'dashboard_cards',
  {
    id: id(),
    key: varchar('key', { length: 50 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body'),
    actionText: varchar('action_text', { length: 100 }),
    actionUrl: varchar('action_url', { length: 500 }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('dashboard_cards_key_key').on(t.key)],
)

/** The email-dropdown kind: canned messages an admin can add to a review decision. */
export const cannedMessages = pgTable(
  'canned_messages',
  {
    id: id(),
    category: varchar('category', { length: 50, enum: CANNED_MESSAGE_CATEGORIES }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** HTML sent in the decision e-mail. */
    body: text('body').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('canned_messages_category_title_key').on(t.category, t.title),
    oneOf('canned_messages_category_check', t.category, CANNED_MESSAGE_CATEGORIES),
  ],
)

/** Community and learning-platform groups a user can be enrolled in (profile Groups tab). */
export const groups = pgTable(
  'groups',
  {
    id: id(),
    name: varchar('name', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 30, enum: GROUP_KINDS }).notNull(),
    description: text('description'),
    externalId: varchar('external_id', { length: 100 }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('groups_kind_name_key').on(t.kind, t.name), oneOf('groups_kind_check', t.kind, GROUP_KINDS)],
)

// ---------------------------------------------------------------------------------------------
// Membership catalogue

export const membershipTypes = pgTable(
  'membership_types',
  {
    id: id(),
    key: varchar('key', { length: 30, enum: MEMBERSHIP_KEYS }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    priceCents: cents('price_cents').notNull(),
    productId: integer('product_id').references(() => quickbooksProducts.id),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('membership_types_key_key').on(t.key),
    oneOf('membership_types_key_check', t.key, MEMBERSHIP_KEYS),
    nonNegative('membership_types_price_check', t.priceCents),
  ],
)

export const membershipResourceCategories = pgTable(
  'membership_resource_categories',
  {
    id: id(),
    name: varchar('name', { length: 200 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('membership_resource_categories_name_key').on(t.name)],
)

export const membershipResources = pgTable(
  'membership_resources',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => membershipResourceCategories.id),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    url: varchar('url', { length: 500 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('membership_resources_category_idx').on(t.categoryId, t.sortOrder)],
)

// ---------------------------------------------------------------------------------------------
// Events

export const events = pgTable(
  'events',
  {
    id: id(),
    name: varchar('name', { length: 300 }).notNull(),
    description: text('description'),
    type: varchar('type', { length: 30, enum: EVENT_TYPES }).notNull(),
    /** When it takes place (on-demand: when it was published). */
    date: timestamp('date', { withTimezone: true }).notNull(),
    /** After this moment it can no longer be bought (Add to Cart is hidden). */
    expirationDate: timestamp('expiration_date', { withTimezone: true }),
    ceus: numeric('ceus', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    experienceHours: numeric('experience_hours', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    priceCents: cents('price_cents').notNull().default(0),
    memberPriceCents: cents('member_price_cents').notNull().default(0),
    freeForMembers: boolean('free_for_members').notNull().default(false),
    approvedForEthics: boolean('approved_for_ethics').notNull().default(false),
    image: varchar('image', { length: 500 }),
    registrationUrl: varchar('registration_url', { length: 500 }),
    recordingUrl: varchar('recording_url', { length: 500 }),
    resource1Url: varchar('resource1_url', { length: 500 }),
    resource2Url: varchar('resource2_url', { length: 500 }),
    productId: integer('product_id').references(() => quickbooksProducts.id),
    ...timestamps(),
  },
  (t) => [
    oneOf('events_type_check', t.type, EVENT_TYPES),
    nonNegative('events_price_check', t.priceCents),
    nonNegative('events_member_price_check', t.memberPriceCents),
    // The events table sorts and filters by each of its columns (spec 1 §2.9).
    index('events_date_idx').on(t.date, t.id),
    index('events_type_date_idx').on(t.type, t.date),
    index('events_expiration_date_idx').on(t.expirationDate),
    index('events_name_idx').on(t.name),
    index('events_ethics_date_idx').on(t.approvedForEthics, t.date),
  ],
)

// ---------------------------------------------------------------------------------------------
// Certification catalogue

export const certifications = pgTable(
  'certifications',
  {
    id: id(),
    key: varchar('key', { length: 20, enum: CERTIFICATION_KEYS }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    /** Whether certificants report CEUs for it (the CEU card shows only then). */
    reportable: boolean('reportable').notNull().default(true),
    requiredHours: integer('required_hours').notNull().default(1000),
    /** Years of experience look-back before enrolment (AFC 7, AFCC 2). */
    experienceLookbackYears: smallint('experience_lookback_years').notNull().default(7),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('certifications_key_key').on(t.key),
    oneOf('certifications_key_check', t.key, CERTIFICATION_KEYS),
  ],
)

/** Renewal requirements of a certification: annual fee, late fee and CEUs per period. */
export const certificationRequirements = pgTable(
  'certification_requirements',
  {
    id: id(),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id),
    name: varchar('name', { length: 200 }).notNull(),
    annualFeeCents: cents('annual_fee_cents').notNull(),
    lateFeeCents: cents('late_fee_cents').notNull().default(0),
    totalCreditsRequired: integer('total_credits_required').notNull(),
    ethicsCreditsRequired: integer('ethics_credits_required').notNull().default(0),
    effectiveFrom: date('effective_from').notNull(),
    productId: integer('product_id').references(() => quickbooksProducts.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('certification_requirements_cert_from_key').on(t.certificationId, t.effectiveFrom),
    nonNegative('certification_requirements_fee_check', t.annualFeeCents),
  ],
)

/** Study resources shown on the certification dashboard (they differ for AFC and AFCC). */
export const certificationResources = pgTable(
  'certification_resources',
  {
    id: id(),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    url: varchar('url', { length: 500 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('certification_resources_cert_idx').on(t.certificationId, t.sortOrder)],
)

/** The pathway kind: a route to a certification (education, university, designation, ...). */
export const pathwayTypes = pgTable(
  'pathway_types',
  {
    id: id(),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id),
    key: varchar('key', { length: 30, enum: PATHWAY_KEYS }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    /** Months from enrolment to the deadline. */
    deadlineMonths: smallint('deadline_months').notNull(),
    visible: boolean('visible').notNull().default(true),
    requiresPreapproval: boolean('requires_preapproval').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('pathway_types_cert_key_key').on(t.certificationId, t.key),
    oneOf('pathway_types_key_check', t.key, PATHWAY_KEYS),
  ],
)

export const registrationFees = pgTable(
  'registration_fees',
  {
    id: id(),
    pathwayTypeId: integer('pathway_type_id')
      .notNull()
      .references(() => pathwayTypes.id),
    name: varchar('name', { length: 200 }).notNull(),
    priceCents: cents('price_cents').notNull(),
    freeForMembers: boolean('free_for_members').notNull().default(false),
    /** Charged when the registration is approved rather than at checkout (self-study). */
    deferred: boolean('deferred').notNull().default(false),
    productId: integer('product_id').references(() => quickbooksProducts.id),
    ...timestamps(),
  },
  (t) => [
    index('registration_fees_pathway_idx').on(t.pathwayTypeId),
    nonNegative('registration_fees_price_check', t.priceCents),
  ],
)

export const courseMaterials = pgTable(
  'course_materials',
  {
    id: id(),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    priceCents: cents('price_cents').notNull(),
    /** Needs a shipping address (printed books). */
    shippable: boolean('shippable').notNull().default(false),
    accessMonths: smallint('access_months'),
    /** The learning system's course id (course-materials vendor). */
    hcCourseId: varchar('hc_course_id', { length: 100 }),
    brightspaceCourseId: varchar('brightspace_course_id', { length: 100 }),
    brightspaceCourse2Id: varchar('brightspace_course2_id', { length: 100 }),
    brightspaceCourse3Id: varchar('brightspace_course3_id', { length: 100 }),
    productId: integer('product_id').references(() => quickbooksProducts.id),
    ...timestamps(),
  },
  (t) => [
    index('course_materials_cert_idx').on(t.certificationId),
    nonNegative('course_materials_price_check', t.priceCents),
  ],
)

/** Which pathways offer which course materials. */
export const courseMaterialPathwayTypes = pgTable(
  'course_material_pathway_types',
  {
    courseMaterialId: integer('course_material_id')
      .notNull()
      .references(() => courseMaterials.id, { onDelete: 'cascade' }),
    pathwayTypeId: integer('pathway_type_id')
      .notNull()
      .references(() => pathwayTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'course_material_pathway_types_pk', columns: [t.courseMaterialId, t.pathwayTypeId] }),
    index('course_material_pathway_types_pathway_idx').on(t.pathwayTypeId),
  ],
)

export const shippingFees = pgTable(
  'shipping_fees',
  {
    id: id(),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id),
    name: varchar('name', { length: 200 }).notNull(),
    priceCents: cents('price_cents').notNull(),
    international: boolean('international').notNull().default(false),
    /** Shipping that belongs to the exam (charged with the exam when fees are paid upfront). */
    forExams: boolean('for_exams').notNull().default(false),
    productId: integer('product_id').references(() => quickbooksProducts.id),
    ...timestamps(),
  },
  (t) => [
    index('shipping_fees_cert_idx').on(t.certificationId),
    nonNegative('shipping_fees_price_check', t.priceCents),
  ],
)

/** The exam kind: an exam a candidate buys and sits (one category per certification). */
export const exams = pgTable(
  'exams',
  {
    id: id(),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id),
    name: varchar('name', { length: 200 }).notNull(),
    priceCents: cents('price_cents').notNull(),
    retakePriceCents: cents('retake_price_cents').notNull(),
    memberDiscountCents: cents('member_discount_cents').notNull().default(0),
    productId: integer('product_id').references(() => quickbooksProducts.id),
    ...timestamps(),
  },
  (t) => [
    index('exams_cert_idx').on(t.certificationId),
    nonNegative('exams_price_check', t.priceCents),
    nonNegative('exams_retake_price_check', t.retakePriceCents),
  ],
)

export type PoolExamStat = { POOLNAME: string; CORRECTANSWERS: number; QUESTIONSRECEIVED: number }

export const practiceExams = pgTable(
  'practice_exams',
  {
    id: id(),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    priceCents: cents('price_cents').notNull(),
    takeText: text('take_text'),
    takeButtonText: varchar('take_button_text', { length: 100 }),
    accessResultsText: text('access_results_text'),
    accessResultsButtonText: varchar('access_results_button_text', { length: 100 }),
    surveyText: text('survey_text'),
    surveyButtonText: varchar('survey_button_text', { length: 100 }),
    registrationFlowLanguage: text('registration_flow_language'),
    registrationFlowCheckboxText: text('registration_flow_checkbox_text'),
    purchasePopupText: text('purchase_popup_text'),
    purchasePopupButtonText: varchar('purchase_popup_button_text', { length: 100 }),
    /** Statistics of the question pool, per competency. */
    poolExamStats: jsonb('pool_exam_stats')
      .$type<PoolExamStat[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The exam vendor's URL a started exam redirects to. */
    examUrl: varchar('exam_url', { length: 500 }),
    productId: integer('product_id').references(() => quickbooksProducts.id),
    ...timestamps(),
  },
  (t) => [
    index('practice_exams_cert_idx').on(t.certificationId),
    nonNegative('practice_exams_price_check', t.priceCents),
  ],
)

export const practiceExamSurveyQuestions = pgTable(
  'practice_exam_survey_questions',
  {
    id: id(),
    practiceExamId: integer('practice_exam_id')
      .notNull()
      .references(() => practiceExams.id, { onDelete: 'cascade' }),
    surveyType: varchar('survey_type', { length: 10, enum: SURVEY_TYPES }).notNull(),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('practice_exam_survey_questions_exam_idx').on(t.practiceExamId, t.surveyType, t.sortOrder),
    oneOf('practice_exam_survey_questions_type_check', t.surveyType, SURVEY_TYPES),
  ],
)

/** Study modules a visitor can ask about through /study-module-form. */
export const studyModules = pgTable(
  'study_modules',
  {
    id: id(),
    certificationId: integer('certification_id').references(() => certifications.id),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    url: varchar('url', { length: 500 }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('study_modules_name_key').on(t.name)],
)

// ---------------------------------------------------------------------------------------------
// Trainings (essentials courses and the independent trainer program)

export const trainings = pgTable(
  'trainings',
  {
    id: id(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    image: varchar('image', { length: 500 }),
    priceCents: cents('price_cents').notNull().default(0),
    sidebar: text('sidebar'),
    memberOnlyCopy: text('member_only_copy'),
    descriptionVideo: varchar('description_video', { length: 500 }),
    available: boolean('available').notNull().default(true),
    show: boolean('show').notNull().default(true),
    productDeleted: boolean('product_deleted').notNull().default(false),
    isIndependentTrainer: boolean('is_independent_trainer').notNull().default(false),
    allowsExtension: boolean('allows_extension').notNull().default(true),
    deadlineMonths: smallint('deadline_months'),
    brightspaceCourseId: varchar('brightspace_course_id', { length: 100 }),
    productId: integer('product_id').references(() => quickbooksProducts.id),
    ...timestamps(),
  },
  (t) => [uniqueIndex('trainings_name_key').on(t.name), nonNegative('trainings_price_check', t.priceCents)],
)

export const trainingRequirements = pgTable(
  'training_requirements',
  {
    id: id(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id),
    kind: varchar('kind', { length: 30, enum: TRAINING_REQUIREMENT_KINDS }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    priceCents: cents('price_cents').notNull(),
    productId: integer('product_id').references(() => quickbooksProducts.id),
    ...timestamps(),
  },
  (t) => [
    index('training_requirements_training_idx').on(t.trainingId, t.kind),
    oneOf('training_requirements_kind_check', t.kind, TRAINING_REQUIREMENT_KINDS),
    nonNegative('training_requirements_price_check', t.priceCents),
  ],
)

// ---------------------------------------------------------------------------------------------
// Experience and CEU catalogue

/** The service-type kind (fellowship service types of experience hours). */
export const serviceTypes = pgTable(
  'service_types',
  {
    id: id(),
    certificationId: integer('certification_id').references(() => certifications.id),
    name: varchar('name', { length: 200 }).notNull(),
    /** Hours allowed, or a percentage of the registration's required hours when `percentage`. */
    allowed: integer('allowed').notNull(),
    percentage: boolean('percentage').notNull().default(false),
    militarySpouseOnly: boolean('military_spouse_only').notNull().default(false),
    fileUploadRequired: boolean('file_upload_required').notNull().default(false),
    membersOnly: boolean('members_only').notNull().default(false),
    /** Extra fields the experience form asks for this type: [{ key, label }]. */
    extraFields: jsonb('extra_fields')
      .$type<{ key: string; label: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps(),
  },
  (t) => [uniqueIndex('service_types_name_key').on(t.name), nonNegative('service_types_allowed_check', t.allowed)],
)

export const creditTypes = pgTable(
  'credit_types',
  {
    id: id(),
    name: varchar('name', { length: 200 }).notNull(),
    /** Credits of this type a reporting period needs at least (0 = no minimum). */
    minimumCredits: integer('minimum_credits').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('credit_types_name_key').on(t.name), nonNegative('credit_types_minimum_check', t.minimumCredits)],
)

export const reportingPeriods = pgTable(
  'reporting_periods',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reporting_periods_name_key').on(t.name),
    index('reporting_periods_starts_on_idx').on(t.startsOn),
    check('reporting_periods_dates_check', sql`${t.endsOn} > ${t.startsOn}`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Commerce catalogue

export const discounts = pgTable(
  'discounts',
  {
    id: id(),
    code: varchar('code', { length: 50 }).notNull(),
    description: varchar('description', { length: 300 }),
    /** When true `amount` is a percentage (1-100); otherwise cents off. */
    percentage: boolean('percentage').notNull().default(false),
    amount: integer('amount').notNull(),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').notNull().default(0),
    /** Which kinds of line items it applies to; empty means every kind. */
    scope: text('scope')
      .array()
      .$type<LineItemCategoryType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('discounts_code_lower_key').on(sql`lower(${t.code})`),
    allOf('discounts_scope_check', t.scope, LINE_ITEM_CATEGORY_TYPES),
    nonNegative('discounts_amount_check', t.amount),
    check('discounts_percentage_check', sql`not ${t.percentage} or ${t.amount} between 1 and 100`),
    check('discounts_usage_check', sql`${t.usageLimit} is null or ${t.usageCount} <= ${t.usageLimit}`),
    check('discounts_dates_check', sql`${t.endsOn} is null or ${t.startsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
)

export const donationOptions = pgTable(
  'donation_options',
  {
    id: id(),
    name: varchar('name', { length: 200 }).notNull(),
    /** The spec's categoryId; 6 is the symposium scholarship. */
    categoryId: integer('category_id').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('donation_options_category_key').on(t.categoryId)],
)
