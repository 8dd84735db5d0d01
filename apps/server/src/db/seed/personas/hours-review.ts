/**
 * An AFC® candidate in Experience Approval: the hours logged reach the required 1,000 with one entry
 * pending.
 */
import { addDaysToDay, addMonthsToDay } from '@portal/contracts'
import { afcRegistration } from '../demo-journeys'
import { type DemoPersonaSeed } from '../persona-records'

export const hoursReview: DemoPersonaSeed = {
  email: 'hoursreview@example.org',
  firstName: 'Darnell',
  lastName: 'Brooks',
  role: 'member',
  shows:
    'An AFC® candidate in Experience Approval: 1,030 hours logged (730 approved, 300 pending) reach the 1,000 required, so the registration waits for staff to decide the pending entry',
  async records(r) {
    const { d, m } = r.dates
    await r.profile({
      gender: 'male',
      workPhone: '601-555-0135',
      organization: 'Magnolia Housing Counseling',
      jobTitle: 'HUD-Certified Housing Counselor',
      yearsOfService: '6-10',
      profileLastUpdated: r.at(d(-14)),
    })
    await r.addresses([{ name: 'Office', addressLine1: '200 S Lamar St', city: 'Jackson', state: 'MS', zip: '39201' }])
    await r.professionalChoices(
      'Nonprofit Organization',
      ['Housing Counseling Agency'],
      ['Housing and Homeownership', 'Credit Reports and Scores'],
    )
    const { registrationId, enrolledOn } = await afcRegistration(r, {
      enrolledOn: m(-20),
      status: 'experience_approval',
      withLearningSystem: true,
    })
    const supervisor = {
      supervisorName: 'Gloria Whitaker',
      supervisorEmail: 'gwhitaker@magnolia.example.org',
      supervisorPhone: '601-555-0161',
    }
    const approvedOn = addDaysToDay(enrolledOn, 30)
    await r.experiences(registrationId, [
      {
        serviceType: 'Financial Counseling, Coaching and Education',
        organization: 'Magnolia Housing Counseling',
        title: 'Housing Counselor',
        hours: 640,
        ...supervisor,
        description: 'Pre-purchase and foreclosure prevention counseling: budgets, credit reports and lender letters.',
        startDate: addMonthsToDay(enrolledOn, -40),
        endDate: addMonthsToDay(enrolledOn, -1),
        approved: true,
        reviewStatus: 'approved',
        submittedOn: addDaysToDay(enrolledOn, 20),
        review: { on: approvedOn },
      },
      {
        serviceType: 'Managing Counselors or Programs',
        organization: 'Magnolia Housing Counseling',
        title: 'Counseling Team Lead',
        hours: 90,
        ...supervisor,
        description: 'Led a team of three counselors: case reviews, scheduling and the agency’s HUD reporting.',
        startDate: addMonthsToDay(enrolledOn, -12),
        endDate: addMonthsToDay(enrolledOn, -1),
        approved: true,
        reviewStatus: 'approved',
        submittedOn: addDaysToDay(enrolledOn, 20),
        review: { on: approvedOn },
      },
      {
        serviceType: 'Financial Counseling, Coaching and Education',
        organization: 'Magnolia Housing Counseling',
        title: 'Housing Counselor',
        hours: 300,
        ...supervisor,
        description: 'Housing counseling since enrolment, including first-time homebuyer classes.',
        startDate: enrolledOn,
        endDate: d(-7),
        submittedOn: d(-5),
      },
    ])
    await r.notifications([
      {
        title: 'Your experience hours are in review',
        message: 'You logged the 1,000 hours required; we review the pending entries within 2-3 business days.',
        url: '/certifications-and-training/experience',
        on: d(-5),
      },
    ])
  },
}
