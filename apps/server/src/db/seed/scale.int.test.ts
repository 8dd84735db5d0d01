import { LINE_ITEM_CATEGORY_TARGETS, easternDay } from '@portal/contracts'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness'
import { hashPassword } from '../../platform/security/passwords'
import {
  countScaleUsers,
  generateScaleData,
  SCALE_EMAIL_DOMAIN,
  SCALE_PASSWORD,
  ScaleDataExistsError,
  scaleTargets,
  type ScaleResult,
} from './scale'

const MEMBERS = 300
const today = easternDay(new Date())
const TODAY = `date '${today}'`

/** Rules of the spec the data set must keep; each query counts the rows that break one. */
const RULES: Record<string, string> = {
  'experience more than its look-back (at most 7 years) before enrolment': `
    select count(*) from experiences e join registrations r on r.id = e.registration_id
    join certifications c on c.id = r.certification_id
    where e.start_date < r.enrolled_on - make_interval(years => least(7, c.experience_lookback_years))`,
  'experience ending before it starts or after today': `
    select count(*) from experiences where end_date < start_date or end_date > ${TODAY}`,
  'experience on a registration not in a post-registration status': `
    select count(*) from experiences e join registrations r on r.id = e.registration_id
    where r.status not in ('in_progress', 'experience_approval', 'final_approval', 'complete')`,
  'paid line item without a transaction of the same user, paid then': `
    select count(*) from line_items li left join transactions t on t.id = li.transaction_id
    where li.transaction_id is not null
      and (t.id is null or t.user_id <> li.user_id or li.paid_at <> t.created_at or li.payment_method is null)`,
  'transaction amount other than the sum of its line items': `
    select count(*) from transactions t
    left join (select transaction_id, sum(final_price_cents * quantity) as s from line_items group by 1) x
      on x.transaction_id = t.id
    where x.s is distinct from t.amount_cents`,
  'free transaction with a charged item, or a charged one paid as free': `
    select count(*) from line_items li join transactions t on t.id = li.transaction_id
    where (t.type = 'free') <> (li.payment_method = 'free') or (t.type = 'free' and t.amount_cents <> 0)`,
  // Out of the cart unpaid only when submitted to be charged on approval (a self-study registration).
  'unpaid line item outside the cart': `
    select count(*) from line_items
    where transaction_id is null and ((not show_in_cart and not charged_on_approval) or payment_method is not null)`,
  'self-study item charged at checkout, or submitted for a registration not waiting for approval': `
    select count(*) from line_items li join registrations r on r.id = li.registration_id
    join registration_fees f on f.pathway_type_id = r.pathway_type_id and f.deferred
    where li.category_type in ('registration_fee', 'course_material', 'shipping_fee')
      and ((li.transaction_id is null and not li.charged_on_approval)
        or (li.transaction_id is null and not li.show_in_cart and r.status <> 'registration_approval'))`,
  'submitted registration whose wizard step is not Pathway Review or Pay & Review': `
    select count(*) from registrations
    where certification_id is not null and status <> 'pre_registration' and step not in (4, 10)`,
  // Every line item points at a row of the table its category names (LINE_ITEM_CATEGORY_TARGETS).
  'line item pointing at a missing row': `
    select count(*) from line_items li where not case li.category_type
      ${Object.entries(LINE_ITEM_CATEGORY_TARGETS)
        .map(([type, table]) => `when '${type}' then exists (select 1 from ${table} x where x.id = li.category_id)`)
        .join('\n      ')}
      else false end`,
  'membership or renewal item of another user': `
    select count(*) from line_items li
    left join membership_requests m on li.category_type = 'membership' and m.id = li.category_id
    left join renewals rn on li.category_type = 'renewal' and rn.id = li.category_id
    left join user_certifications uc on uc.id = rn.user_certification_id
    where (li.category_type = 'membership' and m.user_id <> li.user_id)
      or (li.category_type = 'renewal' and (uc.user_id <> li.user_id or rn.year <> li.due_year))`,
  'registration line item of another user or another certification': `
    select count(*) from line_items li join registrations r on r.id = li.registration_id
    where r.user_id <> li.user_id
      or (li.category_type = 'exam'
          and not exists (select 1 from exam_attempts x where x.id = li.category_id and x.registration_id = r.id))
      or (li.category_type = 'registration_fee'
          and not exists (select 1 from registration_fees f where f.id = li.category_id and f.pathway_type_id = r.pathway_type_id))
      or (li.category_type = 'training'
          and not exists (select 1 from training_requirements q where q.id = li.category_id and q.training_id = r.training_id))`,
  'CEU completed outside its reporting period or in the future': `
    select count(*) from individual_ceus c join reporting_periods p on p.id = c.reporting_period_id
    where c.completion_date < p.starts_on or c.completion_date > p.ends_on or c.completion_date > ${TODAY}`,
  'CEU of a user without a certification': `
    select count(*) from individual_ceus c
    where not exists (select 1 from user_certifications uc where uc.user_id = c.user_id)`,
  'membership term other than 364 days': `select count(*) from user_memberships where ends_on - starts_on <> 364`,
  'overlapping membership terms': `
    select count(*) from user_memberships a join user_memberships b
      on a.user_id = b.user_id and a.id < b.id and a.starts_on <= b.ends_on and b.starts_on <= a.ends_on`,
  'more than 5 exam attempts on a registration': `
    select count(*) from (select registration_id from exam_attempts group by 1 having count(*) > 5) x`,
  'a pass that is not the last attempt, or two passes': `
    select count(*) from (
      select registration_id from exam_attempts group by 1
      having count(*) filter (where result = 'P') > 1 or max(taken_at) filter (where result = 'P') < max(taken_at)) x`,
  'exam result other than P, F or A': `select count(*) from exam_attempts where result not in ('P', 'F', 'A')`,
  'exam taken before enrolment': `
    select count(*) from exam_attempts a join registrations r on r.id = a.registration_id
    where (a.taken_at at time zone 'America/New_York')::date < r.enrolled_on`,
  'certification registration without a pathway': `
    select count(*) from registrations where certification_id is not null and pathway_type_id is null`,
  'deadline other than enrolment + 36 months (+ 6 with an approved extension)': `
    select count(*) from registrations r
    where r.certification_id is not null and r.enrolled_on is not null
      and r.deadline <> (r.enrolled_on + interval '36 months')::date
      and not exists (
        select 1 from extensions x where x.registration_id = r.id and x.approved
          and x.previous_deadline = (r.enrolled_on + interval '36 months')::date and x.extended_until = r.deadline)`,
  'expiration status other than the rule (expirationStatusOf)': `
    select count(*) from registrations r
    where r.expiration_status <> case
      when r.deadline is null or r.status = 'complete' or r.deadline >= ${TODAY} then 'not_expired'
      when exists (select 1 from extensions x where x.registration_id = r.id and x.approved is null)
        then 'expired_with_extension'
      when r.status <> 'pre_registration'
        and not exists (select 1 from extensions x where x.registration_id = r.id)
        and coalesce((select t.allows_extension from trainings t where t.id = r.training_id), true)
        and ${TODAY} <= (r.deadline + interval '6 months')::date then 'expired_without_extension'
      else 'expired' end`,
  'deadline reminder not the last one due (90, 30, 7 days) for an open registration': `
    select count(*) from registrations
    where status not in ('complete', 'pre_registration') and deadline is not null
      and deadline_reminder_days is distinct from case when deadline > ${TODAY} + 90 then null
        when deadline - ${TODAY} <= 7 then 7 when deadline - ${TODAY} <= 30 then 30 else 90 end`,
  'more than one extension request per registration or certification': `
    select count(*) from (
      select coalesce(registration_id, -user_certification_id) from extensions group by 1 having count(*) > 1) x`,
  'extension of another user, or of a registration that may not be extended': `
    select count(*) from extensions x
    left join registrations r on r.id = x.registration_id
    left join user_certifications uc on uc.id = x.user_certification_id
    where coalesce(r.user_id, uc.user_id) <> x.user_id
      or (r.id is not null and (r.status in ('complete', 'pre_registration') or r.training_id is not null))`,
  'extension request after its window, decided before it was submitted, or in the cart with a decision': `
    select count(*) from extensions
    where (registration_id is not null and submitted_at::date > previous_deadline + interval '6 months')
      or decided_at < submitted_at or (submitted_at is null and approved is not null)
      or ((approved is null) <> (decided_at is null))`,
  'approved extension not moving the date six months (or another one moving it)': `
    select count(*) from extensions
    where (approved and extended_until is distinct from (previous_deadline + interval '6 months')::date)
      or (approved is not true and extended_until is not null)`,
  'extension fee not one line of its user, paid exactly when approved, out of the cart once submitted': `
    select count(*) from extensions x
    where (select count(*) from line_items li where li.category_type = 'extension' and li.category_id = x.id) <> 1
      or not exists (
        select 1 from line_items li where li.category_type = 'extension' and li.category_id = x.id
          and li.user_id = x.user_id and li.charged_on_approval
          and (li.transaction_id is not null) = (x.approved is true)
          and (li.transaction_id is not null or li.show_in_cart = (x.submitted_at is null)))`,
  'decided extension without its one review, or a pending one with a review': `
    select count(*) from extensions x
    where (select count(*) from reviews rv where rv.extension_id = x.id and rv.approved = x.approved)
      <> case when x.approved is null then 0 else 1 end
      or (x.approved is null and exists (select 1 from reviews rv where rv.extension_id = x.id))`,
  'military-spouse-only service type on another registration, or a practicum without its installation': `
    select count(*) from experiences e join registrations r on r.id = e.registration_id
    join service_types st on st.id = e.service_type_id
    where (st.military_spouse_only and (not r.military_spouse or e.extra->>'installation' is null))
      or (r.military_spouse and not st.military_spouse_only)`,
  'completed certification registration without a user certification (or the reverse)': `
    select (select count(*) from registrations r
            where r.certification_id is not null and r.status = 'complete'
              and not exists (select 1 from user_certifications uc where uc.registration_id = r.id))
         + (select count(*) from user_certifications uc join registrations r on r.id = uc.registration_id
            where r.status <> 'complete')`,
  'graduation before enrolment or after today': `
    select count(*) from registrations where graduated_on > ${TODAY} or graduated_on < enrolled_on`,
  'renewal fee without the renewal signed for its year': `
    select count(*) from line_items li where li.category_type = 'renewal' and not exists (
      select 1 from renewals rn join user_certifications uc on uc.id = rn.user_certification_id
      where uc.user_id = li.user_id and rn.year = li.due_year)`,
  'event registration without its purchase': `
    select count(*) from event_registrations er where not exists (
      select 1 from line_items li
      where li.user_id = er.user_id and li.category_type = 'event' and li.category_id = er.event_id)`,
}

type Client = Pick<pg.PoolClient, 'query'>

describe('scale data set (seed:scale)', () => {
  let t: TestApp
  let passwordHash: string
  let first: ScaleResult
  // The generator needs one connection throughout (temporary tables); it is released after each
  // use, since the embedded database's pool has only one and the app needs it too.
  const withClient = async <T>(work: (client: Client) => Promise<T>): Promise<T> => {
    const client = await t.database.pool.connect()
    try {
      return await work(client)
    } finally {
      client.release()
    }
  }
  const client: Client = {
    query: ((...args: Parameters<Client['query']>) => t.database.pool.query(...args)) as Client['query'],
  }
  const count = async (sql: string) =>
    Number((await t.database.pool.query<{ n: string }>(`select (${sql}) as n`)).rows[0]?.n)

  beforeAll(async () => {
    t = await createTestApp()
    passwordHash = await hashPassword(SCALE_PASSWORD)
    first = await withClient((c) => generateScaleData(c, { members: MEMBERS, passwordHash, today }))
  }, 60_000)

  afterAll(async () => {
    await t?.close()
  })

  it('makes counts proportional to --members', async () => {
    const targets = scaleTargets(MEMBERS)
    expect(await countScaleUsers(client)).toBe(MEMBERS)
    expect(first.counts.users).toBe(MEMBERS)
    expect(first.counts.registrations).toBe(targets.registrations)
    expect(first.counts.experiences).toBe(targets.experiences)
    expect(first.counts.individual_ceus).toBe(targets.individualCeus)
    expect(first.counts.group_ceus).toBe(targets.groupCeus)
    // The staff queue and the CEU library have something to show.
    expect(
      await count(`select count(*) from group_ceus where submitted_at is not null and status = 'pending'`),
    ).toBeGreaterThan(0)
    expect(
      await count(
        `select count(*) from group_ceus where status = 'approved' and list_program and listing_paid_at is not null`,
      ),
    ).toBeGreaterThan(0)
    expect(first.counts.notifications).toBe(targets.notifications)
    expect(first.counts.line_items).toBeGreaterThan(MEMBERS * 7)
    expect(first.counts.line_items).toBeLessThan(MEMBERS * 13)
    expect(first.counts.transactions).toBeGreaterThan(MEMBERS * 3)
    expect(first.counts.transactions).toBeLessThan(first.counts.line_items ?? 0)
    expect(first.counts.addresses).toBeGreaterThanOrEqual(MEMBERS)
    expect(first.counts.user_memberships).toBeGreaterThan(MEMBERS * 0.6)
    expect(first.counts.user_certifications).toBeGreaterThan(0)
    expect(first.counts.exam_attempts).toBeGreaterThan(0)
    expect(await count(`select count(*) from extensions`)).toBe(first.counts.extensions)
    // The database holds what the generator reports.
    expect(await count(`select count(*) from line_items`)).toBe(first.counts.line_items)
    expect(await count(`select count(*) from registrations`)).toBe(targets.registrations)
    expect(await count(`select count(*) from line_items where transaction_id is null`)).toBeGreaterThan(0)
  })

  it('keeps the rules of the spec', async () => {
    const broken: Record<string, number> = {}
    for (const [rule, sql] of Object.entries(RULES)) broken[rule] = await count(sql)
    expect(broken).toEqual(Object.fromEntries(Object.keys(RULES).map((rule) => [rule, 0])))
  })

  it('gives each scale user a unique e-mail on the scale domain and a password that signs in', async () => {
    expect(
      await count(
        `select count(*) - count(distinct lower(email)) from users where email like '%@${SCALE_EMAIL_DOMAIN}'`,
      ),
    ).toBe(0)
    const { rows } = await client.query<{ email: string }>(
      `select email from users where email like '%@${SCALE_EMAIL_DOMAIN}' order by id limit 1`,
    )
    const member = t.client()
    await member.login(rows[0]?.email ?? '', SCALE_PASSWORD)
    expect((await member.get('/api/user')).statusCode).toBe(200)
  })

  it('refuses to run twice, and with replace builds the same set again', async () => {
    await expect(
      withClient((c) => generateScaleData(c, { members: MEMBERS, passwordHash, today })),
    ).rejects.toBeInstanceOf(ScaleDataExistsError)
    const fingerprint = `
      select md5(string_agg(email || '|' || last_name || '|' || coalesce(cell_phone, ''), ',' order by email))
      from users where email like '%@${SCALE_EMAIL_DOMAIN}'`
    const before = (await client.query<{ md5: string }>(fingerprint)).rows[0]?.md5
    const second = await withClient((c) =>
      generateScaleData(c, { members: MEMBERS, passwordHash, today, replace: true }),
    )
    expect(second.deletedUsers).toBe(MEMBERS)
    expect(await countScaleUsers(client)).toBe(MEMBERS)
    expect(second.counts.line_items).toBe(first.counts.line_items)
    expect(await count(`select count(*) from line_items`)).toBe(first.counts.line_items)
    expect((await client.query<{ md5: string }>(fingerprint)).rows[0]?.md5).toBe(before)
  })
})
