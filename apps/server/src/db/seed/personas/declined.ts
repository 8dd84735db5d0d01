/**
 * An AFC® registration whose extension request was rejected: expired for good.
 */
import { addDaysToDay, addMonthsToDay, ExtensionMessages } from '@portal/contracts'
import { expiredAfcRegistration, extensionRequest } from '../demo-journeys'
import { type DemoPersonaSeed } from '../persona-records'

export const declined: DemoPersonaSeed = {
  email: 'declined@example.org',
  firstName: 'Steven',
  lastName: 'Marsh',
  role: 'member',
  shows:
    'An AFC® registration whose extension request was rejected (the reviewer’s reason shown, nothing charged): expired for good, the experience page locked',
  async records(r) {
    const { d } = r.dates
    await r.profile({
      gender: 'male',
      workPhone: '843-555-0171',
      organization: 'Lowcountry Federal Credit Union',
      jobTitle: 'Member Services Representative',
      yearsOfService: '0-2',
      paymentCustomerId: 'cus_demo_steven',
      paymentMethodId: 'pm_card_mastercard',
      pmType: 'mastercard',
      pmLastFour: '4444',
      profileLastUpdated: r.at(d(-60)),
    })
    await r.addresses([{ name: 'Home', addressLine1: '85 Calhoun St', city: 'Charleston', state: 'SC', zip: '29401' }])
    const deadline = d(-50)
    const { registrationId, enrolledOn } = await expiredAfcRegistration(r, { deadline, withLearningSystem: false })
    await r.experiences(registrationId, [
      {
        serviceType: 'Financial Counseling, Coaching and Education',
        organization: 'Lowcountry Federal Credit Union',
        title: 'Member Services Representative',
        hours: 120,
        supervisorName: 'Janet Pryor',
        supervisorEmail: 'jpryor@lowcountry.example.org',
        supervisorPhone: '843-555-0190',
        description: 'Helped members with budgets and credit report questions at the branch.',
        startDate: addMonthsToDay(enrolledOn, 6),
        endDate: addMonthsToDay(enrolledOn, 14),
        approved: true,
        reviewStatus: 'approved',
        submittedOn: addMonthsToDay(enrolledOn, 15),
        review: { on: addDaysToDay(addMonthsToDay(enrolledOn, 15), 5) },
      },
    ])
    const reason =
      'Extensions are for candidates close to finishing: your registration shows 120 of 1,000 experience hours and no exam attempt. You are welcome to register again when you are ready.'
    await extensionRequest(r, {
      registrationId,
      program: 'AFC® Certification: registration',
      completedHours: 120,
      previousDeadline: deadline,
      state: 'rejected',
      submittedOn: d(-46),
      decidedOn: d(-44),
      message: `<p>${reason}</p>`,
    })
    await r.notifications([
      {
        // As the rejection tells it: the reviewer's reason quoted.
        title: ExtensionMessages.rejectedTitle,
        message: ExtensionMessages.rejectedWithReason(reason),
        url: '/certifications-and-training',
        on: d(-44),
      },
    ])
  },
}
