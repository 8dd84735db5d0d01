/**
 * A student member whose AFC® registration (Registered Education Program) is paid and in review.
 */
import { must } from '../demo-journeys'
import { purchaseOf, type DemoPersonaSeed } from '../persona-records'

export const student: DemoPersonaSeed = {
  email: 'student@example.org',
  firstName: 'Jordan',
  lastName: 'Lee',
  role: 'member',
  shows:
    'A student member whose AFC® registration (Registered Education Program) is paid and in review; the practice exams in the cart',
  async records(r) {
    const { d, today } = r.dates
    const { catalog } = r
    await r.profile({
      dateOfBirth: '2003-09-04',
      gender: 'non-binary',
      cellPhone: '5155550123',
      contactMethod: 3,
      organization: 'Iowa State University',
      jobTitle: 'Student, Financial Counseling and Planning',
      yearsOfService: '0-2',
      profileLastUpdated: r.at(d(-45)),
    })
    const [addressId] = await r.addresses([
      { name: 'Campus', addressLine1: '2229 Lincoln Way', city: 'Ames', state: 'IA', zip: '50014' },
    ])
    await r.professionalChoices(
      'Education',
      ['College or University'],
      ['Budgeting and Spending Plans', 'Student Loans'],
    )
    await r.membership('student', d(-45), d(-46))

    const afc = must(catalog.certifications.get('afc'), 'AFC')
    const pathway = must(catalog.pathways.get('afc/university'), 'university pathway')
    const university = must(catalog.universities.get('Iowa State University'), 'Iowa State University')
    const registration = await r.registration(
      {
        certificationId: afc.id,
        pathwayTypeId: pathway.id,
        status: 'registration_approval',
        step: 10,
        requiredHours: afc.requiredHours,
        payExamFeeUpfront: false,
        purchasePracticeExam: true,
        shippingAddressId: addressId,
        universityProgramId: university.id,
        universityProgramDepartment: 'Human Development and Family Studies',
        universityProgramLevelOfStudy: 'Undergraduate',
        education: {
          university: university.name,
          city: 'Ames',
          state: 'IA',
          graduationYear: Number(today.slice(0, 4)) + 1,
          degree: 'B.S. Financial Counseling and Planning',
        },
      },
      d(-8),
    )
    await r.pay(d(-5), [
      purchaseOf('registration_fee', must(catalog.feeOfPathway.get('afc/university'), 'fee'), {
        registrationId: registration.id,
      }),
    ])
    await r.cart(d(-5), [
      purchaseOf('practice_exam', must(catalog.practiceExams.get('afc'), 'practice exam'), {
        registrationId: registration.id,
      }),
    ])
    await r.notifications([
      {
        title: 'Student membership approved',
        message: 'Welcome to AFCPE®!',
        url: '/membership',
        on: d(-45),
        read: true,
      },
      {
        title: 'Registration received',
        message: 'We review registrations within 2-3 business days.',
        url: '/certifications-and-training',
        on: d(-5),
      },
    ])
  },
}
