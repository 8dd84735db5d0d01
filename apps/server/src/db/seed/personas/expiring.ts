/**
 * An AFC® candidate whose deadline is 58 days away, the 90-day reminder sent.
 */
import { addDaysToDay, addMonthsToDay, ExtensionMessages, formatDate } from '@portal/contracts'
import { afcRegistration, must } from '../demo-journeys'
import { type DemoPersonaSeed } from '../persona-records'

export const expiring: DemoPersonaSeed = {
  email: 'expiring@example.org',
  firstName: 'Olivia',
  lastName: 'Grant',
  role: 'member',
  shows:
    'An AFC® candidate whose deadline is 58 days away: the "is going to expire" banner with File an extension; the 90-day reminder already sent',
  async records(r) {
    const { d } = r.dates
    await r.profile({
      gender: 'female',
      workPhone: '503-555-0184',
      organization: 'Cascade Credit Counseling',
      jobTitle: 'Credit Counselor',
      yearsOfService: '3-5',
      profileLastUpdated: r.at(d(-50)),
    })
    await r.addresses([{ name: 'Home', addressLine1: '1120 SW 5th Ave', city: 'Portland', state: 'OR', zip: '97204' }])
    await r.professionalChoices(
      'Nonprofit Organization',
      ['Credit Counseling Agency'],
      ['Credit and Debt Management', 'Student Loans'],
    )
    const pathway = must(r.catalog.pathways.get('afc/education'), 'education pathway')
    const deadline = d(58)
    const { registrationId, enrolledOn } = await afcRegistration(r, {
      enrolledOn: addMonthsToDay(deadline, -pathway.deadlineMonths),
      withLearningSystem: true,
      deadlineReminderDays: 90,
    })
    await r.experiences(registrationId, [
      {
        serviceType: 'Financial Counseling, Coaching and Education',
        organization: 'Cascade Credit Counseling',
        title: 'Credit Counselor',
        hours: 610,
        supervisorName: 'Howard Kim',
        supervisorEmail: 'hkim@cascade.example.org',
        supervisorPhone: '503-555-0107',
        description: 'Debt management plan counseling and student loan repayment sessions by phone and video.',
        startDate: addMonthsToDay(enrolledOn, -20),
        endDate: addMonthsToDay(enrolledOn, 18),
        approved: true,
        reviewStatus: 'approved',
        submittedOn: addMonthsToDay(enrolledOn, 19),
        review: { on: addDaysToDay(addMonthsToDay(enrolledOn, 19), 5) },
      },
    ])
    await r.notifications([
      {
        title: ExtensionMessages.reminderTitle('AFC®', 90),
        message: ExtensionMessages.reminderBody(formatDate(deadline)),
        url: '/certifications-and-training',
        on: addDaysToDay(deadline, -90),
      },
    ])
  },
}
