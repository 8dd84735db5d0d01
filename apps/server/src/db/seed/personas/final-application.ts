/**
 * The final application, one journey told from two sides: the candidate with the Four E's complete
 * who is about to send it (finalist), and the application sent and waiting for staff in review
 * (finalreview). Both rest on fourEsComplete, which only this journey uses.
 */
import { addDaysToDay, addMonthsToDay } from '@portal/contracts'
import { examsRepo } from '../../../modules/exams/exams.repo'
import { linkExamLineItem, must } from '../demo-journeys'
import { purchaseOf, type DemoPersonaSeed, type PersonaRecords } from '../persona-records'

export const finalist: DemoPersonaSeed = {
  email: 'finalist@example.org',
  firstName: 'Jordan',
  lastName: 'Ellis',
  role: 'member',
  shows:
    'An AFC® candidate with the Four E’s complete (exam passed, Code of Ethics signed, 1,000 hours approved): Finish Certification opens the final application, which staff approve to issue the certification',
  records: (r) => fourEsComplete(r, { name: 'Jordan Ellis', organization: 'Lakeside Credit Union', submitted: false }),
}

export const finalReview: DemoPersonaSeed = {
  email: 'finalreview@example.org',
  firstName: 'Morgan',
  lastName: 'Price',
  role: 'member',
  shows:
    'An AFC® final application in review: the dashboard shows the final-approval banner; staff approve it (Post Registration Progress on the registration review) to issue the certification and its certificate',
  records: (r) => fourEsComplete(r, { name: 'Morgan Price', organization: 'Harbor Family Services', submitted: true }),
}

/** An AFC® candidate with the Four E's complete; `submitted`: the final application is in review. */
async function fourEsComplete(r: PersonaRecords, person: { name: string; organization: string; submitted: boolean }) {
  const { m } = r.dates
  const { catalog } = r
  await r.profile({
    organization: person.organization,
    jobTitle: 'Member Financial Counselor',
    yearsOfService: '6-10',
    profileLastUpdated: r.at(m(-1)),
  })
  await r.professionalChoices('Financial Institution', ['Credit Union'], ['Credit Reports and Scores'])
  const enrolledOn = m(-20)
  const afc = must(catalog.certifications.get('afc'), 'AFC')
  const pathway = must(catalog.pathways.get('afc/education'), 'education pathway')
  const registration = await r.registration(
    {
      certificationId: afc.id,
      pathwayTypeId: pathway.id,
      status: person.submitted ? 'final_approval' : 'in_progress',
      step: 10,
      enrolledOn,
      deadline: addMonthsToDay(enrolledOn, pathway.deadlineMonths),
      requiredHours: afc.requiredHours,
      codeOfEthicsSignature: person.name,
      certificateName: person.submitted ? person.name : null,
      extra: person.submitted ? { postRegistrationStep: 4 } : {},
      codeOfEthicsSignatureDate: m(-3),
    },
    addDaysToDay(enrolledOn, -3),
  )
  const registrationId = registration.id
  const exam = must(catalog.exams.get('afc'), 'AFC exam')
  const attempt = {
    id: await examsRepo.insertAttempt(r.tx, {
      registrationId,
      examId: exam.id,
      result: 'P',
      score: 118,
      takenAt: r.at(m(-2)),
    }),
  }
  const paid = await r.pay(m(-4), [
    purchaseOf('exam', { ...exam, id: attempt.id }, { registrationId, retakePriceCents: exam.retakePriceCents }),
  ])
  await linkExamLineItem(r, attempt.id, paid)
  await r.experiences(registrationId, [
    {
      serviceType: 'Financial Counseling, Coaching and Education',
      organization: person.organization,
      title: 'Member Financial Counselor',
      hours: 1000,
      supervisorName: 'Priya Nair',
      supervisorEmail: 'pnair@lakeside.example.org',
      supervisorPhone: '608-555-0132',
      description: 'Budget, debt and credit counseling for credit union members, in person and by phone.',
      startDate: addMonthsToDay(enrolledOn, -30),
      endDate: m(-1),
      approved: true,
      reviewStatus: 'approved',
      submittedOn: m(-1),
      review: { on: m(-1), message: '<p>Your 1,000 experience hours are approved.</p>' },
    },
  ])
}
