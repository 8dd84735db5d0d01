/**
 * An AFC® registration past its deadline, an extension still to be requested.
 */
import { addDaysToDay, addMonthsToDay } from '@portal/contracts'
import { expiredAfcRegistration } from '../demo-journeys'
import { type DemoPersonaSeed } from '../persona-records'

export const expired: DemoPersonaSeed = {
  email: 'expired@example.org',
  firstName: 'Tyrone',
  lastName: 'Ellis',
  role: 'member',
  shows:
    'An AFC® candidate (Self-Paced Study) whose deadline passed 40 days ago: the expired registration with an extension that can still be requested; a professional membership in the cart',
  async records(r) {
    const { d } = r.dates
    await r.profile({
      gender: 'male',
      cellPhone: '3145550146',
      contactMethod: 3,
      organization: 'Gateway Community Action',
      jobTitle: 'Financial Empowerment Coach',
      yearsOfService: '3-5',
      profileLastUpdated: r.at(d(-90)),
    })
    await r.addresses([
      { name: 'Home', addressLine1: '3700 Lindell Blvd', city: 'St. Louis', state: 'MO', zip: '63108' },
    ])
    await r.professionalChoices(
      'Nonprofit Organization',
      ['Community Action Agency'],
      ['Financial Coaching', 'Credit and Debt Management'],
    )
    // The deadline passed 40 days ago; an extension may be requested for 6 months after it.
    const deadline = d(-40)
    const { registrationId, enrolledOn } = await expiredAfcRegistration(r, {
      deadline,
      expirationStatus: 'expired_without_extension',
      withLearningSystem: true,
    })
    await r.experiences(registrationId, [
      {
        serviceType: 'Financial Counseling, Coaching and Education',
        organization: 'Gateway Community Action',
        title: 'Financial Empowerment Coach',
        hours: 380,
        supervisorName: 'Linda Park',
        supervisorEmail: 'lpark@gateway.example.org',
        supervisorPhone: '314-555-0119',
        description:
          'One-on-one coaching on budgets, credit and savings for clients of the utility assistance program.',
        startDate: addMonthsToDay(enrolledOn, -12),
        endDate: addMonthsToDay(enrolledOn, 12),
        approved: true,
        reviewStatus: 'approved',
        submittedOn: addMonthsToDay(enrolledOn, 13),
        review: { on: addDaysToDay(addMonthsToDay(enrolledOn, 13), 6) },
      },
    ])
    const { purchase } = await r.membershipRequest('professional', {
      startsOn: d(-1),
      status: 'cart',
      submittedOn: d(-1),
    })
    await r.cart(d(-1), [purchase])
    await r.notifications([
      {
        title: 'Your AFC® registration has expired',
        message: 'You can request a 6-month extension from your certification dashboard.',
        url: '/certifications-and-training',
        on: addDaysToDay(deadline, 1),
      },
    ])
  },
}
