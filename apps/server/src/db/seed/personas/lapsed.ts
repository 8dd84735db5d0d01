/**
 * An AFC® certificant lapsed for CEUs, with a CEU returned and a certification extension under review.
 */
import { addDaysToDay } from '@portal/contracts'
import {
  completedCertification,
  dayIn,
  extensionRequest,
  lastDueYear,
  must,
  paidRenewals,
  periods,
} from '../demo-journeys'
import { type DemoPersonaSeed } from '../persona-records'

export const lapsed: DemoPersonaSeed = {
  email: 'lapsed@example.org',
  firstName: 'Grace',
  lastName: 'Kim',
  role: 'member',
  shows:
    'An AFC® certificant lapsed for CEUs: 18 of 30 credits and no Ethics, a CEU returned for more information, a CEU extension pending review; the profile update prompt',
  async records(r) {
    const { d, m, today } = r.dates
    const { previous } = periods(today)
    const L = lastDueYear(today)
    const installation = must(r.catalog.militaryInstallations.get('Joint Base Lewis-McChord'), 'installation')
    await r.profile({
      gender: 'female',
      cellPhone: '2535550171',
      organization: 'Family Readiness Center',
      jobTitle: 'Financial Readiness Counselor',
      yearsOfService: '6-10',
      isMilitarySpouse: true,
      militaryInstallationId: installation.id,
      // The sandbox's test card: her extension is charged to it when staff approve it.
      paymentCustomerId: 'cus_demo_grace',
      paymentMethodId: 'pm_card_mastercard',
      pmType: 'mastercard',
      pmLastFour: '4444',
      // Profile last updated long ago: the profile update prompt shows (spec 1 §2.6).
      profileLastUpdated: r.at(m(-8)),
    })
    await r.addresses([{ name: 'Home', addressLine1: '1102 A St', city: 'Tacoma', state: 'WA', zip: '98402' }])
    await r.professionalChoices(
      'Military and Government',
      ['Military Family Support Center'],
      ['Military Financial Readiness'],
    )
    const lapsedOn = addDaysToDay(previous.endsOn, 1)
    const { userCertification } = await completedCertification(r, {
      cert: 'afc',
      pathway: 'military_spouse',
      enrolledOn: m(-90),
      certifiedOn: m(-72),
      materials: ['AFC® Learning System'],
      examScore: 74,
      status: 'lapsed_ceus',
      statusChangedOn: lapsedOn,
      reportingPeriod: previous.name,
      militarySpouse: true,
      experiences: [
        [
          'Military Spouse Fellowship Practicum',
          'Family Readiness Center',
          'Fellow',
          1000,
          { installation: installation.name },
        ],
      ],
    })
    await paidRenewals(r, userCertification.id, 'afc', [L - 2, L - 1, L])
    await r.ceus(previous.name, [
      {
        title: 'Financial Readiness Training',
        sponsor: 'Army Community Service',
        credits: 12,
        completedOn: dayIn(previous, 0.3, today),
        status: 'approved',
      },
      {
        title: 'PCS Moves and Money',
        sponsor: 'Military OneSource',
        credits: 6,
        completedOn: dayIn(previous, 0.6, today),
        status: 'approved',
      },
      {
        title: 'Ethics Refresher',
        sponsor: 'Family Readiness Center',
        credits: 2,
        creditType: 'Ethics and/or Standards of Practice',
        completedOn: dayIn(previous, 0.9, today),
        status: 'more_info_requested',
        reviewMessage:
          '<p>We need a timed agenda to calculate credits. Please upload or type the agenda and resubmit.</p>',
      },
    ])
    // Checked out with her saved card: charged when staff approve it (decision 0014).
    await extensionRequest(r, {
      userCertificationId: userCertification.id,
      program: 'AFC® certification',
      completedHours: 18,
      previousDeadline: previous.endsOn,
      state: 'under_review',
      submittedOn: d(-6),
    })
    await r.notifications([
      {
        title: 'Your CEUs are past due',
        message: `Your certification lapsed: 30 CEUs were due for the ${previous.name} reporting period.`,
        url: '/certifications-and-training',
        on: lapsedOn,
      },
      {
        title: 'More information needed',
        message: 'Ethics Refresher needs an agenda.',
        url: '/ceus/individual',
        on: dayIn(previous, 0.9, today),
      },
      {
        title: 'Extension request received',
        message: 'We answer extension requests within 2-3 business days.',
        on: d(-6),
        read: true,
      },
    ])
  },
}
