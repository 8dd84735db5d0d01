/**
 * People: the user with every profile field of spec 1 §3 and spec 2 §3, addresses, the
 * profile's many-to-many choices, and the staff-side flags, notes and groups (spec 3).
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
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
import { CONTACT_METHODS, GENDERS, ROLES, TEXT_PREFERENCES, YEARS_OF_SERVICE } from '@portal/contracts'
import { allOf, createdAt, dateMultirange, id, oneOf, updatedAt } from './columns'
import { areasOfExpertise, groups, militaryInstallations, studyModules, workAreaCategories, workAreas } from './catalog'

export const roleValues = ROLES

/**
 * The rows the member directory considers (as its partial indexes are written; the directory's
 * queries repeat it word for word so the planner can use them): consenting, not merged into
 * another account, and with at least one approved membership day.
 */
export function directoryCandidate(t: {
  directoryConsent: AnyPgColumn
  mergedIntoId: AnyPgColumn
  membershipDays: AnyPgColumn
}): SQL {
  return sql`${t.directoryConsent} and ${t.mergedIntoId} is null and not isempty(${t.membershipDays})`
}

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    middleName: varchar('middle_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    suffix: varchar('suffix', { length: 20 }),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 20, enum: ROLES }).notNull().default('member'),
    cellPhone: varchar('cell_phone', { length: 20 }),
    willText: boolean('will_text').notNull().default(false),
    agreeTos: boolean('agree_tos').notNull().default(false),
    referral: varchar('referral', { length: 255 }),
    mailingOptIn: boolean('mailing_opt_in').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    // Contact info
    dateOfBirth: date('date_of_birth'),
    gender: varchar('gender', { length: 20, enum: GENDERS }),
    ethnicity: varchar('ethnicity', { length: 100 }),
    website: varchar('website', { length: 500 }),
    homePhone: varchar('home_phone', { length: 20 }),
    workPhone: varchar('work_phone', { length: 20 }),
    primaryAddressId: integer('primary_address_id').references((): AnyPgColumn => addresses.id, {
      onDelete: 'set null',
    }),
    /** Storage key of the cropped avatar image. */
    avatarKey: varchar('avatar_key', { length: 300 }),
    // AFCPE settings
    contactMethod: smallint('contact_method').notNull().default(0),
    textPreferences: text('text_preferences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mentorConnect: boolean('mentor_connect').notNull().default(false),
    /** Consent to appear in the member directory. */
    directoryConsent: boolean('directory_consent').notNull().default(false),
    /**
     * The days covered by the user's approved membership records (user_memberships), as one
     * multirange: "a valid membership today" is `membership_days @> today`, read with the row
     * instead of probing the records (the member directory tests it for every candidate).
     * Written only by the triggers of migration 0013 on user_memberships (decision 0015).
     */
    membershipDays: dateMultirange('membership_days')
      .notNull()
      .default(sql`'{}'::datemultirange`),
    // Social details
    publicBio: varchar('public_bio', { length: 2500 }),
    memberBio: varchar('member_bio', { length: 2500 }),
    twitterHandle: varchar('twitter_handle', { length: 255 }),
    instagramProfile: varchar('instagram_profile', { length: 255 }),
    linkedinProfile: varchar('linkedin_profile', { length: 2500 }),
    facebookProfile: varchar('facebook_profile', { length: 255 }),
    // Professional info
    organization: varchar('organization', { length: 255 }),
    jobTitle: varchar('job_title', { length: 255 }),
    yearsOfService: varchar('years_of_service', { length: 10, enum: YEARS_OF_SERVICE }),
    militaryInstallationId: integer('military_installation_id').references(() => militaryInstallations.id),
    primaryWorkAreaCategoryId: integer('primary_work_area_category_id').references(() => workAreaCategories.id),
    areasOfWorkOther: varchar('areas_of_work_other', { length: 255 }),
    provideCounselingServices: boolean('provide_counseling_services').notNull().default(false),
    agreeDemographicSearch: boolean('agree_demographic_search').notNull().default(false),
    offerVirtualCounseling: boolean('offer_virtual_counseling').notNull().default(false),
    offerLocalCounseling: boolean('offer_local_counseling').notNull().default(false),
    offerGroupWorkshops: boolean('offer_group_workshops').notNull().default(false),
    isMilitarySpouse: boolean('is_military_spouse').notNull().default(false),
    /** Staff-maintained credit-union member id (admin edits it on the profile). */
    secuId: varchar('secu_id', { length: 50 }),
    // Payment info (only the provider's references and what the page shows)
    paymentCustomerId: varchar('payment_customer_id', { length: 100 }),
    paymentMethodId: varchar('payment_method_id', { length: 100 }),
    pmType: varchar('pm_type', { length: 30 }),
    pmLastFour: varchar('pm_last_four', { length: 4 }),
    // External platforms
    brightspaceId: varchar('brightspace_id', { length: 100 }),
    // Prompts
    profileLastUpdated: timestamp('profile_last_updated', { withTimezone: true }),
    profileUpdateModalShown: timestamp('profile_update_modal_shown', { withTimezone: true }),
    announcementHiddenAt: timestamp('announcement_hidden_at', { withTimezone: true }),
    /** Set when an admin merged this account into another; it can no longer sign in. */
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // E-mail is unique regardless of case; it is also stored lower-cased.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_last_name_first_name_idx').on(t.lastName, t.firstName, t.id),
    index('users_first_name_idx').on(t.firstName, t.id),
    // Prefix filters on names and e-mail (the admin users list) use text_pattern_ops. The name
    // indexes also carry the list's columns, so a filtered page and its count are index-only
    // (measured at 100k users: 'smi' page 3 ms -> 0.5 ms, its count 2.7 ms -> 0.4 ms).
    index('users_last_name_pattern_idx').on(
      sql`lower(${t.lastName}) text_pattern_ops`,
      t.lastName,
      t.id,
      t.firstName,
      t.email,
    ),
    index('users_first_name_pattern_idx').on(
      sql`lower(${t.firstName}) text_pattern_ops`,
      t.firstName,
      t.id,
      t.lastName,
      t.email,
    ),
    index('users_email_pattern_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    // The directory's candidates: consenting, not merged, and a member once (the rows a listing
    // tests for a membership covering today; lapsed non-renewers are most of the consenting).
    index('users_directory_idx').on(t.lastName, t.firstName, t.id).where(directoryCandidate(t)),
    // A directory name search reads only the candidates whose first or last name starts with the
    // word (measured at 100k members, "pat": 8.7 ms to 0.6 ms with membership_days; decision 0015).
    index('users_directory_first_name_idx')
      .on(sql`lower(${t.firstName}) text_pattern_ops`, t.id)
      .where(directoryCandidate(t)),
    index('users_directory_last_name_idx')
      .on(sql`lower(${t.lastName}) text_pattern_ops`, t.id)
      .where(directoryCandidate(t)),
    oneOf('users_role_check', t.role, ROLES),
    oneOf('users_gender_check', t.gender, GENDERS),
    oneOf('users_contact_method_check', t.contactMethod, CONTACT_METHODS),
    oneOf('users_years_of_service_check', t.yearsOfService, YEARS_OF_SERVICE),
    allOf('users_text_preferences_check', t.textPreferences, TEXT_PREFERENCES),
    check('users_will_text_check', sql`not ${t.willText} or ${t.agreeTos}`),
  ],
)

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    addressLine1: varchar('address_line1', { length: 255 }).notNull(),
    addressLine2: varchar('address_line2', { length: 255 }),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 100 }).notNull(),
    zip: varchar('zip', { length: 20 }),
    country: varchar('country', { length: 100 }).notNull().default('United States'),
    phone: varchar('phone', { length: 20 }),
    isMilitary: boolean('is_military').notNull().default(false),
    lat: numeric('lat', { precision: 9, scale: 6, mode: 'number' }),
    lng: numeric('lng', { precision: 9, scale: 6, mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId),
    index('addresses_state_city_idx').on(t.state, t.city),
    // The member directory's location search matches the start of a city, case-insensitively.
    index('addresses_city_pattern_idx').on(sql`lower(${t.city}) text_pattern_ops`),
  ],
)

export const userWorkAreaCategories = pgTable(
  'user_work_area_categories',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workAreaCategoryId: integer('work_area_category_id')
      .notNull()
      .references(() => workAreaCategories.id),
  },
  (t) => [primaryKey({ name: 'user_work_area_categories_pk', columns: [t.userId, t.workAreaCategoryId] })],
)

/** Work areas of a user; `primary` marks the primary work areas. */
export const userWorkAreas = pgTable(
  'user_work_areas',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workAreaId: integer('work_area_id')
      .notNull()
      .references(() => workAreas.id),
    primary: boolean('primary').notNull().default(false),
  },
  (t) => [primaryKey({ name: 'user_work_areas_pk', columns: [t.userId, t.workAreaId] })],
)

export const userAreasOfExpertise = pgTable(
  'user_areas_of_expertise',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    areaOfExpertiseId: integer('area_of_expertise_id')
      .notNull()
      .references(() => areasOfExpertise.id),
  },
  (t) => [
    primaryKey({ name: 'user_areas_of_expertise_pk', columns: [t.userId, t.areaOfExpertiseId] }),
    index('user_areas_of_expertise_area_idx').on(t.areaOfExpertiseId, t.userId),
  ],
)

export const userFlags = pgTable(
  'user_flags',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 200 }).notNull(),
    note: text('note'),
    active: boolean('active').notNull().default(true),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_flags_user_idx').on(t.userId, t.active)],
)

export const userNotes = pgTable(
  'user_notes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_notes_user_idx').on(t.userId, t.createdAt)],
)

export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id),
    /** Learning-platform enrolments: the section and deadline chosen by the admin. */
    sectionId: varchar('section_id', { length: 100 }),
    deadline: date('deadline'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'user_groups_pk', columns: [t.userId, t.groupId] }),
    index('user_groups_group_idx').on(t.groupId),
  ],
)

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    message: text('message').notNull(),
    url: varchar('url', { length: 500 }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
)

/** Study-module requests sent by visitors from /study-module-form. */
export const studyModuleRequests = pgTable(
  'study_module_requests',
  {
    id: id(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    organization: varchar('organization', { length: 255 }),
    studyModuleId: integer('study_module_id').references(() => studyModules.id),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [index('study_module_requests_created_idx').on(t.createdAt)],
)
