/**
 * An AFC® registration expired past the six-month window for an extension.
 */
import { addDaysToDay, addMonthsToDay, ExtensionMessages } from '@portal/contracts'
import { expiredAfcRegistration } from '../demo-journeys'
import { type DemoPersonaSeed } from '../persona-records'

export const locked: DemoPersonaSeed = {
  email: 'locked@example.org',
  firstName: 'Gregory',
  lastName: 'Simmons',
  role: 'member',
  shows:
    'An AFC® registration that expired 7 months ago, past the 6-month window for an extension: the expired banner, the experience page locked and no extension to request',
  async records(r) {
    const { m } = r.dates
    await r.profile({
      gender: 'male',
      workPhone: '901-555-0113',
      organization: 'Delta Community Action',
      jobTitle: 'Family Development Specialist',
      yearsOfService: '3-5',
      profileLastUpdated: r.at(m(-9)),
    })
    await r.addresses([{ name: 'Home', addressLine1: '495 Union Ave', city: 'Memphis', state: 'TN', zip: '38103' }])
    const deadline = m(-7)
    const { registrationId, enrolledOn } = await expiredAfcRegistration(r, { deadline, withLearningSystem: true })
    await r.experiences(registrationId, [
      {
        serviceType: 'Financial Counseling, Coaching and Education',
        organization: 'Delta Community Action',
        title: 'Family Development Specialist',
        hours: 450,
        supervisorName: 'Monica Price',
        supervisorEmail: 'mprice@deltaca.example.org',
        supervisorPhone: '901-555-0177',
        description: 'Budget and credit counseling for families in the weatherization and energy assistance programs.',
        startDate: addMonthsToDay(enrolledOn, -6),
        endDate: addMonthsToDay(enrolledOn, 20),
        approved: true,
        reviewStatus: 'approved',
        submittedOn: addMonthsToDay(enrolledOn, 21),
        review: { on: addDaysToDay(addMonthsToDay(enrolledOn, 21), 7) },
      },
    ])
    await r.notifications([
      {
        title: ExtensionMessages.expiredTitle('AFC®'),
        message: ExtensionMessages.expiredBody,
        url: '/certifications-and-training',
        on: addDaysToDay(deadline, 1),
        read: true,
      },
      {
        title: ExtensionMessages.expiredTitle('AFC®'),
        message: ExtensionMessages.expiredFinalBody,
        url: '/certifications-and-training',
        on: addDaysToDay(addMonthsToDay(deadline, 6), 1),
      },
    ])
  },
}
