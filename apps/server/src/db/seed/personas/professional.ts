/**
 * An active professional member: membership, events, essentials courses, a donation, a saved card.
 */
import { SYMPOSIUM_SCHOLARSHIP_CATEGORY_ID } from '@portal/contracts'
import { userTrainings } from '../../schema'
import { DEMO_EVENT_NAMES } from '../demo-content'
import { event, memberPurchase, trainingRegistration } from '../demo-journeys'
import { type DemoPersonaSeed } from '../persona-records'

export const professional: DemoPersonaSeed = {
  email: 'professional@example.org',
  firstName: 'Priya',
  lastName: 'Patel',
  role: 'member',
  shows:
    'An active professional member: membership, resources and directory, registered events and the Symposium in the cart, a completed and an in-progress essentials course, a donation, a saved card, payments, alerts',
  async records(r, { events }) {
    const { d } = r.dates
    await r.profile({
      dateOfBirth: '1984-03-12',
      gender: 'female',
      ethnicity: 'Asian',
      website: 'https://example.org/priya-patel',
      workPhone: '614-555-0142',
      cellPhone: '6145550187',
      willText: true,
      textPreferences: ['events', 'membership'],
      contactMethod: 1,
      organization: 'Buckeye Community Credit Counseling',
      jobTitle: 'Senior Financial Counselor',
      yearsOfService: '6-10',
      publicBio:
        'I help families in central Ohio build spending plans, repair credit and prepare to buy their first home. Sessions in English, Hindi and Gujarati.',
      memberBio: 'Happy to mentor new counselors preparing for the AFC® exam.',
      linkedinProfile: 'https://www.linkedin.com/in/example-priya-patel',
      directoryConsent: true,
      mentorConnect: true,
      provideCounselingServices: true,
      agreeDemographicSearch: true,
      offerVirtualCounseling: true,
      offerLocalCounseling: true,
      // Saved cards are the sandbox's test payment methods, so paying with them works in the demo.
      paymentCustomerId: 'cus_demo_priya',
      paymentMethodId: 'pm_card_visa',
      pmType: 'visa',
      pmLastFour: '4242',
      profileLastUpdated: r.at(d(-20)),
    })
    await r.addresses([
      {
        name: 'Office',
        addressLine1: '1200 N High St',
        city: 'Columbus',
        state: 'OH',
        zip: '43201',
        phone: '614-555-0142',
        lat: 39.9876,
        lng: -83.0053,
      },
      { name: 'Home', addressLine1: '85 Hanford St', city: 'Columbus', state: 'OH', zip: '43206' },
    ])
    await r.professionalChoices(
      'Nonprofit Organization',
      ['Credit Counseling Agency', 'Housing Counseling Agency'],
      ['Budgeting and Spending Plans', 'Credit and Debt Management', 'Housing and Homeownership'],
    )
    await r.membership('professional', d(-485))
    await r.membership('professional', d(-120))
    await r.groups([{ name: 'AFCPE® Member Community', on: d(-480) }])

    const conference = event(events, DEMO_EVENT_NAMES.virtualConference)
    const webinar = event(events, DEMO_EVENT_NAMES.ethicsWebinar)
    await r.pay(d(-10), [memberPurchase(conference)])
    await r.pay(d(-5), [memberPurchase(webinar)], { method: 'free' })
    await r.eventRegistrations([conference.id, webinar.id], d(-10))
    await r.cart(d(-1), [memberPurchase(event(events, DEMO_EVENT_NAMES.symposium))])

    const mme = await trainingRegistration(r, 'Money Management Essentials', {
      status: 'complete',
      enrolledOn: d(-200),
      graduatedOn: d(-150),
    })
    await r.tx.insert(userTrainings).values({
      userId: r.userId,
      trainingId: mme.trainingId,
      registrationId: mme.id,
      accredibleUrl: 'https://credentials.example.org/money-management-essentials/priya-patel',
      completedOn: d(-150),
      createdAt: r.at(d(-150)),
    })
    await trainingRegistration(r, 'Credit and Debt Essentials', { status: 'in_progress', enrolledOn: d(-30) })

    const gift = await r.donation(SYMPOSIUM_SCHOLARSHIP_CATEGORY_ID, 37500, d(-60))
    await r.pay(d(-60), [gift], { method: 'existing' })
    await r.notifications([
      {
        title: 'Welcome back!',
        message: 'Your professional membership is renewed.',
        url: '/membership',
        on: d(-120),
        read: true,
      },
      {
        title: 'You are registered',
        message: 'Virtual Conference: Financial Wellness at Work. The join link is on the event page.',
        url: `/events/${conference.id}`,
        on: d(-10),
        read: true,
      },
      {
        title: 'New member webinar posted',
        message: 'Navigating Student Loan Repayment is open for registration.',
        url: '/events/upcoming',
        on: d(-3),
      },
      {
        title: 'Symposium member pricing',
        message: 'Your Symposium registration is waiting in your cart.',
        url: '/cart',
        on: d(-1),
      },
    ])
  },
}
