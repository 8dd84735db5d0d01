/**
 * An AFCC® certificant (Canada): the AFCC wording, CEUs of the current period.
 */
import { completedCertification, dayIn, lastDueYear, paidRenewals, periods } from '../demo-journeys'
import { type DemoPersonaSeed } from '../persona-records'

export const afcc: DemoPersonaSeed = {
  email: 'afcc@example.org',
  firstName: 'Émilie',
  lastName: 'Tremblay',
  role: 'member',
  shows:
    'An AFCC® certificant (Canada): the AFCC logo and payment wording, CEUs of the current period (approved, pending, one rejected to resubmit)',
  async records(r) {
    const { d, m, today } = r.dates
    const { current } = periods(today)
    const L = lastDueYear(today)
    await r.profile({
      gender: 'female',
      workPhone: '613-555-0157',
      organization: 'Capital Credit Counselling',
      jobTitle: 'Credit Counsellor',
      yearsOfService: '3-5',
      directoryConsent: true,
      profileLastUpdated: r.at(d(-90)),
    })
    await r.addresses([
      {
        name: 'Office',
        addressLine1: '150 Elgin St',
        city: 'Ottawa',
        state: 'ON',
        zip: 'K2P 1L4',
        country: 'Canada',
      },
    ])
    await r.professionalChoices(
      'Nonprofit Organization',
      ['Credit Counseling Agency'],
      ['Credit and Debt Management', 'Bankruptcy'],
    )
    const { userCertification } = await completedCertification(r, {
      cert: 'afcc',
      pathway: 'education',
      enrolledOn: m(-44),
      certifiedOn: m(-30),
      materials: [
        'AFCC® Module 1: Foundations of Financial Counselling',
        'AFCC® Module 2: Financial Counselling in Practice',
      ],
      examScore: 77,
      status: 'good_standing',
      reportingPeriod: current.name,
      experiences: [
        ['Financial Counseling, Coaching and Education', 'Capital Credit Counselling', 'Credit Counsellor', 1000],
      ],
    })
    await paidRenewals(r, userCertification.id, 'afcc', [L - 1, L])
    await r.ceus(current.name, [
      {
        title: 'Consumer Proposals and Bankruptcy Update',
        sponsor: 'Credit Counselling Canada',
        credits: 4,
        completedOn: dayIn(current, 0.3, today),
        status: 'approved',
      },
      {
        title: 'Professional Ethics in Counselling',
        sponsor: 'Credit Counselling Canada',
        credits: 2,
        creditType: 'Ethics and/or Standards of Practice',
        completedOn: dayIn(current, 0.5, today),
        status: 'approved',
      },
      {
        // A rejected CEU (the demo's only one): the member may change it and resubmit.
        title: 'Networking Breakfast',
        sponsor: 'Ottawa Financial Professionals',
        credits: 1,
        completedOn: dayIn(current, 0.4, today),
        status: 'rejected',
        reviewMessage:
          '<p>Networking events do not qualify for CEUs. Report programs with educational content in the competency areas.</p>',
      },
      {
        title: 'Financial Literacy Month Forum',
        sponsor: 'Financial Consumer Agency of Canada',
        credits: 3,
        completedOn: dayIn(current, 0.85, today),
        status: 'pending',
      },
    ])
    await r.notifications([
      {
        title: 'CEU approved',
        message: 'Professional Ethics in Counselling: 2 Ethics credits.',
        url: '/ceus/individual',
        on: dayIn(current, 0.6, today),
        read: true,
      },
    ])
  },
}
