/**
 * Which table holds each system-data kind, so a kind chosen at runtime (the `{kind}` of the
 * path) reaches a typed Drizzle table. A descriptor field's name is the Drizzle property of its
 * column; the many-to-many fields name their link table here.
 */
import { SystemDataMessages as M, type SystemDataKind } from '@portal/contracts'
import { getTableColumns } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import {
  announcements,
  areasOfExpertise,
  cannedMessages,
  certificationRequirements,
  certificationResources,
  certifications,
  courseMaterialPathwayTypes,
  courseMaterials,
  creditTypes,
  dashboardCards,
  discounts,
  events,
  exams,
  forumCategories,
  groups,
  membershipResourceCategories,
  membershipResources,
  membershipTypes,
  militaryInstallations,
  pathwayTypes,
  practiceExams,
  quickbooksProducts,
  registrationFees,
  reportingPeriods,
  serviceTypes,
  shippingFees,
  studyModules,
  trainingRequirements,
  trainings,
  universities,
  workAreaCategories,
  workAreas,
} from '../../db/schema'

/** A many-to-many field: its rows live in a link table. */
export interface LinkTable {
  table: PgTable
  /** The link column pointing at the kind's own row. */
  own: PgColumn
  /** The link column pointing at the referenced row. */
  other: PgColumn
}

export interface KindTable {
  table: PgTable
  links?: Readonly<Record<string, LinkTable>>
  /** Check constraints the form cannot foresee, with the field they are reported on. */
  checks?: Readonly<Record<string, { field: string; message: string }>>
}

export const SYSTEM_DATA_TABLES: Readonly<Record<SystemDataKind, KindTable>> = {
  announcement: { table: announcements },
  'areas-of-expertise': { table: areasOfExpertise },
  certification: { table: certifications },
  'certification-requirement': { table: certificationRequirements },
  'certification-resource': { table: certificationResources },
  'course-material': {
    table: courseMaterials,
    links: {
      pathwayTypeIds: {
        table: courseMaterialPathwayTypes,
        own: courseMaterialPathwayTypes.courseMaterialId,
        other: courseMaterialPathwayTypes.pathwayTypeId,
      },
    },
  },
  'credit-type': { table: creditTypes },
  'dashboard-card': { table: dashboardCards },
  pathway: { table: pathwayTypes },
  'email-dropdown': { table: cannedMessages },
  event: { table: events },
  exam: { table: exams },
  'forum-category': { table: forumCategories },
  discount: {
    table: discounts,
    checks: {
      discounts_usage_check: {
        field: 'usageLimit',
        message: 'The usage limit cannot be lower than the times the code was already used.',
      },
      discounts_percentage_check: { field: 'amount', message: M.percentRange },
      discounts_dates_check: { field: 'endsOn', message: M.endOnOrAfterStart },
    },
  },
  group: { table: groups },
  membership: { table: membershipTypes },
  'membership-resource': { table: membershipResources },
  'membership-resource-category': { table: membershipResourceCategories },
  'military-installation': { table: militaryInstallations },
  'practice-exam': { table: practiceExams },
  'quickbooks-product': { table: quickbooksProducts },
  'registration-fee': { table: registrationFees },
  'reporting-period': {
    table: reportingPeriods,
    checks: { reporting_periods_dates_check: { field: 'endsOn', message: M.endAfterStart } },
  },
  'service-type': { table: serviceTypes },
  'shipping-fee': { table: shippingFees },
  'study-module': { table: studyModules },
  training: { table: trainings },
  'training-requirement': { table: trainingRequirements },
  university: { table: universities },
  'work-area': { table: workAreas },
  'work-area-category': { table: workAreaCategories },
}

/** The columns of a kind's table by property name, with the ones every kind has. */
export interface KindColumns {
  all: Readonly<Record<string, PgColumn>>
  id: PgColumn
  createdAt: PgColumn
  updatedAt: PgColumn
  retiredAt: PgColumn
}

const columnCache = new Map<SystemDataKind, KindColumns>()

export function columnsOf(kind: SystemDataKind): KindColumns {
  const cached = columnCache.get(kind)
  if (cached) return cached
  const all = getTableColumns(SYSTEM_DATA_TABLES[kind].table) as Record<string, PgColumn>
  const need = (name: string) => {
    const column = all[name]
    if (!column) throw new Error(`system data ${kind}: the table has no column ${name}`)
    return column
  }
  const columns = {
    all,
    id: need('id'),
    createdAt: need('createdAt'),
    updatedAt: need('updatedAt'),
    retiredAt: need('retiredAt'),
  }
  columnCache.set(kind, columns)
  return columns
}

/** The column of a descriptor field (throws for link fields, which have none). */
export function columnOf(kind: SystemDataKind, field: string): PgColumn {
  const column = columnsOf(kind).all[field]
  if (!column) throw new Error(`system data ${kind}: the table has no column for field ${field}`)
  return column
}
