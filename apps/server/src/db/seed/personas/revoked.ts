/**
 * An AFC® certificant revoked for unpaid annual fees, with flags and staff notes.
 */
import { reportingPeriodOn } from '../catalog'
import { completedCertification, lastDueYear, paidRenewals } from '../demo-journeys'
import { type DemoPersonaSeed } from '../persona-records'

export const revoked: DemoPersonaSeed = {
  email: 'revoked@example.org',
  firstName: 'Robert',
  lastName: 'Hughes',
  role: 'member',
  shows:
    'An AFC® certificant revoked for unpaid annual fees: the revoked notice, Reinstate for admins, flags and staff notes',
  async records(r) {
    const { d, m } = r.dates
    const L = lastDueYear(r.dates.today)
    // The fee due June 30 of L-1 went unpaid; six months later the certification was revoked.
    const revokedOn = `${L - 1}-12-30`
    await r.profile({
      gender: 'male',
      workPhone: '757-555-0138',
      organization: 'Tidewater Financial Coaching LLC',
      jobTitle: 'Owner',
      yearsOfService: '16-20',
      profileLastUpdated: r.at(m(-5)),
    })
    await r.addresses([{ name: 'Office', addressLine1: '700 Granby St', city: 'Norfolk', state: 'VA', zip: '23510' }])
    await r.professionalChoices(
      'Private Practice',
      ['Financial Coaching Practice'],
      ['Small Business Finances', 'Tax Preparation'],
    )
    const { userCertification } = await completedCertification(r, {
      cert: 'afc',
      pathway: 'designation',
      enrolledOn: m(-110),
      certifiedOn: m(-96),
      materials: ['AFC® Learning System: Challenge Edition'],
      examScore: 79,
      status: 'revoked',
      statusChangedOn: revokedOn,
      reportingPeriod: reportingPeriodOn(revokedOn).name,
      experiences: [
        ['Financial Counseling, Coaching and Education', 'Tidewater Financial Coaching LLC', 'Financial Coach', 800],
        ['Managing Counselors or Programs', 'Hampton Roads Community Action', 'Program Manager', 200],
      ],
    })
    await paidRenewals(r, userCertification.id, 'afc', [L - 4, L - 3, L - 2])
    await r.flags([
      {
        reason: 'Certification revoked for non-payment',
        note: `Annual fees for ${L - 1} and ${L} unpaid; the card on file was declined three times.`,
        active: true,
        on: revokedOn,
      },
      {
        reason: 'Returned mail',
        note: 'Renewal letter came back; new office address confirmed by phone.',
        active: false,
        on: `${L - 1}-09-10`,
      },
    ])
    await r.notes([
      { note: 'Sent a reminder that the annual fee is overdue; late fees apply each month.', on: `${L - 1}-08-15` },
      { note: 'Called about reinstatement: explained the fees due and that CEUs must be current.', on: d(-40) },
    ])
    await r.notifications([
      {
        title: 'Annual certification fee overdue',
        message: `Your ${L - 1} annual fee is past due.`,
        url: '/certifications-and-training',
        on: `${L - 1}-08-15`,
        read: true,
      },
      {
        title: 'Your certification has been revoked',
        message: 'Your AFC® certification is no longer in good standing. Please email certification staff.',
        url: '/certifications-and-training',
        on: revokedOn,
      },
    ])
  },
}
