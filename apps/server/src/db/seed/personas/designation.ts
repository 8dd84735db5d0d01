/**
 * An AFC® registration on the Professional Designation Challenge waiting for pathway approval.
 */
import { must } from '../demo-journeys'
import { purchaseOf, type DemoPersonaSeed } from '../persona-records'

export const designation: DemoPersonaSeed = {
  email: 'designation@example.org',
  firstName: 'Dana',
  lastName: 'Whitfield',
  role: 'member',
  shows:
    'An AFC® registration on the Professional Designation Challenge whose fee is paid: staff review the pathway (pathway approval) and choose the course materials; its designation documentation is not on file, so Approve names it and asks staff to confirm',
  async records(r) {
    const { d } = r.dates
    const { catalog } = r
    await r.profile({
      dateOfBirth: '1979-10-02',
      workPhone: '303-555-0162',
      organization: 'Front Range Wealth Partners',
      jobTitle: 'Financial Planner, CFP®',
      yearsOfService: '11-15',
      profileLastUpdated: r.at(d(-9)),
    })
    const afc = must(catalog.certifications.get('afc'), 'AFC')
    const pathway = must(catalog.pathways.get('afc/designation'), 'designation pathway')
    const registration = await r.registration(
      {
        certificationId: afc.id,
        pathwayTypeId: pathway.id,
        status: 'registration_approval',
        // Submitted at Pathway Review (step 4): the pathway approval.
        step: 4,
        requiredHours: afc.requiredHours,
        education: { otherCertifications: 'CERTIFIED FINANCIAL PLANNER™ (CFP®), since 2014' },
      },
      d(-6),
    )
    await r.pay(d(-4), [
      purchaseOf('registration_fee', must(catalog.feeOfPathway.get('afc/designation'), 'fee'), {
        registrationId: registration.id,
      }),
    ])
  },
}
