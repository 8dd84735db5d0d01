/**
 * An AFC® candidate logging experience hours: entries in every review state, supervisors'
 * verifications signed and sent.
 */
import { addDaysToDay, addMonthsToDay } from '@portal/contracts'
import { afcRegistration, experienceValidation } from '../demo-journeys'
import { type DemoPersonaSeed } from '../persona-records'

export const hours: DemoPersonaSeed = {
  email: 'hours@example.org',
  firstName: 'Nadia',
  lastName: 'Hassan',
  role: 'member',
  shows:
    'An AFC® candidate logging experience hours: entries approved, pending in the staff queue and one returned for more information with the reviewer’s message; one supervisor’s verification signed, another’s link sent and not yet signed (it expires in 20 days)',
  async records(r) {
    const { d, m } = r.dates
    await r.profile({
      gender: 'female',
      cellPhone: '4025550173',
      contactMethod: 3,
      organization: 'Heartland Family Service',
      jobTitle: 'Financial Coach',
      yearsOfService: '3-5',
      profileLastUpdated: r.at(d(-30)),
    })
    await r.addresses([{ name: 'Home', addressLine1: '3901 Farnam St', city: 'Omaha', state: 'NE', zip: '68131' }])
    await r.professionalChoices(
      'Nonprofit Organization',
      ['Community Action Agency'],
      ['Financial Coaching', 'Budgeting and Spending Plans'],
    )
    const { registrationId, enrolledOn } = await afcRegistration(r, { enrolledOn: m(-14), withLearningSystem: true })
    const coach = {
      supervisorName: 'Renee Caldwell',
      supervisorEmail: 'rcaldwell@heartland.example.org',
      supervisorPhone: '402-555-0126',
    }
    const library = {
      supervisorName: 'Thomas Reyes',
      supervisorEmail: 'treyes@omahalibrary.example.org',
      supervisorPhone: '402-555-0158',
    }
    const approvedOn = addDaysToDay(enrolledOn, 24)
    const [coaching, workshops, recent] = await r.experiences(registrationId, [
      {
        serviceType: 'Financial Counseling, Coaching and Education',
        organization: 'Heartland Family Service',
        title: 'Financial Coach',
        hours: 360,
        ...coach,
        description:
          'One-on-one coaching on spending plans, credit reports and savings goals for families in the matched savings program.',
        startDate: addMonthsToDay(enrolledOn, -24),
        endDate: addMonthsToDay(enrolledOn, -1),
        approved: true,
        reviewStatus: 'approved',
        submittedOn: addDaysToDay(enrolledOn, 12),
        review: {
          on: approvedOn,
          message: '<p>Your experience hours are approved and count toward your 1,000 hours.</p>',
        },
      },
      {
        serviceType: 'Developing Curriculum and Educational Content',
        organization: 'Omaha Public Library',
        title: 'Volunteer Workshop Instructor',
        hours: 60,
        ...library,
        description: 'Wrote and taught Money Basics, a four-part evening workshop series for adults, twice a year.',
        startDate: addMonthsToDay(enrolledOn, -18),
        endDate: addMonthsToDay(enrolledOn, 2),
        approved: true,
        reviewStatus: 'approved',
        submittedOn: addMonthsToDay(enrolledOn, 3),
        review: { on: addDaysToDay(addMonthsToDay(enrolledOn, 3), 6) },
      },
      {
        serviceType: 'Financial Counseling, Coaching and Education',
        organization: 'Heartland Family Service',
        title: 'Financial Coach',
        hours: 140,
        ...coach,
        description: 'Coaching sessions since enrolment, in person and by video, including debt repayment plans.',
        startDate: enrolledOn,
        endDate: d(-12),
        submittedOn: d(-6),
      },
      {
        serviceType: 'Managing Counselors or Programs',
        organization: 'Heartland Family Service',
        title: 'Lead Coach, Matched Savings Program',
        hours: 90,
        ...coach,
        description: 'Coordinated the matched savings program.',
        startDate: addMonthsToDay(enrolledOn, 3),
        endDate: d(-40),
        approved: false,
        reviewStatus: 'more_info_requested',
        submittedOn: d(-15),
        review: {
          on: d(-8),
          message:
            '<p>Please tell us what you managed: how many coaches or volunteers you supervised and your part in the program’s budget and reporting. Edit the entry and it returns to review.</p>',
        },
      },
      {
        serviceType: 'Training, Webinars and Coursework',
        organization: 'AFCPE®',
        title: 'AFC® Learning System coursework',
        hours: 35,
        ...coach,
        description: 'Completed modules 1 to 5 of the AFC® Learning System.',
        startDate: enrolledOn,
        endDate: addMonthsToDay(enrolledOn, 5),
        submittedOn: d(-4),
      },
    ])
    if (coaching === undefined || workshops === undefined || recent === undefined) {
      throw new Error('seed: experience insert returned nothing')
    }
    await experienceValidation(r, {
      registrationId,
      experienceIds: [workshops],
      supervisorEmail: library.supervisorEmail,
      startsOn: addMonthsToDay(enrolledOn, -18),
      endsOn: addMonthsToDay(enrolledOn, 2),
      hours: 60,
      description: 'Wrote and taught Money Basics, a four-part evening workshop series for adults, twice a year.',
      sentOn: d(-40),
      signed: {
        on: d(-36),
        signature: 'Thomas Reyes',
        comments: 'Nadia designed and taught the series; our attendance sheets confirm the hours.',
      },
    })
    // Sent ten days ago: the link works for 20 more days.
    await experienceValidation(r, {
      registrationId,
      experienceIds: [coaching, recent],
      supervisorEmail: coach.supervisorEmail,
      startsOn: addMonthsToDay(enrolledOn, -24),
      endsOn: d(-12),
      hours: 500,
      description: 'One-on-one and group financial coaching for families of Heartland Family Service.',
      sentOn: d(-10),
    })
    await r.notifications([
      {
        title: 'Experience hours approved',
        message: '360 of your 1,000 hours are approved.',
        url: '/certifications-and-training/experience',
        on: approvedOn,
        read: true,
      },
      {
        title: 'Experience hours need your attention',
        message: 'We need more information about your Managing Counselors or Programs hours.',
        url: '/certifications-and-training/experience',
        on: d(-8),
      },
    ])
  },
}
