/**
 * An expired AFC® registration whose extension request is under review, charged on approval.
 */
import { addDaysToDay, addMonthsToDay, ExtensionMessages } from '@portal/contracts'
import { expiredAfcRegistration, extensionRequest } from '../demo-journeys'
import { type DemoPersonaSeed } from '../persona-records'

export const extension: DemoPersonaSeed = {
  email: 'extension@example.org',
  firstName: 'Kevin',
  lastName: 'Tran',
  role: 'member',
  shows:
    'An AFC® registration that expired 25 days ago with its extension request checked out with a saved card: under review in the staff queue, the $200 charged when staff approve it',
  async records(r) {
    const { d } = r.dates
    await r.profile({
      gender: 'male',
      cellPhone: '7205550192',
      contactMethod: 3,
      organization: 'Mile High Financial Coaching',
      jobTitle: 'Financial Coach',
      yearsOfService: '3-5',
      // The sandbox's test card, so the approval's off-session charge works in the demo.
      paymentCustomerId: 'cus_demo_kevin',
      paymentMethodId: 'pm_card_visa',
      pmType: 'visa',
      pmLastFour: '4242',
      profileLastUpdated: r.at(d(-3)),
    })
    await r.addresses([{ name: 'Home', addressLine1: '1550 Larimer St', city: 'Denver', state: 'CO', zip: '80202' }])
    await r.professionalChoices('Private Practice', ['Financial Coaching Practice'], ['Financial Coaching'])
    const deadline = d(-25)
    const { registrationId, enrolledOn } = await expiredAfcRegistration(r, { deadline, withLearningSystem: true })
    await r.experiences(registrationId, [
      {
        serviceType: 'Financial Counseling, Coaching and Education',
        organization: 'Mile High Financial Coaching',
        title: 'Financial Coach',
        hours: 720,
        supervisorName: 'Erin Walsh',
        supervisorEmail: 'ewalsh@milehigh.example.org',
        supervisorPhone: '720-555-0166',
        description: 'Coaching clients of an employer financial wellness program on budgets, debt and savings.',
        startDate: addMonthsToDay(enrolledOn, -12),
        endDate: addMonthsToDay(enrolledOn, 30),
        approved: true,
        reviewStatus: 'approved',
        submittedOn: addMonthsToDay(enrolledOn, 31),
        review: { on: addDaysToDay(addMonthsToDay(enrolledOn, 31), 6) },
      },
    ])
    await extensionRequest(r, {
      registrationId,
      program: 'AFC® Certification: registration',
      completedHours: 720,
      previousDeadline: deadline,
      state: 'under_review',
      submittedOn: d(-3),
    })
    await r.notifications([
      {
        title: ExtensionMessages.expiredTitle('AFC®'),
        message: ExtensionMessages.expiredBody,
        url: '/certifications-and-training',
        on: addDaysToDay(deadline, 1),
        read: true,
      },
      {
        title: ExtensionMessages.submittedTitle,
        message: ExtensionMessages.submittedBody,
        url: '/certifications-and-training',
        on: d(-3),
      },
    ])
  },
}
