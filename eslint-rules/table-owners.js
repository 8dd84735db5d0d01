// @ts-check
/**
 * Who may write each table (ARCHITECTURE.md, "Module boundaries"): one aggregate, one module, one
 * writer. `portal/table-owner` reads this map and refuses an insert, update or delete of a table
 * (through Drizzle or a raw `sql` statement) from any other module of `apps/server/src/modules/`;
 * another module asks the owner through a named transition (a method of its service that takes the
 * caller's transaction, e.g. `registrations.extendDeadline(tx, id, to)`).
 *
 * Each entry is keyed by the table's Drizzle export in `apps/server/src/db/schema/*.ts` and gives
 * its SQL name and either
 * - `owner`: the one module (a folder of `modules/`) that writes it, or `platform` when only
 *   platform code writes it (`platform/**`, seeds, migrations) and no module may, or
 * - `shared`: the modules that may all write it, with the reason beside the entry.
 * Reads are free: any repo may select from any table.
 *
 * A new table gets its line here in the same change that adds it (`table-owner.test.js` fails
 * otherwise). A write that must be tolerated for a while goes in the rule's `allow` option in
 * `eslint.config.js` (empty since issue 24's split: every module writes only its own tables).
 */

/** The owner of tables written only by platform code: no module writes them. */
export const PLATFORM = 'platform'

/**
 * @typedef {{ table: string, owner: string }} OwnedTable
 * @typedef {{ table: string, shared: readonly string[] }} SharedTable
 * @typedef {OwnedTable | SharedTable} TableOwner
 */

/** @type {Readonly<Record<string, TableOwner>>} */
export const TABLE_OWNERS = {
  // db/schema/users.ts ----------------------------------------------------------------------------
  // The account row. Each writer sets only its own columns: auth creates the account (a confirmed
  // sign-up) and sets its password, profile the person's fields and e-mail address, payments the
  // card on file (payment customer and method), dashboard when the member hid the announcement,
  // users the staff's own column (secuId, set on the profile's Info tab).
  users: { table: 'users', shared: ['profile', 'auth', 'payments', 'dashboard', 'users'] },
  addresses: { table: 'addresses', owner: 'profile' },
  userWorkAreaCategories: { table: 'user_work_area_categories', owner: 'profile' },
  userWorkAreas: { table: 'user_work_areas', owner: 'profile' },
  userAreasOfExpertise: { table: 'user_areas_of_expertise', owner: 'profile' },
  // Staff's flags, notes and group enrolments on an account: the users module (the admin side of
  // accounts; the profile's Flags and Notes tabs). No module writes user_groups yet (seeds only).
  userFlags: { table: 'user_flags', owner: 'users' },
  userNotes: { table: 'user_notes', owner: 'users' },
  userGroups: { table: 'user_groups', owner: 'users' },
  notifications: { table: 'notifications', owner: 'notifications' },
  // The visitors' requests about a certification's study modules (/study-module-form, planned):
  // no writer yet; the module that builds the form takes this line.
  studyModuleRequests: { table: 'study_module_requests', owner: 'certifications' },

  // db/schema/auth.ts -----------------------------------------------------------------------------
  sessions: { table: 'sessions', owner: PLATFORM },
  passwordResets: { table: 'password_resets', owner: 'auth' },
  emailChanges: { table: 'email_changes', owner: 'profile' },
  pendingRegistrations: { table: 'pending_registrations', owner: 'auth' },
  rateLimits: { table: 'rate_limits', owner: PLATFORM },
  auditEvents: { table: 'audit_events', owner: PLATFORM },
  // The copy shown on the sign-in page; seeded, read by auth.
  referrerContexts: { table: 'referrer_contexts', owner: 'auth' },

  // db/schema/platform.ts -------------------------------------------------------------------------
  jobs: { table: 'jobs', owner: PLATFORM },
  mailMessages: { table: 'mail_messages', owner: PLATFORM },
  appState: { table: 'app_state', owner: PLATFORM },

  // db/schema/catalog.ts: the system-data catalogue, written by its admin screens ------------------
  quickbooksProducts: { table: 'quickbooks_products', owner: 'system-data' },
  announcements: { table: 'announcements', owner: 'system-data' },
  areasOfExpertise: { table: 'areas_of_expertise', owner: 'system-data' },
  workAreaCategories: { table: 'work_area_categories', owner: 'system-data' },
  workAreas: { table: 'work_areas', owner: 'system-data' },
  militaryInstallations: { table: 'military_installations', owner: 'system-data' },
  universities: { table: 'universities', owner: 'system-data' },
  forumCategories: { table: 'forum_categories', owner: 'system-data' },
  dashboardCards: { table: 'dashboard_cards', owner: 'system-data' },
  cannedMessages: { table: 'canned_messages', owner: 'system-data' },
  groups: { table: 'groups', owner: 'system-data' },
  membershipTypes: { table: 'membership_types', owner: 'system-data' },
  membershipResourceCategories: { table: 'membership_resource_categories', owner: 'system-data' },
  membershipResources: { table: 'membership_resources', owner: 'system-data' },
  events: { table: 'events', owner: 'system-data' },
  certifications: { table: 'certifications', owner: 'system-data' },
  certificationRequirements: { table: 'certification_requirements', owner: 'system-data' },
  certificationResources: { table: 'certification_resources', owner: 'system-data' },
  pathwayTypes: { table: 'pathway_types', owner: 'system-data' },
  registrationFees: { table: 'registration_fees', owner: 'system-data' },
  courseMaterials: { table: 'course_materials', owner: 'system-data' },
  courseMaterialPathwayTypes: { table: 'course_material_pathway_types', owner: 'system-data' },
  shippingFees: { table: 'shipping_fees', owner: 'system-data' },
  exams: { table: 'exams', owner: 'system-data' },
  practiceExams: { table: 'practice_exams', owner: 'system-data' },
  practiceExamSurveyQuestions: { table: 'practice_exam_survey_questions', owner: 'system-data' },
  studyModules: { table: 'study_modules', owner: 'system-data' },
  trainings: { table: 'trainings', owner: 'system-data' },
  trainingRequirements: { table: 'training_requirements', owner: 'system-data' },
  serviceTypes: { table: 'service_types', owner: 'system-data' },
  creditTypes: { table: 'credit_types', owner: 'system-data' },
  reportingPeriods: { table: 'reporting_periods', owner: 'system-data' },
  // A code is catalogue (system-data); its usage count is taken and given back by the cart as the
  // code is applied and released (ARCHITECTURE.md: the cart writes "discount uses").
  discounts: { table: 'discounts', shared: ['system-data', 'cart'] },
  donationOptions: { table: 'donation_options', owner: 'system-data' },

  // db/schema/membership.ts -----------------------------------------------------------------------
  membershipRequests: { table: 'membership_requests', owner: 'membership' },
  userMemberships: { table: 'user_memberships', owner: 'membership' },
  eventRegistrations: { table: 'event_registrations', owner: 'events' },

  // db/schema/commerce.ts -------------------------------------------------------------------------
  transactions: { table: 'transactions', owner: 'cart' },
  // The cart's lines. Each product's module puts its own unpaid lines in the cart and keeps them
  // (price, shown or not, removed with the thing they pay for) before checkout: the product
  // registry's design ("each product owns its purchase"). The cart and checkout edit quantities,
  // discounts and mark them paid. Sellers: membership (join/renew), events, donations,
  // registrations (approval charge, course materials, shipping), exams (exam and practice exam
  // attempts, learning system), extensions (the extension fee), ceus (a group CEU's review and
  // listing fees).
  lineItems: {
    table: 'line_items',
    shared: ['cart', 'membership', 'events', 'donations', 'registrations', 'exams', 'extensions', 'ceus'],
  },
  paymentAttempts: { table: 'payment_attempts', owner: 'cart' },
  // The ledger of provider webhook events already handled: written in the handling transaction
  // through platform/http/webhook-events.ts by the cart (payment provider) and exams (the exam
  // delivery's signed results).
  webhookEvents: { table: 'webhook_events', owner: 'platform' },
  donations: { table: 'donations', owner: 'donations' },

  // db/schema/certification.ts --------------------------------------------------------------------
  registrations: { table: 'registrations', owner: 'registrations' },
  // A training registration is a row of `registrations` (through that module's transitions);
  // what only a training has is the trainings module's (decision 0019).
  registrationTrainerProfiles: { table: 'registration_trainer_profiles', owner: 'trainings' },
  registrationTrainings: { table: 'registration_trainings', owner: 'trainings' },
  examAttempts: { table: 'exam_attempts', owner: 'exams' },
  practiceExamAttempts: { table: 'practice_exam_attempts', owner: 'exams' },
  practiceExamSurveyResponses: { table: 'practice_exam_survey_responses', owner: 'exams' },
  userCertifications: { table: 'user_certifications', owner: 'certifications' },
  renewals: { table: 'renewals', owner: 'certifications' },
  extensions: { table: 'extensions', owner: 'extensions' },
  experiences: { table: 'experiences', owner: 'experience' },
  experienceValidations: { table: 'experience_validations', owner: 'experience' },
  experienceValidationItems: { table: 'experience_validation_items', owner: 'experience' },
  // A completed or enrolled training (decision 0019), and CEUs: the modules to come.
  userTrainings: { table: 'user_trainings', owner: 'trainings' },
  groupCeus: { table: 'group_ceus', owner: 'ceus' },
  individualCeus: { table: 'individual_ceus', owner: 'ceus' },
  // Staff decisions on one record each (exactly one subject column set), through the reviews
  // module's one door (its service's `record`).
  reviews: { table: 'reviews', owner: 'reviews' },
  // Uploaded files attached to one record each, through the media module's one door (its
  // service's `attach` and `detach`); the record's module declares who may read and delete them.
  media: { table: 'media', owner: 'media' },
}

/** @type {ReadonlyMap<string, TableOwner & { name: string }>} The entries by SQL name. */
const BY_SQL_NAME = new Map(Object.entries(TABLE_OWNERS).map(([name, entry]) => [entry.table, { ...entry, name }]))

/**
 * The entry of a table by its Drizzle export (`lineItems`) or its SQL name (`line_items`).
 * @param {string} name
 * @returns {(TableOwner & { name: string }) | undefined}
 */
export function ownerOfTable(name) {
  const byExport = Object.hasOwn(TABLE_OWNERS, name) ? TABLE_OWNERS[name] : undefined
  return byExport ? { ...byExport, name } : BY_SQL_NAME.get(name)
}

/**
 * The modules that may write a table.
 * @param {TableOwner} entry
 * @returns {readonly string[]}
 */
export function writersOf(entry) {
  return 'shared' in entry ? entry.shared : entry.owner === PLATFORM ? [] : [entry.owner]
}
