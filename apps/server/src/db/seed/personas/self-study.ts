/**
 * An AFC® Self-Paced Study registration checked out with a saved card, waiting for registration
 * approval, which charges the deferred items to that card.
 */
import { examsRepo } from '../../../modules/exams/exams.repo'
import { material, must } from '../demo-journeys'
import { purchaseOf, type DemoPersonaSeed } from '../persona-records'

export const selfStudy: DemoPersonaSeed = {
  email: 'selfstudy@example.org',
  firstName: 'Samuel',
  lastName: 'Okafor',
  role: 'member',
  shows:
    'An AFC® registration on Self-Paced Study checked out with a saved card and waiting for registration approval: approving it charges the deferred fee, materials, shipping and exam to that card',
  async records(r) {
    const { d } = r.dates
    const { catalog } = r
    await r.profile({
      dateOfBirth: '1987-02-11',
      cellPhone: '6125550148',
      contactMethod: 3,
      organization: 'Twin Cities Credit Union',
      jobTitle: 'Member Financial Counselor',
      yearsOfService: '3-5',
      // The sandbox's test card, so the approval's off-session charge works in the demo.
      paymentCustomerId: 'cus_demo_samuel',
      paymentMethodId: 'pm_card_visa',
      pmType: 'visa',
      pmLastFour: '4242',
      profileLastUpdated: r.at(d(-12)),
    })
    const address = {
      name: 'Home',
      addressLine1: '2100 Nicollet Ave',
      city: 'Minneapolis',
      state: 'MN',
      zip: '55404',
      country: 'United States',
    }
    const [addressId] = await r.addresses([address])
    const afc = must(catalog.certifications.get('afc'), 'AFC')
    const pathway = must(catalog.pathways.get('afc/education'), 'education pathway')
    const registration = await r.registration(
      {
        certificationId: afc.id,
        pathwayTypeId: pathway.id,
        status: 'registration_approval',
        step: 10,
        requiredHours: afc.requiredHours,
        payExamFeeUpfront: true,
        shippingAddressId: addressId,
        shipping: { ...address, isInternational: false },
        // The wizard's choices (the lines below are priced from them).
        extra: {
          courseMaterialIds: [
            material(r, 'AFC® Learning System').id,
            material(r, 'AFC® Printed Textbooks (Volumes 1 and 2)').id,
          ],
        },
      },
      d(-3),
    )
    const registrationId = registration.id
    const exam = must(catalog.exams.get('afc'), 'AFC exam')
    const attempt = {
      id: await examsRepo.insertAttempt(r.tx, { registrationId, examId: exam.id, createdAt: r.at(d(-2)) }),
    }
    // Checked out with the card: submitted, hidden from the cart, charged when staff approve.
    const submitted = { registrationId, chargedOnApproval: true, showInCart: false }
    await r.cart(d(-2), [
      purchaseOf('registration_fee', must(catalog.feeOfPathway.get('afc/education'), 'fee'), submitted),
      purchaseOf('course_material', material(r, 'AFC® Learning System'), submitted),
      purchaseOf('course_material', material(r, 'AFC® Printed Textbooks (Volumes 1 and 2)'), submitted),
      purchaseOf('shipping_fee', must(catalog.shippingFees.get('afc/Domestic Shipping'), 'shipping'), submitted),
      purchaseOf('exam', { ...exam, id: attempt.id }, { ...submitted, retakePriceCents: exam.retakePriceCents }),
      purchaseOf(
        'shipping_fee',
        must(catalog.shippingFees.get('afc/Exam Materials Shipping'), 'exam shipping'),
        submitted,
      ),
    ])
    await r.notifications([
      {
        title: 'Registration received',
        message: 'We review registrations within 2-3 business days.',
        url: '/certifications-and-training',
        on: d(-2),
      },
    ])
  },
}
