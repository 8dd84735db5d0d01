/**
 * The demo personas: one account per journey of the three specs, each with the records that
 * journey leaves behind, dated relative to the seed's today. People and organizations are
 * invented (the streets and military installations are real); e-mails are @example.org. The
 * password of all of them is DEMO_PASSWORD.
 */
import { eq } from 'drizzle-orm'
import {
  addDaysToDay,
  addMonthsToDay,
  ExtensionMessages,
  formatDate,
  SYMPOSIUM_SCHOLARSHIP_CATEGORY_ID,
  type Role,
} from '@portal/contracts'
import {
  discounts,
  examAttempts,
  extensions,
  groupCeus,
  practiceExamAttempts,
  practiceExamSurveyQuestions,
  practiceExamSurveyResponses,
  registrationTrainerProfiles,
  userTrainings,
} from '../schema'
import { reportingPeriodOn } from './catalog'
import { DEMO_EVENT_NAMES, type DemoContent } from './demo-content'
import {
  afcRegistration,
  completedCertification,
  dayIn,
  event,
  experienceValidation,
  expiredAfcRegistration,
  extensionRequest,
  insertGroupCeu,
  lastDueYear,
  linkExamLineItem,
  material,
  memberPurchase,
  must,
  paidRenewals,
  periods,
  trainingRegistration,
} from './demo-journeys'
import { purchaseOf, type PersonaRecords } from './persona-records'
import { earlierDay } from './support'

export interface DemoPersonaSeed {
  email: string
  firstName: string
  lastName: string
  role: Role
  /** What signing in as this persona shows (README's Demo accounts table). */
  shows: string
  records?: (r: PersonaRecords, content: DemoContent) => Promise<void>
}

/** The completion code of the approved group CEU (sponsor) that the certified persona applied. */
export const DEMO_COMPLETION_CODE = 'FINWELL-SUMMIT'

export const DEMO_PERSONA_SEEDS: DemoPersonaSeed[] = [
  {
    email: 'admin@example.org',
    firstName: 'Avery',
    lastName: 'Admin',
    role: 'admin',
    shows:
      'The admin back office: Users (profiles with flags, notes and payments), Pending Approvals with an item in every queue, System Data, the Mail outbox, the Admin/Normal toggle',
    async records(r) {
      const { d } = r.dates
      await r.notifications([
        {
          title: 'New membership request',
          message: 'Carmen Rodriguez asked for a professional membership.',
          url: '/admin',
          on: d(-2),
        },
        {
          title: 'Extension requested',
          message: 'Grace Kim requested a CEU extension.',
          url: '/admin',
          on: d(-6),
          read: true,
        },
      ])
    },
  },
  {
    email: 'member@example.org',
    firstName: 'Morgan',
    lastName: 'Member',
    role: 'member',
    shows: 'A new account with nothing yet: the empty states and every Enroll Now / Join prompt',
  },
  {
    email: 'sponsor@example.org',
    firstName: 'Terrence',
    lastName: 'Wallace',
    role: 'member',
    shows:
      'A CEU program sponsor (not a member): group CEUs approved (completion code FINWELL-SUMMIT, listed), pending, and returned for more information; review and listing fees paid',
    async records(r) {
      const { d, today } = r.dates
      const { current } = periods(today)
      await r.profile({
        workPhone: '404-555-0179',
        organization: 'Financial Wellness Institute',
        jobTitle: 'Program Director',
        yearsOfService: '11-15',
        website: 'https://fwi.example.org',
        profileLastUpdated: r.at(d(-40)),
      })
      await r.addresses([
        {
          name: 'Office',
          addressLine1: '191 Peachtree St NE',
          addressLine2: 'Suite 3300',
          city: 'Atlanta',
          state: 'GA',
          zip: '30303',
        },
      ])
      const summitStart = dayIn(current, 0.3, today)
      const summitEnd = earlierDay(addDaysToDay(summitStart, 1), today)
      const summit = await insertGroupCeu(r, {
        programTitle: 'Financial Wellness Summit: Coaching Through Change',
        credits: 6,
        programDescription: 'Two days of sessions on coaching clients through job changes, divorce and retirement.',
        programAgenda: 'Day 1: keynote; coaching frameworks; case labs. Day 2: transitions panel; tools; closing.',
        completionCode: DEMO_COMPLETION_CODE,
        listProgram: true,
        attendanceCostCents: 19900,
        registrationUrl: 'https://fwi.example.org/summit',
        startDate: summitStart,
        endDate: summitEnd,
        status: 'approved',
        submittedOn: addDaysToDay(summitStart, -45),
      })
      const ethics = await insertGroupCeu(r, {
        programTitle: 'Ethics in Practice: Boundaries and Disclosure',
        creditType: 'Ethics and/or Standards of Practice',
        credits: 2,
        programDescription: 'A workshop on conflicts of interest, referrals and disclosure in financial counseling.',
        programAgenda: 'Standards of practice review (45 min); case studies (60 min); questions (15 min).',
        completionCode: 'FWI-ETHICS',
        startDate: d(40),
        endDate: d(40),
        status: 'pending',
        submittedOn: d(-3),
      })
      const apps = await insertGroupCeu(r, {
        programTitle: 'Budgeting Apps Showcase',
        credits: 1.5,
        programDescription: 'A tour of budgeting apps clients ask about.',
        startDate: d(20),
        endDate: d(20),
        status: 'more_info_requested',
        submittedOn: d(-20),
        review: {
          on: d(-15),
          message:
            '<p>We need a timed agenda to calculate credits, and please confirm that no app vendor sponsors the session.</p>',
        },
      })
      const review = (id: number) => ({ id, name: 'CEU pre-approval review (non-member)', priceCents: 5000 })
      await r.pay(addDaysToDay(summitStart, -45), [
        purchaseOf('ceu_review', review(summit)),
        purchaseOf('ceu_listing', { id: summit, name: 'CEU library listing (non-member)', priceCents: 7500 }),
      ])
      await r.pay(d(-20), [purchaseOf('ceu_review', review(apps))])
      await r.pay(d(-3), [purchaseOf('ceu_review', review(ethics))])
      await r.notifications([
        {
          title: 'Your program is approved',
          message: `Financial Wellness Summit is approved for 6 CEUs. Completion code: ${DEMO_COMPLETION_CODE}.`,
          url: '/ceus/group',
          on: addDaysToDay(summitStart, -30),
          read: true,
        },
        {
          title: 'More information needed',
          message: 'Budgeting Apps Showcase needs a timed agenda before we can review it.',
          url: '/ceus/group',
          on: d(-15),
        },
      ])
    },
  },
  {
    email: 'professional@example.org',
    firstName: 'Priya',
    lastName: 'Patel',
    role: 'member',
    shows:
      'An active professional member: membership, resources and directory, registered events and the Symposium in the cart, a completed and an in-progress essentials course, a donation, a saved card, payments, alerts',
    async records(r, { events }) {
      const { d } = r.dates
      await r.profile({
        dateOfBirth: '1984-03-12',
        gender: 'female',
        ethnicity: 'Asian',
        website: 'https://example.org/priya-patel',
        workPhone: '614-555-0142',
        cellPhone: '6145550187',
        willText: true,
        textPreferences: ['events', 'membership'],
        contactMethod: 1,
        organization: 'Buckeye Community Credit Counseling',
        jobTitle: 'Senior Financial Counselor',
        yearsOfService: '6-10',
        publicBio:
          'I help families in central Ohio build spending plans, repair credit and prepare to buy their first home. Sessions in English, Hindi and Gujarati.',
        memberBio: 'Happy to mentor new counselors preparing for the AFC® exam.',
        linkedinProfile: 'https://www.linkedin.com/in/example-priya-patel',
        directoryConsent: true,
        mentorConnect: true,
        provideCounselingServices: true,
        agreeDemographicSearch: true,
        offerVirtualCounseling: true,
        offerLocalCounseling: true,
        // Saved cards are the sandbox's test payment methods, so paying with them works in the demo.
        paymentCustomerId: 'cus_demo_priya',
        paymentMethodId: 'pm_card_visa',
        pmType: 'visa',
        pmLastFour: '4242',
        profileLastUpdated: r.at(d(-20)),
      })
      await r.addresses([
        {
          name: 'Office',
          addressLine1: '1200 N High St',
          city: 'Columbus',
          state: 'OH',
          zip: '43201',
          phone: '614-555-0142',
          lat: 39.9876,
          lng: -83.0053,
        },
        { name: 'Home', addressLine1: '85 Hanford St', city: 'Columbus', state: 'OH', zip: '43206' },
      ])
      await r.professionalChoices(
        'Nonprofit Organization',
        ['Credit Counseling Agency', 'Housing Counseling Agency'],
        ['Budgeting and Spending Plans', 'Credit and Debt Management', 'Housing and Homeownership'],
      )
      await r.membership('professional', d(-485))
      await r.membership('professional', d(-120))
      await r.groups([{ name: 'AFCPE® Member Community', on: d(-480) }])

      const conference = event(events, DEMO_EVENT_NAMES.virtualConference)
      const webinar = event(events, DEMO_EVENT_NAMES.ethicsWebinar)
      await r.pay(d(-10), [memberPurchase(conference)])
      await r.pay(d(-5), [memberPurchase(webinar)], { method: 'free' })
      await r.eventRegistrations([conference.id, webinar.id], d(-10))
      await r.cart(d(-1), [memberPurchase(event(events, DEMO_EVENT_NAMES.symposium))])

      const mme = await trainingRegistration(r, 'Money Management Essentials', {
        status: 'complete',
        enrolledOn: d(-200),
        graduatedOn: d(-150),
      })
      await r.tx.insert(userTrainings).values({
        userId: r.userId,
        trainingId: mme.trainingId,
        registrationId: mme.id,
        accredibleUrl: 'https://credentials.example.org/money-management-essentials/priya-patel',
        completedOn: d(-150),
        createdAt: r.at(d(-150)),
      })
      await trainingRegistration(r, 'Credit and Debt Essentials', { status: 'in_progress', enrolledOn: d(-30) })

      const gift = await r.donation(SYMPOSIUM_SCHOLARSHIP_CATEGORY_ID, 37500, d(-60))
      await r.pay(d(-60), [gift], { method: 'existing' })
      await r.notifications([
        {
          title: 'Welcome back!',
          message: 'Your professional membership is renewed.',
          url: '/membership',
          on: d(-120),
          read: true,
        },
        {
          title: 'You are registered',
          message: 'Virtual Conference: Financial Wellness at Work. The join link is on the event page.',
          url: `/events/${conference.id}`,
          on: d(-10),
          read: true,
        },
        {
          title: 'New member webinar posted',
          message: 'Navigating Student Loan Repayment is open for registration.',
          url: '/events/upcoming',
          on: d(-3),
        },
        {
          title: 'Symposium member pricing',
          message: 'Your Symposium registration is waiting in your cart.',
          url: '/cart',
          on: d(-1),
        },
      ])
    },
  },
  {
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
  },
  {
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
      const [attempt] = await r.tx
        .insert(examAttempts)
        .values({ registrationId, examId: exam.id, createdAt: r.at(d(-2)) })
        .returning()
      if (!attempt) throw new Error('seed: exam attempt insert returned nothing')
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
  },
  {
    email: 'designation@example.org',
    firstName: 'Dana',
    lastName: 'Whitfield',
    role: 'member',
    shows:
      'An AFC® registration on the Professional Designation Challenge whose fee is paid: staff review the pathway (pathway approval) and choose the course materials',
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
  },
  {
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
      await r.addresses([
        { name: 'Apartment', addressLine1: '850 S Mill Ave', city: 'Tempe', state: 'AZ', zip: '85281' },
      ])
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
  },
  {
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
      const [attempt] = await r.tx
        .insert(examAttempts)
        .values({ registrationId, examId: exam.id, createdAt: r.at(addDaysToDay(enrolledOn, -2)) })
        .returning()
      if (!attempt) throw new Error('seed: exam attempt insert returned nothing')
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
      await r.tx.insert(practiceExamAttempts).values({
        registrationId,
        practiceExamId: practiceExam.id,
        examNumber: 1,
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
      await r.tx.insert(practiceExamSurveyResponses).values(
        (['pre', 'post'] as const).map((surveyType) => ({
          registrationId,
          practiceExamId: practiceExam.id,
          examNumber: 1,
          surveyType,
          responses: questions
            .filter((q) => q.surveyType === surveyType)
            .map((q) => ({ questionId: q.id, answer: q.options[1] ?? q.options[0] ?? '' })),
          createdAt: r.at(examDay, surveyType === 'pre' ? 19 : 20),
        })),
      )

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
  },
  {
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
      const [attempt] = await r.tx
        .insert(examAttempts)
        .values({ registrationId: registration.id, examId: exam.id, result: 'F', score: 86, takenAt: r.at(m(-1)) })
        .returning()
      if (!attempt) throw new Error('seed: exam attempt insert returned nothing')
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
  },
  {
    email: 'finalist@example.org',
    firstName: 'Jordan',
    lastName: 'Ellis',
    role: 'member',
    shows:
      'An AFC® candidate with the Four E’s complete (exam passed, Code of Ethics signed, 1,000 hours approved): Finish Certification opens the final application, which staff approve to issue the certification',
    records: (r) =>
      fourEsComplete(r, { name: 'Jordan Ellis', organization: 'Lakeside Credit Union', submitted: false }),
  },
  {
    email: 'finalreview@example.org',
    firstName: 'Morgan',
    lastName: 'Price',
    role: 'member',
    shows:
      'An AFC® final application in review: the dashboard shows the final-approval banner; staff approve it (Post Registration Progress on the registration review) to issue the certification and its certificate',
    records: (r) =>
      fourEsComplete(r, { name: 'Morgan Price', organization: 'Harbor Family Services', submitted: true }),
  },
  {
    email: 'certified@example.org',
    firstName: 'Daniel',
    lastName: 'Okafor',
    role: 'member',
    shows:
      'An AFC® certificant in good standing: CEUs of the current period (approved, pending, one through a completion code), a complete previous period, annual fees paid by year',
    async records(r, { events }) {
      const { d, m, today } = r.dates
      const { current, previous } = periods(today)
      const L = lastDueYear(today)
      await r.profile({
        dateOfBirth: '1979-11-02',
        gender: 'male',
        ethnicity: 'Black or African American',
        workPhone: '817-555-0126',
        cellPhone: '8175550199',
        willText: true,
        textPreferences: ['renewals', 'ceus'],
        website: 'https://example.org/daniel-okafor',
        organization: 'Trinity River Credit Union',
        jobTitle: 'Director of Financial Counseling',
        yearsOfService: '11-15',
        publicBio: 'AFC® since I joined the credit union’s financial wellness team; I lead a team of five counselors.',
        directoryConsent: true,
        provideCounselingServices: true,
        offerVirtualCounseling: true,
        offerGroupWorkshops: true,
        pmType: 'mastercard',
        pmLastFour: '4444',
        paymentCustomerId: 'cus_demo_daniel',
        paymentMethodId: 'pm_card_mastercard',
        profileLastUpdated: r.at(d(-60)),
      })
      await r.addresses([
        {
          name: 'Office',
          addressLine1: '500 W 7th St',
          city: 'Fort Worth',
          state: 'TX',
          zip: '76102',
          lat: 32.7521,
          lng: -97.3336,
        },
      ])
      await r.professionalChoices(
        'Financial Institution',
        ['Credit Union'],
        ['Credit and Debt Management', 'Retirement Planning'],
      )
      await r.membership('professional', d(-200))
      await r.groups([{ name: 'AFCPE® Member Community', on: d(-200) }])

      const { userCertification } = await completedCertification(r, {
        cert: 'afc',
        pathway: 'education',
        enrolledOn: m(-70),
        certifiedOn: m(-52),
        materials: ['AFC® Learning System'],
        examScore: 81,
        status: 'good_standing',
        reportingPeriod: current.name,
        experiences: [
          ['Financial Counseling, Coaching and Education', 'Trinity River Credit Union', 'Financial Counselor', 900],
          ['Training, Webinars and Coursework', 'AFCPE®', 'AFC® Learning System coursework', 100],
        ],
      })
      await paidRenewals(r, userCertification.id, 'afc', [L - 2, L - 1, L])

      await r.ceus(previous.name, [
        {
          title: 'AFCPE® Symposium',
          sponsor: 'AFCPE®',
          credits: 12,
          completedOn: dayIn(previous, 0.2, today),
          status: 'approved',
        },
        {
          title: 'Ethics for Credit Union Counselors',
          sponsor: 'Texas Credit Union League',
          credits: 2,
          creditType: 'Ethics and/or Standards of Practice',
          completedOn: dayIn(previous, 0.4, today),
          status: 'approved',
        },
        {
          title: 'Counseling Military Families',
          sponsor: 'AFCPE®',
          credits: 6,
          completedOn: dayIn(previous, 0.6, today),
          status: 'approved',
        },
        {
          title: 'Retirement Income Planning Course',
          sponsor: 'Financial Wellness Institute',
          credits: 10,
          completedOn: dayIn(previous, 0.8, today),
          status: 'approved',
        },
      ])
      const [summit] = await r.tx.select().from(groupCeus).where(eq(groupCeus.completionCode, DEMO_COMPLETION_CODE))
      const ethicsCourse = event(events, DEMO_EVENT_NAMES.ethicsOnDemand)
      const ethicsDay = dayIn(current, 0.5, today)
      await r.pay(ethicsDay, [memberPurchase(ethicsCourse)], { method: 'free' })
      await r.eventRegistrations([ethicsCourse.id], ethicsDay)
      await r.ceus(current.name, [
        ...(summit
          ? [
              {
                title: summit.programTitle,
                sponsor: summit.sponsor,
                credits: summit.credits,
                completedOn: summit.endDate,
                completionCode: DEMO_COMPLETION_CODE,
                preapprovedCreditId: summit.id,
                status: 'approved' as const,
              },
            ]
          : []),
        {
          title: ethicsCourse.name,
          sponsor: 'AFCPE®',
          credits: 2,
          creditType: 'Ethics and/or Standards of Practice',
          completedOn: ethicsDay,
          status: 'approved',
        },
        {
          title: event(events, DEMO_EVENT_NAMES.traumaOnDemand).name,
          sponsor: 'AFCPE®',
          credits: 1.5,
          completedOn: dayIn(current, 0.8, today),
          status: 'pending',
        },
        {
          title: 'Texas Credit Union League Annual Conference',
          sponsor: 'Texas Credit Union League',
          credits: 3,
          completedOn: dayIn(current, 0.9, today),
          status: 'pending',
        },
      ])
      await r.notifications([
        {
          title: 'CEU approved',
          message: 'Ethical Decision-Making Case Studies: 2 Ethics credits.',
          url: '/ceus/individual',
          on: addDaysToDay(ethicsDay, 9),
          read: true,
        },
        {
          title: `Annual certification fee due June 30, ${L + 1}`,
          message: 'Pay your AFC® annual certification fee from your certification dashboard.',
          url: '/certifications-and-training/certifications/pay',
          on: d(-7),
        },
      ])
    },
  },
  {
    email: 'afcc@example.org',
    firstName: 'Émilie',
    lastName: 'Tremblay',
    role: 'member',
    shows: 'An AFCC® certificant (Canada): the AFCC logo and payment wording, CEUs of the current period',
    async records(r) {
      const { d, m, today } = r.dates
      const { current } = periods(today)
      const L = lastDueYear(today)
      await r.profile({
        gender: 'female',
        workPhone: '613-555-0157',
        organization: 'Capital Credit Counselling',
        jobTitle: 'Credit Counsellor',
        yearsOfService: '3-5',
        directoryConsent: true,
        profileLastUpdated: r.at(d(-90)),
      })
      await r.addresses([
        {
          name: 'Office',
          addressLine1: '150 Elgin St',
          city: 'Ottawa',
          state: 'ON',
          zip: 'K2P 1L4',
          country: 'Canada',
        },
      ])
      await r.professionalChoices(
        'Nonprofit Organization',
        ['Credit Counseling Agency'],
        ['Credit and Debt Management', 'Bankruptcy'],
      )
      const { userCertification } = await completedCertification(r, {
        cert: 'afcc',
        pathway: 'education',
        enrolledOn: m(-44),
        certifiedOn: m(-30),
        materials: [
          'AFCC® Module 1: Foundations of Financial Counselling',
          'AFCC® Module 2: Financial Counselling in Practice',
        ],
        examScore: 77,
        status: 'good_standing',
        reportingPeriod: current.name,
        experiences: [
          ['Financial Counseling, Coaching and Education', 'Capital Credit Counselling', 'Credit Counsellor', 1000],
        ],
      })
      await paidRenewals(r, userCertification.id, 'afcc', [L - 1, L])
      await r.ceus(current.name, [
        {
          title: 'Consumer Proposals and Bankruptcy Update',
          sponsor: 'Credit Counselling Canada',
          credits: 4,
          completedOn: dayIn(current, 0.3, today),
          status: 'approved',
        },
        {
          title: 'Professional Ethics in Counselling',
          sponsor: 'Credit Counselling Canada',
          credits: 2,
          creditType: 'Ethics and/or Standards of Practice',
          completedOn: dayIn(current, 0.5, today),
          status: 'approved',
        },
        {
          title: 'Financial Literacy Month Forum',
          sponsor: 'Financial Consumer Agency of Canada',
          credits: 3,
          completedOn: dayIn(current, 0.85, today),
          status: 'pending',
        },
      ])
      await r.notifications([
        {
          title: 'CEU approved',
          message: 'Professional Ethics in Counselling: 2 Ethics credits.',
          url: '/ceus/individual',
          on: dayIn(current, 0.6, today),
          read: true,
        },
      ])
    },
  },
  {
    email: 'lapsed@example.org',
    firstName: 'Grace',
    lastName: 'Kim',
    role: 'member',
    shows:
      'An AFC® certificant lapsed for CEUs: 18 of 30 credits and no Ethics, a CEU returned for more information, a CEU extension pending review; the profile update prompt',
    async records(r) {
      const { d, m, today } = r.dates
      const { previous } = periods(today)
      const L = lastDueYear(today)
      const installation = must(r.catalog.militaryInstallations.get('Joint Base Lewis-McChord'), 'installation')
      await r.profile({
        gender: 'female',
        cellPhone: '2535550171',
        organization: 'Family Readiness Center',
        jobTitle: 'Financial Readiness Counselor',
        yearsOfService: '6-10',
        isMilitarySpouse: true,
        militaryInstallationId: installation.id,
        // The sandbox's test card: her extension is charged to it when staff approve it.
        paymentCustomerId: 'cus_demo_grace',
        paymentMethodId: 'pm_card_mastercard',
        pmType: 'mastercard',
        pmLastFour: '4444',
        // Profile last updated long ago: the profile update prompt shows (spec 1 §2.6).
        profileLastUpdated: r.at(m(-8)),
      })
      await r.addresses([{ name: 'Home', addressLine1: '1102 A St', city: 'Tacoma', state: 'WA', zip: '98402' }])
      await r.professionalChoices(
        'Military and Government',
        ['Military Family Support Center'],
        ['Military Financial Readiness'],
      )
      const lapsedOn = addDaysToDay(previous.endsOn, 1)
      const { userCertification } = await completedCertification(r, {
        cert: 'afc',
        pathway: 'military_spouse',
        enrolledOn: m(-90),
        certifiedOn: m(-72),
        materials: ['AFC® Learning System'],
        examScore: 74,
        status: 'lapsed_ceus',
        statusChangedOn: lapsedOn,
        reportingPeriod: previous.name,
        militarySpouse: true,
        experiences: [
          [
            'Military Spouse Fellowship Practicum',
            'Family Readiness Center',
            'Fellow',
            1000,
            { installation: installation.name },
          ],
        ],
      })
      await paidRenewals(r, userCertification.id, 'afc', [L - 2, L - 1, L])
      await r.ceus(previous.name, [
        {
          title: 'Financial Readiness Training',
          sponsor: 'Army Community Service',
          credits: 12,
          completedOn: dayIn(previous, 0.3, today),
          status: 'approved',
        },
        {
          title: 'PCS Moves and Money',
          sponsor: 'Military OneSource',
          credits: 6,
          completedOn: dayIn(previous, 0.6, today),
          status: 'approved',
        },
        {
          title: 'Ethics Refresher',
          sponsor: 'Family Readiness Center',
          credits: 2,
          creditType: 'Ethics and/or Standards of Practice',
          completedOn: dayIn(previous, 0.9, today),
          status: 'more_info_requested',
          reviewMessage:
            '<p>We need a timed agenda to calculate credits. Please upload or type the agenda and resubmit.</p>',
        },
      ])
      // Checked out with her saved card: charged when staff approve it (decision 0014).
      await extensionRequest(r, {
        userCertificationId: userCertification.id,
        program: 'AFC® certification',
        completedHours: 18,
        previousDeadline: previous.endsOn,
        state: 'under_review',
        submittedOn: d(-6),
      })
      await r.notifications([
        {
          title: 'Your CEUs are past due',
          message: `Your certification lapsed: 30 CEUs were due for the ${previous.name} reporting period.`,
          url: '/certifications-and-training',
          on: lapsedOn,
        },
        {
          title: 'More information needed',
          message: 'Ethics Refresher needs an agenda.',
          url: '/ceus/individual',
          on: dayIn(previous, 0.9, today),
        },
        {
          title: 'Extension request received',
          message: 'We answer extension requests within 2-3 business days.',
          on: d(-6),
          read: true,
        },
      ])
    },
  },
  {
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
  },
  {
    email: 'trainer@example.org',
    firstName: 'Maria',
    lastName: 'Rivera',
    role: 'member',
    shows:
      'An Independent Trainer (AFC® in good standing): the trainer dashboard and licenses, renewal due within 90 days, the trainer profile and its trainee discount code',
    async records(r) {
      const { d, m, today } = r.dates
      const { current } = periods(today)
      const L = lastDueYear(today)
      await r.profile({
        gender: 'female',
        ethnicity: 'Hispanic or Latino',
        workPhone: '210-555-0163',
        cellPhone: '2105550107',
        website: 'https://rivera-fined.example.org',
        organization: 'Rivera Financial Education',
        jobTitle: 'Founder and Independent Trainer',
        yearsOfService: '16-20',
        publicBio: 'I teach the AFC® Learning System in English and Spanish, in San Antonio and online.',
        directoryConsent: true,
        offerVirtualCounseling: true,
        offerGroupWorkshops: true,
        profileLastUpdated: r.at(d(-30)),
      })
      await r.addresses([
        { name: 'Office', addressLine1: '410 S Main Ave', city: 'San Antonio', state: 'TX', zip: '78204' },
      ])
      await r.professionalChoices(
        'Private Practice',
        ['Financial Coaching Practice'],
        ['Financial Coaching', 'Budgeting and Spending Plans'],
      )
      await r.membership('professional', d(-90))
      const { userCertification } = await completedCertification(r, {
        cert: 'afc',
        pathway: 'university',
        enrolledOn: m(-100),
        certifiedOn: m(-84),
        materials: [],
        examScore: 88,
        status: 'good_standing',
        reportingPeriod: current.name,
        experiences: [
          ['Financial Counseling, Coaching and Education', 'Rivera Financial Education', 'Financial Educator', 1000],
        ],
      })
      await paidRenewals(r, userCertification.id, 'afc', [L - 1, L])
      await r.ceus(current.name, [
        {
          title: 'Independent Trainer Summit',
          sponsor: 'AFCPE®',
          credits: 4,
          completedOn: dayIn(current, 0.4, today),
          status: 'approved',
        },
        {
          title: 'Ethics for Educators',
          sponsor: 'AFCPE®',
          credits: 2,
          creditType: 'Ethics and/or Standards of Practice',
          completedOn: dayIn(current, 0.6, today),
          status: 'approved',
        },
      ])

      // Approved two years ago, renewed once; the current year ends within 90 days.
      const expiresOn = d(75)
      const approvedOn = addDaysToDay(expiresOn, -730)
      const training = must(r.catalog.trainings.get('Independent Trainer'), 'Independent Trainer training')
      const requirement = (kind: 'registration' | 'license' | 'renewal') =>
        must(r.catalog.trainingRequirements.get(`${training.id}/${kind}`), `trainer ${kind}`)
      const registration = await r.registration(
        { trainingId: training.id, status: 'complete', step: 6, enrolledOn: approvedOn, deadline: expiresOn },
        addDaysToDay(approvedOn, -10),
      )
      const [code] = await r.tx
        .insert(discounts)
        .values({
          code: 'RIVERA-AFC',
          description: 'Trainee discount of Independent Trainer Maria Rivera',
          percentage: true,
          amount: 10,
          startsOn: approvedOn,
          usageLimit: 8,
          usageCount: 3,
          scope: ['registration_fee', 'course_material'],
        })
        .onConflictDoNothing()
        .returning()
      await r.tx.insert(registrationTrainerProfiles).values({
        registrationId: registration.id,
        trainerEducation: 'M.S. Personal Financial Planning, Texas Tech University',
        trainerLicenses: 'AFC®; HUD-certified housing counselor',
        trainerBio:
          'Maria has taught personal finance for 18 years and has prepared more than 200 AFC® candidates. Classes in English and Spanish.',
        trainerEmail: 'training@rivera-fined.example.org',
        trainerPhone: '210-555-0163',
        trainerWebsite: 'https://rivera-fined.example.org',
        trainerFacebook: 'riverafinancialeducation',
        trainerInstagram: '@rivera.fined',
        trainerLinkedin: 'https://www.linkedin.com/in/example-maria-rivera',
        trainerOfferingLearningSystem: true,
        trainerProgramFormat: ['In-Person', 'Virtual'],
        trainerDesignatedAddress: '410 S Main Ave, San Antonio, TX 78204',
        trainerInPersonLocation: ['Designated Location', 'Traveling'],
        trainerTravelingStates: ['TX', 'NM', 'OK'],
        trainerAudience: ['Individual', 'Group'],
        trainerGroupSize: ['5 - 10', '10 - 20'],
        trainerLanguages: ['English', 'Spanish'],
        trainerSignature: 'Maria Rivera',
        trainerSignatureDate: addDaysToDay(approvedOn, -10),
        trainerDiscountId: code?.id ?? null,
        trainerProfileUpdatedAt: r.at(d(-30)),
      })
      const registrationId = registration.id
      await r.pay(addDaysToDay(approvedOn, -10), [
        purchaseOf('training', requirement('registration'), { registrationId }),
      ])
      await r.review(
        { registrationId },
        { approved: true, on: approvedOn, message: '<p>Welcome to the Independent Trainer program!</p>' },
      )
      await r.pay(addDaysToDay(expiresOn, -380), [purchaseOf('training', requirement('renewal'), { registrationId })])
      await r.pay(d(-200), [
        purchaseOf('trainer_license', requirement('license'), {
          registrationId,
          quantity: 5,
          extra: { withQty: true },
        }),
      ])
      await r.pay(d(-60), [
        purchaseOf('trainer_license', requirement('license'), {
          registrationId,
          quantity: 3,
          extra: { withQty: true },
        }),
      ])
      await r.tx.insert(userTrainings).values({
        userId: r.userId,
        trainingId: training.id,
        registrationId,
        accredibleUrl: 'https://credentials.example.org/independent-trainer/maria-rivera',
        completedOn: approvedOn,
        expiresOn,
        licenses: 8,
        createdAt: r.at(approvedOn),
      })
      await r.groups([{ name: 'Independent Trainers Network', on: approvedOn }])
      await r.notifications([
        {
          title: 'Trainee licenses added',
          message: '3 trainee licenses were added to your account.',
          url: '/certifications-and-training/independent-trainer',
          on: d(-60),
          read: true,
        },
        {
          title: 'Your Independent Trainer license is going to expire',
          message: 'Renew it from your Independent Trainer dashboard.',
          url: '/certifications-and-training/independent-trainer',
          on: d(-15),
        },
      ])
    },
  },
  {
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
  },
  {
    email: 'expired@example.org',
    firstName: 'Tyrone',
    lastName: 'Ellis',
    role: 'member',
    shows:
      'An AFC® candidate (Self-Paced Study) whose deadline passed 40 days ago: the expired registration with an extension that can still be requested; a professional membership in the cart',
    async records(r) {
      const { d } = r.dates
      await r.profile({
        gender: 'male',
        cellPhone: '3145550146',
        contactMethod: 3,
        organization: 'Gateway Community Action',
        jobTitle: 'Financial Empowerment Coach',
        yearsOfService: '3-5',
        profileLastUpdated: r.at(d(-90)),
      })
      await r.addresses([
        { name: 'Home', addressLine1: '3700 Lindell Blvd', city: 'St. Louis', state: 'MO', zip: '63108' },
      ])
      await r.professionalChoices(
        'Nonprofit Organization',
        ['Community Action Agency'],
        ['Financial Coaching', 'Credit and Debt Management'],
      )
      // The deadline passed 40 days ago; an extension may be requested for 6 months after it.
      const deadline = d(-40)
      const { registrationId, enrolledOn } = await expiredAfcRegistration(r, {
        deadline,
        expirationStatus: 'expired_without_extension',
        withLearningSystem: true,
      })
      await r.experiences(registrationId, [
        {
          serviceType: 'Financial Counseling, Coaching and Education',
          organization: 'Gateway Community Action',
          title: 'Financial Empowerment Coach',
          hours: 380,
          supervisorName: 'Linda Park',
          supervisorEmail: 'lpark@gateway.example.org',
          supervisorPhone: '314-555-0119',
          description:
            'One-on-one coaching on budgets, credit and savings for clients of the utility assistance program.',
          startDate: addMonthsToDay(enrolledOn, -12),
          endDate: addMonthsToDay(enrolledOn, 12),
          approved: true,
          reviewStatus: 'approved',
          submittedOn: addMonthsToDay(enrolledOn, 13),
          review: { on: addDaysToDay(addMonthsToDay(enrolledOn, 13), 6) },
        },
      ])
      const { purchase } = await r.membershipRequest('professional', {
        startsOn: d(-1),
        status: 'cart',
        submittedOn: d(-1),
      })
      await r.cart(d(-1), [purchase])
      await r.notifications([
        {
          title: 'Your AFC® registration has expired',
          message: 'You can request a 6-month extension from your certification dashboard.',
          url: '/certifications-and-training',
          on: addDaysToDay(deadline, 1),
        },
      ])
    },
  },
  {
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
      const [extension] = await r.tx
        .insert(extensions)
        .values({
          userId: r.userId,
          registrationId,
          program: 'AFC® Certification: registration',
          completedHours: 640,
          signature: 'Walter Haines',
          previousDeadline: deadline,
          createdAt: r.at(d(-2), 12),
        })
        .returning()
      if (!extension) throw new Error('seed: extension insert returned nothing')
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
  },
  {
    email: 'hours@example.org',
    firstName: 'Nadia',
    lastName: 'Hassan',
    role: 'member',
    shows:
      'An AFC® candidate logging experience hours: entries approved, pending in the staff queue and one returned for more information with the reviewer’s message; one supervisor’s verification signed, another’s link sent and not yet signed (it expires in 20 days)',
    async records(r) {
      const { d, m } = r.dates
      await r.profile({
        gender: 'female',
        cellPhone: '4025550173',
        contactMethod: 3,
        organization: 'Heartland Family Service',
        jobTitle: 'Financial Coach',
        yearsOfService: '3-5',
        profileLastUpdated: r.at(d(-30)),
      })
      await r.addresses([{ name: 'Home', addressLine1: '3901 Farnam St', city: 'Omaha', state: 'NE', zip: '68131' }])
      await r.professionalChoices(
        'Nonprofit Organization',
        ['Community Action Agency'],
        ['Financial Coaching', 'Budgeting and Spending Plans'],
      )
      const { registrationId, enrolledOn } = await afcRegistration(r, { enrolledOn: m(-14), withLearningSystem: true })
      const coach = {
        supervisorName: 'Renee Caldwell',
        supervisorEmail: 'rcaldwell@heartland.example.org',
        supervisorPhone: '402-555-0126',
      }
      const library = {
        supervisorName: 'Thomas Reyes',
        supervisorEmail: 'treyes@omahalibrary.example.org',
        supervisorPhone: '402-555-0158',
      }
      const approvedOn = addDaysToDay(enrolledOn, 24)
      const [coaching, workshops, recent] = await r.experiences(registrationId, [
        {
          serviceType: 'Financial Counseling, Coaching and Education',
          organization: 'Heartland Family Service',
          title: 'Financial Coach',
          hours: 360,
          ...coach,
          description:
            'One-on-one coaching on spending plans, credit reports and savings goals for families in the matched savings program.',
          startDate: addMonthsToDay(enrolledOn, -24),
          endDate: addMonthsToDay(enrolledOn, -1),
          approved: true,
          reviewStatus: 'approved',
          submittedOn: addDaysToDay(enrolledOn, 12),
          review: {
            on: approvedOn,
            message: '<p>Your experience hours are approved and count toward your 1,000 hours.</p>',
          },
        },
        {
          serviceType: 'Developing Curriculum and Educational Content',
          organization: 'Omaha Public Library',
          title: 'Volunteer Workshop Instructor',
          hours: 60,
          ...library,
          description: 'Wrote and taught Money Basics, a four-part evening workshop series for adults, twice a year.',
          startDate: addMonthsToDay(enrolledOn, -18),
          endDate: addMonthsToDay(enrolledOn, 2),
          approved: true,
          reviewStatus: 'approved',
          submittedOn: addMonthsToDay(enrolledOn, 3),
          review: { on: addDaysToDay(addMonthsToDay(enrolledOn, 3), 6) },
        },
        {
          serviceType: 'Financial Counseling, Coaching and Education',
          organization: 'Heartland Family Service',
          title: 'Financial Coach',
          hours: 140,
          ...coach,
          description: 'Coaching sessions since enrolment, in person and by video, including debt repayment plans.',
          startDate: enrolledOn,
          endDate: d(-12),
          submittedOn: d(-6),
        },
        {
          serviceType: 'Managing Counselors or Programs',
          organization: 'Heartland Family Service',
          title: 'Lead Coach, Matched Savings Program',
          hours: 90,
          ...coach,
          description: 'Coordinated the matched savings program.',
          startDate: addMonthsToDay(enrolledOn, 3),
          endDate: d(-40),
          approved: false,
          reviewStatus: 'more_info_requested',
          submittedOn: d(-15),
          review: {
            on: d(-8),
            message:
              '<p>Please tell us what you managed: how many coaches or volunteers you supervised and your part in the program’s budget and reporting. Edit the entry and it returns to review.</p>',
          },
        },
        {
          serviceType: 'Training, Webinars and Coursework',
          organization: 'AFCPE®',
          title: 'AFC® Learning System coursework',
          hours: 35,
          ...coach,
          description: 'Completed modules 1 to 5 of the AFC® Learning System.',
          startDate: enrolledOn,
          endDate: addMonthsToDay(enrolledOn, 5),
          submittedOn: d(-4),
        },
      ])
      if (coaching === undefined || workshops === undefined || recent === undefined) {
        throw new Error('seed: experience insert returned nothing')
      }
      await experienceValidation(r, {
        registrationId,
        experienceIds: [workshops],
        supervisorEmail: library.supervisorEmail,
        startsOn: addMonthsToDay(enrolledOn, -18),
        endsOn: addMonthsToDay(enrolledOn, 2),
        hours: 60,
        description: 'Wrote and taught Money Basics, a four-part evening workshop series for adults, twice a year.',
        sentOn: d(-40),
        signed: {
          on: d(-36),
          signature: 'Thomas Reyes',
          comments: 'Nadia designed and taught the series; our attendance sheets confirm the hours.',
        },
      })
      // Sent ten days ago: the link works for 20 more days.
      await experienceValidation(r, {
        registrationId,
        experienceIds: [coaching, recent],
        supervisorEmail: coach.supervisorEmail,
        startsOn: addMonthsToDay(enrolledOn, -24),
        endsOn: d(-12),
        hours: 500,
        description: 'One-on-one and group financial coaching for families of Heartland Family Service.',
        sentOn: d(-10),
      })
      await r.notifications([
        {
          title: 'Experience hours approved',
          message: '360 of your 1,000 hours are approved.',
          url: '/certifications-and-training/experience',
          on: approvedOn,
          read: true,
        },
        {
          title: 'Experience hours need your attention',
          message: 'We need more information about your Managing Counselors or Programs hours.',
          url: '/certifications-and-training/experience',
          on: d(-8),
        },
      ])
    },
  },
  {
    email: 'spouse@example.org',
    firstName: 'Kayla',
    lastName: 'Jennings',
    role: 'member',
    shows:
      'A Military Spouse Fellowship candidate (AFC®, costs covered by the foundation partner): Military Spouse Fellowship Practicum hours with sessions, attendance, practicum impact and installation, one entry approved and one pending',
    async records(r) {
      const { d, m } = r.dates
      const installation = must(r.catalog.militaryInstallations.get('Fort Campbell'), 'installation')
      await r.profile({
        gender: 'female',
        cellPhone: '2705550118',
        contactMethod: 3,
        organization: 'Fort Campbell Army Community Service',
        jobTitle: 'Financial Readiness Fellow',
        yearsOfService: '0-2',
        isMilitarySpouse: true,
        militaryInstallationId: installation.id,
        profileLastUpdated: r.at(d(-20)),
      })
      await r.addresses([
        { name: 'Home', addressLine1: '212 Fort Campbell Blvd', city: 'Clarksville', state: 'TN', zip: '37042' },
      ])
      await r.professionalChoices(
        'Military and Government',
        ['Military Family Support Center'],
        ['Military Financial Readiness', 'Budgeting and Spending Plans'],
      )
      const { registrationId, enrolledOn } = await afcRegistration(r, {
        enrolledOn: m(-9),
        pathway: 'military_spouse',
        mspClass: 12,
        withLearningSystem: true,
      })
      const supervisor = {
        supervisorName: 'Denise Holloway',
        supervisorEmail: 'dholloway@acs.example.org',
        supervisorPhone: '270-555-0142',
      }
      const practicum = {
        serviceType: 'Military Spouse Fellowship Practicum',
        organization: 'Fort Campbell Army Community Service',
        title: null,
        ...supervisor,
        extra: { installation: installation.name },
      }
      const firstEnd = addMonthsToDay(enrolledOn, 4)
      await r.experiences(registrationId, [
        {
          ...practicum,
          hours: 180,
          sessions: 64,
          attendance: 210,
          practicumImpact:
            'Twelve families saved an emergency fund of at least $500 before their PCS move; three paid off payday loans.',
          description: 'Financial readiness counseling for soldiers and spouses, one on one and in unit briefings.',
          startDate: addDaysToDay(enrolledOn, 10),
          endDate: firstEnd,
          approved: true,
          reviewStatus: 'approved',
          submittedOn: addDaysToDay(firstEnd, 5),
          review: {
            on: addDaysToDay(firstEnd, 12),
            message: '<p>Thank you for your service to military families. Your practicum hours are approved.</p>',
          },
        },
        {
          ...practicum,
          hours: 95,
          sessions: 31,
          attendance: 48,
          practicumImpact: 'Junior enlisted spouses chose their Blended Retirement System contributions with a plan.',
          description:
            'Workshops on the Thrift Savings Plan and the Blended Retirement System, and follow-up sessions.',
          startDate: addDaysToDay(firstEnd, 1),
          endDate: d(-10),
          submittedOn: d(-5),
        },
      ])
      await r.notifications([
        {
          title: 'Experience hours approved',
          message: '180 practicum hours are approved.',
          url: '/certifications-and-training/experience',
          on: addDaysToDay(firstEnd, 12),
          read: true,
        },
      ])
    },
  },
  {
    email: 'hoursreview@example.org',
    firstName: 'Darnell',
    lastName: 'Brooks',
    role: 'member',
    shows:
      'An AFC® candidate in Experience Approval: 1,030 hours logged (730 approved, 300 pending) reach the 1,000 required, so the registration waits for staff to decide the pending entry',
    async records(r) {
      const { d, m } = r.dates
      await r.profile({
        gender: 'male',
        workPhone: '601-555-0135',
        organization: 'Magnolia Housing Counseling',
        jobTitle: 'HUD-Certified Housing Counselor',
        yearsOfService: '6-10',
        profileLastUpdated: r.at(d(-14)),
      })
      await r.addresses([
        { name: 'Office', addressLine1: '200 S Lamar St', city: 'Jackson', state: 'MS', zip: '39201' },
      ])
      await r.professionalChoices(
        'Nonprofit Organization',
        ['Housing Counseling Agency'],
        ['Housing and Homeownership', 'Credit Reports and Scores'],
      )
      const { registrationId, enrolledOn } = await afcRegistration(r, {
        enrolledOn: m(-20),
        status: 'experience_approval',
        withLearningSystem: true,
      })
      const supervisor = {
        supervisorName: 'Gloria Whitaker',
        supervisorEmail: 'gwhitaker@magnolia.example.org',
        supervisorPhone: '601-555-0161',
      }
      const approvedOn = addDaysToDay(enrolledOn, 30)
      await r.experiences(registrationId, [
        {
          serviceType: 'Financial Counseling, Coaching and Education',
          organization: 'Magnolia Housing Counseling',
          title: 'Housing Counselor',
          hours: 640,
          ...supervisor,
          description:
            'Pre-purchase and foreclosure prevention counseling: budgets, credit reports and lender letters.',
          startDate: addMonthsToDay(enrolledOn, -40),
          endDate: addMonthsToDay(enrolledOn, -1),
          approved: true,
          reviewStatus: 'approved',
          submittedOn: addDaysToDay(enrolledOn, 20),
          review: { on: approvedOn },
        },
        {
          serviceType: 'Managing Counselors or Programs',
          organization: 'Magnolia Housing Counseling',
          title: 'Counseling Team Lead',
          hours: 90,
          ...supervisor,
          description: 'Led a team of three counselors: case reviews, scheduling and the agency’s HUD reporting.',
          startDate: addMonthsToDay(enrolledOn, -12),
          endDate: addMonthsToDay(enrolledOn, -1),
          approved: true,
          reviewStatus: 'approved',
          submittedOn: addDaysToDay(enrolledOn, 20),
          review: { on: approvedOn },
        },
        {
          serviceType: 'Financial Counseling, Coaching and Education',
          organization: 'Magnolia Housing Counseling',
          title: 'Housing Counselor',
          hours: 300,
          ...supervisor,
          description: 'Housing counseling since enrolment, including first-time homebuyer classes.',
          startDate: enrolledOn,
          endDate: d(-7),
          submittedOn: d(-5),
        },
      ])
      await r.notifications([
        {
          title: 'Your experience hours are in review',
          message: 'You logged the 1,000 hours required; we review the pending entries within 2-3 business days.',
          url: '/certifications-and-training/experience',
          on: d(-5),
        },
      ])
    },
  },
  {
    email: 'expiring@example.org',
    firstName: 'Olivia',
    lastName: 'Grant',
    role: 'member',
    shows:
      'An AFC® candidate whose deadline is 58 days away: the "is going to expire" banner with File an extension; the 90-day reminder already sent',
    async records(r) {
      const { d } = r.dates
      await r.profile({
        gender: 'female',
        workPhone: '503-555-0184',
        organization: 'Cascade Credit Counseling',
        jobTitle: 'Credit Counselor',
        yearsOfService: '3-5',
        profileLastUpdated: r.at(d(-50)),
      })
      await r.addresses([
        { name: 'Home', addressLine1: '1120 SW 5th Ave', city: 'Portland', state: 'OR', zip: '97204' },
      ])
      await r.professionalChoices(
        'Nonprofit Organization',
        ['Credit Counseling Agency'],
        ['Credit and Debt Management', 'Student Loans'],
      )
      const pathway = must(r.catalog.pathways.get('afc/education'), 'education pathway')
      const deadline = d(58)
      const { registrationId, enrolledOn } = await afcRegistration(r, {
        enrolledOn: addMonthsToDay(deadline, -pathway.deadlineMonths),
        withLearningSystem: true,
        deadlineReminderDays: 90,
      })
      await r.experiences(registrationId, [
        {
          serviceType: 'Financial Counseling, Coaching and Education',
          organization: 'Cascade Credit Counseling',
          title: 'Credit Counselor',
          hours: 610,
          supervisorName: 'Howard Kim',
          supervisorEmail: 'hkim@cascade.example.org',
          supervisorPhone: '503-555-0107',
          description: 'Debt management plan counseling and student loan repayment sessions by phone and video.',
          startDate: addMonthsToDay(enrolledOn, -20),
          endDate: addMonthsToDay(enrolledOn, 18),
          approved: true,
          reviewStatus: 'approved',
          submittedOn: addMonthsToDay(enrolledOn, 19),
          review: { on: addDaysToDay(addMonthsToDay(enrolledOn, 19), 5) },
        },
      ])
      await r.notifications([
        {
          title: ExtensionMessages.reminderTitle('AFC®', 90),
          message: ExtensionMessages.reminderBody(formatDate(deadline)),
          url: '/certifications-and-training',
          on: addDaysToDay(deadline, -90),
        },
      ])
    },
  },
  {
    email: 'extension@example.org',
    firstName: 'Kevin',
    lastName: 'Tran',
    role: 'member',
    shows:
      'An AFC® registration that expired 25 days ago with its extension request checked out with a saved card: under review in the staff queue, the $200 charged when staff approve it',
    async records(r) {
      const { d } = r.dates
      await r.profile({
        gender: 'male',
        cellPhone: '7205550192',
        contactMethod: 3,
        organization: 'Mile High Financial Coaching',
        jobTitle: 'Financial Coach',
        yearsOfService: '3-5',
        // The sandbox's test card, so the approval's off-session charge works in the demo.
        paymentCustomerId: 'cus_demo_kevin',
        paymentMethodId: 'pm_card_visa',
        pmType: 'visa',
        pmLastFour: '4242',
        profileLastUpdated: r.at(d(-3)),
      })
      await r.addresses([{ name: 'Home', addressLine1: '1550 Larimer St', city: 'Denver', state: 'CO', zip: '80202' }])
      await r.professionalChoices('Private Practice', ['Financial Coaching Practice'], ['Financial Coaching'])
      const deadline = d(-25)
      const { registrationId, enrolledOn } = await expiredAfcRegistration(r, { deadline, withLearningSystem: true })
      await r.experiences(registrationId, [
        {
          serviceType: 'Financial Counseling, Coaching and Education',
          organization: 'Mile High Financial Coaching',
          title: 'Financial Coach',
          hours: 720,
          supervisorName: 'Erin Walsh',
          supervisorEmail: 'ewalsh@milehigh.example.org',
          supervisorPhone: '720-555-0166',
          description: 'Coaching clients of an employer financial wellness program on budgets, debt and savings.',
          startDate: addMonthsToDay(enrolledOn, -12),
          endDate: addMonthsToDay(enrolledOn, 30),
          approved: true,
          reviewStatus: 'approved',
          submittedOn: addMonthsToDay(enrolledOn, 31),
          review: { on: addDaysToDay(addMonthsToDay(enrolledOn, 31), 6) },
        },
      ])
      await extensionRequest(r, {
        registrationId,
        program: 'AFC® Certification: registration',
        completedHours: 720,
        previousDeadline: deadline,
        state: 'under_review',
        submittedOn: d(-3),
      })
      await r.notifications([
        {
          title: ExtensionMessages.expiredTitle('AFC®'),
          message: ExtensionMessages.expiredBody,
          url: '/certifications-and-training',
          on: addDaysToDay(deadline, 1),
          read: true,
        },
        {
          title: ExtensionMessages.submittedTitle,
          message: ExtensionMessages.submittedBody,
          url: '/certifications-and-training',
          on: d(-3),
        },
      ])
    },
  },
  {
    email: 'extended@example.org',
    firstName: 'Rachel',
    lastName: 'Goldberg',
    role: 'member',
    shows:
      'An AFC® candidate whose extension was approved: the deadline moved 6 months (it had passed 20 days ago), the $200 charged to the saved card on approval; the registration is not expired and experience hours can be logged again',
    async records(r) {
      const { d } = r.dates
      await r.profile({
        gender: 'female',
        workPhone: '717-555-0129',
        organization: 'Keystone Financial Wellness Center',
        jobTitle: 'Financial Counselor',
        yearsOfService: '6-10',
        paymentCustomerId: 'cus_demo_rachel',
        paymentMethodId: 'pm_card_visa',
        pmType: 'visa',
        pmLastFour: '4242',
        profileLastUpdated: r.at(d(-40)),
      })
      await r.addresses([
        { name: 'Office', addressLine1: '300 N 2nd St', city: 'Harrisburg', state: 'PA', zip: '17101' },
      ])
      await r.professionalChoices(
        'Workplace',
        ['Employee Assistance Program'],
        ['Financial Coaching', 'Retirement Planning'],
      )
      const deadline = d(-20)
      const { registrationId, enrolledOn } = await expiredAfcRegistration(r, { deadline, withLearningSystem: true })
      const supervisor = {
        supervisorName: 'Paul Lindgren',
        supervisorEmail: 'plindgren@keystone.example.org',
        supervisorPhone: '717-555-0150',
      }
      await r.experiences(registrationId, [
        {
          serviceType: 'Financial Counseling, Coaching and Education',
          organization: 'Keystone Financial Wellness Center',
          title: 'Financial Counselor',
          hours: 780,
          ...supervisor,
          description:
            'Counseling for employees referred by the assistance program: budgets, debt and retirement savings.',
          startDate: addMonthsToDay(enrolledOn, -18),
          endDate: addMonthsToDay(enrolledOn, 30),
          approved: true,
          reviewStatus: 'approved',
          submittedOn: addMonthsToDay(enrolledOn, 31),
          review: { on: addDaysToDay(addMonthsToDay(enrolledOn, 31), 4) },
        },
        {
          serviceType: 'Financial Counseling, Coaching and Education',
          organization: 'Keystone Financial Wellness Center',
          title: 'Financial Counselor',
          hours: 60,
          ...supervisor,
          description: 'Counseling sessions logged after the extension was approved.',
          startDate: addDaysToDay(addMonthsToDay(enrolledOn, 30), 1),
          endDate: d(-6),
          submittedOn: d(-5),
        },
      ])
      // Requested before the deadline (the banner showed), approved two days later.
      const extension = await extensionRequest(r, {
        registrationId,
        program: 'AFC® Certification: registration',
        completedHours: 780,
        previousDeadline: deadline,
        state: 'approved',
        submittedOn: d(-35),
        decidedOn: d(-33),
        message: '<p>Your extension is approved. Keep logging your hours: you have six more months.</p>',
      })
      await r.notifications([
        {
          title: ExtensionMessages.approvedTitle,
          message: ExtensionMessages.approvedBody(formatDate(extension.extendedUntil ?? deadline)),
          url: '/certifications-and-training',
          on: d(-33),
          read: true,
        },
      ])
    },
  },
  {
    email: 'declined@example.org',
    firstName: 'Steven',
    lastName: 'Marsh',
    role: 'member',
    shows:
      'An AFC® registration whose extension request was rejected (the reviewer’s reason shown, nothing charged): expired for good, the experience page locked',
    async records(r) {
      const { d } = r.dates
      await r.profile({
        gender: 'male',
        workPhone: '843-555-0171',
        organization: 'Lowcountry Federal Credit Union',
        jobTitle: 'Member Services Representative',
        yearsOfService: '0-2',
        paymentCustomerId: 'cus_demo_steven',
        paymentMethodId: 'pm_card_mastercard',
        pmType: 'mastercard',
        pmLastFour: '4444',
        profileLastUpdated: r.at(d(-60)),
      })
      await r.addresses([
        { name: 'Home', addressLine1: '85 Calhoun St', city: 'Charleston', state: 'SC', zip: '29401' },
      ])
      const deadline = d(-50)
      const { registrationId, enrolledOn } = await expiredAfcRegistration(r, { deadline, withLearningSystem: false })
      await r.experiences(registrationId, [
        {
          serviceType: 'Financial Counseling, Coaching and Education',
          organization: 'Lowcountry Federal Credit Union',
          title: 'Member Services Representative',
          hours: 120,
          supervisorName: 'Janet Pryor',
          supervisorEmail: 'jpryor@lowcountry.example.org',
          supervisorPhone: '843-555-0190',
          description: 'Helped members with budgets and credit report questions at the branch.',
          startDate: addMonthsToDay(enrolledOn, 6),
          endDate: addMonthsToDay(enrolledOn, 14),
          approved: true,
          reviewStatus: 'approved',
          submittedOn: addMonthsToDay(enrolledOn, 15),
          review: { on: addDaysToDay(addMonthsToDay(enrolledOn, 15), 5) },
        },
      ])
      await extensionRequest(r, {
        registrationId,
        program: 'AFC® Certification: registration',
        completedHours: 120,
        previousDeadline: deadline,
        state: 'rejected',
        submittedOn: d(-46),
        decidedOn: d(-44),
        message:
          '<p>Extensions are for candidates close to finishing: your registration shows 120 of 1,000 experience hours and no exam attempt. You are welcome to register again when you are ready.</p>',
      })
      await r.notifications([
        {
          title: ExtensionMessages.rejectedTitle,
          message: ExtensionMessages.rejectedBody,
          url: '/certifications-and-training',
          on: d(-44),
        },
      ])
    },
  },
  {
    email: 'ceuextension@example.org',
    firstName: 'Angela',
    lastName: 'Foster',
    role: 'member',
    shows:
      'An AFC® certificant in good standing behind on CEUs (8 of 30): a certification extension under review against the reporting period’s end, charged on approval to the saved card',
    async records(r) {
      const { d, m, today } = r.dates
      const { current } = periods(today)
      const L = lastDueYear(today)
      await r.profile({
        gender: 'female',
        ethnicity: 'Black or African American',
        workPhone: '859-555-0147',
        organization: 'Bluegrass Financial Counseling Services',
        jobTitle: 'Senior Financial Counselor',
        yearsOfService: '11-15',
        directoryConsent: true,
        paymentCustomerId: 'cus_demo_angela',
        paymentMethodId: 'pm_card_visa',
        pmType: 'visa',
        pmLastFour: '4242',
        profileLastUpdated: r.at(d(-4)),
      })
      await r.addresses([
        { name: 'Office', addressLine1: '250 W Main St', city: 'Lexington', state: 'KY', zip: '40507' },
      ])
      await r.professionalChoices(
        'Nonprofit Organization',
        ['Credit Counseling Agency'],
        ['Credit and Debt Management', 'Bankruptcy'],
      )
      const { userCertification } = await completedCertification(r, {
        cert: 'afc',
        pathway: 'education',
        enrolledOn: m(-60),
        certifiedOn: m(-44),
        materials: ['AFC® Learning System'],
        examScore: 83,
        status: 'good_standing',
        reportingPeriod: current.name,
        experiences: [
          [
            'Financial Counseling, Coaching and Education',
            'Bluegrass Financial Counseling Services',
            'Financial Counselor',
            1000,
          ],
        ],
      })
      await paidRenewals(r, userCertification.id, 'afc', [L - 2, L - 1, L])
      await r.ceus(current.name, [
        {
          title: 'Bankruptcy Counseling Update',
          sponsor: 'Kentucky Credit Counseling Association',
          credits: 6,
          completedOn: dayIn(current, 0.3, today),
          status: 'approved',
        },
        {
          title: 'Ethics and Standards of Practice Refresher',
          sponsor: 'AFCPE®',
          credits: 2,
          creditType: 'Ethics and/or Standards of Practice',
          completedOn: dayIn(current, 0.6, today),
          status: 'approved',
        },
      ])
      await extensionRequest(r, {
        userCertificationId: userCertification.id,
        program: 'AFC® Certification: continuing education',
        completedHours: 8,
        previousDeadline: current.endsOn,
        state: 'under_review',
        submittedOn: d(-4),
      })
      await r.notifications([
        {
          title: ExtensionMessages.submittedTitle,
          message: ExtensionMessages.submittedBody,
          url: '/certifications-and-training',
          on: d(-4),
        },
      ])
    },
  },
  {
    email: 'locked@example.org',
    firstName: 'Gregory',
    lastName: 'Simmons',
    role: 'member',
    shows:
      'An AFC® registration that expired 7 months ago, past the 6-month window for an extension: the expired banner, the experience page locked and no extension to request',
    async records(r) {
      const { m } = r.dates
      await r.profile({
        gender: 'male',
        workPhone: '901-555-0113',
        organization: 'Delta Community Action',
        jobTitle: 'Family Development Specialist',
        yearsOfService: '3-5',
        profileLastUpdated: r.at(m(-9)),
      })
      await r.addresses([{ name: 'Home', addressLine1: '495 Union Ave', city: 'Memphis', state: 'TN', zip: '38103' }])
      const deadline = m(-7)
      const { registrationId, enrolledOn } = await expiredAfcRegistration(r, { deadline, withLearningSystem: true })
      await r.experiences(registrationId, [
        {
          serviceType: 'Financial Counseling, Coaching and Education',
          organization: 'Delta Community Action',
          title: 'Family Development Specialist',
          hours: 450,
          supervisorName: 'Monica Price',
          supervisorEmail: 'mprice@deltaca.example.org',
          supervisorPhone: '901-555-0177',
          description:
            'Budget and credit counseling for families in the weatherization and energy assistance programs.',
          startDate: addMonthsToDay(enrolledOn, -6),
          endDate: addMonthsToDay(enrolledOn, 20),
          approved: true,
          reviewStatus: 'approved',
          submittedOn: addMonthsToDay(enrolledOn, 21),
          review: { on: addDaysToDay(addMonthsToDay(enrolledOn, 21), 7) },
        },
      ])
      await r.notifications([
        {
          title: ExtensionMessages.expiredTitle('AFC®'),
          message: ExtensionMessages.expiredBody,
          url: '/certifications-and-training',
          on: addDaysToDay(deadline, 1),
          read: true,
        },
        {
          title: ExtensionMessages.expiredTitle('AFC®'),
          message: ExtensionMessages.expiredFinalBody,
          url: '/certifications-and-training',
          on: addDaysToDay(addMonthsToDay(deadline, 6), 1),
        },
      ])
    },
  },
]

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
  const [attempt] = await r.tx
    .insert(examAttempts)
    .values({ registrationId, examId: exam.id, result: 'P', score: 118, takenAt: r.at(m(-2)) })
    .returning()
  if (!attempt) throw new Error('seed: exam attempt insert returned nothing')
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
