/**
 * An AFC® candidate whose extension was approved: the deadline moved six months.
 */
import { addDaysToDay, addMonthsToDay, ExtensionMessages, formatDate } from '@portal/contracts'
import { expiredAfcRegistration, extensionRequest } from '../demo-journeys'
import { type DemoPersonaSeed } from '../persona-records'

export const extended: DemoPersonaSeed = {
  email: 'extended@example.org',
  firstName: 'Rachel',
  lastName: 'Goldberg',
  role: 'member',
  shows:
    'An AFC® candidate whose extension was approved: the deadline moved 6 months (it had passed 20 days ago), the $200 charged to the saved card on approval; the registration is not expired and experience hours can be logged again',
  async records(r) {
    const { d } = r.dates
    await r.profile({
      gender: 'female',
      workPhone: '717-555-0129',
      organization: 'Keystone Financial Wellness Center',
      jobTitle: 'Financial Counselor',
      yearsOfService: '6-10',
      paymentCustomerId: 'cus_demo_rachel',
      paymentMethodId: 'pm_card_visa',
      pmType: 'visa',
      pmLastFour: '4242',
      profileLastUpdated: r.at(d(-40)),
    })
    await r.addresses([{ name: 'Office', addressLine1: '300 N 2nd St', city: 'Harrisburg', state: 'PA', zip: '17101' }])
    await r.professionalChoices(
      'Workplace',
      ['Employee Assistance Program'],
      ['Financial Coaching', 'Retirement Planning'],
    )
    const deadline = d(-20)
    const { registrationId, enrolledOn } = await expiredAfcRegistration(r, { deadline, withLearningSystem: true })
    const supervisor = {
      supervisorName: 'Paul Lindgren',
      supervisorEmail: 'plindgren@keystone.example.org',
      supervisorPhone: '717-555-0150',
    }
    await r.experiences(registrationId, [
      {
        serviceType: 'Financial Counseling, Coaching and Education',
        organization: 'Keystone Financial Wellness Center',
        title: 'Financial Counselor',
        hours: 780,
        ...supervisor,
        description:
          'Counseling for employees referred by the assistance program: budgets, debt and retirement savings.',
        startDate: addMonthsToDay(enrolledOn, -18),
        endDate: addMonthsToDay(enrolledOn, 30),
        approved: true,
        reviewStatus: 'approved',
        submittedOn: addMonthsToDay(enrolledOn, 31),
        review: { on: addDaysToDay(addMonthsToDay(enrolledOn, 31), 4) },
      },
      {
        serviceType: 'Financial Counseling, Coaching and Education',
        organization: 'Keystone Financial Wellness Center',
        title: 'Financial Counselor',
        hours: 60,
        ...supervisor,
        description: 'Counseling sessions logged after the extension was approved.',
        startDate: addDaysToDay(addMonthsToDay(enrolledOn, 30), 1),
        endDate: d(-6),
        submittedOn: d(-5),
      },
    ])
    // Requested before the deadline (the banner showed), approved two days later.
    const extension = await extensionRequest(r, {
      registrationId,
      program: 'AFC® Certification: registration',
      completedHours: 780,
      previousDeadline: deadline,
      state: 'approved',
      submittedOn: d(-35),
      decidedOn: d(-33),
      message: '<p>Your extension is approved. Keep logging your hours: you have six more months.</p>',
    })
    await r.notifications([
      {
        title: ExtensionMessages.approvedTitle,
        message: ExtensionMessages.approvedBody(formatDate(extension.extendedUntil ?? deadline)),
        url: '/certifications-and-training',
        on: d(-33),
        read: true,
      },
    ])
  },
}
