/**
 * An AFC® certificant in good standing: CEUs of two periods (one applying the sponsor's completion
 * code, DEMO_COMPLETION_CODE), annual fees paid by year.
 */
import { eq } from 'drizzle-orm'
import { addDaysToDay } from '@portal/contracts'
import { groupCeus } from '../../schema'
import { DEMO_EVENT_NAMES } from '../demo-content'
import {
  completedCertification,
  dayIn,
  DEMO_COMPLETION_CODE,
  event,
  lastDueYear,
  memberPurchase,
  paidRenewals,
  periods,
} from '../demo-journeys'
import { type DemoPersonaSeed } from '../persona-records'

export const certified: DemoPersonaSeed = {
  email: 'certified@example.org',
  firstName: 'Daniel',
  lastName: 'Okafor',
  role: 'member',
  shows:
    'An AFC® certificant in good standing: CEUs of the current period (approved, pending, one through a completion code), a complete previous period, annual fees paid by year',
  async records(r, { events }) {
    const { d, m, today } = r.dates
    const { current, previous } = periods(today)
    const L = lastDueYear(today)
    await r.profile({
      dateOfBirth: '1979-11-02',
      gender: 'male',
      ethnicity: 'Black or African American',
      workPhone: '817-555-0126',
      cellPhone: '8175550199',
      willText: true,
      textPreferences: ['renewals', 'ceus'],
      website: 'https://example.org/daniel-okafor',
      organization: 'Trinity River Credit Union',
      jobTitle: 'Director of Financial Counseling',
      yearsOfService: '11-15',
      publicBio: 'AFC® since I joined the credit union’s financial wellness team; I lead a team of five counselors.',
      directoryConsent: true,
      provideCounselingServices: true,
      offerVirtualCounseling: true,
      offerGroupWorkshops: true,
      pmType: 'mastercard',
      pmLastFour: '4444',
      paymentCustomerId: 'cus_demo_daniel',
      paymentMethodId: 'pm_card_mastercard',
      profileLastUpdated: r.at(d(-60)),
    })
    await r.addresses([
      {
        name: 'Office',
        addressLine1: '500 W 7th St',
        city: 'Fort Worth',
        state: 'TX',
        zip: '76102',
        lat: 32.7521,
        lng: -97.3336,
      },
    ])
    await r.professionalChoices(
      'Financial Institution',
      ['Credit Union'],
      ['Credit and Debt Management', 'Retirement Planning'],
    )
    await r.membership('professional', d(-200))
    await r.groups([{ name: 'AFCPE® Member Community', on: d(-200) }])

    const { userCertification } = await completedCertification(r, {
      cert: 'afc',
      pathway: 'education',
      enrolledOn: m(-70),
      certifiedOn: m(-52),
      materials: ['AFC® Learning System'],
      examScore: 81,
      status: 'good_standing',
      reportingPeriod: current.name,
      experiences: [
        ['Financial Counseling, Coaching and Education', 'Trinity River Credit Union', 'Financial Counselor', 900],
        ['Training, Webinars and Coursework', 'AFCPE®', 'AFC® Learning System coursework', 100],
      ],
    })
    await paidRenewals(r, userCertification.id, 'afc', [L - 2, L - 1, L])

    await r.ceus(previous.name, [
      {
        title: 'AFCPE® Symposium',
        sponsor: 'AFCPE®',
        credits: 12,
        completedOn: dayIn(previous, 0.2, today),
        status: 'approved',
      },
      {
        title: 'Ethics for Credit Union Counselors',
        sponsor: 'Texas Credit Union League',
        credits: 2,
        creditType: 'Ethics and/or Standards of Practice',
        completedOn: dayIn(previous, 0.4, today),
        status: 'approved',
      },
      {
        title: 'Counseling Military Families',
        sponsor: 'AFCPE®',
        credits: 6,
        completedOn: dayIn(previous, 0.6, today),
        status: 'approved',
      },
      {
        title: 'Retirement Income Planning Course',
        sponsor: 'Financial Wellness Institute',
        credits: 10,
        completedOn: dayIn(previous, 0.8, today),
        status: 'approved',
      },
    ])
    const [summit] = await r.tx.select().from(groupCeus).where(eq(groupCeus.completionCode, DEMO_COMPLETION_CODE))
    const ethicsCourse = event(events, DEMO_EVENT_NAMES.ethicsOnDemand)
    const ethicsDay = dayIn(current, 0.5, today)
    await r.pay(ethicsDay, [memberPurchase(ethicsCourse)], { method: 'free' })
    await r.eventRegistrations([ethicsCourse.id], ethicsDay)
    await r.ceus(current.name, [
      ...(summit
        ? [
            {
              title: summit.programTitle,
              sponsor: summit.sponsor,
              credits: summit.credits,
              completedOn: summit.endDate,
              completionCode: DEMO_COMPLETION_CODE,
              preapprovedCreditId: summit.id,
              status: 'approved' as const,
            },
          ]
        : []),
      {
        title: ethicsCourse.name,
        sponsor: 'AFCPE®',
        credits: 2,
        creditType: 'Ethics and/or Standards of Practice',
        completedOn: ethicsDay,
        status: 'approved',
      },
      {
        title: event(events, DEMO_EVENT_NAMES.traumaOnDemand).name,
        sponsor: 'AFCPE®',
        credits: 1.5,
        completedOn: dayIn(current, 0.8, today),
        status: 'pending',
      },
      {
        title: 'Texas Credit Union League Annual Conference',
        sponsor: 'Texas Credit Union League',
        credits: 3,
        completedOn: dayIn(current, 0.9, today),
        status: 'pending',
      },
    ])
    await r.notifications([
      {
        title: 'CEU approved',
        message: 'Ethical Decision-Making Case Studies: 2 Ethics credits.',
        url: '/ceus/individual',
        on: addDaysToDay(ethicsDay, 9),
        read: true,
      },
      {
        title: `Annual certification fee due June 30, ${L + 1}`,
        message: 'Pay your AFC® annual certification fee from your certification dashboard.',
        url: '/certifications-and-training/certifications/pay',
        on: d(-7),
      },
    ])
  },
}
