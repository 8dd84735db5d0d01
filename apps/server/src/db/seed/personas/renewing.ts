/**
 * A professional member whose membership expires soon, an AFC® registration waiting in the cart and an
 * essentials course in progress.
 */
import { must, trainingRegistration } from '../demo-journeys'
import { purchaseOf, type DemoPersonaSeed } from '../persona-records'

export const renewing: DemoPersonaSeed = {
  email: 'renewing@example.org',
  firstName: 'Hannah',
  lastName: 'Schultz',
  role: 'member',
  shows:
    'A professional member whose membership expires within 60 days (Expiring and Renew), an AFC® registration (Self-Paced Study) waiting in the cart, and an essentials course in progress with its course link open',
  async records(r) {
    const { d } = r.dates
    const { catalog } = r
    await r.profile({
      gender: 'female',
      workPhone: '608-555-0152',
      organization: 'Badger State Housing Partnership',
      jobTitle: 'Housing Counselor',
      yearsOfService: '3-5',
      profileLastUpdated: r.at(d(-25)),
    })
    const [addressId] = await r.addresses([
      { name: 'Office', addressLine1: '22 E Mifflin St', city: 'Madison', state: 'WI', zip: '53703' },
    ])
    await r.professionalChoices(
      'Nonprofit Organization',
      ['Housing Counseling Agency'],
      ['Housing and Homeownership', 'Budgeting and Spending Plans'],
    )
    // A 364-day term started 330 days ago: it ends in 34 days.
    await r.membership('professional', d(-330))

    const afc = must(catalog.certifications.get('afc'), 'AFC')
    const pathway = must(catalog.pathways.get('afc/education'), 'education pathway')
    const registration = await r.registration(
      {
        certificationId: afc.id,
        pathwayTypeId: pathway.id,
        status: 'pre_registration',
        // Pay & Review was finished: the fee waits in the cart.
        step: 10,
        requiredHours: afc.requiredHours,
        payExamFeeUpfront: false,
        purchasePracticeExam: false,
        shippingAddressId: addressId,
        extra: { noCourseMaterials: true },
      },
      d(-2),
    )
    await r.cart(d(-2), [
      // Self-Paced Study: checked out with a card, it is charged when staff approve.
      purchaseOf('registration_fee', must(catalog.feeOfPathway.get('afc/education'), 'fee'), {
        registrationId: registration.id,
        chargedOnApproval: true,
      }),
    ])

    await trainingRegistration(r, 'Money Management Essentials', {
      status: 'in_progress',
      enrolledOn: d(-21),
      learningPlatformSection: 'MME-DEMO-SECTION-B',
    })
    await r.notifications([
      {
        title: 'Your membership expires soon',
        message: 'Renew your professional membership to keep member pricing and the directory listing.',
        url: '/membership/get',
        on: d(-4),
      },
      {
        title: 'Your AFC® registration is in your cart',
        message: 'Check out to send your registration for review.',
        url: '/cart',
        on: d(-2),
      },
    ])
  },
}
