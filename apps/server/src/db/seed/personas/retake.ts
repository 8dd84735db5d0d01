/**
 * An AFC® candidate who failed the exam once and owes the retake.
 */
import { addDaysToDay, addMonthsToDay } from '@portal/contracts'
import { examsRepo } from '../../../modules/exams/exams.repo'
import { linkExamLineItem, must } from '../demo-journeys'
import { purchaseOf, type DemoPersonaSeed } from '../persona-records'

export const retake: DemoPersonaSeed = {
  email: 'retake@example.org',
  firstName: 'Avery',
  lastName: 'Nguyen',
  role: 'member',
  shows:
    'An AFC® candidate who failed the exam once: "Retake Required / $295.00 Due", 4 of 5 attempts remaining; Pay Exam Retake puts the retake in the cart',
  async records(r) {
    const { m } = r.dates
    const { catalog } = r
    await r.profile({
      organization: 'Tri-County Housing Counseling',
      jobTitle: 'Housing Counselor',
      yearsOfService: '3-5',
    })
    const enrolledOn = m(-10)
    const afc = must(catalog.certifications.get('afc'), 'AFC')
    const pathway = must(catalog.pathways.get('afc/education'), 'education pathway')
    const registration = await r.registration(
      {
        certificationId: afc.id,
        pathwayTypeId: pathway.id,
        status: 'in_progress',
        step: 10,
        enrolledOn,
        deadline: addMonthsToDay(enrolledOn, pathway.deadlineMonths),
        requiredHours: afc.requiredHours,
        payExamFeeUpfront: false,
      },
      addDaysToDay(enrolledOn, -3),
    )
    const exam = must(catalog.exams.get('afc'), 'AFC exam')
    const attempt = {
      id: await examsRepo.insertAttempt(r.tx, {
        registrationId: registration.id,
        examId: exam.id,
        result: 'F',
        score: 86,
        takenAt: r.at(m(-1)),
      }),
    }
    const paid = await r.pay(m(-2), [
      purchaseOf(
        'exam',
        { ...exam, id: attempt.id },
        {
          registrationId: registration.id,
          retakePriceCents: exam.retakePriceCents,
        },
      ),
    ])
    await linkExamLineItem(r, attempt.id, paid)
  },
}
