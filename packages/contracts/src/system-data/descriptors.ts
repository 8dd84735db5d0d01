/**
 * System data (spec 3, "System data (/admin/extended/)"): one descriptor per kind. A descriptor
 * is the whole contract of its screen and its calls: the list columns (sortable, filterable),
 * the form fields and their validation (schemas are built from it, see ./fields.ts), the title a
 * row is known by elsewhere and the group it is listed under.
 *
 * The calls (./routes.ts) are the same for every kind, `{kind}` being the spec's kebab-case name:
 *   GET    /api/admin/extended/{kind}       server-paged list (limit, page, sort, filter) of
 *                                           every row, retired ones included. Sort and filter by
 *                                           the fields marked `sortable` / `filter` (a reference
 *                                           by the referenced row's title, an enum by its literal
 *                                           or its label), and on every kind by `id`, `retired`
 *                                           (true/false or Yes/No), `createdAt` and `updatedAt`
 *                                           (sort only)
 *   POST   /api/admin/extended/{kind}       create (body: the kind's create schema)
 *   GET    /api/admin/extended/{kind}/{id}  one row
 *   PATCH  /api/admin/extended/{kind}/{id}  change any subset of the editable fields
 *   DELETE /api/admin/extended/{kind}/{id}  → { outcome: 'deleted' | 'retired' }
 *
 * Retiring: a row other records reference is never destroyed, so history keeps its meaning.
 * DELETE tries to delete the row; when a reference forbids it, the row is retired instead
 * (`retiredAt` is stamped) and the answer says which happened. Retired rows stay in the lists
 * (with a Retired badge) and are no longer offered as new choices. PATCH `{ retired: false }`
 * restores a retired row; PATCH `{ retired: true }` retires a row without trying to delete it.
 *
 * A duplicate of a unique key is a 422 on the field marked `unique` ('A discount with this code
 * already exists.'); a reference to a missing or retired row is a 422 on the reference field.
 */
import { z } from '../zod'
import { text as storableText } from '../http/text'
import {
  CANNED_MESSAGE_CATEGORIES,
  CANNED_MESSAGE_CATEGORY_LABELS,
  CERTIFICATION_KEYS,
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
  GROUP_KINDS,
  LINE_ITEM_CATEGORY_TYPES,
  MEMBERSHIP_KEYS,
  PATHWAY_KEYS,
  TRAINING_REQUIREMENT_KINDS,
} from '../domain/enums'
import {
  SystemDataMessages as M,
  isRealDay,
  type BooleanFieldDescriptor,
  type CrossFieldRule,
  type FieldDescriptor,
  type MoneyFieldDescriptor,
  type NumberFieldDescriptor,
  type ReferenceFieldDescriptor,
  type SelectFieldDescriptor,
  type SystemDataDescriptor,
  type TextFieldDescriptor,
} from './fields'
import { SYSTEM_DATA_KINDS, type SystemDataKind } from './kinds'

const LONG_TEXT = 20_000

// ---------------------------------------------------------------------------------------------
// Field shorthands

type Extra<F> = Partial<Omit<F, 'name' | 'label' | 'type'>>

const name = (label = 'Name', max = 200, extra: Extra<TextFieldDescriptor> = {}): TextFieldDescriptor => ({
  name: 'name',
  label,
  type: 'text',
  maxLength: max,
  required: true,
  list: true,
  sortable: true,
  filter: 'contains',
  ...extra,
})
const text = (
  fieldName: string,
  label: string,
  maxLength: number,
  extra: Extra<TextFieldDescriptor> = {},
): TextFieldDescriptor => ({ name: fieldName, label, type: 'text', maxLength, ...extra })
const longText = (fieldName: string, label: string, extra: Extra<TextFieldDescriptor> = {}): TextFieldDescriptor => ({
  name: fieldName,
  label,
  type: 'textarea',
  maxLength: LONG_TEXT,
  ...extra,
})
const description = () => longText('description', 'Description')
const url = (fieldName: string, label: string, extra: Extra<TextFieldDescriptor> = {}): TextFieldDescriptor => ({
  name: fieldName,
  label,
  type: 'url',
  maxLength: 500,
  ...extra,
})
const money = (fieldName: string, label: string, extra: Extra<MoneyFieldDescriptor> = {}): MoneyFieldDescriptor => ({
  name: fieldName,
  label,
  type: 'money',
  ...extra,
})
const price = (extra: Extra<MoneyFieldDescriptor> = {}) =>
  money('priceCents', 'Price', { required: true, list: true, sortable: true, ...extra })
const flag = (
  fieldName: string,
  label: string,
  fallback = false,
  extra: Extra<BooleanFieldDescriptor> = {},
): BooleanFieldDescriptor => ({ name: fieldName, label, type: 'boolean', default: fallback, ...extra })
const listedFlag = (fieldName: string, label: string, fallback = false) =>
  flag(fieldName, label, fallback, { list: true, sortable: true, filter: 'boolean' })
const count = (fieldName: string, label: string, extra: Extra<NumberFieldDescriptor> = {}): NumberFieldDescriptor => ({
  name: fieldName,
  label,
  type: 'number',
  min: 0,
  ...extra,
})
const sortOrder = () =>
  count('sortOrder', 'Sort order', {
    default: 0,
    min: -100_000,
    max: 100_000,
    list: true,
    sortable: true,
    description: 'Lower numbers are shown first.',
  })
const reference = (
  fieldName: string,
  label: string,
  kind: SystemDataKind,
  extra: Extra<ReferenceFieldDescriptor> = {},
): ReferenceFieldDescriptor => ({ name: fieldName, label, type: 'reference', kind, ...extra })
const certification = (required = true) =>
  reference('certificationId', 'Certification', 'certification', {
    required,
    list: true,
    sortable: true,
    filter: 'contains',
  })
const product = () =>
  reference('productId', 'QuickBooks product', 'quickbooks-product', {
    description: 'The accounting product paid line items are booked against.',
  })
const select = (
  fieldName: string,
  label: string,
  options: readonly string[],
  labels?: Readonly<Record<string, string>>,
  extra: Extra<SelectFieldDescriptor> = {},
): SelectFieldDescriptor => ({ name: fieldName, label, type: 'select', options, labels, ...extra })
const day = (fieldName: string, label: string, extra: Extra<FieldDescriptor> = {}): FieldDescriptor => ({
  name: fieldName,
  label,
  type: 'date',
  ...extra,
})

const endAfterStart = (start: string, end: string, orEqual = false): CrossFieldRule => ({
  path: end,
  message: orEqual ? M.endOnOrAfterStart : M.endAfterStart,
  isValid: (values) => {
    const from = values[start]
    const to = values[end]
    // An invalid date is reported on its own field; the rule speaks only of two real dates.
    if (typeof from !== 'string' || typeof to !== 'string' || !isRealDay(from) || !isRealDay(to)) return true
    return orEqual ? to >= from : to > from
  },
})

const byName = [{ field: 'name', direction: 'asc' }] as const
const bySortOrder = [
  { field: 'sortOrder', direction: 'asc' },
  { field: 'name', direction: 'asc' },
] as const

export const CERTIFICATION_KEY_LABELS: Readonly<Record<(typeof CERTIFICATION_KEYS)[number], string>> = {
  afc: 'AFC®',
  afcc: 'AFCC®',
}
const PATHWAY_KEY_LABELS: Readonly<Record<(typeof PATHWAY_KEYS)[number], string>> = {
  education: 'Education',
  university: 'University',
  designation: 'Designation',
  independent_trainer: 'Independent Trainer',
  military_spouse: 'Military Spouse',
}
const GROUP_KIND_LABELS: Readonly<Record<(typeof GROUP_KINDS)[number], string>> = {
  community: 'Community',
  learning_platform: 'Learning platform',
}

const PoolExamStat = z.strictObject({
  POOLNAME: storableText({ error: M.required }).check(
    z.trim(),
    z.minLength(1, M.required),
    z.maxLength(200, M.tooLong(200)),
  ),
  CORRECTANSWERS: z.number({ error: M.number }).check(z.int(M.wholeNumber), z.gte(0, M.atLeast('0'))),
  QUESTIONSRECEIVED: z.number({ error: M.number }).check(z.int(M.wholeNumber), z.gte(0, M.atLeast('0'))),
})
const ExtraField = z.strictObject({
  key: storableText({ error: M.required }).check(
    z.trim(),
    z.minLength(1, M.required),
    z.maxLength(50, M.tooLong(50)),
    z.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Use letters, digits and underscores, starting with a letter.'),
  ),
  label: storableText({ error: M.required }).check(
    z.trim(),
    z.minLength(1, M.required),
    z.maxLength(200, M.tooLong(200)),
  ),
})

// ---------------------------------------------------------------------------------------------
// The 31 kinds

const descriptors: readonly SystemDataDescriptor[] = [
  // Certification ------------------------------------------------------------------------------
  {
    kind: 'certification',
    title: 'Certifications',
    label: 'Certification',
    group: 'Certification',
    description: 'The credentials candidates register for (AFC®, AFCC®).',
    titleField: 'name',
    fields: [
      select('key', 'Key', CERTIFICATION_KEYS, CERTIFICATION_KEY_LABELS, {
        required: true,
        unique: true,
        list: true,
        sortable: true,
        filter: 'exact',
      }),
      name(),
      description(),
      listedFlag('reportable', 'Reports CEUs', true),
      count('requiredHours', 'Required experience hours', { default: 1000, max: 100_000, list: true, sortable: true }),
      count('experienceLookbackYears', 'Experience look-back (years)', { default: 7, max: 50 }),
    ],
    defaultSort: byName,
  },
  {
    kind: 'certification-requirement',
    title: 'Certification requirements',
    label: 'Certification requirement',
    group: 'Certification',
    description: 'Renewal requirements of a certification: annual and late fees and CEUs per period.',
    titleField: 'name',
    fields: [
      certification(),
      name(),
      money('annualFeeCents', 'Annual fee', { required: true, list: true, sortable: true }),
      money('lateFeeCents', 'Late fee', { default: 0 }),
      count('totalCreditsRequired', 'Total CEUs required', { required: true, max: 1000, list: true }),
      count('ethicsCreditsRequired', 'Ethics CEUs required', { default: 0, max: 1000 }),
      day('effectiveFrom', 'Effective from', { required: true, unique: true, list: true, sortable: true }),
      product(),
    ],
    defaultSort: [
      { field: 'certificationId', direction: 'asc' },
      { field: 'effectiveFrom', direction: 'desc' },
    ],
  },
  {
    kind: 'certification-resource',
    title: 'Certification resources',
    label: 'Certification resource',
    group: 'Certification',
    description: 'Study resources shown on the certification dashboard.',
    titleField: 'name',
    fields: [certification(), name(), description(), url('url', 'URL', { required: true, list: true }), sortOrder()],
    defaultSort: bySortOrder,
  },
  {
    kind: 'pathway',
    title: 'Pathways',
    label: 'Pathway',
    group: 'Certification',
    description: 'The routes to a certification (education, university, designation ...).',
    titleField: 'name',
    titlePrefixField: 'certificationId',
    fields: [
      certification(),
      select('key', 'Key', PATHWAY_KEYS, PATHWAY_KEY_LABELS, {
        required: true,
        unique: true,
        list: true,
        sortable: true,
        filter: 'exact',
      }),
      name(),
      description(),
      count('deadlineMonths', 'Deadline (months after enrolment)', {
        required: true,
        min: 1,
        max: 240,
        list: true,
        sortable: true,
      }),
      listedFlag('visible', 'Visible', true),
      flag('requiresPreapproval', 'Requires pre-approval'),
      sortOrder(),
    ],
    defaultSort: bySortOrder,
  },
  {
    kind: 'course-material',
    title: 'Course materials',
    label: 'Course material',
    group: 'Certification',
    description: 'Books and online courses candidates buy with a registration.',
    titleField: 'name',
    fields: [
      certification(),
      name(),
      description(),
      price(),
      listedFlag('shippable', 'Shippable'),
      count('accessMonths', 'Access (months)', { min: 1, max: 240 }),
      { name: 'pathwayTypeIds', label: 'Offered on pathways', type: 'references', kind: 'pathway' },
      text('hcCourseId', 'Course-materials vendor course id', 100),
      text('brightspaceCourseId', 'Brightspace course id', 100),
      text('brightspaceCourse2Id', 'Brightspace course 2 id', 100),
      text('brightspaceCourse3Id', 'Brightspace course 3 id', 100),
      product(),
    ],
    defaultSort: byName,
  },
  {
    kind: 'registration-fee',
    title: 'Registration fees',
    label: 'Registration fee',
    group: 'Certification',
    description: 'Fees charged with a registration on a pathway.',
    titleField: 'name',
    fields: [
      reference('pathwayTypeId', 'Pathway', 'pathway', {
        required: true,
        list: true,
        sortable: true,
        filter: 'contains',
      }),
      name(),
      price(),
      listedFlag('freeForMembers', 'Free for members'),
      listedFlag('deferred', 'Charged on approval'),
      product(),
    ],
    defaultSort: byName,
  },
  {
    kind: 'shipping-fee',
    title: 'Shipping fees',
    label: 'Shipping fee',
    group: 'Certification',
    description: 'Shipping of printed course materials and exam shipping.',
    titleField: 'name',
    fields: [
      certification(),
      name(),
      price(),
      listedFlag('international', 'International'),
      listedFlag('forExams', 'For exams'),
      product(),
    ],
    defaultSort: byName,
  },
  {
    kind: 'exam',
    title: 'Exams',
    label: 'Exam',
    group: 'Certification',
    description: 'The exams candidates buy and sit.',
    titleField: 'name',
    fields: [
      certification(),
      name(),
      price(),
      money('retakePriceCents', 'Retake price', { required: true, list: true, sortable: true }),
      money('memberDiscountCents', 'Member discount', { default: 0 }),
      product(),
    ],
    defaultSort: byName,
  },
  {
    kind: 'practice-exam',
    title: 'Practice exams',
    label: 'Practice exam',
    group: 'Certification',
    description: 'Practice exams, their page texts and question-pool statistics.',
    titleField: 'name',
    fields: [
      certification(),
      name(),
      description(),
      price(),
      url('examUrl', 'Exam URL'),
      longText('takeText', 'Take text'),
      text('takeButtonText', 'Take button text', 100),
      longText('accessResultsText', 'Access results text'),
      text('accessResultsButtonText', 'Access results button text', 100),
      longText('surveyText', 'Survey text'),
      text('surveyButtonText', 'Survey button text', 100),
      longText('registrationFlowLanguage', 'Registration flow language'),
      longText('registrationFlowCheckboxText', 'Registration flow checkbox text'),
      longText('purchasePopupText', 'Purchase pop-up text'),
      text('purchasePopupButtonText', 'Purchase pop-up button text', 100),
      {
        name: 'poolExamStats',
        label: 'Question pool statistics',
        type: 'json',
        item: PoolExamStat,
        example: '[{ "POOLNAME": "Credit", "CORRECTANSWERS": 0, "QUESTIONSRECEIVED": 25 }]',
      },
      product(),
    ],
    defaultSort: byName,
  },
  {
    kind: 'study-module',
    title: 'Study modules',
    label: 'Study module',
    group: 'Certification',
    description: 'Study modules visitors can ask about through the study module form.',
    titleField: 'name',
    fields: [certification(false), name('Name', 200, { unique: true }), description(), url('url', 'URL'), sortOrder()],
    defaultSort: bySortOrder,
  },
  {
    kind: 'service-type',
    title: 'Service types',
    label: 'Service type',
    group: 'Certification',
    description: 'Fellowship service types of experience hours, with their allowance.',
    titleField: 'name',
    fields: [
      certification(false),
      name('Name', 200, { unique: true }),
      count('allowed', 'Hours allowed', {
        required: true,
        max: 100_000,
        list: true,
        sortable: true,
        description: 'A number of hours, or a percent of the required hours when Percentage is ticked.',
      }),
      listedFlag('percentage', 'Percentage'),
      listedFlag('militarySpouseOnly', 'Military spouses only'),
      flag('fileUploadRequired', 'Verification form required'),
      flag('membersOnly', 'Members only'),
      {
        name: 'extraFields',
        label: 'Extra fields',
        type: 'json',
        item: ExtraField,
        description: 'Further questions the experience form asks for this type.',
        example: '[{ "key": "clientCount", "label": "Number of clients" }]',
      },
    ],
    rules: [
      {
        path: 'allowed',
        message: M.percentMax,
        isValid: (values) => values.percentage !== true || typeof values.allowed !== 'number' || values.allowed <= 100,
      },
    ],
    defaultSort: byName,
  },

  // Trainings ----------------------------------------------------------------------------------
  {
    kind: 'training',
    title: 'Trainings',
    label: 'Training',
    group: 'Trainings',
    description: 'Essentials courses and the independent trainer program.',
    titleField: 'name',
    fields: [
      name('Name', 200, { unique: true }),
      description(),
      price({ required: false, default: 0 }),
      listedFlag('available', 'Available', true),
      listedFlag('show', 'Shown', true),
      listedFlag('isIndependentTrainer', 'Independent trainer program'),
      flag('allowsExtension', 'Allows extensions', true),
      flag('productDeleted', 'Product deleted'),
      count('deadlineMonths', 'Deadline (months after enrolment)', { min: 1, max: 240 }),
      url('image', 'Image URL'),
      url('descriptionVideo', 'Description video URL'),
      longText('sidebar', 'Sidebar'),
      longText('memberOnlyCopy', 'Member-only copy'),
      text('brightspaceCourseId', 'Brightspace course id', 100),
      product(),
    ],
    defaultSort: byName,
  },
  {
    kind: 'training-requirement',
    title: 'Training requirements',
    label: 'Training requirement',
    group: 'Trainings',
    description: 'Fees of a training: registration, license and renewal.',
    titleField: 'name',
    fields: [
      reference('trainingId', 'Training', 'training', {
        required: true,
        list: true,
        sortable: true,
        filter: 'contains',
      }),
      select('kind', 'Kind', TRAINING_REQUIREMENT_KINDS, undefined, {
        required: true,
        list: true,
        sortable: true,
        filter: 'exact',
      }),
      name(),
      price(),
      product(),
    ],
    defaultSort: byName,
  },

  // Membership & events ------------------------------------------------------------------------
  {
    kind: 'membership',
    title: 'Memberships',
    label: 'Membership',
    group: 'Membership & events',
    description: 'The membership products (professional, student, emeritus).',
    titleField: 'name',
    fields: [
      select('key', 'Key', MEMBERSHIP_KEYS, undefined, {
        required: true,
        unique: true,
        list: true,
        sortable: true,
        filter: 'exact',
      }),
      name(),
      description(),
      price(),
      product(),
      sortOrder(),
    ],
    defaultSort: bySortOrder,
  },
  {
    kind: 'membership-resource-category',
    title: 'Membership resource categories',
    label: 'Membership resource category',
    group: 'Membership & events',
    description: 'The headings member resources are grouped under.',
    titleField: 'name',
    fields: [name('Name', 200, { unique: true }), sortOrder()],
    defaultSort: bySortOrder,
  },
  {
    kind: 'membership-resource',
    title: 'Membership resources',
    label: 'Membership resource',
    group: 'Membership & events',
    description: 'Member-only resources (links) by category.',
    titleField: 'name',
    fields: [
      reference('categoryId', 'Category', 'membership-resource-category', {
        required: true,
        list: true,
        sortable: true,
        filter: 'contains',
      }),
      name(),
      description(),
      url('url', 'URL', { required: true, list: true }),
      sortOrder(),
    ],
    defaultSort: bySortOrder,
  },
  {
    kind: 'event',
    title: 'Events',
    label: 'Event',
    group: 'Membership & events',
    description: 'Conferences, webinars and on-demand sessions members can buy.',
    titleField: 'name',
    fields: [
      name('Name', 300),
      select('type', 'Type', EVENT_TYPES, EVENT_TYPE_LABELS, {
        required: true,
        list: true,
        sortable: true,
        filter: 'exact',
      }),
      {
        name: 'date',
        label: 'Date',
        type: 'datetime',
        required: true,
        list: true,
        sortable: true,
        description: 'Eastern time. For on-demand sessions: when it was published.',
      },
      {
        name: 'expirationDate',
        label: 'Sales end',
        type: 'datetime',
        description: 'Eastern time. After this moment it can no longer be bought.',
      },
      description(),
      price({ required: false, default: 0 }),
      money('memberPriceCents', 'Member price', { default: 0 }),
      flag('freeForMembers', 'Free for members'),
      listedFlag('approvedForEthics', 'Approved for ethics'),
      count('ceus', 'CEUs', { default: 0, max: 999.99, decimals: 2 }),
      count('experienceHours', 'Experience hours', { default: 0, max: 9999.99, decimals: 2 }),
      url('image', 'Image URL'),
      url('registrationUrl', 'Registration URL'),
      url('recordingUrl', 'Recording URL'),
      url('resource1Url', 'Resource 1 URL'),
      url('resource2Url', 'Resource 2 URL'),
      product(),
    ],
    defaultSort: [{ field: 'date', direction: 'desc' }],
  },
  {
    kind: 'group',
    title: 'Groups',
    label: 'Group',
    group: 'Membership & events',
    description: 'Community and learning-platform groups users can be enrolled in.',
    titleField: 'name',
    fields: [
      name('Name', 200, { unique: true }),
      select('kind', 'Kind', GROUP_KINDS, GROUP_KIND_LABELS, {
        required: true,
        list: true,
        sortable: true,
        filter: 'exact',
      }),
      description(),
      text('externalId', 'External id', 100, { list: true, filter: 'contains' }),
    ],
    defaultSort: byName,
  },
  {
    kind: 'forum-category',
    title: 'Forum categories',
    label: 'Forum category',
    group: 'Membership & events',
    description: 'Categories of the community forum.',
    titleField: 'name',
    fields: [name('Name', 200, { unique: true }), description(), url('url', 'URL'), sortOrder()],
    defaultSort: bySortOrder,
  },

  // CEUs ---------------------------------------------------------------------------------------
  {
    kind: 'credit-type',
    title: 'Credit types',
    label: 'Credit type',
    group: 'CEUs',
    description: 'Kinds of CEUs, with the minimum a reporting period needs.',
    titleField: 'name',
    fields: [
      name('Name', 200, { unique: true }),
      count('minimumCredits', 'Minimum credits', {
        default: 0,
        max: 1000,
        list: true,
        sortable: true,
        description: 'Credits of this type a reporting period needs at least (0 = no minimum).',
      }),
      sortOrder(),
    ],
    defaultSort: bySortOrder,
  },
  {
    kind: 'reporting-period',
    title: 'Reporting periods',
    label: 'Reporting period',
    group: 'CEUs',
    description: 'The periods certificants report CEUs for.',
    titleField: 'name',
    fields: [
      name('Name', 100, { unique: true }),
      day('startsOn', 'Start', { required: true, list: true, sortable: true }),
      day('endsOn', 'End', { required: true, list: true, sortable: true }),
    ],
    rules: [endAfterStart('startsOn', 'endsOn')],
    defaultSort: [{ field: 'startsOn', direction: 'desc' }],
  },

  // Commerce -----------------------------------------------------------------------------------
  {
    kind: 'discount',
    title: 'Discounts',
    label: 'Discount',
    group: 'Commerce',
    description: 'Discount codes applied in the cart.',
    titleField: 'code',
    fields: [
      text('code', 'Code', 50, { required: true, unique: true, list: true, sortable: true, filter: 'text' }),
      text('description', 'Description', 300, { list: true, filter: 'contains' }),
      listedFlag('percentage', 'Percentage'),
      money('amount', 'Amount', {
        required: true,
        percentWhen: 'percentage',
        list: true,
        sortable: true,
        description: 'A percent (1-100) when Percentage is ticked, otherwise an amount off.',
      }),
      day('startsOn', 'Starts', { list: true, sortable: true }),
      day('endsOn', 'Ends', { list: true, sortable: true }),
      count('usageLimit', 'Usage limit', { min: 1, description: 'Leave empty for no limit.' }),
      count('usageCount', 'Times used', { readOnly: true, list: true, sortable: true }),
      {
        name: 'scope',
        label: 'Applies to',
        type: 'multiselect',
        options: LINE_ITEM_CATEGORY_TYPES,
        labels: { ceu_review: 'CEU review', ceu_listing: 'CEU listing', trainer_license: 'Trainer license' },
        description: 'Leave all unticked to apply to every kind of item.',
      },
    ],
    rules: [
      endAfterStart('startsOn', 'endsOn', true),
      {
        path: 'amount',
        message: M.percentRange,
        isValid: (values) =>
          values.percentage !== true ||
          typeof values.amount !== 'number' ||
          (values.amount >= 1 && values.amount <= 100),
      },
    ],
    defaultSort: [{ field: 'code', direction: 'asc' }],
  },
  {
    kind: 'quickbooks-product',
    title: 'QuickBooks products',
    label: 'QuickBooks product',
    group: 'Commerce',
    description: 'Accounting products paid line items are booked against.',
    titleField: 'name',
    fields: [
      name(),
      text('quickbooksId', 'QuickBooks id', 50, {
        required: true,
        unique: true,
        list: true,
        sortable: true,
        filter: 'text',
      }),
      text('sku', 'SKU', 100, { list: true, sortable: true, filter: 'text' }),
      text('incomeAccount', 'Income account', 200),
    ],
    defaultSort: byName,
  },

  // Profile options ----------------------------------------------------------------------------
  {
    kind: 'areas-of-expertise',
    title: 'Areas of expertise',
    label: 'Area of expertise',
    group: 'Profile options',
    description: 'Areas of expertise members choose on their professional info.',
    titleField: 'name',
    fields: [name('Name', 200, { unique: true })],
    defaultSort: byName,
  },
  {
    kind: 'work-area-category',
    title: 'Work area categories',
    label: 'Work area category',
    group: 'Profile options',
    description: 'The headings work areas are grouped under.',
    titleField: 'name',
    fields: [name('Name', 200, { unique: true })],
    defaultSort: byName,
  },
  {
    kind: 'work-area',
    title: 'Work areas',
    label: 'Work area',
    group: 'Profile options',
    description: 'Work areas members choose on their professional info.',
    titleField: 'name',
    fields: [
      reference('workAreaCategoryId', 'Category', 'work-area-category', {
        required: true,
        list: true,
        sortable: true,
        filter: 'contains',
      }),
      name('Name', 200, { unique: true }),
    ],
    defaultSort: byName,
  },
  {
    kind: 'military-installation',
    title: 'Military installations',
    label: 'Military installation',
    group: 'Profile options',
    description: 'Installations military members and spouses choose from.',
    titleField: 'name',
    fields: [
      name('Name', 200, { unique: true }),
      text('branch', 'Branch', 50, { list: true, sortable: true, filter: 'text' }),
      text('state', 'State', 2, { list: true, sortable: true, filter: 'text', description: 'Two letters, e.g. VA.' }),
    ],
    defaultSort: byName,
  },
  {
    kind: 'university',
    title: 'Universities',
    label: 'University',
    group: 'Profile options',
    description: 'University programs of the university pathway.',
    titleField: 'name',
    fields: [
      name('Name', 200, { unique: true }),
      text('programName', 'Program', 200, { list: true, sortable: true, filter: 'contains' }),
      text('city', 'City', 100, { list: true, sortable: true, filter: 'text' }),
      text('state', 'State', 50, { list: true, sortable: true, filter: 'text' }),
      url('website', 'Website'),
    ],
    defaultSort: byName,
  },

  // Content ------------------------------------------------------------------------------------
  {
    kind: 'announcement',
    title: 'Announcements',
    label: 'Announcement',
    group: 'Content',
    description: 'Dashboard announcements; the newest published one is the banner.',
    titleField: 'title',
    fields: [
      text('title', 'Title', 200, { required: true, list: true, sortable: true, filter: 'contains' }),
      longText('body', 'Body', { required: true }),
      {
        name: 'publishedAt',
        label: 'Published',
        type: 'datetime',
        defaultNow: true,
        list: true,
        sortable: true,
        description: 'Eastern time. Shown from this moment on.',
      },
      url('image', 'Image URL'),
      text('actionText', 'Action text', 100),
      url('actionUrl', 'Action URL'),
    ],
    defaultSort: [{ field: 'publishedAt', direction: 'desc' }],
  },
  {
    kind: 'dashboard-card',
    title: 'Dashboard cards',
    label: 'Dashboard card',
    group: 'Content',
    description: 'The copy of the portal dashboard cards.',
    titleField: 'title',
    fields: [
      text('key', 'Key', 50, { required: true, unique: true, list: true, sortable: true, filter: 'text' }),
      text('title', 'Title', 200, { required: true, list: true, sortable: true, filter: 'contains' }),
      longText('body', 'Body'),
      text('actionText', 'Action text', 100),
      url('actionUrl', 'Action URL'),
      sortOrder(),
    ],
    defaultSort: [
      { field: 'sortOrder', direction: 'asc' },
      { field: 'title', direction: 'asc' },
    ],
  },
  {
    kind: 'email-dropdown',
    title: 'Email dropdown options',
    label: 'Email dropdown option',
    group: 'Content',
    description: 'Canned messages an admin can add to a review decision e-mail.',
    titleField: 'title',
    fields: [
      select('category', 'Category', CANNED_MESSAGE_CATEGORIES, CANNED_MESSAGE_CATEGORY_LABELS, {
        required: true,
        list: true,
        sortable: true,
        filter: 'exact',
      }),
      text('title', 'Title', 200, { required: true, unique: true, list: true, sortable: true, filter: 'contains' }),
      longText('body', 'Message (HTML)', { required: true }),
    ],
    defaultSort: [
      { field: 'category', direction: 'asc' },
      { field: 'title', direction: 'asc' },
    ],
  },
]

export const SYSTEM_DATA = Object.fromEntries(descriptors.map((d) => [d.kind, d])) as Readonly<
  Record<SystemDataKind, SystemDataDescriptor>
>

/** Every descriptor, in the order of SYSTEM_DATA_KINDS. */
export const SYSTEM_DATA_DESCRIPTORS: readonly SystemDataDescriptor[] = SYSTEM_DATA_KINDS.map(
  (kind) => SYSTEM_DATA[kind],
)
