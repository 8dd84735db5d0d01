/**
 * An AFC® certificant behind on CEUs with a certification extension under review.
 */
import { ExtensionMessages } from '@portal/contracts'
import { completedCertification, dayIn, extensionRequest, lastDueYear, paidRenewals, periods } from '../demo-journeys'
import { type DemoPersonaSeed } from '../persona-records'

export const ceuExtension: DemoPersonaSeed = {
  email: 'ceuextension@example.org',
  firstName: 'Angela',
  lastName: 'Foster',
  role: 'member',
  shows:
    'An AFC® certificant in good standing behind on CEUs (8 of 30): a certification extension under review against the reporting period’s end, charged on approval to the saved card',
  async records(r) {
    const { d, m, today } = r.dates
    const { current } = periods(today)
    const L = lastDueYear(today)
    await r.profile({
      gender: 'female',
      ethnicity: 'Black or African American',
      workPhone: '859-555-0147',
      organization: 'Bluegrass Financial Counseling Services',
      jobTitle: 'Senior Financial Counselor',
      yearsOfService: '11-15',
      directoryConsent: true,
      paymentCustomerId: 'cus_demo_angela',
      paymentMethodId: 'pm_card_visa',
      pmType: 'visa',
      pmLastFour: '4242',
      profileLastUpdated: r.at(d(-4)),
    })
    await r.addresses([{ name: 'Office', addressLine1: '250 W Main St', city: 'Lexington', state: 'KY', zip: '40507' }])
    await r.professionalChoices(
      'Nonprofit Organization',
      ['Credit Counseling Agency'],
      ['Credit and Debt Management', 'Bankruptcy'],
    )
    const { userCertification } = await completedCertification(r, {
      cert: 'afc',
      pathway: 'education',
      enrolledOn: m(-60),
      certifiedOn: m(-44),
      materials: ['AFC® Learning System'],
      examScore: 83,
      status: 'good_standing',
      reportingPeriod: current.name,
      experiences: [
        [
          'Financial Counseling, Coaching and Education',
          'Bluegrass Financial Counseling Services',
          'Financial Counselor',
          1000,
        ],
      ],
    })
    await paidRenewals(r, userCertification.id, 'afc', [L - 2, L - 1, L])
    await r.ceus(current.name, [
      {
        title: 'Bankruptcy Counseling Update',
        sponsor: 'Kentucky Credit Counseling Association',
        credits: 6,
        completedOn: dayIn(current, 0.3, today),
        status: 'approved',
      },
      {
        title: 'Ethics and Standards of Practice Refresher',
        sponsor: 'AFCPE®',
        credits: 2,
        creditType: 'Ethics and/or Standards of Practice',
        completedOn: dayIn(current, 0.6, today),
        status: 'approved',
      },
    ])
    await extensionRequest(r, {
      userCertificationId: userCertification.id,
      program: 'AFC® Certification: continuing education',
      completedHours: 8,
      previousDeadline: current.endsOn,
      state: 'under_review',
      submittedOn: d(-4),
    })
    await r.notifications([
      {
        title: ExtensionMessages.submittedTitle,
        message: ExtensionMessages.submittedBody,
        url: '/certifications-and-training',
        on: d(-4),
      },
    ])
  },
}
