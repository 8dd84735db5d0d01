/**
 * The events programme of the scale data set. Events are system data, but the base seed has
 * none (a new installation starts without events; the demo seed adds a handful), and eight years
 * of members' purchases need a real programme to point at: monthly member webinars, virtual
 * workshops, on-demand recordings and the annual Symposium from 2018 to six months ahead.
 * Added only while the database holds fewer than MIN_EVENTS events, so re-runs add nothing.
 */
import type pg from 'pg'

const MIN_EVENTS = 40

const TOPICS = [
  'Behavioral Finance',
  'Student Loan Repayment',
  'Credit Reports and Scores',
  'Ethics and Standards of Practice',
  'Housing Counseling',
  'Retirement Basics for Clients',
  'Counseling Military Families',
  'Motivational Interviewing',
  'Trauma-Informed Counseling',
  'Debt Management Plans',
  'Emergency Savings',
  'Consumer Protection Update',
]

/** Adds the scale events programme when the database has fewer than 40 events; returns rows added. */
export async function ensureScaleEvents(client: Pick<pg.ClientBase, 'query'>, today: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from events`)
  if ((rows[0]?.n ?? 0) >= MIN_EVENTS) return 0
  // Month m (0 = January 2018) has a webinar (free for members), every second month a virtual
  // workshop and an on-demand recording, and every November the Symposium.
  const result = await client.query(
    `insert into events (name, description, type, date, expiration_date, ceus, experience_hours, price_cents,
       member_price_cents, free_for_members, approved_for_ethics)
     select case when e.kind = 3 then e.prefix || ' ' || extract(year from e.day)
              else e.prefix || ': ' || t.topics[1 + (e.m * 7 + e.kind) % cardinality(t.topics)] || ' ('
                || to_char(e.day, 'FMMonth YYYY') || ')' end,
       'A professional-development session for financial counselors and educators.', e.type,
       (e.day + time '13:00') at time zone 'America/New_York',
       case when e.type <> 'on_demand' then (e.day - 1 + time '23:00') at time zone 'America/New_York' end,
       e.ceus, e.ceus, e.price, e.member_price, e.free_for_members,
       t.topics[1 + (e.m * 7 + e.kind) % cardinality(t.topics)] ilike '%ethic%'
     from (
       select m, kind, (date '2018-01-01' + make_interval(months => m))::date + case kind when 0 then 14 when 1 then 21 else 7 end
           as day,
         case kind when 0 then 'Webinar' when 1 then 'Virtual Workshop' when 2 then 'On-Demand' else 'AFCPE® Symposium' end
           as prefix,
         case kind when 0 then 'webinar' when 1 then 'virtual' when 2 then 'on_demand' else 'in_person' end as type,
         case kind when 0 then 1 when 1 then 3 when 2 then 1.5 else 12 end as ceus,
         case kind when 0 then 2500 when 1 then 9900 when 2 then 3900 else 72500 end as price,
         case kind when 0 then 0 when 1 then 5900 when 2 then 0 else 57500 end as member_price,
         kind in (0, 2) as free_for_members
       from generate_series(0, (extract(year from age(date '${today}' + 180, date '2018-01-01')) * 12
                                + extract(month from age(date '${today}' + 180, date '2018-01-01')))::int) m
       cross join generate_series(0, 3) kind
       where kind = 0 or (kind in (1, 2) and m % 2 = kind - 1) or (kind = 3 and m % 12 = 10)
     ) e
     cross join (select $1::text[] as topics) t`,
    [TOPICS],
  )
  await client.query(`analyze events`)
  return result.rowCount ?? 0
}
