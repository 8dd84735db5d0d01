/**
 * The only code that reads the member directory's tables. "Listed" is one condition used by the
 * list, its count and the detail: consenting, not merged, and a valid membership today (the
 * profile module's rule, as SQL). The member queries never select a hidden column.
 */
import { easternDay, type DirectorySearchQuery } from '@portal/contracts'
import { and, asc, eq, exists, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm'
import { alias, QueryBuilder, type PgSelect } from 'drizzle-orm/pg-core'
import { addresses, areasOfExpertise, directoryCandidate, userAreasOfExpertise, users } from '../../db/schema'
import type { DbOrTx } from '../../platform/db/database'
import { escapeLike, listPage, planList, type ListSpec } from '../../platform/http/list'
import { validMembershipSql } from '../profile/valid-membership'
import type { DirectorySearchTerms, LocationPart } from './directory-search'

/**
 * How far the total looks past the page: five pages of 20. Each counted row is a candidate read
 * and tested, so the list's default (2,000) would make the count cost many times the page; the
 * pagination grows as the reader pages on.
 */
const DIRECTORY_COUNT_AHEAD = 100

/** Written as the directory's partial indexes are, so the planner can use them. */
const candidateSql = directoryCandidate(users)

function listedSql(now: Date): SQL {
  return sql`${candidateSql} and ${validMembershipSql(now)}`
}

/** The address a location is matched against (the primary one), apart from the page's join. */
const located = alias(addresses, 'located_address')

/** A search value, as a placeholder of the list's statement (built once per shape, decision 0009). */
type Param = (value: unknown) => Placeholder

function nameSql(word: string, param: Param): SQL {
  const prefix = param(`${escapeLike(word)}%`)
  return sql`(lower(${users.firstName}) like ${prefix} or lower(${users.lastName}) like ${prefix})`
}

function locationPartSql(part: LocationPart, param: Param): SQL {
  if (part.kind === 'state') return sql`${located.state} = any(${param(part.codes)})`
  return sql`(lower(${located.city}) like ${param(`${escapeLike(part.text)}%`)} or ${located.state} = ${param(part.text.toUpperCase())})`
}

function locationSql(parts: LocationPart[], param: Param): SQL {
  return exists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(located)
      .where(and(eq(located.id, users.primaryAddressId), ...parts.map((part) => locationPartSql(part, param)))),
  )
}

function expertiseSql(areaOfExpertiseId: number, param: Param): SQL {
  return sql`exists (select 1 from ${userAreasOfExpertise} where ${and(
    eq(userAreasOfExpertise.userId, users.id),
    eq(userAreasOfExpertise.areaOfExpertiseId, param(areaOfExpertiseId)),
  )})`
}

/**
 * The search's conditions with every value a placeholder added to `values`, and the shape that
 * tells its statements apart (how many name words, which kinds of location part, an expertise).
 */
function searchSql(terms: DirectorySearchTerms, now: Date, values: Record<string, unknown>) {
  const param: Param = (value) => {
    const name = `search${Object.keys(values).length}`
    values[name] = value
    return sql.placeholder(name)
  }
  const where = and(
    sql`${candidateSql} and ${validMembershipSql(param(easternDay(now)))}`,
    ...terms.nameWords.map((word) => nameSql(word, param)),
    terms.locationParts.length ? locationSql(terms.locationParts, param) : undefined,
    terms.areaOfExpertiseId === undefined ? undefined : expertiseSql(terms.areaOfExpertiseId, param),
  )
  const shape = [
    `words:${terms.nameWords.length}`,
    `location:${terms.locationParts.map((part) => part.kind).join(',')}`,
    `expertise:${terms.areaOfExpertiseId !== undefined}`,
  ].join(' ')
  return { where, shape }
}

/**
 * Sorted by name. A name search reads its prefix ranges and sorts the matches: its sort keys are
 * given in a form no index matches (as `planList` does for prefix filters), so the planner does
 * not walk the whole name order filtering for a rare prefix.
 */
function listSpec(isNameSearch: boolean): ListSpec {
  const key = (column: AnyColumn) => (isNameSearch ? sql`(${column} || '')` : column)
  return {
    fields: {
      lastName: { column: key(users.lastName), sortable: true },
      firstName: { column: key(users.firstName), sortable: true },
    },
    defaultSort: [
      { field: 'lastName', direction: 'asc' },
      { field: 'firstName', direction: 'asc' },
    ],
    tiebreaker: users.id,
  }
}

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  suffix: users.suffix,
  avatarKey: users.avatarKey,
  organization: users.organization,
  jobTitle: users.jobTitle,
  city: addresses.city,
  state: addresses.state,
  country: addresses.country,
}

/** The member columns plus the ones only admins receive. */
const adminColumns = {
  ...memberColumns,
  email: users.email,
  addressLine1: addresses.addressLine1,
  addressLine2: addresses.addressLine2,
  zip: addresses.zip,
}

/** Everything a directory page shows, to either viewer (the service maps each view explicitly). */
const profileColumns = {
  ...adminColumns,
  yearsOfService: users.yearsOfService,
  provideCounselingServices: users.provideCounselingServices,
  offerVirtualCounseling: users.offerVirtualCounseling,
  offerLocalCounseling: users.offerLocalCounseling,
  offerGroupWorkshops: users.offerGroupWorkshops,
  publicBio: users.publicBio,
  memberBio: users.memberBio,
  website: users.website,
  twitterHandle: users.twitterHandle,
  instagramProfile: users.instagramProfile,
  linkedinProfile: users.linkedinProfile,
  facebookProfile: users.facebookProfile,
  workPhone: users.workPhone,
  homePhone: users.homePhone,
  cellPhone: users.cellPhone,
}

const isPrimaryAddress = eq(addresses.id, users.primaryAddressId)

/** Runs a directory page: `page` selects the view's columns from users and the primary address. */
function searchPage<Q extends PgSelect>(
  db: DbOrTx,
  view: 'member' | 'admin',
  page: Q,
  query: DirectorySearchQuery,
  terms: DirectorySearchTerms,
  now: Date,
) {
  const plan = planList(query, listSpec(terms.nameWords.length > 0))
  const values = { ...plan.values }
  const search = searchSql(terms, now, values)
  return listPage(
    db,
    { ...plan, where: search.where, values, shape: `${plan.shape} ${search.shape}` },
    // The count needs no address: a location is matched in the search's own subquery.
    { page, count: (rows) => rows.from(users) },
    { countAhead: DIRECTORY_COUNT_AHEAD, statement: `directory:${view}` },
  )
}

export type DirectoryProfileRow = NonNullable<Awaited<ReturnType<typeof directoryRepo.findListed>>>

export const directoryRepo = {
  /** A page of listed members matching the terms, in the member view's columns only. */
  listMembers(db: DbOrTx, query: DirectorySearchQuery, terms: DirectorySearchTerms, now: Date) {
    const page = db.select(memberColumns).from(users).leftJoin(addresses, isPrimaryAddress).$dynamic()
    return searchPage(db, 'member', page, query, terms, now)
  },

  /** The same page in the admin view's columns. */
  listForAdmin(db: DbOrTx, query: DirectorySearchQuery, terms: DirectorySearchTerms, now: Date) {
    const page = db.select(adminColumns).from(users).leftJoin(addresses, isPrimaryAddress).$dynamic()
    return searchPage(db, 'admin', page, query, terms, now)
  },

  /** One listed member with everything their directory page may show, or undefined. */
  async findListed(db: DbOrTx, userId: number, now: Date) {
    const [row] = await db
      .select(profileColumns)
      .from(users)
      .leftJoin(addresses, isPrimaryAddress)
      .where(and(eq(users.id, userId), listedSql(now)))
    return row
  },

  async isListed(db: DbOrTx, userId: number, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), listedSql(now)))
    return row !== undefined
  },

  /** Names of a member's areas of expertise, retired ones included (they were chosen). */
  async expertiseNames(db: DbOrTx, userId: number): Promise<string[]> {
    const rows = await db
      .select({ name: areasOfExpertise.name })
      .from(userAreasOfExpertise)
      .innerJoin(areasOfExpertise, eq(areasOfExpertise.id, userAreasOfExpertise.areaOfExpertiseId))
      .where(eq(userAreasOfExpertise.userId, userId))
      .orderBy(asc(areasOfExpertise.name))
    return rows.map((row) => row.name)
  },
}
