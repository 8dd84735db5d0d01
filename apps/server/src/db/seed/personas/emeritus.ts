/**
 * A retiring counselor: an emeritus membership request under review, an expired AFC® registration with
 * its extension request in the cart.
 */
import { extensionsRepo } from '../../../modules/extensions/extensions.repo'
import { expiredAfcRegistration } from '../demo-journeys'
import { purchaseOf, type DemoPersonaSeed } from '../persona-records'

export const emeritus: DemoPersonaSeed = {
  email: 'emeritus@example.org',
  firstName: 'Walter',
  lastName: 'Haines',
  role: 'member',
  shows:
    'A retiring counselor: an emeritus membership request paid and under review after the professional term ended; an expired AFC® registration with its extension request in the cart',
  async records(r) {
    const { d } = r.dates
    await r.profile({
      dateOfBirth: '1957-02-21',
      gender: 'male',
      homePhone: '505-555-0177',
      organization: 'Rio Grande Credit Counseling (retired)',
      jobTitle: 'Volunteer Counselor',
      yearsOfService: '20+',
      profileLastUpdated: r.at(d(-10)),
    })
    await r.addresses([
      { name: 'Home', addressLine1: '1801 Central Ave NW', city: 'Albuquerque', state: 'NM', zip: '87104' },
    ])
    await r.professionalChoices('Nonprofit Organization', ['Credit Counseling Agency'], ['Retirement Planning'])
    // The professional term ended 6 days ago; the emeritus request waits for review.
    await r.membership('professional', d(-370))
    const { purchase } = await r.membershipRequest('emeritus', {
      startsOn: d(-5),
      status: 'pending',
      submittedOn: d(-4),
    })
    await r.pay(d(-4), [purchase])

    const { registrationId, deadline } = await expiredAfcRegistration(r, {
      deadline: d(-75),
      expirationStatus: 'expired_with_extension',
      withLearningSystem: false,
    })
    // The extension request is filled in and waits in the cart (not paid, so not submitted).
    const extension = await extensionsRepo.insert(r.tx, {
      userId: r.userId,
      registrationId,
      program: 'AFC® Certification: registration',
      completedHours: 640,
      signature: 'Walter Haines',
      previousDeadline: deadline,
      createdAt: r.at(d(-2), 12),
    })
    await r.cart(d(-2), [
      purchaseOf(
        'extension',
        { id: extension.id, name: 'Extension request (6 months)', priceCents: 20000 },
        { registrationId },
      ),
    ])
    await r.notifications([
      {
        title: 'Emeritus request received',
        message: 'We review emeritus membership requests within 2-3 business days.',
        url: '/membership',
        on: d(-4),
      },
    ])
  },
}
