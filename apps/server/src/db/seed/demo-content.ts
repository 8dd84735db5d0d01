/**
 * Demo content that is not a person's: events of every type (past, current, on-demand, some free
 * for members, some approved for ethics, some expired) and discount codes (percentage, fixed,
 * expired, limited, scoped), with dates relative to the seed's today. Names, prices and codes
 * are demo values. Inserted by natural key (event name, discount code).
 */
import { inArray } from 'drizzle-orm'
import type { Day } from '@portal/contracts'
import { discounts, events } from '../schema'
import type { Tx } from '../../platform/db/database'
import { insertMissing, relativeDates } from './support'

type EventRow = typeof events.$inferSelect
type DiscountRow = typeof discounts.$inferSelect

/** Demo events and discount codes by name and code, for the personas' purchases. */
export interface DemoContent {
  events: Map<string, EventRow>
  discounts: Map<string, DiscountRow>
}

/** Inserts the missing demo events and codes and returns all of them by name and code. */
export async function seedDemoContent(tx: Tx, today: Day): Promise<DemoContent> {
  await insertMissing(tx, events, ['name'], demoEvents(today))
  await tx.insert(discounts).values(demoDiscounts(today)).onConflictDoNothing()
  return loadDemoContent(tx)
}

// ---------------------------------------------------------------------------------------------
// Events: past, current and on-demand events of every type (demo names and prices)

export const DEMO_EVENT_NAMES = {
  symposium: 'AFCPE® Symposium',
  militaryWorkshop: 'Regional Workshop: Counseling Military Families',
  virtualConference: 'Virtual Conference: Financial Wellness at Work',
  crisisRoundtable: 'Virtual Roundtable: Serving Clients in Crisis',
  ethicsWebinar: 'Webinar: Ethics and Standards of Practice for Financial Counselors',
  studentLoanWebinar: 'Webinar: Navigating Student Loan Repayment',
  creditWebinar: 'Webinar: Credit Reports and Scores Update',
  traumaOnDemand: 'On-Demand: Trauma-Informed Financial Counseling',
  ethicsOnDemand: 'On-Demand: Ethical Decision-Making Case Studies',
  behavioralOnDemand: 'On-Demand: Behavioral Finance Basics',
} as const

function demoEvents(today: Day): (typeof events.$inferInsert)[] {
  const { d, at } = relativeDates(today)
  const N = DEMO_EVENT_NAMES
  return [
    {
      name: N.symposium,
      type: 'in_person',
      description:
        'The annual gathering of financial counselors, coaches and educators: three days of sessions, the research track and the awards luncheon.',
      date: at(d(150), 8),
      expirationDate: at(d(145), 23),
      ceus: 12,
      experienceHours: 12,
      priceCents: 72500,
      memberPriceCents: 57500,
      registrationUrl: 'https://example.org/symposium/register',
    },
    {
      name: N.militaryWorkshop,
      type: 'in_person',
      description: 'A one-day workshop on the financial lives of service members and their families.',
      date: at(d(-60), 9),
      expirationDate: at(d(-61), 23),
      ceus: 6,
      experienceHours: 6,
      priceCents: 15000,
      memberPriceCents: 9900,
    },
    {
      name: N.virtualConference,
      type: 'virtual',
      description: 'A week of live online sessions on workplace financial wellness programs. Happening now.',
      date: at(d(-1), 12),
      expirationDate: at(d(6), 23),
      ceus: 4,
      experienceHours: 4,
      priceCents: 9900,
      memberPriceCents: 4900,
      registrationUrl: 'https://example.org/events/financial-wellness-at-work',
    },
    {
      name: N.crisisRoundtable,
      type: 'virtual',
      description: 'Practitioners share how they support clients after job loss, disasters and other crises.',
      date: at(d(-20), 13),
      expirationDate: at(d(-20), 15),
      ceus: 1.5,
      priceCents: 2500,
      memberPriceCents: 0,
      freeForMembers: true,
    },
    {
      name: N.ethicsWebinar,
      type: 'webinar',
      description: 'Applying the Code of Ethics and the Standards of Practice to everyday counseling decisions.',
      date: at(d(14), 13),
      expirationDate: at(d(14), 12),
      ceus: 2,
      priceCents: 3500,
      memberPriceCents: 0,
      freeForMembers: true,
      approvedForEthics: true,
      registrationUrl: 'https://example.org/webinars/ethics',
    },
    {
      name: N.studentLoanWebinar,
      type: 'webinar',
      description: 'Repayment plans, forgiveness programs and how to talk clients through their options.',
      date: at(d(45), 14),
      expirationDate: at(d(45), 13),
      ceus: 1,
      priceCents: 3500,
      memberPriceCents: 0,
      freeForMembers: true,
    },
    {
      name: N.creditWebinar,
      type: 'webinar',
      description: 'What changed in credit reporting and scoring, and what it means for your clients.',
      date: at(d(-90), 14),
      expirationDate: at(d(-30), 23),
      ceus: 1,
      priceCents: 3500,
      memberPriceCents: 1500,
      recordingUrl: 'https://example.org/recordings/credit-update',
    },
    {
      name: N.traumaOnDemand,
      type: 'on_demand',
      description: 'Recognize financial trauma and adapt your sessions so clients feel safe to act.',
      date: at(d(-200), 9),
      ceus: 1.5,
      priceCents: 4900,
      memberPriceCents: 2900,
      recordingUrl: 'https://example.org/recordings/trauma-informed',
      resource1Url: 'https://example.org/resources/trauma-informed-slides.pdf',
    },
    {
      name: N.ethicsOnDemand,
      type: 'on_demand',
      description: 'Five case studies that walk through the Code of Ethics, with a short quiz.',
      date: at(d(-120), 9),
      expirationDate: at(d(245), 23),
      ceus: 2,
      priceCents: 4900,
      memberPriceCents: 0,
      freeForMembers: true,
      approvedForEthics: true,
      recordingUrl: 'https://example.org/recordings/ethics-cases',
      resource1Url: 'https://example.org/resources/ethics-cases.pdf',
      resource2Url: 'https://example.org/resources/code-of-ethics.pdf',
    },
    {
      name: N.behavioralOnDemand,
      type: 'on_demand',
      description: 'Biases and habits behind money decisions, and how to work with them. No longer available.',
      date: at(d(-500), 9),
      expirationDate: at(d(-135), 23),
      ceus: 1,
      priceCents: 2900,
      memberPriceCents: 1900,
      recordingUrl: 'https://example.org/recordings/behavioral-finance',
    },
  ]
}

// ---------------------------------------------------------------------------------------------
// Discount codes (demo)

function demoDiscounts(today: Day): (typeof discounts.$inferInsert)[] {
  const { d } = relativeDates(today)
  return [
    {
      code: 'WELCOME10',
      description: '10% off for new members and candidates',
      percentage: true,
      amount: 10,
      startsOn: d(-365),
    },
    { code: 'SAVE25', description: '$25 off any order', amount: 2500 },
    {
      code: 'SPRING25',
      description: 'Spring promotion, 25% off (expired)',
      percentage: true,
      amount: 25,
      startsOn: d(-420),
      endsOn: d(-330),
    },
    { code: 'FIRST50', description: '$50 off, first 50 uses', amount: 5000, usageLimit: 50, usageCount: 12 },
    {
      code: 'EXAMPREP15',
      description: '15% off practice exams and course materials',
      percentage: true,
      amount: 15,
      scope: ['practice_exam', 'course_material'],
    },
    { code: 'SYMPOSIUM100', description: '$100 off the Symposium', amount: 10000, scope: ['event'], endsOn: d(140) },
  ]
}

async function loadDemoContent(tx: Tx): Promise<DemoContent> {
  const eventRows = await tx
    .select()
    .from(events)
    .where(inArray(events.name, Object.values(DEMO_EVENT_NAMES)))
  const discountRows = await tx.select().from(discounts)
  return {
    events: new Map(eventRows.map((event) => [event.name, event])),
    discounts: new Map(discountRows.map((discount) => [discount.code, discount])),
  }
}
