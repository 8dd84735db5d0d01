/**
 * An AFC® registration sent back to Supporting Documentation by staff, its fee already paid.
 */
import { must } from '../demo-journeys'
import { purchaseOf, type DemoPersonaSeed } from '../persona-records'

export const applicant: DemoPersonaSeed = {
  email: 'applicant@example.org',
  firstName: 'Alex',
  lastName: 'Chen',
  role: 'member',
  shows:
    'An AFC® registration on the Registered Education Program sent back to Supporting Documentation by staff (transcript needed), its fee already paid: the wizard shows the rejection',
  async records(r) {
    const { d } = r.dates
    const { catalog } = r
    await r.profile({
      dateOfBirth: '2000-04-21',
      cellPhone: '4805550133',
      organization: 'Arizona State University',
      jobTitle: 'Graduate Assistant',
      yearsOfService: '0-2',
      profileLastUpdated: r.at(d(-15)),
    })
    await r.addresses([{ name: 'Apartment', addressLine1: '850 S Mill Ave', city: 'Tempe', state: 'AZ', zip: '85281' }])
    const afc = must(catalog.certifications.get('afc'), 'AFC')
    const pathway = must(catalog.pathways.get('afc/university'), 'university pathway')
    const university = must(catalog.universities.get('Iowa State University'), 'university')
    const registration = await r.registration(
      {
        certificationId: afc.id,
        pathwayTypeId: pathway.id,
        status: 'pre_registration',
        // Sent back to Supporting Documentation (step 3).
        step: 3,
        requiredHours: afc.requiredHours,
        payExamFeeUpfront: false,
        universityProgramId: university.id,
        universityProgramDepartment: 'Family and Consumer Sciences',
        universityProgramLevelOfStudy: 'Graduate',
      },
      d(-14),
    )
    await r.pay(d(-10), [
      purchaseOf('registration_fee', must(catalog.feeOfPathway.get('afc/university'), 'fee'), {
        registrationId: registration.id,
      }),
    ])
    await r.review(
      { registrationId: registration.id },
      {
        approved: false,
        on: d(-7),
        status: 'rejected',
        message: '<p>Please upload an official or unofficial transcript showing your coursework.</p>',
        previousStep: 'pay_review',
        newStep: 'documentation',
      },
    )
    await r.notifications([
      {
        title: 'Your AFC® registration needs changes',
        message: 'Please upload an official or unofficial transcript showing your coursework.',
        url: `/certifications-and-training/register/${afc.id}`,
        on: d(-7),
      },
    ])
  },
}
