/**
 * An AFC® candidate in progress: items paid, experience hours in every state, a practice exam taken, a
 * membership request pending review.
 */
import { eq } from 'drizzle-orm'
import { addDaysToDay, addMonthsToDay } from '@portal/contracts'
import { practiceExamSurveyQuestions } from '../../schema'
import { examsRepo } from '../../../modules/exams/exams.repo'
import { practiceExamRepo } from '../../../modules/exams/practice-exam.repo'
import { linkExamLineItem, material, must } from '../demo-journeys'
import { purchaseOf, type DemoPersonaSeed } from '../persona-records'

export const candidate: DemoPersonaSeed = {
  email: 'candidate@example.org',
  firstName: 'Carmen',
  lastName: 'Rodriguez',
  role: 'member',
  shows:
    'An AFC® candidate in progress (Self-Paced Study): fees, materials, exam and practice exams paid; experience hours approved, pending and rejected; practice exam #1 taken; a membership request pending review',
  async records(r, { discounts: codes }) {
    const { d, m } = r.dates
    const { catalog } = r
    await r.profile({
      dateOfBirth: '1990-06-18',
      gender: 'female',
      ethnicity: 'Hispanic or Latino',
      cellPhone: '9195550164',
      homePhone: '919-555-0110',
      contactMethod: 3,
      organization: 'Sunrise Family Services',
      jobTitle: 'Financial Coach',
      yearsOfService: '3-5',
      profileLastUpdated: r.at(m(-2)),
    })
    const address = {
      name: 'Home',
      addressLine1: '418 W Main St',
      city: 'Durham',
      state: 'NC',
      zip: '27701',
      country: 'United States',
    }
    const [addressId] = await r.addresses([address])
    await r.professionalChoices(
      'Nonprofit Organization',
      ['Community Action Agency'],
      ['Financial Coaching', 'Credit Reports and Scores'],
    )

    const enrolledOn = m(-8)
    const afc = must(catalog.certifications.get('afc'), 'AFC')
    const pathway = must(catalog.pathways.get('afc/education'), 'education pathway')
    const registration = await r.registration(
      {
        certificationId: afc.id,
        pathwayTypeId: pathway.id,
        status: 'in_progress',
        step: 9,
        enrolledOn,
        deadline: addMonthsToDay(enrolledOn, pathway.deadlineMonths),
        requiredHours: afc.requiredHours,
        payExamFeeUpfront: true,
        purchasePracticeExam: true,
        shippingAddressId: addressId,
        shipping: { ...address, isInternational: false },
        education: { otherCertifications: 'Certified Financial Coach (employer program)' },
      },
      addDaysToDay(enrolledOn, -5),
    )
    const registrationId = registration.id
    const exam = must(catalog.exams.get('afc'), 'AFC exam')
    const practiceExam = must(catalog.practiceExams.get('afc'), 'practice exam')
    const attempt = {
      id: await examsRepo.insertAttempt(r.tx, {
        registrationId,
        examId: exam.id,
        createdAt: r.at(addDaysToDay(enrolledOn, -2)),
      }),
    }
    const paid = await r.pay(addDaysToDay(enrolledOn, -2), [
      purchaseOf('course_material', material(r, 'AFC® Learning System'), {
        registrationId,
        discount: codes.get('EXAMPREP15'),
      }),
      purchaseOf('course_material', material(r, 'AFC® Printed Textbooks (Volumes 1 and 2)'), { registrationId }),
      purchaseOf('shipping_fee', must(catalog.shippingFees.get('afc/Domestic Shipping'), 'shipping'), {
        registrationId,
      }),
      purchaseOf('exam', { ...exam, id: attempt.id }, { registrationId, retakePriceCents: exam.retakePriceCents }),
      purchaseOf('shipping_fee', must(catalog.shippingFees.get('afc/Exam Materials Shipping'), 'exam shipping'), {
        registrationId,
      }),
      purchaseOf('practice_exam', practiceExam, { registrationId }),
    ])
    await linkExamLineItem(r, attempt.id, paid)
    // Self-study registration fees are deferred: charged to the saved card on approval.
    await r.pay(
      enrolledOn,
      [purchaseOf('registration_fee', must(catalog.feeOfPathway.get('afc/education'), 'fee'), { registrationId })],
      { method: 'existing', type: 'off_session' },
    )
    await r.review(
      { registrationId },
      {
        approved: true,
        on: enrolledOn,
        message:
          '<p>Welcome! Your registration is approved. Your course materials are on their way and your deadline is shown on your dashboard.</p>',
        previousStep: 'pay_review',
      },
    )
    await r.groups([
      { name: 'AFC® Candidates', on: enrolledOn },
      {
        name: 'AFC® Learning System',
        sectionId: 'AFC-LS-SECTION-A',
        deadline: addMonthsToDay(enrolledOn, 12),
        on: enrolledOn,
      },
    ])

    const supervisor = {
      supervisorName: 'Denise Carter',
      supervisorEmail: 'dcarter@sunrise.example.org',
      supervisorPhone: '919-555-0148',
    }
    await r.experiences(registrationId, [
      {
        serviceType: 'Financial Counseling, Coaching and Education',
        organization: 'Sunrise Family Services',
        title: 'Financial Coach',
        hours: 420,
        ...supervisor,
        description:
          'One-on-one coaching on spending plans, credit and savings goals for families in the housing program.',
        startDate: addMonthsToDay(enrolledOn, -30),
        endDate: addMonthsToDay(enrolledOn, -2),
        approved: true,
        reviewStatus: 'approved',
        submittedOn: addDaysToDay(enrolledOn, 10),
        review: {
          on: addDaysToDay(enrolledOn, 20),
          message: '<p>Your experience hours are approved and count toward your 1,000 hours.</p>',
        },
      },
      {
        serviceType: 'Developing Curriculum and Educational Content',
        organization: 'Durham County Library',
        title: 'Volunteer Workshop Presenter',
        hours: 80,
        supervisorName: 'Alan Brooks',
        supervisorEmail: 'abrooks@library.example.org',
        supervisorPhone: '919-555-0191',
        description: 'Wrote and presented a four-part money basics workshop series for adults.',
        startDate: addMonthsToDay(enrolledOn, -14),
        endDate: addMonthsToDay(enrolledOn, -1),
        approved: true,
        reviewStatus: 'approved',
        submittedOn: addDaysToDay(enrolledOn, 10),
        review: { on: addDaysToDay(enrolledOn, 20) },
      },
      {
        serviceType: 'Training, Webinars and Coursework',
        organization: 'AFCPE®',
        title: 'AFC® Learning System coursework',
        hours: 40,
        ...supervisor,
        description: 'Completed modules 1 to 4 of the AFC® Learning System.',
        startDate: enrolledOn,
        endDate: addMonthsToDay(enrolledOn, 3),
        approved: true,
        reviewStatus: 'approved',
        submittedOn: addDaysToDay(addMonthsToDay(enrolledOn, 3), 5),
        review: { on: addDaysToDay(addMonthsToDay(enrolledOn, 3), 9) },
      },
      {
        serviceType: 'Financial Counseling, Coaching and Education',
        organization: 'Sunrise Family Services',
        title: 'Financial Coach',
        hours: 150,
        ...supervisor,
        description: 'Coaching sessions since enrollment, including group workshops on debt repayment.',
        startDate: addDaysToDay(enrolledOn, 1),
        endDate: d(-15),
        submittedOn: d(-10),
      },
      {
        serviceType: 'Financial Planning and Tax Preparation',
        organization: 'Durham VITA Program',
        title: 'Volunteer Tax Preparer',
        hours: 60,
        supervisorName: 'Luis Ortega',
        supervisorEmail: 'lortega@vita.example.org',
        supervisorPhone: '919-555-0133',
        description: 'Prepared federal and state returns for low-income households during tax season.',
        startDate: addMonthsToDay(enrolledOn, -10),
        endDate: addMonthsToDay(enrolledOn, -7),
        approved: false,
        reviewStatus: 'rejected',
        submittedOn: d(-30),
        review: {
          on: d(-25),
          message:
            '<p>This service type requires an Experience Verification Form signed by your supervisor. Please attach it and resubmit.</p><p>Your VITA site coordinator can sign it.</p>',
        },
      },
    ])

    // Practice exam #1 taken (surveys answered, results in); #2 not started.
    const examDay = d(-20)
    const taken = await practiceExamRepo.ensureAttempt(r.tx, {
      registrationId,
      practiceExamId: practiceExam.id,
      examNumber: 1,
    })
    await practiceExamRepo.updateAttempt(r.tx, taken.id, {
      startedAt: r.at(examDay, 19),
      completedAt: r.at(examDay, 20),
      results: practiceExam.poolExamStats.map((pool, i) => ({
        pool: pool.POOLNAME,
        received: pool.QUESTIONSRECEIVED,
        correct: Math.max(0, pool.QUESTIONSRECEIVED - 1 - (i % 3)),
      })),
      createdAt: r.at(examDay, 19),
    })
    const questions = await r.tx
      .select()
      .from(practiceExamSurveyQuestions)
      .where(eq(practiceExamSurveyQuestions.practiceExamId, practiceExam.id))
    for (const surveyType of ['pre', 'post'] as const) {
      await practiceExamRepo.insertSurvey(r.tx, {
        registrationId,
        practiceExamId: practiceExam.id,
        examNumber: 1,
        surveyType,
        responses: questions
          .filter((q) => q.surveyType === surveyType)
          .map((q) => ({ questionId: q.id, answer: q.options[1] ?? q.options[0] ?? '' })),
        createdAt: r.at(examDay, surveyType === 'pre' ? 19 : 20),
      })
    }

    const { purchase } = await r.membershipRequest('professional', {
      startsOn: d(-2),
      status: 'pending',
      isRequestingCall: true,
    })
    await r.pay(d(-2), [purchase])
    await r.notifications([
      {
        title: 'Your AFC® registration is approved',
        message: 'Your deadline and next steps are on your certification dashboard.',
        url: '/certifications-and-training',
        on: enrolledOn,
        read: true,
      },
      {
        title: 'Experience hours approved',
        message: '540 of your 1,000 hours are approved.',
        url: '/certifications-and-training/experience',
        on: addDaysToDay(addMonthsToDay(enrolledOn, 3), 9),
        read: true,
      },
      {
        title: 'Practice exam results are ready',
        message: 'See your score report for Exam #1.',
        url: `/registration/${registrationId}/practice-exam`,
        on: examDay,
        read: true,
      },
      {
        title: 'Experience hours need your attention',
        message: 'Your tax preparation hours need an Experience Verification Form.',
        url: '/certifications-and-training/experience',
        on: d(-25),
      },
      {
        title: 'Membership request received',
        message: 'We review membership requests within 2-3 business days.',
        url: '/membership',
        on: d(-2),
      },
    ])
  },
}
