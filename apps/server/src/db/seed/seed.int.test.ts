import {
  CANNED_MESSAGE_CATEGORIES,
  CEU_STATUSES,
  EVENT_TYPES,
  PATHWAY_KEYS,
  SYMPOSIUM_SCHOLARSHIP_CATEGORY_ID,
} from '@portal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness'
import { seedBase } from './base'
import { DEMO_PASSWORD, DEMO_PERSONAS, seedDemo } from './demo'

/**
 * The base and demo seeds on a migrated database: a second run changes nothing, every persona
 * signs in, and each persona holds the records of the journey it demonstrates. The seeds run
 * with a fixed today, so the assertions on dates are deterministic.
 */

const TODAY = '2026-11-22'
let t: TestApp

const query = async <R extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.database.pool.query<R>(text, values)).rows

/** Tables written only at run time (sessions, jobs, mail, uploads ...), empty after seeding. */
const RUNTIME_TABLES = new Set([
  'app_state',
  'audit_events',
  'email_changes',
  'jobs',
  'mail_messages',
  'media',
  'password_resets',
  'payment_attempts',
  'pending_registrations',
  'rate_limits',
  'registration_trainings',
  'sessions',
  'study_module_requests',
  'webhook_events',
  '__drizzle_migrations',
])

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const counts = await query<{ name: string; count: number }>(
    tables
      .map((_, i) => `select $${i + 1}::text as name, count(*)::int as count from "${tables[i]?.name}"`)
      .join(' union all '),
    tables.map((table) => table.name),
  )
  return Object.fromEntries(counts.map((row) => [row.name, row.count]))
}

const CHECKSUMMED = [
  'users',
  'reporting_periods',
  'pathway_types',
  'events',
  'discounts',
  'line_items',
  'transactions',
  'individual_ceus',
]

async function checksums(): Promise<Record<string, string>> {
  const sums: Record<string, string> = {}
  for (const table of CHECKSUMMED) {
    const [row] = await query<{ sum: string }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as sum from ${table} t`,
    )
    sums[table] = row?.sum ?? ''
  }
  return sums
}

const userId = async (email: string) => {
  const [row] = await query<{ id: number }>('select id from users where email = $1', [email])
  if (!row) throw new Error(`no user ${email}`)
  return row.id
}

beforeAll(async () => {
  t = await createTestApp()
  await seedBase(t.database.db, { today: TODAY })
  await seedDemo(t.database.db, { today: TODAY })
})
afterAll(async () => {
  await t.close()
})

describe('the base and demo seeds', () => {
  it('change nothing when they run again, and fill every table a screen reads', async () => {
    const before = { counts: await rowCounts(), sums: await checksums() }
    await seedBase(t.database.db, { today: TODAY })
    await seedDemo(t.database.db, { today: TODAY })
    expect({ counts: await rowCounts(), sums: await checksums() }).toEqual(before)

    const empty = Object.entries(before.counts)
      .filter(([table, count]) => count === 0 && !RUNTIME_TABLES.has(table))
      .map(([table]) => table)
    expect(empty).toEqual([])
  })

  it('lets every persona sign in with the demo password', async () => {
    expect(DEMO_PERSONAS.map((p) => p.email)).toEqual(
      expect.arrayContaining(['admin@example.org', 'member@example.org']),
    )
    for (const persona of DEMO_PERSONAS) {
      const client = t.client()
      await client.login(persona.email, DEMO_PASSWORD)
      const me = await client.get('/api/user')
      expect(me.statusCode, persona.email).toBe(200)
      expect(me.json(), persona.email).toMatchObject({ email: persona.email })
    }
    const [admin] = await query<{ role: string }>("select role from users where email = 'admin@example.org'")
    expect(admin?.role).toBe('admin')
  })
})

describe('the catalogue', () => {
  it('has reporting periods from 2018 to the current one, two-year, ending June 30 of even years', async () => {
    const periods = await query<{ name: string; starts_on: string; ends_on: string }>(
      'select name, starts_on, ends_on from reporting_periods order by starts_on',
    )
    expect(periods.map((p) => p.name)).toEqual(['2018', '2020', '2022', '2024', '2026'])
    expect(periods[0]).toEqual({ name: '2018', starts_on: '2017-06-30', ends_on: '2020-06-30' })
    expect(periods.at(-1)).toEqual({ name: '2026', starts_on: '2026-07-01', ends_on: '2028-06-30' })
    for (const [i, period] of periods.entries()) {
      expect(period.ends_on).toMatch(/^20\d[02468]-06-30$/)
      if (i > 0) expect(period.starts_on).toBe(`${Number(periods[i - 1]?.ends_on.slice(0, 4))}-07-01`)
    }
  })

  it('holds AFC and AFCC with their renewal rules, pathways, fees, materials, shipping, exams and practice exams', async () => {
    const requirements = await query<Record<string, unknown>>(
      `select c.key, r.annual_fee_cents, r.total_credits_required, r.ethics_credits_required
         from certification_requirements r join certifications c on c.id = r.certification_id order by c.key`,
    )
    expect(requirements).toEqual([
      { key: 'afc', annual_fee_cents: 7500, total_credits_required: 30, ethics_credits_required: 2 },
      expect.objectContaining({ key: 'afcc', total_credits_required: 30 }),
    ])
    const pathways = await query<{ key: string; deadline_months: number; requires_preapproval: boolean; fees: number }>(
      `select p.key, p.deadline_months, p.requires_preapproval,
              (select count(*)::int from registration_fees f where f.pathway_type_id = p.id) as fees
         from pathway_types p join certifications c on c.id = p.certification_id where c.key = 'afc'`,
    )
    expect(pathways.map((p) => p.key).sort()).toEqual([...PATHWAY_KEYS].sort())
    expect(pathways.every((p) => p.deadline_months === 36 && p.fees === 1)).toBe(true)
    expect(pathways.filter((p) => p.requires_preapproval).map((p) => p.key)).toEqual(['designation'])
    const [learningSystem] = await query<{ access_months: number; pathways: number }>(
      `select m.access_months, count(l.pathway_type_id)::int as pathways from course_materials m
         join course_material_pathway_types l on l.course_material_id = m.id
        where m.name = 'AFC® Learning System' group by m.id`,
    )
    expect(learningSystem).toEqual({ access_months: 12, pathways: 3 })
    expect(await query('select 1 from shipping_fees where for_exams and not international')).toHaveLength(1)
    const [afcExam] = await query(
      "select member_discount_cents, retake_price_cents from exams where name = 'AFC® Certification Exam'",
    )
    expect(afcExam).toMatchObject({ member_discount_cents: 10000 })
    const practice = await query<{ name: string; pools: number; pre: number; post: number }>(
      `select p.name, jsonb_array_length(p.pool_exam_stats) as pools,
              (select count(*)::int from practice_exam_survey_questions q where q.practice_exam_id = p.id and q.survey_type = 'pre') as pre,
              (select count(*)::int from practice_exam_survey_questions q where q.practice_exam_id = p.id and q.survey_type = 'post') as post
         from practice_exams p order by p.name`,
    )
    expect(practice).toHaveLength(2)
    for (const exam of practice) {
      expect(exam.pools).toBe(9)
      expect(exam.pre).toBeGreaterThan(0)
      expect(exam.post).toBeGreaterThan(0)
    }
  })

  it('covers every individual CEU state: pending, approved, pre-approved, rejected and more information requested', async () => {
    const rows = await query<{ status: string; preapproved: boolean; reviewed: boolean }>(
      `select distinct i.status, i.preapproved_credit_id is not null as preapproved,
              exists (select 1 from reviews r where r.individual_ceu_id = i.id) as reviewed
         from individual_ceus i join users u on u.id = i.user_id where u.email like '%@example.org'`,
    )
    for (const status of CEU_STATUSES) expect(rows.map((row) => row.status)).toContain(status)
    expect(rows).toContainEqual({ status: 'approved', preapproved: true, reviewed: false })
    expect(rows).toContainEqual({ status: 'rejected', preapproved: false, reviewed: true })
    expect(rows).toContainEqual({ status: 'more_info_requested', preapproved: false, reviewed: true })
  })

  it('has the experience, CEU, membership, donation and message lists the screens offer', async () => {
    const [training] = await query("select allowed, percentage from service_types where name like 'Training%'")
    expect(training).toEqual({ allowed: 10, percentage: true })
    expect(await query('select 1 from service_types where military_spouse_only')).not.toHaveLength(0)
    expect(await query('select 1 from service_types where file_upload_required')).not.toHaveLength(0)
    const credits = await query('select name, minimum_credits from credit_types order by sort_order')
    expect(credits).toContainEqual({ name: 'Ethics and/or Standards of Practice', minimum_credits: 2 })
    expect((await query('select key from membership_types order by sort_order')).map((m) => m.key)).toEqual([
      'professional',
      'student',
      'emeritus',
    ])
    const [scholarship] = await query('select name from donation_options where category_id = $1', [
      SYMPOSIUM_SCHOLARSHIP_CATEGORY_ID,
    ])
    expect(scholarship?.name).toMatch(/Symposium/)
    const categories = await query<{ category: string }>('select distinct category from canned_messages')
    expect(categories.map((c) => c.category).sort()).toEqual([...CANNED_MESSAGE_CATEGORIES].sort())
    const [trainer] = await query<{ kinds: string[] }>(
      `select array_agg(r.kind order by r.kind) as kinds from trainings t
         join training_requirements r on r.training_id = t.id where t.is_independent_trainer group by t.id`,
    )
    expect(trainer?.kinds).toEqual(['license', 'registration', 'renewal'])
    expect(await query("select 1 from trainings where name = 'Money Management Essentials'")).toHaveLength(1)
    expect((await query('select distinct kind from groups order by kind')).map((g) => g.kind)).toEqual([
      'community',
      'learning_platform',
    ])
  })

  it('has demo events of every type, past, current, on-demand and expired, and discount codes of every kind', async () => {
    const events = await query<{
      type: string
      past: boolean
      expired: boolean
      free_for_members: boolean
      approved_for_ethics: boolean
    }>(
      `select type, date < $1::date as past, expiration_date < $1::date as expired, free_for_members, approved_for_ethics
         from events`,
      [TODAY],
    )
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(EVENT_TYPES))
    expect(events.some((e) => e.past)).toBe(true)
    expect(events.some((e) => !e.past)).toBe(true)
    expect(events.some((e) => e.expired)).toBe(true)
    expect(events.some((e) => e.free_for_members)).toBe(true)
    expect(events.some((e) => e.approved_for_ethics)).toBe(true)
    const codes = await query<Record<string, unknown>>('select * from discounts')
    expect(codes.some((c) => c.percentage)).toBe(true)
    expect(codes.some((c) => !c.percentage)).toBe(true)
    expect(codes.some((c) => c.ends_on !== null && String(c.ends_on) < TODAY)).toBe(true)
    expect(codes.some((c) => c.usage_limit !== null)).toBe(true)
    expect(codes.some((c) => (c.scope as string[]).length > 0)).toBe(true)
  })
})

describe('the demo personas', () => {
  const certificationOf = async (email: string) =>
    query<{ key: string; status: string; period: string }>(
      `select c.key, uc.status, rp.name as period from user_certifications uc
         join certifications c on c.id = uc.certification_id
         left join reporting_periods rp on rp.id = uc.reporting_period_id
        where uc.user_id = $1`,
      [await userId(email)],
    )

  it('member@example.org is a signed-in user with nothing yet', async () => {
    const id = await userId('member@example.org')
    for (const table of ['registrations', 'user_memberships', 'membership_requests', 'line_items', 'notifications']) {
      expect(await query(`select 1 from ${table} where user_id = $1`, [id]), table).toHaveLength(0)
    }
  })

  it('certified: AFC in good standing with CEUs in the current period, one pre-approved by completion code, and fee payments by year', async () => {
    expect(await certificationOf('certified@example.org')).toEqual([
      { key: 'afc', status: 'good_standing', period: '2026' },
    ])
    const id = await userId('certified@example.org')
    const ceus = await query<{ status: string; code: string | null; group_status: string | null }>(
      `select i.status, i.completion_code as code, g.status as group_status from individual_ceus i
         join reporting_periods rp on rp.id = i.reporting_period_id
         left join group_ceus g on g.id = i.preapproved_credit_id
        where i.user_id = $1 and rp.name = '2026' and i.completion_date between rp.starts_on and $2::date`,
      [id, TODAY],
    )
    expect(ceus.map((c) => c.status)).toEqual(expect.arrayContaining(['approved', 'pending']))
    expect(ceus).toContainEqual({ status: 'approved', code: 'FINWELL-SUMMIT', group_status: 'approved' })
    const fees = await query<{ due_year: number }>(
      `select due_year from line_items where user_id = $1 and category_type = 'renewal'
          and transaction_id is not null and paid_at is not null and payment_method is not null order by due_year`,
      [id],
    )
    expect(fees.map((f) => f.due_year)).toEqual([2024, 2025, 2026])
  })

  it('sponsor: a group CEU in every state, its fees paid or in the cart, a listed program in the CEU library', async () => {
    const id = await userId('sponsor@example.org')
    const rows = await query<{ state: string; listed: boolean; review: string; listing: string | null }>(
      `select case when g.submitted_at is null then 'in_cart' else g.status end as state,
              g.list_program and g.listing_paid_at is not null as listed,
              (select case when l.transaction_id is null then 'cart' else 'paid' end from line_items l
                where l.category_type = 'ceu_review' and l.category_id = g.id) as review,
              (select case when l.transaction_id is null then 'cart' else 'paid' end from line_items l
                where l.category_type = 'ceu_listing' and l.category_id = g.id) as listing
         from group_ceus g where g.user_id = $1 order by g.id`,
      [id],
    )
    expect(new Set(rows.map((row) => row.state))).toEqual(
      new Set(['in_cart', 'pending', 'approved', 'rejected', 'more_info_requested']),
    )
    for (const row of rows) expect(row.review).toBe(row.state === 'in_cart' ? 'cart' : 'paid')
    expect(rows.find((row) => row.state === 'in_cart')?.listing).toBe('cart')
    const library = await query<{ code: string }>(
      `select completion_code as code from group_ceus
        where user_id = $1 and status = 'approved' and list_program and listing_paid_at is not null
          and end_date >= $2::date`,
      [id, TODAY],
    )
    expect(library.length).toBeGreaterThan(0)
  })

  it('afcc, lapsed and revoked hold the other certification states', async () => {
    expect(await certificationOf('afcc@example.org')).toEqual([
      { key: 'afcc', status: 'good_standing', period: '2026' },
    ])
    expect(await certificationOf('lapsed@example.org')).toEqual([{ key: 'afc', status: 'lapsed_ceus', period: '2024' }])
    expect(await certificationOf('revoked@example.org')).toMatchObject([{ key: 'afc', status: 'revoked' }])
    const lapsed = await userId('lapsed@example.org')
    expect(await query('select 1 from extensions where user_id = $1 and approved is null', [lapsed])).toHaveLength(1)
    const revoked = await userId('revoked@example.org')
    const flags = await query<{ active: boolean }>('select active from user_flags where user_id = $1 order by active', [
      revoked,
    ])
    expect(flags.map((f) => f.active)).toEqual([false, true])
    expect(
      await query('select 1 from user_notes where user_id = $1 and author_id is not null', [revoked]),
    ).toHaveLength(2)
  })

  it('candidate: an AFC registration in progress with paid items and approved, pending and rejected experiences', async () => {
    const id = await userId('candidate@example.org')
    const [registration] = await query<{ id: number; status: string }>(
      `select r.id, r.status from registrations r join certifications c on c.id = r.certification_id
        where r.user_id = $1 and c.key = 'afc'`,
      [id],
    )
    expect(registration?.status).toBe('in_progress')
    const paid = await query<{ category_type: string }>(
      'select category_type from line_items where registration_id = $1 and transaction_id is not null',
      [registration?.id],
    )
    expect(new Set(paid.map((p) => p.category_type))).toEqual(
      new Set(['registration_fee', 'course_material', 'shipping_fee', 'exam', 'practice_exam']),
    )
    const experiences = await query<{ approved: boolean | null; review: string | null }>(
      `select e.approved, (select rv.message from reviews rv where rv.experience_id = e.id) as review
         from experiences e where e.registration_id = $1`,
      [registration?.id],
    )
    expect(experiences.filter((e) => e.approved === true).length).toBeGreaterThan(1)
    expect(experiences.filter((e) => e.approved === null)).toHaveLength(1)
    const rejected = experiences.filter((e) => e.approved === false)
    expect(rejected).toHaveLength(1)
    expect(rejected[0]?.review).toContain('Experience Verification Form')
    expect(
      await query("select 1 from membership_requests where user_id = $1 and status = 'pending'", [id]),
    ).toHaveLength(1)
  })

  it('experience hours: approved, pending, more information requested, practicum entries, validations sent and signed', async () => {
    const entries = async (email: string) =>
      query<{ approved: boolean | null; review_status: string | null; status: string; extra: Record<string, string> }>(
        `select e.approved, e.review_status, r.status, e.extra from experiences e
           join registrations r on r.id = e.registration_id where r.user_id = $1 order by e.id`,
        [await userId(email)],
      )
    const hours = await entries('hours@example.org')
    expect(hours.every((e) => e.status === 'in_progress')).toBe(true)
    expect(hours.map((e) => e.review_status)).toEqual(['approved', 'approved', null, 'more_info_requested', null])
    const validations = await query<{ signed: boolean; hash: string; days_left: number }>(
      `select v.signed_at is not null as signed, v.token_hash as hash,
              (v.expires_at at time zone 'America/New_York')::date - $2::date as days_left
         from experience_validations v join registrations r on r.id = v.registration_id
        where r.user_id = $1 order by v.id`,
      [await userId('hours@example.org'), TODAY],
    )
    expect(validations.map((v) => v.signed)).toEqual([true, false])
    expect(validations.every((v) => /^[0-9a-f]{64}$/.test(v.hash))).toBe(true)
    expect(validations[1]?.days_left).toBe(20)
    expect(await query('select 1 from experience_validation_items')).toHaveLength(3)

    const spouse = await entries('spouse@example.org')
    expect(spouse.map((e) => e.approved)).toEqual([true, null])
    expect(spouse.every((e) => e.extra.installation === 'Fort Campbell')).toBe(true)
    const [fellowship] = await query<{ military_spouse: boolean; types: string[] }>(
      `select r.military_spouse, array_agg(distinct st.name) as types from registrations r
         join experiences e on e.registration_id = r.id join service_types st on st.id = e.service_type_id
        where r.user_id = $1 group by r.id`,
      [await userId('spouse@example.org')],
    )
    expect(fellowship).toEqual({ military_spouse: true, types: ['Military Spouse Fellowship Practicum'] })

    const review = await entries('hoursreview@example.org')
    expect(review.every((e) => e.status === 'experience_approval')).toBe(true)
    expect(review.map((e) => e.approved)).toEqual([true, true, null])
  })

  it('deadlines and extensions: expiring soon, under review, approved, rejected, certification, locked', async () => {
    const registrationOf = async (email: string) => {
      const [row] = await query<{ status: string; deadline: string; reminder: number | null; id: number }>(
        `select r.id, r.expiration_status as status, to_char(r.deadline, 'YYYY-MM-DD') as deadline,
                r.deadline_reminder_days as reminder
           from registrations r where r.user_id = $1 and r.certification_id is not null`,
        [await userId(email)],
      )
      return row
    }
    const extensionOf = async (email: string) =>
      query<{
        approved: boolean | null
        submitted: boolean
        previous: string | null
        until: string | null
        reviews: number
        paid: boolean
        in_cart: boolean
        on_approval: boolean
        certification: boolean
      }>(
        `select x.approved, x.submitted_at is not null as submitted,
                to_char(x.previous_deadline, 'YYYY-MM-DD') as previous, to_char(x.extended_until, 'YYYY-MM-DD') as until,
                (select count(*)::int from reviews rv where rv.extension_id = x.id) as reviews,
                li.transaction_id is not null as paid, li.show_in_cart as in_cart, li.charged_on_approval as on_approval,
                x.user_certification_id is not null as certification
           from extensions x join line_items li on li.category_type = 'extension' and li.category_id = x.id
          where x.user_id = $1`,
        [await userId(email)],
      )

    expect(await registrationOf('expiring@example.org')).toMatchObject({
      status: 'not_expired',
      deadline: '2027-01-19',
      reminder: 90,
    })
    expect(await registrationOf('extension@example.org')).toMatchObject({ status: 'expired_with_extension' })
    expect(await extensionOf('extension@example.org')).toEqual([
      expect.objectContaining({ approved: null, submitted: true, paid: false, in_cart: false, on_approval: true }),
    ])
    expect(await registrationOf('extended@example.org')).toMatchObject({
      status: 'not_expired',
      deadline: '2027-05-02',
      reminder: null,
    })
    expect(await extensionOf('extended@example.org')).toEqual([
      expect.objectContaining({ approved: true, previous: '2026-11-02', until: '2027-05-02', reviews: 1, paid: true }),
    ])
    expect(await registrationOf('declined@example.org')).toMatchObject({ status: 'expired' })
    expect(await extensionOf('declined@example.org')).toEqual([
      expect.objectContaining({ approved: false, reviews: 1, paid: false, in_cart: false }),
    ])
    expect(await extensionOf('ceuextension@example.org')).toEqual([
      expect.objectContaining({ approved: null, submitted: true, certification: true, previous: '2028-06-30' }),
    ])
    expect(await certificationOf('ceuextension@example.org')).toEqual([
      { key: 'afc', status: 'good_standing', period: '2026' },
    ])
    expect(await registrationOf('locked@example.org')).toMatchObject({ status: 'expired' })
    expect(await extensionOf('locked@example.org')).toEqual([])
    // Only paid or card-submitted requests are in the staff queue: Walter's waits in his cart.
    const [emeritus] = await extensionOf('emeritus@example.org')
    expect(emeritus).toMatchObject({ submitted: false, in_cart: true })
  })

  it('trainer: the independent trainer training, a filled trainer profile and a trainee discount code', async () => {
    const id = await userId('trainer@example.org')
    const [trainer] = await query<{ licenses: number; bio: string; code: string }>(
      `select ut.licenses, p.trainer_bio as bio, d.code from user_trainings ut
         join trainings t on t.id = ut.training_id and t.is_independent_trainer
         join registration_trainer_profiles p on p.registration_id = ut.registration_id
         join discounts d on d.id = p.trainer_discount_id
        where ut.user_id = $1`,
      [id],
    )
    expect(trainer).toMatchObject({ licenses: 8, code: 'RIVERA-AFC' })
    expect(trainer?.bio).toBeTruthy()
  })

  it('professional and student: active memberships; the professional has events, a cart and alerts read and unread', async () => {
    const memberships = await query<{ email: string; key: string }>(
      `select u.email, mt.key from user_memberships um join users u on u.id = um.user_id
         join membership_types mt on mt.id = um.membership_type_id
        where $1::date between um.starts_on and um.ends_on`,
      [TODAY],
    )
    expect(memberships).toEqual(
      expect.arrayContaining([
        { email: 'professional@example.org', key: 'professional' },
        { email: 'student@example.org', key: 'student' },
      ]),
    )
    const id = await userId('professional@example.org')
    expect(await query('select 1 from event_registrations where user_id = $1', [id])).not.toHaveLength(0)
    expect(
      await query('select 1 from line_items where user_id = $1 and transaction_id is null and show_in_cart', [id]),
    ).toHaveLength(1)
    const alerts = await query<{ read: boolean }>(
      'select read_at is not null as read from notifications where user_id = $1',
      [id],
    )
    expect(new Set(alerts.map((a) => a.read))).toEqual(new Set([true, false]))
    const student = await userId('student@example.org')
    expect(
      await query("select 1 from registrations where user_id = $1 and status = 'registration_approval'", [student]),
    ).toHaveLength(1)
  })

  it('every paid line item has its transaction, and each transaction adds up its items', async () => {
    const mismatched = await query(
      `select t.id from transactions t join line_items li on li.transaction_id = t.id
        group by t.id having t.amount_cents <> sum(li.final_price_cents * li.quantity)`,
    )
    expect(mismatched).toEqual([])
    expect(
      await query(
        'select 1 from line_items where transaction_id is not null and (paid_at is null or payment_method is null)',
      ),
    ).toEqual([])
  })
})
