/**
 * The scale data set: a realistic large membership built with set-based SQL
 * (`insert … select … from generate_series(…)`), so 100,000 members take minutes, not hours.
 *
 * Every value is a deterministic pseudo-random function of a row's series number
 * (`pg_temp.rnd(n, salt)`, a hash of both), so two runs with the same `--members` and `today`
 * build the same data. Scale users are marked by their e-mail domain (@scale.example.test);
 * `replace` deletes them and everything that belongs to them first.
 *
 * Counts scale with `members` (N): N users (30% consent to the member directory), about 1.2 N
 * addresses, 0 to 3 areas of expertise each, memberships for 60% of them
 * (one 364-day term a year), N/2 registrations (85% certifications with a pathway, 15% trainings),
 * exam attempts (at most 5 per registration, P/F/A), 2 N experiences on post-registration
 * certification registrations (pending, approved, rejected or returned for more information;
 * fellows log the Military Spouse Fellowship Practicum), user certifications for completed ones
 * with a signed renewal per fee year since, 5 N individual CEUs of certificants, extension requests
 * for about 2% of the registrations (near or past their deadline; most decided, a few under
 * review or in the cart) and for a few certificants, about 10 N line items in about 4.5 N
 * transactions, event registrations and 3 N notifications. Expiration statuses and deadline
 * reminders follow the rules of decision 0014.
 *
 * Line items point at the catalogue row they sell: membership → membership_types, event → events,
 * registration_fee → registration_fees, course_material → course_materials, shipping_fee →
 * shipping_fees, exam → exams, training → trainings, renewal → certification_requirements,
 * extension → extensions (charged on approval: paid off-session once approved).
 * A paid item carries its transaction (same user), paid_at = the transaction's created_at and the
 * payment method of the transaction's type; unpaid items are the cart.
 *
 * Ids are assigned as ranges above the current maximum (`overriding system value`), so rows can
 * reference each other arithmetically without lookups; the identity sequences are moved past them
 * afterwards. Run it on a quiet database (a benchmark or staging copy), not next to live traffic.
 */
import { easternDay, EXTENSION_FEE_CENTS, type TransactionType } from '@portal/contracts'
import type pg from 'pg'
import { ensureScaleEvents } from './scale-events'
import {
  CEU_PROGRAMS,
  CEU_SPONSORS,
  CITIES,
  FIRST_NAMES,
  JOB_TITLES,
  LAST_NAMES,
  NOTIFICATIONS,
  ORGANIZATIONS,
  STREETS,
  TAIL_LAST_NAMES,
  COMMON_LAST_NAME_SHARE,
  type WeightedList,
} from './scale-names'

export const SCALE_EMAIL_DOMAIN = 'scale.example.test'
/** The password of every scale user (they share one precomputed hash). */
export const SCALE_PASSWORD = 'portal-scale-2026'

type Client = Pick<pg.ClientBase, 'query'>

export interface ScaleProgress {
  step: string
  /** Rows written by this step (of its main table). */
  rows: number
  stepMs: number
  elapsedMs: number
}

export interface ScaleOptions {
  members: number
  /** The argon2 hash every scale user gets (hash SCALE_PASSWORD once and pass it). */
  passwordHash: string
  /** Delete existing scale users and all their rows first; without it existing scale data is an error. */
  replace?: boolean
  /** The day the history ends (YYYY-MM-DD); today in New York by default. */
  today?: string
  onProgress?: (progress: ScaleProgress) => void
}

export interface ScaleResult {
  /** Rows written per table. */
  counts: Record<string, number>
  /** Events added for the scale set's purchases (when the database had fewer than 40). */
  eventsAdded: number
  deletedUsers: number
  ms: number
}

export class ScaleDataExistsError extends Error {
  constructor(readonly users: number) {
    super(
      `The database already holds ${users} scale users (@${SCALE_EMAIL_DOMAIN}). ` +
        'Pass --replace to delete them and build the set again.',
    )
  }
}

/** The counts a run aims at for `members` (exact for users, registrations, experiences, CEUs). */
export function scaleTargets(members: number) {
  const registrations = Math.round(members / 2)
  return {
    users: members,
    registrations,
    certificationRegistrations: Math.round(registrations * 0.85),
    experiences: members * 2,
    individualCeus: members * 5,
    /** Sponsors' pre-approval requests: one in 20 members (the staff list and the CEU library). */
    groupCeus: Math.round(members / 20),
    notifications: members * 3,
    lineItems: members * 10,
  }
}

const scaleUserFilter = `email like '%@${SCALE_EMAIL_DOMAIN}'`

export async function countScaleUsers(client: Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(`select count(*) as n from users where ${scaleUserFilter}`)
  return Number(rows[0]?.n ?? 0)
}

/** Builds the scale data set on `client` (one connection: it uses temporary functions and tables). */
export async function generateScaleData(client: Client, options: ScaleOptions): Promise<ScaleResult> {
  const N = Math.floor(options.members)
  if (!Number.isFinite(N) || N < 10) throw new Error('members must be at least 10')
  const today = options.today ?? easternDay(new Date())
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error('today must be YYYY-MM-DD')
  const TODAY = `date '${today}'`
  const started = Date.now()
  const counts: Record<string, number> = {}
  let stepStarted = Date.now()
  const report = (step: string, rows: number) => {
    counts[step] = (counts[step] ?? 0) + rows
    const now = Date.now()
    options.onProgress?.({ step, rows, stepMs: now - stepStarted, elapsedMs: now - started })
    stepStarted = now
  }
  const run = async (sql: string, params: unknown[] = []) => (await client.query(sql, params)).rowCount ?? 0
  const maxId = async (table: string) => {
    const { rows } = await client.query<{ m: number }>(`select coalesce(max(id), 0)::int as m from ${table}`)
    return rows[0]?.m ?? 0
  }
  // After a bulk insert: move the identity past the ids used, and refresh the statistics at once,
  // or the foreign-key checks of the next insert are planned for an empty table (a sequential
  // scan per row, quadratic in the set size).
  const syncSequence = async (table: string) => {
    await run(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`)
    await run(`analyze ${table}`)
  }

  let deletedUsers = 0
  const existing = await countScaleUsers(client)
  if (existing > 0) {
    if (!options.replace) throw new ScaleDataExistsError(existing)
    deletedUsers = await deleteScaleData(client)
    report('deleted previous scale users', deletedUsers)
  }

  const eventsAdded = await ensureScaleEvents(client, today)
  try {
    await createHelpers(client)
    const cat = await loadCatalogue(client, today)
    report('catalogue (events added)', eventsAdded)
    // Nothing here needs to survive a crash of the database server mid-run: commit faster.
    await run(`set synchronous_commit = off`)
    // --- users -----------------------------------------------------------------------------
    const U0 = await maxId('users')
    const age = `(${TODAY} - u.since)`
    await run(`
      create temp table s_user as
      select b.*, f.v as first_name, coalesce(l.v, t.v) as last_name, m.v as middle_name, c.city, c.state, c.area
      from (
        select k, ${U0} + k as id,
          date '2012-01-01' + floor(sqrt(pg_temp.rnd(k, 1)) * (${TODAY} - date '2012-01-01' - 30))::int as since,
          pg_temp.rnd(k, 2) < 0.6 as is_member,
          case when pg_temp.rnd(k, 3) < 0.8 then 'professional' when pg_temp.rnd(k, 3) < 0.95 then 'student'
               else 'emeritus' end as mkey,
          pg_temp.rint(k, 4, 1, 8) as n_terms,
          floor(pg_temp.rnd(k, 5) * ${cat.firstSlots})::int as f_slot,
          case when pg_temp.rnd(k, 9) < ${COMMON_LAST_NAME_SHARE} then floor(pg_temp.rnd(k, 6) * ${cat.lastSlots})::int
            end as l_slot,
          floor(pg_temp.rnd(k, 6) * ${TAIL_LAST_NAMES.length})::int as t_slot,
          floor(pg_temp.rnd(k, 7) * ${cat.firstSlots})::int as m_slot,
          floor(pg_temp.rnd(k, 8) * ${CITIES.length})::int as city_i
        from generate_series(1, ${N}) k
      ) b
      join s_list f on f.list = 'first' and f.slot = b.f_slot
      left join s_list l on l.list = 'last' and l.slot = b.l_slot
      join s_list t on t.list = 'tail' and t.slot = b.t_slot
      join s_list m on m.list = 'first' and m.slot = b.m_slot
      join s_city c on c.i = b.city_i`)
    await run(`update s_user set mkey = (select min(key) from s_mtype) where mkey not in (select key from s_mtype)`)
    await run(`alter table s_user add primary key (k)`)
    await run(`analyze s_user`)
    const users = await run(
      `
      insert into users (id, first_name, middle_name, last_name, email, password_hash, role, cell_phone, will_text,
        agree_tos, mailing_opt_in, password_changed_at, date_of_birth, gender, home_phone, work_phone, contact_method,
        directory_consent, organization, job_title, years_of_service, mentor_connect, is_military_spouse,
        profile_last_updated, created_at, updated_at)
      overriding system value
      select u.id, u.first_name, case when pg_temp.rnd(k, 10) < 0.25 then u.middle_name end, u.last_name,
        lower(regexp_replace(u.first_name, '[^A-Za-z]', '', 'g') || '.' || regexp_replace(u.last_name, '[^A-Za-z]', '', 'g')
          || '.' || k || '@${SCALE_EMAIL_DOMAIN}'),
        $1, 'member',
        case when pg_temp.rnd(k, 11) < 0.7 then '(' || u.area || ') 555-01' || lpad((k % 100)::text, 2, '0') end,
        pg_temp.rnd(k, 11) < 0.2,
        true, pg_temp.rnd(k, 12) < 0.5, pg_temp.at(u.since, k, 13),
        date '1950-01-01' + pg_temp.rint(k, 14, 0, 18000),
        (array['female', 'male', 'non-binary', 'non-answer'])[
          case when pg_temp.rnd(k, 15) < 0.55 then 1 when pg_temp.rnd(k, 15) < 0.95 then 2
               when pg_temp.rnd(k, 15) < 0.97 then 3 else 4 end],
        case when pg_temp.rnd(k, 16) < 0.2 then '(' || u.area || ') 555-01' || lpad(((k + 37) % 100)::text, 2, '0') end,
        case when pg_temp.rnd(k, 17) < 0.5 then '(' || u.area || ') 555-01' || lpad(((k + 71) % 100)::text, 2, '0') end,
        case when pg_temp.rnd(k, 11) < 0.14 then 3 else 0 end,
        pg_temp.rnd(k, 18) < 0.3,
        case when pg_temp.rnd(k, 19) < 0.8 then o.v end,
        case when pg_temp.rnd(k, 19) < 0.8 then j.v end,
        (array['0-2', '3-5', '6-10', '11-15', '16-20', '20+'])[pg_temp.rint(k, 20, 1, 6)],
        pg_temp.rnd(k, 21) < 0.1, pg_temp.rnd(k, 22) < 0.04,
        pg_temp.at(u.since + floor(pg_temp.rnd(k, 23) * ${age})::int, k, 24),
        pg_temp.at(u.since, k, 13), pg_temp.at(u.since, k, 13)
      from s_user u
      join s_list o on o.list = 'org' and o.slot = floor(pg_temp.rnd(k, 25) * ${ORGANIZATIONS.length})::int
      join s_list j on j.list = 'title' and j.slot = floor(pg_temp.rnd(k, 26) * ${JOB_TITLES.length})::int`,
      [options.passwordHash],
    )
    await syncSequence('users')
    report('users', users)

    // --- addresses (one each, a second for 20%) ----------------------------------------------
    const A0 = await maxId('addresses')
    const addresses = await run(`
      insert into addresses (id, user_id, name, address_line1, address_line2, city, state, zip, country, phone,
        is_military, created_at, updated_at)
      overriding system value
      select ${A0} + a.n, u.id, u.first_name || ' ' || u.last_name,
        pg_temp.rint(a.n, 30, 100, 9899) || ' ' || s.v,
        case when pg_temp.rnd(a.n, 31) < 0.15 then 'Apt ' || pg_temp.rint(a.n, 32, 1, 400) end,
        c.city, c.state, lpad(pg_temp.rint(a.n, 33, 1001, 99950)::text, 5, '0'), 'United States',
        '(' || c.area || ') 555-01' || lpad((a.n % 100)::text, 2, '0'), pg_temp.rnd(a.n, 34) < 0.05,
        pg_temp.at(u.since, u.k, 13), pg_temp.at(u.since, u.k, 13)
      from (
        select k, k as n, city_i from s_user
        union all
        select k, ${N} + k, floor(pg_temp.rnd(k, 35) * ${CITIES.length})::int from s_user where pg_temp.rnd(k, 36) < 0.2
      ) a
      join s_user u on u.k = a.k
      join s_city c on c.i = a.city_i
      join s_list s on s.list = 'street' and s.slot = floor(pg_temp.rnd(a.n, 37) * ${STREETS.length})::int`)
    await syncSequence('addresses')
    await run(`update users set primary_address_id = id - ${U0} + ${A0} where id between ${U0 + 1} and ${U0 + N}`)
    report('addresses', addresses)

    // --- areas of expertise: 0 to 3 each (the member directory filters by them) --------------
    const expertise = await run(`
      insert into user_areas_of_expertise (user_id, area_of_expertise_id)
      with area as (
        select (row_number() over (order by id) - 1)::int as i, id from areas_of_expertise where retired_at is null
      ), pick as (
        select u.id as user_id, floor(pg_temp.rnd(u.k * 4 + g.j, 28) * (select count(*) from area))::int as i
        from s_user u cross join lateral generate_series(1, pg_temp.rint(u.k, 27, 0, 3)) g(j)
      )
      select distinct p.user_id, a.id from pick p join area a on a.i = p.i`)
    report('user_areas_of_expertise', expertise)

    // --- membership terms: one request, one 364-day record and one paid line item each -------
    await run(`
      create temp table s_term as
      select t.*, t.starts_on + 364 as ends_on, mt.id as mtype_id, mt.price, mt.name as mtype_name,
        (t.j = t.n_terms and pg_temp.rnd(t.k, 43) < 0.03) as pending
      from (
        select u.k, u.id as user_id, u.since, g.j, u.n_terms, (u.k - 1) * 8 + g.j as off,
          u.since + pg_temp.rint(u.k, 40, 0, 60) + (g.j - 1) * 365
            + case when g.j > pg_temp.rint(u.k, 41, 1, 8) then pg_temp.rint(u.k, 42, 30, 500) else 0 end as starts_on,
          u.mkey
        from s_user u cross join lateral generate_series(1, u.n_terms) g(j)
        where u.is_member
      ) t
      join s_mtype mt on mt.key = t.mkey
      where t.starts_on <= ${TODAY} + 30`)
    const MR0 = await maxId('membership_requests')
    const requests = await run(`
      insert into membership_requests (id, user_id, membership_type_id, status, is_requesting_call, starts_on,
        submitted_at, decided_at, created_at, updated_at)
      overriding system value
      select ${MR0} + off, user_id, mtype_id, case when pending then 'pending' else 'approved' end,
        pg_temp.rnd(off, 44) < 0.05, starts_on,
        pg_temp.at(least(${TODAY}, greatest(since, starts_on - 7)), off, 45),
        case when not pending then pg_temp.at(least(${TODAY}, greatest(since, starts_on - 7) + 2), off, 46) end,
        pg_temp.at(least(${TODAY}, greatest(since, starts_on - 7)), off, 45),
        pg_temp.at(least(${TODAY}, greatest(since, starts_on - 7) + 2), off, 46)
      from s_term`)
    await syncSequence('membership_requests')
    report('membership_requests', requests)
    const UM0 = await maxId('user_memberships')
    const memberships = await run(`
      insert into user_memberships (id, user_id, membership_type_id, membership_request_id, starts_on, ends_on,
        approved, created_at, updated_at)
      overriding system value
      select ${UM0} + off, user_id, mtype_id, ${MR0} + off, starts_on, ends_on, true,
        pg_temp.at(least(${TODAY}, greatest(since, starts_on - 7) + 2), off, 46),
        pg_temp.at(least(${TODAY}, greatest(since, starts_on - 7) + 2), off, 46)
      from s_term where not pending`)
    await syncSequence('user_memberships')
    report('user_memberships', memberships)
    report(
      'line_items (membership)',
      await insertPurchases(
        client,
        `select off as li_off, off as tx_off, user_id, null::int as registration_id, 'membership' as category_type,
          ${MR0} + off as category_id, mtype_name as name, price as price_cents, price as final_price_cents,
          null::int as retake_price_cents, 1 as quantity, false as free_for_members, null::int as due_year,
          jsonb_build_object('membershipStart', starts_on, 'membershipEnd', ends_on) as extra,
          pg_temp.at(least(${TODAY}, greatest(since, starts_on - 7)), off, 45) as at
        from s_term`,
      ),
    )

    // --- registrations ---------------------------------------------------------------------
    const targets = scaleTargets(N)
    const RC = cat.trainings > 0 ? targets.certificationRegistrations : targets.registrations
    const RT = targets.registrations - RC
    const P1 = coprime(N, [7919, 104729, 1299709])
    const P2 = coprime(N, [15485863, 32452843, 49979687])
    const R0 = await maxId('registrations')
    await run(`
      create temp table s_reg as
      select d.*,
        case when d.enrolled_on is not null then (d.enrolled_on + interval '36 months')::date end as deadline
      from (
        select s.*,
          case
            when s.status = 'pre_registration' then null
            when s.status = 'complete' then s.since + floor(pg_temp.rnd(s.r, 104) * s.age * 0.6)::int
            when s.status = 'in_progress' and s.age > 1200 and pg_temp.rnd(s.r, 106) < 0.08
              then ${TODAY} - 1096 - floor(pg_temp.rnd(s.r, 107) * least(s.age - 1096, 700))::int
            -- Some open registrations are near their deadline (within 5 months): the banner, the
            -- reminders and most extension requests.
            when s.status in ('in_progress', 'experience_approval') and s.age > 1200 and pg_temp.rnd(s.r, 106) < 0.14
              then ${TODAY} - 1094 + floor(pg_temp.rnd(s.r, 107) * 150)::int
            else ${TODAY} - floor(pg_temp.rnd(s.r, 104) * least(s.age, 1000))::int
          end as enrolled_on
        from (
          select r, ${R0} + r as id, u.k, u.id as user_id, u.since, u.first_name, u.last_name, u.is_member,
            ${TODAY} - u.since as age, c.id as cert_id, c.lookback, c.required_hours, p.pathway_id, p.key as pathway_key,
            exists (select 1 from registration_fees f where f.pathway_type_id = p.pathway_id and f.deferred) as deferred,
            case when pg_temp.rnd(r, 103) < 0.12 then 'pre_registration'
                 when pg_temp.rnd(r, 103) < 0.16 then 'registration_approval'
                 when pg_temp.rnd(r, 103) < 0.18 then 'module_approval'
                 when pg_temp.rnd(r, 103) < 0.56 then 'in_progress'
                 when pg_temp.rnd(r, 103) < 0.61 then 'experience_approval'
                 when pg_temp.rnd(r, 103) < 0.65 then 'final_approval'
                 else 'complete' end as status
          from generate_series(1, ${RC}) r
          join s_user u on u.k = ((r - 1)::bigint * ${P1} % ${N}) + 1
          join s_cert c on c.i = case when pg_temp.rnd(r, 101) < 0.88 then 1 else ${cat.certs} end
          join s_path p on p.cert_id = c.id and p.slot = floor(pg_temp.rnd(r, 102) * c.pslots)::int
        ) s
      ) d`)
    await run(`
      alter table s_reg add column graduated_on date, add column created_on date, add column passed boolean,
        add column attempts int`)
    await run(`
      update s_reg set
        graduated_on = case when status = 'complete' then enrolled_on
          + floor((0.25 + 0.75 * pg_temp.rnd(r, 105)) * least(1095, ${TODAY} - enrolled_on))::int end,
        created_on = coalesce(greatest(since, enrolled_on - pg_temp.rint(r, 108, 0, 10)),
                              ${TODAY} - floor(pg_temp.rnd(r, 109) * least(age, 365))::int),
        passed = status in ('complete', 'final_approval') or (status = 'experience_approval' and pg_temp.rnd(r, 110) < 0.5)`)
    await run(`
      update s_reg set attempts = case
        when passed then case when pg_temp.rnd(r, 112) < 0.7 then 1 when pg_temp.rnd(r, 112) < 0.88 then 2
                              when pg_temp.rnd(r, 112) < 0.95 then 3 when pg_temp.rnd(r, 112) < 0.98 then 4 else 5 end
        when status = 'experience_approval' or (status = 'in_progress' and pg_temp.rnd(r, 111) < 0.3)
          then pg_temp.rint(r, 112, 1, 4)
        else 0 end`)
    await run(`alter table s_reg add primary key (r)`)
    await run(`analyze s_reg`)
    const signature = `s.first_name || ' ' || s.last_name`
    let registrations = await run(`
      insert into registrations (id, user_id, certification_id, pathway_type_id, status, expiration_status, step,
        enrolled_on, deadline, graduated_on, required_hours, military_spouse, msp_class, pay_exam_fee_upfront,
        purchase_practice_exam, shipping_address_id, code_of_ethics_signature, code_of_ethics_signature_date,
        certificate_name, created_at, updated_at)
      overriding system value
      select s.id, s.user_id, s.cert_id, s.pathway_id, s.status,
        case when s.status <> 'complete' and s.deadline < ${TODAY} then 'expired_without_extension' else 'not_expired' end,
        -- The furthest pre-registration step (1-based in the 10-step wizard): submitted ones reached
        -- Pay & Review (10), pathway approvals Pathway Review (4); pre-registrations with items in
        -- the cart reached Pay & Review, the others are still in the wizard.
        case when s.status = 'pre_registration' then
               case when pg_temp.rnd(s.r, 120) < 0.6 then 10 else pg_temp.rint(s.r, 113, 1, 9) end
             else 10 end,
        s.enrolled_on, s.deadline, s.graduated_on, s.required_hours, s.pathway_key = 'military_spouse',
        case when s.pathway_key = 'military_spouse' then pg_temp.rint(s.r, 114, 1, 12) end,
        pg_temp.rnd(s.r, 115) < 0.7, pg_temp.rnd(s.r, 116) < 0.3,
        case when s.status <> 'pre_registration' then ${A0} + s.k end,
        case when s.status in ('final_approval', 'complete') then ${signature} end,
        case when s.status in ('final_approval', 'complete') then coalesce(s.graduated_on, ${TODAY}) end,
        case when s.status = 'complete' then ${signature} end,
        pg_temp.at(s.created_on, s.r, 117),
        pg_temp.at(least(${TODAY}, coalesce(s.graduated_on, s.enrolled_on + pg_temp.rint(s.r, 118, 0, 200), s.created_on)),
          s.r, 119)
      from s_reg s`)

    // Training registrations (essentials courses, independent trainer licences).
    await run(`
      create temp table s_treg as
      select s.*,
        case when s.enrolled_on is not null then (s.enrolled_on + make_interval(months => s.deadline_months))::date end
          as deadline,
        case when s.status = 'complete'
          then s.enrolled_on + floor(pg_temp.rnd(s.t, 204) * least(s.deadline_months * 30, ${TODAY} - s.enrolled_on))::int
        end as completed_on
      from (
        select b.*,
          case when b.status = 'pre_registration' then null
               else ${TODAY} - floor(pg_temp.rnd(b.t, 203) * least(b.age, 1500))::int end as enrolled_on
        from (
          select t, ${R0} + ${RC} + t as id, u.k, u.id as user_id, u.since, ${TODAY} - u.since as age, u.is_member,
            tr.id as training_id, tr.price, tr.name, coalesce(tr.deadline_months, 12) as deadline_months,
            case when pg_temp.rnd(t, 202) < 0.10 then 'pre_registration'
                 when pg_temp.rnd(t, 202) < 0.15 then 'registration_approval'
                 when pg_temp.rnd(t, 202) < 0.50 then 'in_progress'
                 else 'complete' end as status
          from generate_series(1, ${RT}) t
          join s_user u on u.k = ((t - 1)::bigint * ${P2} + ${Math.floor(N / 3)}) % ${N} + 1
          join s_training tr on tr.i = floor(pg_temp.rnd(t, 201) * ${Math.max(cat.trainings, 1)})::int
        ) b
      ) s`)
    registrations += await run(`
      insert into registrations (id, user_id, training_id, status, expiration_status, step, enrolled_on, deadline,
        graduated_on, created_at, updated_at)
      overriding system value
      select id, user_id, training_id, status,
        case when status <> 'complete' and deadline < ${TODAY} then 'expired_without_extension' else 'not_expired' end,
        case when status = 'pre_registration' then 0 else 3 end, enrolled_on, deadline, completed_on,
        pg_temp.at(coalesce(enrolled_on, ${TODAY} - floor(pg_temp.rnd(t, 205) * least(age, 365))::int), t, 206),
        pg_temp.at(coalesce(completed_on, enrolled_on, ${TODAY} - floor(pg_temp.rnd(t, 205) * least(age, 365))::int),
          t, 207)
      from s_treg`)
    await syncSequence('registrations')
    report('registrations', registrations)

    // Registration checkouts: fees, the learning system and its shipping in one transaction at
    // enrolment; pre-registrations leave them in the cart (or have not reached checkout).
    report(
      'line_items (registration checkout)',
      await insertPurchases(
        client,
        `select (s.r - 1) * 8 + i.n as li_off,
          case when s.status <> 'pre_registration' and not (s.status = 'registration_approval' and s.deferred)
            then s.r end as tx_off,
          s.user_id, s.id as registration_id, i.category_type, i.category_id, i.name, i.price as price_cents,
          case when i.free_for_members and s.is_member then 0 else i.price end as final_price_cents,
          null::int as retake_price_cents, 1 as quantity, i.free_for_members, null::int as due_year,
          '{}'::jsonb as extra, pg_temp.at(s.created_on, s.r, 117) as at
        from s_reg s
        cross join lateral (
          select f.n, 'registration_fee' as category_type, f.id as category_id, f.name, f.price, f.free_for_members
            from s_regfee f where f.pathway_id = s.pathway_id
          union all
          select 5, 'course_material', m.id, m.name, m.price, false from s_material m where m.pathway_id = s.pathway_id
          union all
          select 6, 'shipping_fee', sh.id, sh.name, sh.price, false
            from s_material m join s_ship sh on sh.cert_id = s.cert_id
            where m.pathway_id = s.pathway_id and m.shippable
        ) i
        where s.status <> 'pre_registration' or pg_temp.rnd(s.r, 120) < 0.6`,
      ),
    )
    // Self-study items are charged when staff approve: unpaid ones say so, and those of a
    // registration waiting for approval were submitted at checkout (out of the cart).
    await run(`
      update line_items li set charged_on_approval = true,
        show_in_cart = s.status = 'pre_registration'
      from s_reg s
      where li.registration_id = s.id and s.deferred and li.transaction_id is null`)
    report(
      'line_items (training)',
      await insertPurchases(
        client,
        `select t as li_off, case when status <> 'pre_registration' then t end as tx_off, user_id,
          id as registration_id, 'training' as category_type,
          (select tr.id from training_requirements tr where tr.training_id = s_treg.training_id
            and tr.kind = 'registration' order by tr.id limit 1) as category_id, name, price as price_cents,
          price as final_price_cents, null::int as retake_price_cents, 1 as quantity, false as free_for_members,
          null::int as due_year, '{}'::jsonb as extra,
          pg_temp.at(coalesce(enrolled_on, ${TODAY} - floor(pg_temp.rnd(t, 205) * least(age, 365))::int), t, 206) as at
        from s_treg`,
      ),
    )
    const UT0 = await maxId('user_trainings')
    report(
      'user_trainings',
      await run(`
        insert into user_trainings (id, user_id, training_id, registration_id, completed_on, expires_on, licenses,
          created_at, updated_at)
        overriding system value
        select ${UT0} + t, user_id, training_id, id, completed_on,
          case when name ilike '%trainer%' then completed_on + 365 end,
          case when name ilike '%trainer%' then pg_temp.rint(t, 208, 0, 25) else 0 end,
          pg_temp.at(completed_on, t, 209), pg_temp.at(completed_on, t, 209)
        from s_treg where status = 'complete'`),
    )
    await syncSequence('user_trainings')

    // --- exams: 1–5 attempts; a passed registration ends with P, the others with F or A -----
    await run(`
      create temp table s_attempt as
      select s.r, g.j, s.id as registration_id, s.user_id, s.attempts, x.id as exam_id, x.name, x.price,
        x.retake_price, (s.r - 1) * 5 + g.j as off,
        case when s.passed and g.j = s.attempts then 'P'
             when pg_temp.rnd((s.r - 1) * 5 + g.j, 130) < 0.8 then 'F' else 'A' end as result,
        s.enrolled_on + floor(greatest(0, coalesce(s.graduated_on - 14, ${TODAY}) - s.enrolled_on)
          * g.j / (s.attempts + 0.5))::int as taken_on,
        s.enrolled_on
      from s_reg s
      cross join lateral generate_series(1, s.attempts) g(j)
      join s_exam x on x.cert_id = s.cert_id
      where s.attempts > 0`)
    const examLi0 = await maxId('line_items')
    const X0 = await maxId('exam_attempts')
    report(
      'line_items (exam)',
      await insertPurchases(
        client,
        `select off as li_off, off as tx_off, user_id, registration_id, 'exam' as category_type, ${X0} + off as category_id,
          case when j = 1 then name else name || ' (retake)' end as name,
          case when j = 1 then price else retake_price end as price_cents,
          case when j = 1 then price else retake_price end as final_price_cents,
          retake_price as retake_price_cents, 1 as quantity, false as free_for_members, null::int as due_year,
          '{}'::jsonb as extra,
          pg_temp.at(greatest(enrolled_on, taken_on - pg_temp.rint(off, 131, 14, 60)), off, 132) as at
        from s_attempt`,
        examLi0,
      ),
    )
    // Attempts on the same day keep their order (the later attempt sits later in the day).
    const takenAt = `(taken_on + make_interval(hours => 8 + j, mins => pg_temp.rint(off, 134, 0, 50))) at time zone 'America/New_York'`
    report(
      'exam_attempts',
      await run(`
        insert into exam_attempts (id, registration_id, exam_id, line_item_id, result, score, taken_at, retake,
          created_at, updated_at)
        overriding system value
        select ${X0} + off, registration_id, exam_id, ${examLi0} + off, result,
          case result when 'P' then pg_temp.rint(off, 133, 70, 98) when 'F' then pg_temp.rint(off, 133, 40, 69) end,
          ${takenAt}, j > 1, pg_temp.at(greatest(enrolled_on, taken_on - 10), off, 135), ${takenAt}
        from s_attempt`),
    )
    await syncSequence('exam_attempts')

    // --- experiences on post-registration certification registrations -----------------------
    await run(`
      create temp table s_post as
      select row_number() over (order by r) as i, s.id, s.r, s.cert_id, s.lookback, s.status, s.enrolled_on,
        s.pathway_key = 'military_spouse' as military_spouse,
        (s.enrolled_on - make_interval(years => s.lookback))::date as lo,
        least(${TODAY}, coalesce(s.graduated_on, ${TODAY}), (s.enrolled_on + interval '3 years')::date) as hi
      from s_reg s where s.status in ('in_progress', 'experience_approval', 'final_approval', 'complete')`)
    await run(`alter table s_post add primary key (i)`)
    const posts = await scalar(client, `select count(*)::int from s_post`)
    const E0 = await maxId('experiences')
    const experiences =
      posts === 0
        ? 0
        : await run(`
      insert into experiences (id, registration_id, service_type_id, sessions, attendance, practicum_impact,
        organization, title, hours, supervisor_name, supervisor_email, supervisor_phone, description, start_date,
        end_date, approved, review_status, extra, created_at, updated_at)
      overriding system value
      select ${E0} + x.e, p.id, coalesce(ms.id, st.id),
        case when p.military_spouse then pg_temp.rint(x.e, 141, 1, 40) end,
        case when p.military_spouse then pg_temp.rint(x.e, 142, 1, 200) end,
        case when p.military_spouse then 'Clients built emergency savings and reduced their debt.' end,
        o.v, case when not p.military_spouse then jt.v end,
        case when ms.id is null and not st.percentage
          then least(round((2 + pg_temp.rnd(x.e, 143) * 198)::numeric, 1), st.allowed)
          else round((2 + pg_temp.rnd(x.e, 143) * 198)::numeric, 1) end,
        sf.v || ' ' || sl.v,
        lower(regexp_replace(sf.v, '[^A-Za-z]', '', 'g') || '.' || regexp_replace(sl.v, '[^A-Za-z]', '', 'g'))
          || '@supervisors.${SCALE_EMAIL_DOMAIN}',
        '(555) 555-01' || lpad((x.e % 100)::text, 2, '0'),
        'Provided one-on-one financial counseling and education sessions to clients.',
        x.start_date, least(x.hi, x.start_date + pg_temp.rint(x.e, 144, 7, 365)),
        x.approved, case when x.approved then 'approved' when not x.approved then
          case when pg_temp.rnd(x.e, 145) < 0.7 then 'rejected' else 'more_info_requested' end end,
        case when ms.id is not null and mi.name is not null then jsonb_build_object('installation', mi.name)
             else '{}'::jsonb end,
        pg_temp.at(least(${TODAY}, greatest(p.enrolled_on, x.start_date) + pg_temp.rint(x.e, 146, 0, 30)), x.e, 147),
        pg_temp.at(least(${TODAY}, greatest(p.enrolled_on, x.start_date) + pg_temp.rint(x.e, 146, 0, 60)), x.e, 148)
      from (
        select e, q.hi, q.lo + floor(pg_temp.rnd(e, 140) * (q.hi - q.lo + 1))::int as start_date, q.i,
          case
            when q.status in ('complete', 'final_approval') then true
            when q.status = 'experience_approval' then case when pg_temp.rnd(e, 149) < 0.8 then true end
            when pg_temp.rnd(e, 149) < 0.45 then null
            when pg_temp.rnd(e, 149) < 0.9 then true
            else false
          end as approved
        from generate_series(1, ${targets.experiences}) e
        join s_post q on q.i = ((e - 1) % ${posts}) + 1
      ) x
      join s_post p on p.i = x.i
      join s_cert c on c.id = p.cert_id
      join s_stype st on st.cert_id = p.cert_id and st.slot = floor(pg_temp.rnd(x.e, 150) * c.sslots)::int
      -- Fellows log the Military Spouse Fellowship Practicum, at their installation.
      left join s_mstype ms on p.military_spouse
      left join s_inst mi on p.military_spouse
        and mi.i = floor(pg_temp.rnd(p.r, 155) * ${Math.max(cat.installations, 1)})::int
      join s_list o on o.list = 'org' and o.slot = floor(pg_temp.rnd(x.e, 151) * ${ORGANIZATIONS.length})::int
      join s_list jt on jt.list = 'title' and jt.slot = floor(pg_temp.rnd(x.e, 152) * ${JOB_TITLES.length})::int
      join s_list sf on sf.list = 'first' and sf.slot = floor(pg_temp.rnd(x.e, 153) * ${cat.firstSlots})::int
      join s_list sl on sl.list = 'last' and sl.slot = floor(pg_temp.rnd(x.e, 154) * ${cat.lastSlots})::int`)
    await syncSequence('experiences')
    report('experiences', experiences)

    // --- user certifications, renewals and CEUs of certificants --------------------------------
    const UC0 = await maxId('user_certifications')
    report(
      'user_certifications',
      await run(`
        insert into user_certifications (id, user_id, certification_id, registration_id, status, reporting_period_id,
          accredible_url, certified_on, status_changed_at, created_at, updated_at)
        overriding system value
        select ${UC0} + r, user_id, cert_id, id,
          case when pg_temp.rnd(r, 160) < 0.8 then 'good_standing' when pg_temp.rnd(r, 160) < 0.86 then 'lapsed_ceus'
               when pg_temp.rnd(r, 160) < 0.92 then 'lapsed_payment' when pg_temp.rnd(r, 160) < 0.94 then 'revoked'
               else 'renewed' end,
          ${cat.currentPeriodId ?? 'null'},
          'https://credentials.${SCALE_EMAIL_DOMAIN}/' || (${UC0} + r),
          graduated_on, pg_temp.at(graduated_on, r, 161), pg_temp.at(graduated_on, r, 161),
          pg_temp.at(graduated_on, r, 161)
        from s_reg where status = 'complete'`),
    )
    await syncSequence('user_certifications')
    // Renewals: each fee year since certifying (due June 30) is signed and paid in June; 15% of
    // this year's are still in the cart.
    await run(`
      create temp table s_renewal as
      select s.r, y.y, ${UC0} + s.r as user_certification_id, s.user_id, q.id as requirement_id, q.name, q.fee,
        s.first_name || ' ' || s.last_name as signature,
        (s.r - 1) * 20 + (y.y - extract(year from s.graduated_on)::int) as off,
        least(${TODAY}, make_date(y.y, 6, 1) + pg_temp.rint(s.r * 20 + y.y, 163, 0, 29)) as signed_on,
        y.y = extract(year from ${TODAY})::int and pg_temp.rnd(s.r, 162) < 0.15 as in_cart
      from s_reg s
      join s_req q on q.cert_id = s.cert_id
      cross join lateral generate_series(extract(year from s.graduated_on)::int + 1,
        least(extract(year from s.graduated_on)::int + 19, extract(year from ${TODAY} + 60)::int)) y(y)
      where s.status = 'complete'`)
    const RN0 = await maxId('renewals')
    report(
      'line_items (renewal)',
      await insertPurchases(
        client,
        `select off as li_off, case when not in_cart then off end as tx_off, user_id, null::int as registration_id,
          'renewal' as category_type, ${RN0} + off as category_id, name, fee as price_cents, fee as final_price_cents,
          null::int as retake_price_cents, 1 as quantity, false as free_for_members, y as due_year,
          jsonb_build_object('due', y) as extra, pg_temp.at(signed_on, r, 164) as at
        from s_renewal`,
      ),
    )
    report(
      'renewals',
      await run(`
        insert into renewals (id, user_certification_id, year, payment_cents, signature, signature_date,
          individuals_served, pro_bono_hours, created_at)
        overriding system value
        select ${RN0} + off, user_certification_id, y, fee, signature, signed_on, pg_temp.rint(off, 165, 5, 400),
          round((pg_temp.rnd(off, 166) * 40)::numeric, 1), pg_temp.at(signed_on, r, 164)
        from s_renewal`),
    )
    await syncSequence('renewals')
    await run(`analyze renewals`)

    await run(`
      create temp table s_certuser as
      select row_number() over (order by s.r) as i, s.user_id, s.graduated_on as certified_on,
        (select min(p.i) from s_period p where p.ends_on >= s.graduated_on) as p0
      from s_reg s where s.status = 'complete'`)
    await run(`delete from s_certuser where p0 is null`)
    await run(`create index on s_certuser (i)`)
    const certUsers = await scalar(client, `select count(*)::int from s_certuser`)
    const CEU0 = await maxId('individual_ceus')
    const ceus =
      certUsers === 0 || cat.periods === 0
        ? 0
        : await run(`
      insert into individual_ceus (id, user_id, reporting_period_id, credits, credit_type_id, program_title, sponsor,
        program_description, completion_code, completion_date, status, approved, created_at, updated_at)
      overriding system value
      select ${CEU0} + x.k, x.user_id, x.period_id, x.credits, ct.id, pt.v, sp.v,
        'A continuing-education program on ' || lower(pt.v) || '.',
        case when pg_temp.rnd(x.k, 170) < 0.15 then 'CEU-' || upper(substr(md5(x.k::text), 1, 8)) end,
        x.completion_date, x.status,
        case x.status when 'approved' then true when 'pending' then null else false end,
        pg_temp.at(least(${TODAY}, x.completion_date + pg_temp.rint(x.k, 171, 0, 45)), x.k, 172),
        pg_temp.at(least(${TODAY}, x.completion_date + pg_temp.rint(x.k, 171, 0, 45)), x.k, 172)
      from (
        select b.*, b.lo + floor(pg_temp.rnd(b.k, 173) * (b.hi - b.lo + 1))::int as completion_date,
          case when b.current then
                 case when pg_temp.rnd(b.k, 174) < 0.35 then 'pending' when pg_temp.rnd(b.k, 174) < 0.95 then 'approved'
                      when pg_temp.rnd(b.k, 174) < 0.98 then 'rejected' else 'more_info_requested' end
               else
                 case when pg_temp.rnd(b.k, 174) < 0.93 then 'approved' when pg_temp.rnd(b.k, 174) < 0.97 then 'rejected'
                      when pg_temp.rnd(b.k, 174) < 0.99 then 'more_info_requested' else 'pending' end
          end as status
        from (
          select g.k, cu.user_id, p.id as period_id, p.ends_on >= ${TODAY} as current,
            greatest(p.starts_on, cu.certified_on) as lo, least(p.ends_on, ${TODAY}) as hi,
            (array[0.5, 1, 1, 1, 1.5, 2, 2, 3])[pg_temp.rint(g.k, 175, 1, 8)] as credits
          from generate_series(1, ${targets.individualCeus}) g(k)
          join s_certuser cu on cu.i = ((g.k - 1) % ${certUsers}) + 1
          join s_period p on p.i = cu.p0 + floor(pg_temp.rnd(g.k, 176) * (${cat.periods} - cu.p0 + 1))::int
        ) b
      ) x
      join s_ctype ct on ct.slot = floor(pg_temp.rnd(x.k, 177) * ${cat.creditSlots})::int
      join s_list pt on pt.list = 'program' and pt.slot = floor(pg_temp.rnd(x.k, 178) * ${CEU_PROGRAMS.length})::int
      join s_list sp on sp.list = 'sponsor' and sp.slot = floor(pg_temp.rnd(x.k, 179) * ${CEU_SPONSORS.length})::int`)
    await syncSequence('individual_ceus')
    report('individual_ceus', ceus)

    // --- group CEUs (decision 0024): sponsors' requests over the last three years and the next
    // six months; of those ahead a few still in the cart and most pending, the others decided
    // (most approved, with a unique code); a third of them listed with their listing fee paid, so
    // the CEU library holds the approved, listed programs not yet over.
    const GC0 = await maxId('group_ceus')
    const groupCeus = await run(`
      insert into group_ceus (id, user_id, credits, credit_type_id, program_title, sponsor, program_description,
        program_agenda, contact_email, completion_code, list_program, start_date, end_date, attendance_cost_cents,
        registration_url, status, approved, submitted_at, listing_paid_at, created_at, updated_at)
      overriding system value
      select ${GC0} + x.k, u.id, x.credits, ct.id, pt.v || ' ' || x.k, sp.v,
        'A program for financial counselors on ' || lower(pt.v) || '.',
        'Welcome; presentation; case discussion; questions.', 'ceu' || x.k || '@${SCALE_EMAIL_DOMAIN}',
        case when x.status = 'approved' then 'SCALE-' || x.k end,
        x.listed, x.start_date, x.start_date + pg_temp.rint(x.k, 306, 0, 2),
        case when x.listed then pg_temp.rint(x.k, 307, 0, 40) * 500 end,
        case when x.listed then 'https://programs.example.org/' || x.k end,
        case when x.status = 'in_cart' then 'pending' else x.status end,
        case x.status when 'approved' then true when 'rejected' then false when 'more_info_requested' then false end,
        case when x.status <> 'in_cart' then pg_temp.at(x.asked_on, x.k, 308) end,
        case when x.status <> 'in_cart' and x.listed then pg_temp.at(x.asked_on, x.k, 308) end,
        pg_temp.at(x.asked_on, x.k, 308), pg_temp.at(x.asked_on, x.k, 308)
      from (
        select b.*, least(${TODAY}, b.start_date - pg_temp.rint(b.k, 303, 20, 60)) as asked_on,
          case when b.start_date > ${TODAY} and b.k % 7 = 0 then 'in_cart'
               when b.start_date > ${TODAY} and b.k % 3 <> 0 then 'pending'
               when pg_temp.rnd(b.k, 305) < 0.85 then 'approved'
               when pg_temp.rnd(b.k, 305) < 0.93 then 'rejected' else 'more_info_requested' end as status
        from (
          -- One in four is ahead (up to six months), the others over the last three years.
          select g.k,
            case when g.k % 4 = 1 then ${TODAY} + pg_temp.rint(g.k, 301, 1, 180)
                 else ${TODAY} - pg_temp.rint(g.k, 301, 0, 1095) end as start_date,
            pg_temp.rnd(g.k, 302) < 0.33 as listed,
            (array[1, 1.5, 2, 3, 4, 6])[pg_temp.rint(g.k, 300, 1, 6)] as credits
          from generate_series(1, ${targets.groupCeus}) g(k)
        ) b
      ) x
      join s_user u on u.k = ((x.k - 1)::bigint * 7919 % ${N}) + 1
      join s_ctype ct on ct.slot = floor(pg_temp.rnd(x.k, 309) * ${cat.creditSlots})::int
      join s_list pt on pt.list = 'program' and pt.slot = floor(pg_temp.rnd(x.k, 310) * ${CEU_PROGRAMS.length})::int
      join s_list sp on sp.list = 'sponsor' and sp.slot = floor(pg_temp.rnd(x.k, 311) * ${CEU_SPONSORS.length})::int`)
    await syncSequence('group_ceus')
    report('group_ceus', groupCeus)

    // --- extensions (decision 0014): requests near or past a deadline, and a few of certificants --
    // Open registrations request one from about 90 days before their deadline to 5 months after
    // it; lapsed certificants after their reporting period ended, a few in good standing now.
    // Recent requests wait in the cart or in the staff queue; older ones were decided (most
    // approved) or, a few, left in the cart.
    const XT0 = await maxId('extensions')
    const previousPeriodEnd = `(select max(ends_on) from s_period where ends_on < ${TODAY})`
    await run(`
      create temp table s_ext as
      with asked as (
        select s.r as n, s.user_id, s.id as registration_id, null::int as user_certification_id, null::int as period_id,
          upper(c.key) || '® Certification: registration' as program, s.first_name || ' ' || s.last_name as signature,
          s.deadline as previous_deadline,
          case when s.deadline < ${TODAY} then s.deadline + pg_temp.rint(s.r, 251, -60, 150)
               else s.deadline - pg_temp.rint(s.r, 251, 5, 90) end as request_on
        from s_reg s join s_cert c on c.id = s.cert_id
        where s.status in ('in_progress', 'experience_approval') and s.deadline <= ${TODAY} + 150
          and pg_temp.rnd(s.r, 250) < case when s.deadline < ${TODAY} then 0.85 else 0.7 end
        union all
        select s.r, s.user_id, null, uc.id, p.id, upper(c.key) || '® Certification: continuing education',
          s.first_name || ' ' || s.last_name, p.ends_on,
          case when uc.status = 'lapsed_ceus' then p.ends_on + pg_temp.rint(s.r, 251, 1, 150)
               else ${TODAY} - pg_temp.rint(s.r, 251, 0, 90) end
        from s_reg s
        join user_certifications uc on uc.id = ${UC0} + s.r
        join s_cert c on c.id = s.cert_id
        join s_period p on p.ends_on = case when uc.status = 'lapsed_ceus' then ${previousPeriodEnd}
                                             else (select ends_on from s_period where id = uc.reporting_period_id) end
        where s.status = 'complete' and uc.status in ('good_standing', 'lapsed_ceus') and p.ends_on >= s.graduated_on
          and pg_temp.rnd(s.r, 250) < case when uc.status = 'lapsed_ceus' then 0.3 else 0.015 end
      ), dated as (
        select a.*, ${TODAY} - a.request_on as age from asked a
        where a.request_on <= ${TODAY}
          and a.request_on >= (select coalesce(s.graduated_on, s.enrolled_on) from s_reg s where s.r = a.n)
      )
      select row_number() over (order by n, registration_id nulls last) as k, d.*,
        least(${TODAY}, d.request_on + pg_temp.rint(d.n, 256, 1, 3)) as decided_on,
        case
          when d.age <= 1 then case when pg_temp.rnd(d.n, 252) < 0.4 then 'in_cart' else 'under_review' end
          when d.age <= 4 then case when pg_temp.rnd(d.n, 252) < 0.15 then 'in_cart' else 'under_review' end
          when d.age <= 10 and pg_temp.rnd(d.n, 254) < 0.3 then 'under_review'
          when d.age <= 45 and pg_temp.rnd(d.n, 255) < 0.06 then 'in_cart'
          when pg_temp.rnd(d.n, 253) < 0.8 then 'approved'
          else 'rejected'
        end as state
      from dated d`)
    const extensions = await run(`
      insert into extensions (id, user_id, registration_id, user_certification_id, program, completed_hours, signature,
        approved, previous_deadline, extended_until, submitted_at, decided_at, created_at, updated_at)
      overriding system value
      select ${XT0} + x.k, x.user_id, x.registration_id, x.user_certification_id, x.program,
        case when x.registration_id is not null then
          coalesce((select sum(e.hours) from experiences e where e.registration_id = x.registration_id and e.approved), 0)
        else
          coalesce((select sum(i.credits) from individual_ceus i
                    where i.user_id = x.user_id and i.reporting_period_id = x.period_id and i.approved), 0)
        end,
        x.signature,
        case x.state when 'approved' then true when 'rejected' then false end,
        x.previous_deadline,
        case when x.state = 'approved' then (x.previous_deadline + interval '6 months')::date end,
        case when x.state <> 'in_cart' then pg_temp.at(x.request_on, x.n, 257) end,
        case when x.state in ('approved', 'rejected') then pg_temp.at(x.decided_on, x.n, 258) end,
        pg_temp.at(x.request_on, x.n, 257) - interval '10 minutes',
        case when x.state in ('approved', 'rejected') then pg_temp.at(x.decided_on, x.n, 258)
             else pg_temp.at(x.request_on, x.n, 257) end
      from s_ext x`)
    await syncSequence('extensions')
    report('extensions', extensions)
    if (extensions > 0) {
      // The fee: charged off-session when approved; otherwise unpaid, charged on approval, and out
      // of the cart once checked out (submitted).
      const extensionLi0 = await maxId('line_items')
      report(
        'line_items (extension)',
        await insertPurchases(
          client,
          `select k as li_off, case when state = 'approved' then k end as tx_off, user_id, registration_id,
            'extension' as category_type, ${XT0} + k as category_id, 'Extension request (6 months)' as name,
            ${EXTENSION_FEE_CENTS} as price_cents, ${EXTENSION_FEE_CENTS} as final_price_cents,
            null::int as retake_price_cents, 1 as quantity, false as free_for_members, null::int as due_year,
            '{}'::jsonb as extra,
            case when state = 'approved' then pg_temp.at(decided_on, n, 258) else pg_temp.at(request_on, n, 257) end as at
          from s_ext`,
          extensionLi0,
          'off_session',
        ),
      )
      await run(`
        update line_items li set charged_on_approval = true, show_in_cart = li.transaction_id is not null or x.state = 'in_cart'
        from s_ext x where li.id = ${extensionLi0} + x.k`)
      // Checked out with a card: the card stays on file for the approval's charge.
      await run(`
        update users u set payment_customer_id = 'cus_scale_' || u.id, payment_method_id = 'pm_card_visa',
          pm_type = 'visa', pm_last_four = '4242'
        from s_ext x where u.id = x.user_id and x.state <> 'in_cart' and u.payment_method_id is null`)
      report(
        'reviews (extension)',
        await run(`
          insert into reviews (extension_id, approved, message, status, created_at, updated_at)
          select ${XT0} + k, state = 'approved',
            case when state = 'approved' then '<p>Your extension is approved: you have six more months.</p>'
                 else '<p>Your extension request was not approved. Nothing was charged.</p>' end,
            case when state = 'approved' then 'approved' else 'rejected' end,
            pg_temp.at(decided_on, n, 258), pg_temp.at(decided_on, n, 258)
          from s_ext where state in ('approved', 'rejected')`),
      )
      // An approval moves the date six months: a registration's deadline; a lapsed certification
      // whose new date is still ahead is in good standing again.
      await run(`
        update registrations r set deadline = x.extended_until
        from extensions x where x.registration_id = r.id and x.approved and x.id > ${XT0}`)
      await run(`
        update user_certifications uc set status = 'good_standing', status_changed_at = x.decided_at
        from extensions x
        where x.user_certification_id = uc.id and x.approved and x.id > ${XT0}
          and uc.status = 'lapsed_ceus' and x.extended_until >= ${TODAY}`)
    }
    // Expiration statuses (expirationStatusOf) and the last deadline reminder sent, now that the
    // extensions are known.
    await run(`
      update registrations r set
        expiration_status = case
          when r.deadline >= ${TODAY} then 'not_expired'
          when exists (select 1 from extensions x where x.registration_id = r.id and x.approved is null)
            then 'expired_with_extension'
          when not exists (select 1 from extensions x where x.registration_id = r.id)
            and coalesce((select t.allows_extension from trainings t where t.id = r.training_id), true)
            and ${TODAY} <= (r.deadline + interval '6 months')::date
            then 'expired_without_extension'
          else 'expired' end,
        deadline_reminder_days = case when r.deadline - ${TODAY} <= 7 then 7 when r.deadline - ${TODAY} <= 30 then 30
                                      else 90 end
      where r.id between ${R0 + 1} and ${R0 + targets.registrations}
        and r.status not in ('complete', 'pre_registration') and r.deadline <= ${TODAY} + 90`)

    // --- events: distinct events per user, 1–3 per checkout ------------------------------------
    if (cat.events > 0) {
      const avgMember = 9
      const avgOther = 2.5
      const maxSlots = 2 * avgMember + 1
      const eventLi0 = await maxId('line_items')
      report(
        'line_items (event)',
        await insertPurchases(
          client,
          `select (b.k - 1) * ${maxSlots} + b.s + 1 as li_off, (b.k - 1) * ${maxSlots} + b.s / b.g + 1 as tx_off,
            b.user_id,
            null::int as registration_id, 'event' as category_type, ev.id as category_id, ev.name,
            case when b.is_member then ev.member_price else ev.price end as price_cents,
            case when b.is_member and ev.free_for_members then 0 when b.is_member then ev.member_price else ev.price end
              as final_price_cents,
            null::int as retake_price_cents, 1 as quantity, ev.free_for_members, null::int as due_year,
            '{}'::jsonb as extra,
            pg_temp.at(least(${TODAY}, greatest(b.since, ev.day - pg_temp.rint(b.k * 32 + b.s, 183, 1, 45))),
              b.k, 184) as at
          from (
            select u.k, u.id as user_id, u.since, u.is_member, g.s, pg_temp.rint(u.k, 182, 1, 3) as g,
              (floor(pg_temp.rnd(u.k, 181) * ${cat.events})::int + g.s) % ${cat.events} as ev_i
            from s_user u
            cross join lateral generate_series(0, least(${cat.events},
              floor(pg_temp.rnd(u.k, 180) * (case when u.is_member then ${2 * avgMember + 1}
                                                else ${2 * avgOther + 1} end))::int) - 1) g(s)
          ) b
          join s_event ev on ev.i = b.ev_i`,
          eventLi0,
        ),
      )
      report(
        'event_registrations',
        await run(`
          insert into event_registrations (user_id, event_id, created_at)
          select user_id, category_id, paid_at from line_items
          where id > ${eventLi0} and category_type = 'event' and transaction_id is not null
          on conflict do nothing`),
      )
    }

    // --- notifications -------------------------------------------------------------------------
    const NT0 = await maxId('notifications')
    report(
      'notifications',
      await run(`
        insert into notifications (id, user_id, title, message, url, created_at, read_at)
        overriding system value
        select ${NT0} + n, u.id, t.title, t.message, t.url, x.at,
          case when pg_temp.rnd(n, 191) < 0.75 then least(now(), x.at + make_interval(days => pg_temp.rint(n, 192, 0, 10))) end
        from generate_series(1, ${targets.notifications}) n
        join s_user u on u.k = ((n - 1) % ${N}) + 1
        join s_notice t on t.i = floor(pg_temp.rnd(n, 190) * ${NOTIFICATIONS.length})::int
        cross join lateral (select pg_temp.at(u.since + floor(pg_temp.rnd(n, 193) * (${TODAY} - u.since))::int, n, 194) as at) x`),
    )
    await syncSequence('notifications')

    await syncSequence('line_items')
    await syncSequence('transactions')
    counts.transactions = await scalar(
      client,
      `select count(*)::int from transactions t where t.user_id between ${U0 + 1} and ${U0 + N}`,
    )
    counts.line_items = Object.entries(counts)
      .filter(([step]) => step.startsWith('line_items ('))
      .reduce((sum, [, n]) => sum + n, 0)
  } finally {
    await dropHelpers(client)
    await run(`reset synchronous_commit`)
  }

  // Fresh statistics and a set visibility map, so counts can run as index-only scans at once.
  await run(`vacuum (analyze) ${SCALE_TABLES.join(', ')}`)
  report('vacuum analyze', 0)
  return { counts, eventsAdded, deletedUsers, ms: Date.now() - started }
}

const SCALE_TABLES = [
  'users',
  'addresses',
  'user_areas_of_expertise',
  'membership_requests',
  'user_memberships',
  'registrations',
  'exam_attempts',
  'experiences',
  'user_certifications',
  'renewals',
  'user_trainings',
  'individual_ceus',
  'group_ceus',
  'extensions',
  'reviews',
  'transactions',
  'line_items',
  'event_registrations',
  'notifications',
]

/** The first column of the first row, as a number. */
async function scalar(client: Client, sql: string): Promise<number> {
  const { rows } = await client.query<Record<string, unknown>>(sql)
  return Number(Object.values(rows[0] ?? {})[0] ?? 0)
}

/** The first candidate that shares no factor with n (so k -> k*p mod n is a permutation). */
function coprime(n: number, candidates: number[]): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
  return candidates.find((p) => gcd(p, n) === 1) ?? 1
}

/**
 * Inserts one kind of purchase. `select` yields line items with `li_off` (unique in the
 * statement), `tx_off` (null: left in the cart) and the item's columns; items sharing a `tx_off`
 * are one checkout of one user. `type`: every charged transaction is of this type (default: a
 * realistic mix). Returns the line items written.
 */
async function insertPurchases(
  client: Client,
  select: string,
  lineItemBase?: number,
  type?: TransactionType,
): Promise<number> {
  const base = async (table: string) => {
    const { rows } = await client.query<{ m: number }>(`select coalesce(max(id), 0)::int as m from ${table}`)
    return rows[0]?.m ?? 0
  }
  const L0 = lineItemBase ?? (await base('line_items'))
  const T0 = await base('transactions')
  // A realistic mix of checkouts, by a hash of the transaction.
  const mixedTypes = `
               when pg_temp.rnd(${T0} + tx_off, 77) < 0.55 then 'card'
               when pg_temp.rnd(${T0} + tx_off, 77) < 0.87 then 'saved_card'
               when pg_temp.rnd(${T0} + tx_off, 77) < 0.92 then 'off_session'
               when pg_temp.rnd(${T0} + tx_off, 77) < 0.97 then 'admin_override'
               else 'admin_entry'`
  const result = await client.query(`
    with li as materialized (${select}),
    tx as (
      insert into transactions (id, user_id, type, amount_cents, stripe_id, notes, created_at)
      overriding system value
      select ${T0} + g.tx_off, g.user_id, g.type, g.amount,
        case when g.type in ('card', 'saved_card', 'off_session') then 'pi_scale_' || (${T0} + g.tx_off) end,
        case when g.type in ('admin_override', 'admin_entry') then 'Recorded by staff' end, g.at
      from (
        select tx_off, min(user_id) as user_id, sum(final_price_cents * quantity) as amount, min(at) as at,
          case when sum(final_price_cents * quantity) = 0 then 'free'
               ${type ? `else '${type}'` : mixedTypes} end as type
        from li where tx_off is not null group by tx_off
      ) g
      returning id, type, created_at
    )
    insert into line_items (id, user_id, registration_id, category_type, category_id, name, price_cents,
      final_price_cents, retake_price_cents, quantity, free_for_members, show_in_cart, due_year, extra,
      transaction_id, payment_method, paid_at, created_at, updated_at)
    overriding system value
    select ${L0} + li.li_off, li.user_id, li.registration_id, li.category_type, li.category_id, li.name,
      li.price_cents, li.final_price_cents, li.retake_price_cents, li.quantity, li.free_for_members, true,
      li.due_year, li.extra, tx.id,
      case tx.type when 'card' then 'stripe' when 'saved_card' then 'existing' when 'off_session' then 'existing'
                   when 'free' then 'free' when 'admin_override' then 'admin' when 'admin_entry' then 'admin' end,
      tx.created_at, coalesce(tx.created_at, li.at), coalesce(tx.created_at, li.at)
    from li left join tx on tx.id = ${T0} + li.tx_off`)
  for (const table of ['transactions', 'line_items']) {
    await client.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
    )
    await client.query(`analyze ${table}`)
  }
  return result.rowCount ?? 0
}

interface Catalogue {
  firstSlots: number
  lastSlots: number
  certs: number
  trainings: number
  installations: number
  events: number
  periods: number
  creditSlots: number
  currentPeriodId: number | null
}

/** Expands a weighted list into slots (a value with weight w takes w consecutive slots). */
function slots(list: WeightedList): string[] {
  return list.flatMap(([value, weight]) => Array.from({ length: weight }, () => value))
}

async function createHelpers(client: Client): Promise<void> {
  await dropHelpers(client)
  // hashint8 spreads consecutive inputs uniformly; the result is in [0, 1).
  await client.query(`
    create function pg_temp.rnd(n bigint, salt int) returns float8 language sql immutable parallel safe as
    $$ select (hashint8(n * 1000003 + salt)::float8 + 2147483648.0) / 4294967296.0 $$`)
  await client.query(`
    create function pg_temp.rint(n bigint, salt int, lo int, hi int) returns int language sql immutable parallel safe as
    $$ select lo + floor(pg_temp.rnd(n, salt) * (hi - lo + 1))::int $$`)
  // A moment of a (US Eastern) day between 8:00 and 20:00.
  await client.query(`
    create function pg_temp.at(d date, n bigint, salt int) returns timestamptz language sql stable as
    $$ select (d + make_interval(secs => 28800 + floor(pg_temp.rnd(n, salt) * 43200))) at time zone 'America/New_York' $$`)

  await client.query(`create temp table s_list (list text, slot int, v text, primary key (list, slot))`)
  const lists: [string, string[]][] = [
    ['first', slots(FIRST_NAMES)],
    ['last', slots(LAST_NAMES)],
    ['tail', [...TAIL_LAST_NAMES]],
    ['org', ORGANIZATIONS],
    ['title', JOB_TITLES],
    ['street', STREETS],
    ['program', CEU_PROGRAMS],
    ['sponsor', CEU_SPONSORS],
  ]
  for (const [list, values] of lists) {
    await client.query(
      `insert into s_list (list, slot, v) select $1, o - 1, v from unnest($2::text[]) with ordinality as t(v, o)`,
      [list, values],
    )
  }
  await client.query(`create temp table s_city (i int primary key, city text, state text, area text)`)
  await client.query(
    `insert into s_city select o - 1, c, s, a from unnest($1::text[], $2::text[], $3::text[]) with ordinality as t(c, s, a, o)`,
    [CITIES.map((c) => c[0]), CITIES.map((c) => c[1]), CITIES.map((c) => c[2])],
  )
  await client.query(`create temp table s_notice (i int primary key, title text, message text, url text)`)
  await client.query(
    `insert into s_notice select o - 1, t, m, u from unnest($1::text[], $2::text[], $3::text[]) with ordinality as x(t, m, u, o)`,
    [NOTIFICATIONS.map((n) => n[0]), NOTIFICATIONS.map((n) => n[1]), NOTIFICATIONS.map((n) => n[2])],
  )
}

/** Looks the catalogue up by natural keys into small temporary tables the generator joins. */
async function loadCatalogue(client: Client, today: string): Promise<Catalogue> {
  const TODAY = `date '${today}'`
  const q = (sql: string) => client.query(sql)
  await q(`
    create temp table s_mtype as
    select key, id, price_cents as price, name from membership_types where retired_at is null`)
  // AFC first (most registrations), then AFCC.
  await q(`
    create temp table s_cert as
    select row_number() over (order by case key when 'afc' then 0 else 1 end, id)::int as i, id, key,
      experience_lookback_years as lookback, required_hours, 0 as pslots, 0 as sslots
    from certifications where retired_at is null`)
  // Pathway popularity (demo weights): self-paced study first, the fellowship and trainer routes rare.
  await q(`
    create temp table s_path as
    select p.certification_id as cert_id, p.id as pathway_id, p.key,
      (row_number() over (partition by p.certification_id order by p.sort_order, p.id, w.n) - 1)::int as slot
    from pathway_types p
    cross join lateral generate_series(1, case p.key when 'education' then 50 when 'university' then 20
      when 'designation' then 15 when 'military_spouse' then 8 else 4 end) w(n)
    where p.retired_at is null`)
  await q(`update s_cert c set pslots = (select count(*) from s_path p where p.cert_id = c.id)`)
  await q(`delete from s_cert where pslots = 0`)
  await q(`
    create temp table s_regfee as
    select pathway_id, id, name, price, free_for_members, n::int from (
      select f.pathway_type_id as pathway_id, f.id, f.name, f.price_cents as price, f.free_for_members,
        row_number() over (partition by f.pathway_type_id order by f.id) as n
      from registration_fees f where f.retired_at is null
    ) x where n <= 4`)
  await q(`
    create temp table s_material as
    select distinct on (l.pathway_type_id) l.pathway_type_id as pathway_id, m.id, m.name, m.price_cents as price,
      m.shippable
    from course_material_pathway_types l join course_materials m on m.id = l.course_material_id
    where m.retired_at is null order by l.pathway_type_id, m.id`)
  await q(`
    create temp table s_ship as
    select distinct on (certification_id) certification_id as cert_id, id, name, price_cents as price
    from shipping_fees where retired_at is null and not international and not for_exams
    order by certification_id, id`)
  await q(`
    create temp table s_exam as
    select distinct on (certification_id) certification_id as cert_id, id, name, price_cents as price,
      retake_price_cents as retake_price
    from exams where retired_at is null order by certification_id, id`)
  await q(`
    create temp table s_req as
    select distinct on (certification_id) certification_id as cert_id, id, name, annual_fee_cents as fee
    from certification_requirements where retired_at is null and effective_from <= ${TODAY}
    order by certification_id, effective_from desc`)
  await q(`
    create temp table s_training as
    select (row_number() over (order by id) - 1)::int as i, id, name, price_cents as price, deadline_months
    from trainings where retired_at is null and not product_deleted`)
  await q(`
    create temp table s_event as
    select (row_number() over (order by date, id) - 1)::int as i, id, name, price_cents as price,
      member_price_cents as member_price, free_for_members, (date at time zone 'America/New_York')::date as day
    from events where retired_at is null and date <= ${TODAY} + 180`)
  await q(`
    create temp table s_period as
    select row_number() over (order by starts_on, id)::int as i, id, starts_on, ends_on
    from reporting_periods where retired_at is null and starts_on <= ${TODAY}`)
  // Ethics credits are about one in seven of all credits reported.
  await q(`
    create temp table s_ctype as
    select (row_number() over (order by c.sort_order, c.id, w.n) - 1)::int as slot, c.id
    from credit_types c
    cross join lateral generate_series(1, case when c.name ilike '%ethic%' then 1 else 6 end) w(n)
    where c.retired_at is null`)
  // Service types of a certification (or of every certification); the percentage and members-only
  // ones (journal quizzes, 2 hours at most) are rarer.
  await q(`
    create temp table s_stype as
    select c.id as cert_id, (row_number() over (partition by c.id order by s.id, w.n) - 1)::int as slot, s.id,
      s.allowed, s.percentage
    from s_cert c
    join service_types s on (s.certification_id is null or s.certification_id = c.id)
      and s.retired_at is null and not s.military_spouse_only
    cross join lateral generate_series(1, case when s.percentage or s.members_only then 1 else 4 end) w(n)`)
  await q(`update s_cert c set sslots = (select count(*) from s_stype s where s.cert_id = c.id)`)
  await q(`
    create temp table s_mstype as
    select id from service_types where military_spouse_only and retired_at is null order by id limit 1`)
  await q(`
    create temp table s_inst as
    select (row_number() over (order by id) - 1)::int as i, name from military_installations`)
  for (const table of ['s_path', 's_stype', 's_event', 's_period', 's_ctype', 's_training']) {
    await q(`analyze ${table}`)
  }

  const one = (sql: string) => scalar(client, sql)
  const certs = await one(`select count(*) from s_cert`)
  const missing: string[] = []
  if ((await one(`select count(*) from s_mtype`)) === 0) missing.push('membership types')
  if (certs === 0) missing.push('certifications with pathway types')
  if ((await one(`select count(*) from s_ctype`)) === 0) missing.push('credit types')
  if ((await one(`select min(sslots) from s_cert`)) === 0) missing.push('service types')
  if (missing.length) throw new Error(`The catalogue has no ${missing.join(', ')}; run seedBase first.`)
  const periods = await one(`select count(*) from s_period`)
  const current =
    (await client.query<{ id: number }>(`select id from s_period where ends_on >= ${TODAY} order by starts_on limit 1`))
      .rows[0]?.id ??
    (await client.query<{ id: number }>(`select id from s_period order by i desc limit 1`)).rows[0]?.id
  return {
    firstSlots: slots(FIRST_NAMES).length,
    lastSlots: slots(LAST_NAMES).length,
    certs: Math.min(certs, 2),
    trainings: await one(`select count(*) from s_training`),
    installations: await one(`select count(*) from s_inst`),
    events: await one(`select count(*) from s_event`),
    periods,
    creditSlots: await one(`select count(*) from s_ctype`),
    currentPeriodId: current ?? null,
  }
}

const HELPER_TABLES = [
  's_list',
  's_city',
  's_notice',
  's_mtype',
  's_cert',
  's_path',
  's_regfee',
  's_material',
  's_ship',
  's_exam',
  's_req',
  's_training',
  's_event',
  's_period',
  's_ctype',
  's_stype',
  's_mstype',
  's_inst',
  's_ext',
  's_user',
  's_term',
  's_reg',
  's_treg',
  's_attempt',
  's_renewal',
  's_post',
  's_certuser',
]

async function dropHelpers(client: Client): Promise<void> {
  await client.query(`drop table if exists ${HELPER_TABLES.map((t) => `pg_temp.${t}`).join(', ')}`)
  await client.query(`drop function if exists pg_temp.at(date, bigint, int)`)
  await client.query(`drop function if exists pg_temp.rint(bigint, int, int, int)`)
  await client.query(`drop function if exists pg_temp.rnd(bigint, int)`)
}

/**
 * Deletes the scale users and every row that references them, following the foreign keys in
 * the catalogue (cascade and no-action references are deleted, set-null ones cleared). Row by row
 * foreign-key triggers would take hours at this size, so the deletes run with triggers off
 * (session_replication_role = replica, which needs a superuser) inside one transaction after the
 * walk has collected every dependent row. Returns the number of users deleted.
 */
export async function deleteScaleData(client: Client): Promise<number> {
  const { rows: superuser } = await client.query<{ s: boolean }>(
    `select rolsuper as s from pg_roles where rolname = current_user`,
  )
  if (!superuser[0]?.s) {
    throw new Error('Replacing scale data needs a superuser connection; drop and re-create the database instead.')
  }
  const { rows: fks } = await client.query<{ child: string; col: string; parent: string; action: string }>(`
    select c.conrelid::regclass::text as child, a.attname as col, c.confrelid::regclass::text as parent,
      c.confdeltype as action
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and cardinality(c.conkey) = 1 and c.connamespace = 'public'::regnamespace`)
  const { rows: idTables } = await client.query<{ t: string }>(`
    select table_name as t from information_schema.columns
    where table_schema = 'public' and column_name = 'id'`)
  const hasId = new Set(idTables.map((r) => r.t))
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`
  const del = (table: string) => `pg_temp.${ident(`del_${table}`)}`

  await client.query('begin')
  try {
    const collected = new Set<string>(['users'])
    await client.query(
      `create temp table ${del('users')} on commit drop as select id from users where ${scaleUserFilter}`,
    )
    await client.query(`alter table ${del('users')} add primary key (id)`)
    const deletedUsers = Number(
      (await client.query<{ n: string }>(`select count(*) as n from ${del('users')}`)).rows[0]?.n ?? 0,
    )
    const leafDeletes: string[] = []
    const queue = ['users']
    while (queue.length) {
      const parent = queue.shift() as string
      for (const fk of fks.filter((f) => f.parent === parent)) {
        const match = `${ident(fk.col)} in (select id from ${del(parent)})`
        if (fk.action === 'n') {
          await client.query(`update ${ident(fk.child)} set ${ident(fk.col)} = null where ${match}`)
        } else if (hasId.has(fk.child)) {
          if (!collected.has(fk.child)) {
            collected.add(fk.child)
            await client.query(
              `create temp table ${del(fk.child)} on commit drop as select id from ${ident(fk.child)} with no data`,
            )
            await client.query(`alter table ${del(fk.child)} add primary key (id)`)
          }
          const added = await client.query(
            `insert into ${del(fk.child)} select id from ${ident(fk.child)} where ${match} on conflict do nothing`,
          )
          if ((added.rowCount ?? 0) > 0 && !queue.includes(fk.child)) queue.push(fk.child)
        } else {
          leafDeletes.push(`delete from ${ident(fk.child)} where ${match}`)
        }
      }
    }
    await client.query(`set local session_replication_role = replica`)
    for (const statement of leafDeletes) await client.query(statement)
    for (const table of collected) {
      await client.query(`delete from ${ident(table)} where id in (select id from ${del(table)})`)
    }
    await client.query('commit')
    return deletedUsers
  } catch (error) {
    await client.query('rollback')
    throw error
  }
}
