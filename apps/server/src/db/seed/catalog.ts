/**
 * The catalogue every installation starts with (the system data of spec 3): certifications and
 * everything bought on the way to one, memberships, CEU and experience rules, reference lists and
 * the copy staff edit. Facts come from /work/shared/guide/domain-facts.md; values that are not
 * public (most prices, caps other than Training's 10%, product ids) are DEMO values for staff to
 * replace under System Data, and are marked `demo` below.
 *
 * Idempotent and respectful of staff edits: rows with a unique natural key are inserted with
 * `onConflictDoNothing`; the parts of a catalogue row (a certification's pathways, fees, materials,
 * exams and practice exams, a training's requirements, a category's resources) are created
 * together with that row and never again, so a renamed, re-priced or retired row is left as staff
 * left it. A catalogue row added in a later release needs a data migration (or a new parent).
 */
import {
  CANNED_MESSAGE_CATEGORIES,
  SYMPOSIUM_SCHOLARSHIP_CATEGORY_ID,
  type CannedMessageCategory,
  type CertificationKey,
  type Day,
  type GroupKind,
  type MembershipKey,
  type PathwayKey,
  type TrainingRequirementKind,
} from '@portal/contracts'
import {
  announcements,
  areasOfExpertise,
  cannedMessages,
  certificationRequirements,
  certificationResources,
  certifications,
  courseMaterialPathwayTypes,
  courseMaterials,
  creditTypes,
  dashboardCards,
  donationOptions,
  exams,
  forumCategories,
  groups,
  membershipResourceCategories,
  membershipResources,
  membershipTypes,
  militaryInstallations,
  pathwayTypes,
  practiceExamSurveyQuestions,
  practiceExams,
  quickbooksProducts,
  registrationFees,
  reportingPeriods,
  serviceTypes,
  shippingFees,
  studyModules,
  trainingRequirements,
  trainings,
  universities,
  workAreaCategories,
  workAreas,
  type PoolExamStat,
} from '../schema'
import type { DbOrTx, Tx } from '../../platform/db/database'
import { idsBy, insertMissing, need, relativeDates } from './support'

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert']
/** A catalogue row that names its accounting product by QuickBooks id instead of row id. */
type WithProduct<T> = Omit<T, 'productId'> & { product?: string }

// ---------------------------------------------------------------------------------------------
// Reporting periods

/**
 * CEUs are reported over two years ending June 30 of even years. A period is named by the year
 * it starts: '2020' runs 07/01/2020-06/30/2022. The spec's completion-date rule reads from that
 * name (the earliest completion date is January 1 of the period's year, except a period named
 * with 2018, which starts 06/30/2017), so the first period, '2018', is stored as the launch period
 * 06/30/2017-06/30/2020. Periods are contiguous and never overlap, so "the period containing
 * today" is unambiguous. Every period that has started by `today` is seeded, so a new period
 * appears at the first start after July 1 of an even year.
 */
export function reportingPeriodsUntil(today: Day): Insert<typeof reportingPeriods>[] {
  const periods: Insert<typeof reportingPeriods>[] = []
  for (let year = 2018; ; year += 2) {
    const startsOn = year === 2018 ? '2017-06-30' : `${year}-07-01`
    if (startsOn > today) return periods
    periods.push({ name: String(year), startsOn, endsOn: `${year + 2}-06-30` })
  }
}

/** The period containing `day` (the last one that has started). */
export function reportingPeriodOn(day: Day): Insert<typeof reportingPeriods> {
  const periods = reportingPeriodsUntil(day)
  const current = periods.at(-1)
  if (!current) throw new Error(`no reporting period has started by ${day}`)
  return current
}

// ---------------------------------------------------------------------------------------------
// Accounting products (demo QuickBooks ids)

const PRODUCTS: Insert<typeof quickbooksProducts>[] = [
  { quickbooksId: 'QB-1010', name: 'Professional Membership', sku: 'MEM-PRO', incomeAccount: '4100 Membership Dues' },
  { quickbooksId: 'QB-1011', name: 'Student Membership', sku: 'MEM-STU', incomeAccount: '4100 Membership Dues' },
  { quickbooksId: 'QB-1012', name: 'Emeritus Membership', sku: 'MEM-EME', incomeAccount: '4100 Membership Dues' },
  { quickbooksId: 'QB-2010', name: 'AFC Registration Fee', sku: 'AFC-REG', incomeAccount: '4200 Certification' },
  { quickbooksId: 'QB-2011', name: 'AFC Learning System', sku: 'AFC-LS', incomeAccount: '4210 Course Materials' },
  { quickbooksId: 'QB-2012', name: 'AFC Printed Textbooks', sku: 'AFC-BOOKS', incomeAccount: '4210 Course Materials' },
  { quickbooksId: 'QB-2013', name: 'Shipping', sku: 'SHIP', incomeAccount: '4290 Shipping' },
  { quickbooksId: 'QB-2014', name: 'AFC Exam', sku: 'AFC-EXAM', incomeAccount: '4220 Exams' },
  { quickbooksId: 'QB-2015', name: 'Practice Exams', sku: 'PRACTICE', incomeAccount: '4220 Exams' },
  { quickbooksId: 'QB-2016', name: 'Annual Certification Fee', sku: 'CERT-FEE', incomeAccount: '4230 Renewals' },
  { quickbooksId: 'QB-2017', name: 'Extension Fee', sku: 'EXT', incomeAccount: '4230 Renewals' },
  { quickbooksId: 'QB-2020', name: 'AFCC Registration Fee', sku: 'AFCC-REG', incomeAccount: '4200 Certification' },
  { quickbooksId: 'QB-2021', name: 'AFCC Modules', sku: 'AFCC-MOD', incomeAccount: '4210 Course Materials' },
  { quickbooksId: 'QB-2024', name: 'AFCC Exam', sku: 'AFCC-EXAM', incomeAccount: '4220 Exams' },
  { quickbooksId: 'QB-3010', name: 'Events and Webinars', sku: 'EVENTS', incomeAccount: '4300 Events' },
  { quickbooksId: 'QB-3020', name: 'Essentials Courses', sku: 'ESSENTIALS', incomeAccount: '4310 Trainings' },
  { quickbooksId: 'QB-3030', name: 'Independent Trainer Program', sku: 'IT', incomeAccount: '4310 Trainings' },
  { quickbooksId: 'QB-3040', name: 'CEU Review and Listing', sku: 'CEU', incomeAccount: '4320 CEU Services' },
  { quickbooksId: 'QB-9010', name: 'Donations', sku: 'DONATE', incomeAccount: '4900 Contributions' },
]

// ---------------------------------------------------------------------------------------------
// Certifications and what a candidate buys on the way

/** The nine score-report competencies (domain facts: illustrative, not an official blueprint). */
export const COMPETENCIES = [
  'Establish the Counseling Environment',
  'Gather Client Information',
  'Form a Strategic Counseling Plan',
  'Assist a Client in Creating an Action Plan',
  'Develop Financial Statements, Ratios & Spending Plans',
  'Manage Money',
  'Manage Credit & Debt',
  'Consumer Protection',
  'Major Acquisitions',
] as const

/** Question-pool statistics per competency (demo figures from a 75-question practice form). */
const poolStats = (questions: number[], correct: number[]): PoolExamStat[] =>
  COMPETENCIES.map((name, i) => ({
    POOLNAME: name,
    QUESTIONSRECEIVED: questions[i] ?? 0,
    CORRECTANSWERS: correct[i] ?? 0,
  }))

const CONFIDENCE = ['Not confident', 'Somewhat confident', 'Confident', 'Very confident']

interface CertificationSeed extends Insert<typeof certifications> {
  requirement: WithProduct<Omit<Insert<typeof certificationRequirements>, 'certificationId'>>
  resources: Omit<Insert<typeof certificationResources>, 'certificationId'>[]
  pathways: (Omit<Insert<typeof pathwayTypes>, 'certificationId'> & {
    fee: WithProduct<Omit<Insert<typeof registrationFees>, 'pathwayTypeId'>>
  })[]
  courseMaterials: (WithProduct<Omit<Insert<typeof courseMaterials>, 'certificationId'>> & { pathways: PathwayKey[] })[]
  shippingFees: WithProduct<Omit<Insert<typeof shippingFees>, 'certificationId'>>[]
  exam: WithProduct<Omit<Insert<typeof exams>, 'certificationId'>>
  practiceExam: WithProduct<Omit<Insert<typeof practiceExams>, 'certificationId'>> & {
    survey: { pre: [string, string[]][]; post: [string, string[]][] }
  }
}

const CERTIFICATIONS: CertificationSeed[] = [
  {
    key: 'afc',
    name: 'Accredited Financial Counselor® (AFC®)',
    description:
      'The AFC® certification recognizes financial counselors and educators who meet the Four E’s: Education, Experience (1,000 hours), the Exam, and a commitment to the Code of Ethics. No degree is required.',
    reportable: true,
    requiredHours: 1000,
    experienceLookbackYears: 7,
    requirement: {
      name: 'AFC® annual certification fee and continuing education',
      annualFeeCents: 7500,
      lateFeeCents: 1000, // demo: historically $10 for each month unpaid
      totalCreditsRequired: 30,
      ethicsCreditsRequired: 2,
      effectiveFrom: '2017-06-30',
      product: 'QB-2016',
    },
    resources: [
      {
        name: 'AFC® Candidate Handbook',
        description: 'Requirements, deadlines, fees and policies from registration to certification.',
        url: 'https://example.org/afc/candidate-handbook.pdf',
        sortOrder: 1,
      },
      {
        name: 'AFC® Exam Content Outline',
        description: 'The competency areas the exam covers and how the score report is organized.',
        url: 'https://example.org/afc/exam-content-outline.pdf',
        sortOrder: 2,
      },
      {
        name: 'AFCPE® Code of Ethics',
        description: 'The standards every AFC® candidate and certificant commits to.',
        url: 'https://example.org/code-of-ethics',
        sortOrder: 3,
      },
    ],
    pathways: [
      {
        key: 'education',
        name: 'Self-Paced Study',
        description:
          'Study on your own schedule with the AFC® Learning System, then sit the exam. Upload a transcript of the coursework you have taken.',
        deadlineMonths: 36,
        sortOrder: 1,
        // demo price; self-study fees are charged when the registration is processed (spec 2 §9)
        fee: { name: 'AFC® Registration Fee: Self-Paced Study', priceCents: 39900, deferred: true, product: 'QB-2010' },
      },
      {
        key: 'university',
        name: 'Registered Education Program',
        description:
          'For students and graduates of a university program registered with AFCPE®, degree or non-degree seeking. Your coursework covers the education requirement.',
        deadlineMonths: 36,
        sortOrder: 2,
        fee: { name: 'AFC® Registration Fee: Registered Education Program', priceCents: 19900, product: 'QB-2010' },
      },
      {
        key: 'designation',
        name: 'Professional Designation Challenge',
        description:
          'For holders of another professional credential (such as CFP®, CPA or ChFC®). Staff review your designation before you continue.',
        deadlineMonths: 36,
        requiresPreapproval: true,
        sortOrder: 3,
        fee: {
          name: 'AFC® Registration Fee: Professional Designation Challenge',
          priceCents: 29900,
          product: 'QB-2010',
        },
      },
      {
        key: 'independent_trainer',
        name: 'Independent Trainer Program',
        description:
          'Complete your AFC® education with an AFCPE® Independent Trainer. Upload proof of completion; your timeline starts at registration.',
        deadlineMonths: 36,
        sortOrder: 4,
        fee: { name: 'AFC® Registration Fee: Independent Trainer Program', priceCents: 24900, product: 'QB-2010' },
      },
      {
        key: 'military_spouse',
        name: 'Military Spouse Fellowship',
        description:
          'For military spouses accepted into the fellowship, run with a foundation partner that covers the candidate’s costs. Includes a supervised practicum.',
        deadlineMonths: 36,
        sortOrder: 5,
        fee: { name: 'AFC® Registration Fee: Military Spouse Fellowship', priceCents: 0, product: 'QB-2010' },
      },
    ],
    courseMaterials: [
      {
        name: 'AFC® Learning System',
        description: 'The digital study program for the AFC® exam: 12 months of access to every module and quiz.',
        priceCents: 89500, // demo
        accessMonths: 12,
        hcCourseId: 'AFC-LS-12M',
        brightspaceCourseId: 'BS-AFC-101',
        brightspaceCourse2Id: 'BS-AFC-102',
        product: 'QB-2011',
        pathways: ['education', 'independent_trainer', 'military_spouse'],
      },
      {
        name: 'AFC® Learning System: Challenge Edition',
        description: 'A condensed review of the AFC® Learning System for credential holders, with 12 months of access.',
        priceCents: 59500, // demo
        accessMonths: 12,
        hcCourseId: 'AFC-LS-CH-12M',
        brightspaceCourseId: 'BS-AFC-201',
        product: 'QB-2011',
        pathways: ['designation'],
      },
      {
        name: 'AFC® Printed Textbooks (Volumes 1 and 2)',
        description: 'The printed companion to the Learning System, shipped to your address.',
        priceCents: 25000, // demo
        shippable: true,
        product: 'QB-2012',
        pathways: ['education', 'designation', 'independent_trainer'],
      },
    ],
    shippingFees: [
      { name: 'Domestic Shipping', priceCents: 2500, product: 'QB-2013' }, // demo prices
      { name: 'International Shipping', priceCents: 7500, international: true, product: 'QB-2013' },
      { name: 'Exam Materials Shipping', priceCents: 1500, forExams: true, product: 'QB-2013' },
      {
        name: 'International Exam Materials Shipping',
        priceCents: 4000,
        international: true,
        forExams: true,
        product: 'QB-2013',
      },
    ],
    exam: {
      name: 'AFC® Certification Exam',
      priceCents: 49500, // demo
      retakePriceCents: 29500, // demo
      memberDiscountCents: 10000, // spec 2 §9: $100 off for members
      product: 'QB-2014',
    },
    practiceExam: {
      name: 'AFC® Practice Exam',
      description:
        'Two timed practice exams (Exam #1 and Exam #2) with questions from each competency area of the AFC® exam, each with a score report per competency.',
      priceCents: 9900, // demo
      takeText: 'Set aside 90 minutes. The exam opens on this site; your score report follows it.',
      takeButtonText: 'Take',
      accessResultsText: 'Your score report shows how you did in each competency area.',
      accessResultsButtonText: 'Access Results',
      surveyText: 'Tell us about your preparation. It takes one minute and helps us improve the exam.',
      surveyButtonText: 'Continue',
      registrationFlowLanguage:
        'Add the AFC® Practice Exam bundle: two full-length practice exams with a score report per competency.',
      registrationFlowCheckboxText: 'Yes, add the AFC® Practice Exam bundle to my registration.',
      purchasePopupText: 'The AFC® Practice Exam bundle will be added to your cart.',
      purchasePopupButtonText: 'Add to Cart',
      poolExamStats: poolStats([9, 8, 8, 8, 9, 9, 9, 8, 7], [7, 6, 6, 6, 6, 7, 6, 6, 5]),
      examUrl: 'https://exams.example.org/afc-practice', // demo vendor
      product: 'QB-2015',
      survey: {
        pre: [
          [
            'How many hours have you studied for the AFC® exam?',
            ['Fewer than 20', '20 to 50', '51 to 100', 'More than 100'],
          ],
          [
            'Which study materials have you used most?',
            ['AFC® Learning System', 'Printed textbooks', 'An Independent Trainer course', 'University coursework'],
          ],
          ['How confident do you feel about passing the AFC® exam?', CONFIDENCE],
        ],
        post: [
          [
            'How well did the practice exam match what you studied?',
            ['Not at all', 'Somewhat', 'Mostly', 'Completely'],
          ],
          ['Which competency area will you review next?', [...COMPETENCIES]],
          ['How confident do you feel about passing the AFC® exam now?', CONFIDENCE],
        ],
      },
    },
  },
  {
    key: 'afcc',
    name: 'Accredited Financial Counsellor Canada® (AFCC®)',
    description:
      'The Canadian certification: two modules of about 45 hours each, 1,000 hours of experience from the last two years, the exam and the Code of Ethics.',
    reportable: true,
    requiredHours: 1000,
    experienceLookbackYears: 2,
    requirement: {
      name: 'AFCC® annual certification fee and continuing education',
      annualFeeCents: 7500, // demo
      lateFeeCents: 0, // demo
      totalCreditsRequired: 30,
      ethicsCreditsRequired: 2, // demo
      effectiveFrom: '2017-06-30',
      product: 'QB-2016',
    },
    resources: [
      {
        name: 'AFCC® Candidate Handbook',
        description: 'Requirements, deadlines and fees of the Canadian certification.',
        url: 'https://example.org/afcc/candidate-handbook.pdf',
        sortOrder: 1,
      },
      {
        name: 'AFCC® Module Guide',
        description: 'What each of the two modules covers and how long it takes.',
        url: 'https://example.org/afcc/module-guide.pdf',
        sortOrder: 2,
      },
    ],
    pathways: [
      {
        key: 'education',
        name: 'AFCC® Modules',
        description: 'Complete the two AFCC® modules (about 45 hours each), log your experience and sit the exam.',
        deadlineMonths: 36,
        sortOrder: 1,
        fee: { name: 'AFCC® Registration Fee', priceCents: 35000, product: 'QB-2020' }, // demo
      },
    ],
    courseMaterials: [
      {
        name: 'AFCC® Module 1: Foundations of Financial Counselling',
        description: 'About 45 hours of study, with 12 months of access.',
        priceCents: 65000, // demo
        accessMonths: 12,
        brightspaceCourseId: 'BS-AFCC-1',
        product: 'QB-2021',
        pathways: ['education'],
      },
      {
        name: 'AFCC® Module 2: Financial Counselling in Practice',
        description: 'About 45 hours of study, with 12 months of access.',
        priceCents: 65000, // demo
        accessMonths: 12,
        brightspaceCourseId: 'BS-AFCC-2',
        product: 'QB-2021',
        pathways: ['education'],
      },
    ],
    shippingFees: [
      { name: 'Shipping within Canada', priceCents: 3000, product: 'QB-2013' }, // demo
      { name: 'International Shipping', priceCents: 7500, international: true, product: 'QB-2013' },
    ],
    exam: { name: 'AFCC® Certification Exam', priceCents: 45000, retakePriceCents: 25000, product: 'QB-2024' }, // demo
    practiceExam: {
      name: 'AFCC® Practice Exam',
      description: 'Two practice exams (Exam #1 and Exam #2) for the AFCC® exam, each with a score report.',
      priceCents: 9900, // demo
      takeButtonText: 'Take',
      accessResultsButtonText: 'Access Results',
      surveyButtonText: 'Continue',
      registrationFlowLanguage: 'Add the AFCC® Practice Exam bundle: two practice exams with a score report.',
      registrationFlowCheckboxText: 'Yes, add the AFCC® Practice Exam bundle to my registration.',
      purchasePopupText: 'The AFCC® Practice Exam bundle will be added to your cart.',
      purchasePopupButtonText: 'Add to Cart',
      poolExamStats: poolStats([8, 8, 8, 8, 9, 9, 9, 8, 8], [6, 6, 6, 5, 6, 7, 6, 6, 6]),
      examUrl: 'https://exams.example.org/afcc-practice', // demo vendor
      product: 'QB-2015',
      survey: {
        pre: [
          [
            'How many hours have you studied for the AFCC® exam?',
            ['Fewer than 20', '20 to 50', '51 to 100', 'More than 100'],
          ],
          ['How confident do you feel about passing the AFCC® exam?', CONFIDENCE],
        ],
        post: [
          ['How well did the practice exam match the modules?', ['Not at all', 'Somewhat', 'Mostly', 'Completely']],
          ['How confident do you feel about passing the AFCC® exam now?', CONFIDENCE],
        ],
      },
    },
  },
]

// ---------------------------------------------------------------------------------------------
// Membership

const MEMBERSHIP_TYPES: WithProduct<Insert<typeof membershipTypes> & { key: MembershipKey }>[] = [
  {
    key: 'professional',
    name: 'Professional Membership',
    description:
      'For practicing financial counselors, coaches and educators: the Journal, member webinars, the experience opportunities board, the member directory and member pricing.',
    priceCents: 17500, // demo
    product: 'QB-1010',
    sortOrder: 1,
  },
  {
    key: 'student',
    name: 'Student Membership',
    description: 'For full-time students (upload a current transcript): every professional benefit at a student price.',
    priceCents: 5000, // demo
    product: 'QB-1011',
    sortOrder: 2,
  },
  {
    key: 'emeritus',
    name: 'Emeritus Membership',
    description: 'For members aged 65 or over with 10 consecutive years of membership.',
    priceCents: 7500, // demo
    product: 'QB-1012',
    sortOrder: 3,
  },
]

const MEMBERSHIP_RESOURCES: { name: string; sortOrder: number; resources: [string, string, string][] }[] = [
  {
    name: 'The Journal',
    sortOrder: 1,
    resources: [
      [
        'Journal of Financial Counseling and Planning',
        'Peer-reviewed research for practitioners; members read every issue online.',
        'https://example.org/members/journal',
      ],
      [
        'Journal quizzes',
        'Earn training hours by answering questions on a Journal article (2 hours at most).',
        'https://example.org/members/journal-quizzes',
      ],
    ],
  },
  {
    name: 'Webinars',
    sortOrder: 2,
    resources: [
      [
        'Member webinar library',
        'Recordings of past member webinars, many with CEUs.',
        'https://example.org/members/webinars',
      ],
      ['Webinar calendar', 'Upcoming live member webinars.', 'https://example.org/members/webinar-calendar'],
    ],
  },
  {
    name: 'Career and Practice',
    sortOrder: 3,
    resources: [
      [
        'Experience Opportunities Board',
        'Volunteer and paid opportunities that count toward the 1,000 experience hours.',
        'https://example.org/members/opportunities',
      ],
      [
        'Marketing toolkit',
        'Logos and copy for promoting your membership and certification.',
        'https://example.org/members/toolkit',
      ],
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// Experience and CEU rules

const SERVICE_TYPES: Insert<typeof serviceTypes>[] = [
  { name: 'Financial Counseling, Coaching and Education', allowed: 1000 },
  { name: 'Financial Planning and Tax Preparation', allowed: 50, percentage: true, fileUploadRequired: true }, // demo cap
  { name: 'Developing Curriculum and Educational Content', allowed: 25, percentage: true }, // demo cap
  { name: 'Managing Counselors or Programs', allowed: 25, percentage: true }, // demo cap
  { name: 'Training, Webinars and Coursework', allowed: 10, percentage: true }, // fact: Training is capped at 10%
  { name: 'Journal Quizzes', allowed: 2, membersOnly: true }, // fact: 2 hours at most, members only
  {
    name: 'Military Spouse Fellowship Practicum',
    allowed: 1000,
    militarySpouseOnly: true,
    extraFields: [{ key: 'installation', label: 'Installation where you served clients' }],
  },
]

const CREDIT_TYPES: Insert<typeof creditTypes>[] = [
  { name: 'General', minimumCredits: 0, sortOrder: 1 },
  { name: 'Ethics and/or Standards of Practice', minimumCredits: 2, sortOrder: 2 },
]

// ---------------------------------------------------------------------------------------------
// Trainings

const TRAININGS: (WithProduct<Insert<typeof trainings>> & {
  requirements: WithProduct<{ kind: TrainingRequirementKind; name: string; priceCents: number }>[]
})[] = [
  {
    name: 'Money Management Essentials',
    description:
      'A self-paced course on budgeting, spending plans, credit and debt for people who help others with money. Completing it within the last year reduces the AFC® exam fee by the amount paid.',
    priceCents: 19900, // demo
    sidebar: 'About 12 hours online. Certificate of completion.',
    memberOnlyCopy: 'Members: your member price is applied in the cart.',
    deadlineMonths: 12,
    brightspaceCourseId: 'BS-MME-1',
    product: 'QB-3020',
    requirements: [{ kind: 'registration', name: 'Money Management Essentials registration', priceCents: 19900 }],
  },
  {
    name: 'Credit and Debt Essentials', // demo title
    description: 'Credit reports and scores, debt repayment strategies and consumer protections, in six short modules.',
    priceCents: 19900,
    sidebar: 'About 10 hours online. Certificate of completion.',
    deadlineMonths: 12,
    brightspaceCourseId: 'BS-CDE-1',
    product: 'QB-3020',
    requirements: [{ kind: 'registration', name: 'Credit and Debt Essentials registration', priceCents: 19900 }],
  },
  {
    name: 'Financial Coaching Essentials', // demo title
    description: 'Coaching conversations, goal setting and accountability for financial behavior change.',
    priceCents: 24900,
    sidebar: 'About 15 hours online. Certificate of completion.',
    deadlineMonths: 12,
    brightspaceCourseId: 'BS-FCE-1',
    product: 'QB-3020',
    requirements: [{ kind: 'registration', name: 'Financial Coaching Essentials registration', priceCents: 24900 }],
  },
  {
    name: 'Independent Trainer',
    description:
      'Teach the AFC® Learning System to your own students as an AFCPE® Independent Trainer. Open to AFC® certificants in good standing two years after passing the exam.',
    isIndependentTrainer: true,
    allowsExtension: false,
    deadlineMonths: 12,
    product: 'QB-3030',
    requirements: [
      // demo prices
      { kind: 'registration', name: 'Independent Trainer application', priceCents: 25000 },
      { kind: 'license', name: 'Independent Trainer trainee license', priceCents: 10000 },
      { kind: 'renewal', name: 'Independent Trainer annual renewal', priceCents: 15000 },
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// Reference lists

const UNIVERSITIES: Insert<typeof universities>[] = [
  // Real universities with financial counseling or planning programs; their registration is demo.
  { name: 'Texas Tech University', programName: 'Personal Financial Planning', city: 'Lubbock', state: 'TX' },
  { name: 'Kansas State University', programName: 'Personal Financial Planning', city: 'Manhattan', state: 'KS' },
  { name: 'Iowa State University', programName: 'Financial Counseling and Planning', city: 'Ames', state: 'IA' },
  {
    name: 'The Ohio State University',
    programName: 'Consumer and Family Financial Services',
    city: 'Columbus',
    state: 'OH',
  },
  { name: 'University of Georgia', programName: 'Financial Planning', city: 'Athens', state: 'GA' },
  { name: 'Utah State University', programName: 'Personal Financial Planning', city: 'Logan', state: 'UT' },
  { name: 'University of Missouri', programName: 'Personal Financial Planning', city: 'Columbia', state: 'MO' },
]

const WORK_AREAS: Record<string, string[]> = {
  'Nonprofit Organization': ['Credit Counseling Agency', 'Housing Counseling Agency', 'Community Action Agency'],
  'Military and Government': ['Military Family Support Center', 'Federal Agency', 'State or Local Government'],
  'Financial Institution': ['Bank', 'Credit Union'],
  Education: ['College or University', 'Cooperative Extension', 'K-12 School'],
  'Private Practice': ['Financial Counseling Practice', 'Financial Coaching Practice', 'Financial Planning Firm'],
  Workplace: ['Employee Assistance Program', 'Employer Financial Wellness Program'],
}

const AREAS_OF_EXPERTISE = [
  'Budgeting and Spending Plans',
  'Credit and Debt Management',
  'Credit Reports and Scores',
  'Housing and Homeownership',
  'Student Loans',
  'Retirement Planning',
  'Military Financial Readiness',
  'Bankruptcy',
  'Tax Preparation',
  'Small Business Finances',
  'Financial Coaching',
  'Financial Trauma',
]

const MILITARY_INSTALLATIONS: Insert<typeof militaryInstallations>[] = [
  { name: 'Fort Bragg', branch: 'Army', state: 'NC' },
  { name: 'Fort Campbell', branch: 'Army', state: 'KY' },
  { name: 'Fort Carson', branch: 'Army', state: 'CO' },
  { name: 'Fort Bliss', branch: 'Army', state: 'TX' },
  { name: 'Joint Base Lewis-McChord', branch: 'Army', state: 'WA' },
  { name: 'Joint Base San Antonio', branch: 'Air Force', state: 'TX' },
  { name: 'Wright-Patterson Air Force Base', branch: 'Air Force', state: 'OH' },
  { name: 'Eglin Air Force Base', branch: 'Air Force', state: 'FL' },
  { name: 'Naval Station Norfolk', branch: 'Navy', state: 'VA' },
  { name: 'Naval Base San Diego', branch: 'Navy', state: 'CA' },
  { name: 'Joint Base Pearl Harbor-Hickam', branch: 'Navy', state: 'HI' },
  { name: 'Marine Corps Base Camp Lejeune', branch: 'Marine Corps', state: 'NC' },
  { name: 'Marine Corps Base Camp Pendleton', branch: 'Marine Corps', state: 'CA' },
]

const CANNED_MESSAGES: Record<CannedMessageCategory, [string, string][]> = {
  group_ceu_approval: [
    [
      'Approved as submitted',
      '<p>Your program is approved for the credits requested. Share the completion code with attendees so they can report their CEUs.</p>',
    ],
    [
      'Approved with fewer credits',
      '<p>Your program is approved. Credits were adjusted to the instructional time in the agenda.</p>',
    ],
  ],
  ceu_rejection: [
    [
      'Completion date outside the period',
      '<p>The completion date is outside the reporting period you selected. Please report it in the period in which you completed it.</p>',
    ],
    [
      'Agenda needed',
      '<p>We need a timed agenda to calculate credits. Please upload or type the agenda and resubmit.</p>',
    ],
  ],
  group_ceu_rejection: [
    [
      'Topic outside the competencies',
      '<p>The program’s topic is outside the AFC® competency areas, so it cannot be approved for CEUs.</p>',
    ],
    ['Promotional content', '<p>Programs that promote a product or service cannot be approved for CEUs.</p>'],
  ],
  registration_approval: [
    [
      'Welcome to the program',
      '<p>Welcome! Your registration is approved. Your course materials are on their way and your deadline is shown on your dashboard.</p>',
    ],
    [
      'Designation approved',
      '<p>Your professional designation qualifies you for the challenge pathway. Choose your course materials to continue.</p>',
    ],
  ],
  registration_rejection: [
    ['Transcript needed', '<p>Please upload an official or unofficial transcript showing your coursework.</p>'],
    [
      'Designation not eligible',
      '<p>The designation you submitted does not qualify for the challenge pathway. Please choose another pathway.</p>',
    ],
  ],
  certification_rejection: [
    [
      'Experience hours incomplete',
      '<p>Your approved experience hours are below 1,000. Please log the remaining hours before finishing.</p>',
    ],
    [
      'Code of Ethics signature missing',
      '<p>Please sign the Code of Ethics in your certification dashboard before finishing.</p>',
    ],
  ],
  experience_approval: [
    ['Hours approved', '<p>Your experience hours are approved and count toward your 1,000 hours.</p>'],
    [
      'Approved, verification on file',
      '<p>Your hours are approved. Thank you for including the Experience Verification Form.</p>',
    ],
  ],
  experience_rejection: [
    [
      'Verification form required',
      '<p>This service type requires an Experience Verification Form signed by your supervisor. Please attach it and resubmit.</p>',
    ],
    [
      'Outside the seven-year window',
      '<p>Experience must start no earlier than 7 years before your enrollment date.</p>',
    ],
  ],
  membership_rejection: [
    [
      'Transcript not current',
      '<p>Student membership needs a transcript from the current term showing full-time enrollment.</p>',
    ],
    [
      'Emeritus requirements not met',
      '<p>Emeritus membership is for members aged 65 or over with 10 consecutive years of membership.</p>',
    ],
  ],
}

const DONATION_OPTIONS: Insert<typeof donationOptions>[] = [
  { categoryId: 1, name: 'Where it is needed most', sortOrder: 1 },
  { categoryId: 2, name: 'Military Spouse Fellowship', sortOrder: 2 },
  { categoryId: 3, name: 'Research and the Journal', sortOrder: 3 },
  { categoryId: 4, name: 'Professional Development Scholarships', sortOrder: 4 },
  { categoryId: 5, name: 'Community Financial Counseling Outreach', sortOrder: 5 },
  { categoryId: SYMPOSIUM_SCHOLARSHIP_CATEGORY_ID, name: 'Symposium Student Scholarship', sortOrder: 6 },
]

const DASHBOARD_CARDS: Insert<typeof dashboardCards>[] = [
  {
    key: 'certification',
    title: 'Certification',
    body: 'Track the Four E’s of your AFC® certification: Education, Experience, Exam and Ethics.',
    actionText: 'Enroll Now',
    actionUrl: '/certifications-and-training',
    sortOrder: 1,
  },
  {
    key: 'membership',
    title: 'Membership',
    body: 'Join a community of financial counselors and educators.',
    actionText: 'Become a member',
    actionUrl: '/membership/get',
    sortOrder: 2,
  },
  {
    key: 'essentials',
    title: 'Essentials Courses',
    body: 'Short online courses with a certificate of completion.',
    actionText: 'Browse courses',
    actionUrl: '/certifications-and-training/trainings',
    sortOrder: 3,
  },
  { key: 'alerts', title: 'Alerts', body: 'Your latest notifications.', sortOrder: 4 },
  {
    key: 'events',
    title: 'Upcoming & OnDemand Events',
    body: 'Webinars, conferences and recordings that earn CEUs.',
    actionText: 'See all events',
    actionUrl: '/events/upcoming',
    sortOrder: 5,
  },
  {
    key: 'donation',
    title: 'Support the profession',
    body: 'Your gift funds scholarships, the Military Spouse Fellowship and research.',
    actionText: 'Donate',
    actionUrl: '/donate',
    sortOrder: 6,
  },
]

const FORUM_CATEGORIES: Insert<typeof forumCategories>[] = [
  { name: 'General Discussion', description: 'Introduce yourself and talk shop.', sortOrder: 1 },
  { name: 'AFC® Exam Study Group', description: 'Study tips and questions about the exam.', sortOrder: 2 },
  { name: 'Counseling Practice', description: 'Cases, tools and techniques (no client details).', sortOrder: 3 },
  { name: 'Military Financial Readiness', description: 'Serving service members and their families.', sortOrder: 4 },
  { name: 'Career Opportunities', description: 'Jobs and experience opportunities.', sortOrder: 5 },
].map((category) => ({ ...category, url: `https://community.example.org/c/${slug(category.name)}` }))

const STUDY_MODULES: { name: string; description: string; certification: CertificationKey }[] = [
  {
    name: 'Fundamentals of Financial Counseling',
    description: 'The counseling environment, client information and strategic plans.',
    certification: 'afc',
  },
  {
    name: 'Money Management and Spending Plans',
    description: 'Financial statements, ratios and spending plans.',
    certification: 'afc',
  },
  {
    name: 'Credit, Debt and Consumer Protection',
    description: 'Credit reports, debt strategies and consumer law.',
    certification: 'afc',
  },
  { name: 'Major Acquisitions', description: 'Housing, vehicles and other large purchases.', certification: 'afc' },
]

const GROUPS: { kind: GroupKind; name: string; description: string; externalId: string }[] = [
  {
    kind: 'community',
    name: 'AFCPE® Member Community',
    description: 'The members-only discussion space.',
    externalId: 'MOB-100',
  },
  { kind: 'community', name: 'AFC® Candidates', description: 'Peer support for candidates.', externalId: 'MOB-200' },
  {
    kind: 'community',
    name: 'Independent Trainers Network',
    description: 'For AFCPE® Independent Trainers.',
    externalId: 'MOB-300',
  },
  {
    kind: 'learning_platform',
    name: 'AFC® Learning System',
    description: 'The AFC® course.',
    externalId: 'BS-AFC-101',
  },
  {
    kind: 'learning_platform',
    name: 'Money Management Essentials',
    description: 'The essentials course.',
    externalId: 'BS-MME-1',
  },
]

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/®/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

// ---------------------------------------------------------------------------------------------
// The seed

export async function seedCatalog(tx: Tx, today: Day): Promise<void> {
  const { at } = relativeDates(today)

  await tx.insert(quickbooksProducts).values(PRODUCTS).onConflictDoNothing()
  const products = idsBy(await tx.select().from(quickbooksProducts), (p) => p.quickbooksId)
  const product = <T extends { product?: string }>({ product: key, ...row }: T) => ({
    ...row,
    productId: key ? need(products, key, 'product') : null,
  })

  await tx.insert(reportingPeriods).values(reportingPeriodsUntil(today)).onConflictDoNothing()
  await tx.insert(creditTypes).values(CREDIT_TYPES).onConflictDoNothing()
  await tx.insert(serviceTypes).values(SERVICE_TYPES).onConflictDoNothing()
  await tx.insert(membershipTypes).values(MEMBERSHIP_TYPES.map(product)).onConflictDoNothing()
  await tx.insert(universities).values(UNIVERSITIES).onConflictDoNothing()
  await tx
    .insert(areasOfExpertise)
    .values(AREAS_OF_EXPERTISE.map((name) => ({ name })))
    .onConflictDoNothing()
  await tx.insert(militaryInstallations).values(MILITARY_INSTALLATIONS).onConflictDoNothing()
  await tx.insert(donationOptions).values(DONATION_OPTIONS).onConflictDoNothing()
  await tx.insert(dashboardCards).values(DASHBOARD_CARDS).onConflictDoNothing()
  await tx.insert(forumCategories).values(FORUM_CATEGORIES).onConflictDoNothing()
  await tx.insert(groups).values(GROUPS).onConflictDoNothing()
  await tx
    .insert(cannedMessages)
    .values(
      CANNED_MESSAGE_CATEGORIES.flatMap((category) =>
        CANNED_MESSAGES[category].map(([title, body]) => ({ category, title, body })),
      ),
    )
    .onConflictDoNothing()
  await insertMissing(
    tx,
    announcements,
    ['title'],
    [
      {
        title: 'Welcome to the new member portal',
        body: 'Your certification, membership, CEUs, events and payments now live in one place. Take a minute to check your profile.',
        actionText: 'Review my profile',
        actionUrl: '/edit-profile',
        publishedAt: at(today, 0),
      },
    ],
  )

  await seedWorkAreas(tx)
  await seedMembershipResources(tx)
  await seedTrainings(tx, product)
  const certificationIds = await seedCertifications(tx, product)
  await tx
    .insert(studyModules)
    .values(
      STUDY_MODULES.map(({ certification, ...module }, i) => ({
        ...module,
        certificationId: need(certificationIds, certification, 'certification'),
        sortOrder: i + 1,
      })),
    )
    .onConflictDoNothing()
}

type ProductResolver = <T extends { product?: string }>(row: T) => Omit<T, 'product'> & { productId: number | null }

async function seedWorkAreas(tx: Tx): Promise<void> {
  const inserted = await tx
    .insert(workAreaCategories)
    .values(Object.keys(WORK_AREAS).map((name) => ({ name })))
    .onConflictDoNothing()
    .returning()
  const areas = inserted.flatMap((category) =>
    (WORK_AREAS[category.name] ?? []).map((name) => ({ workAreaCategoryId: category.id, name })),
  )
  if (areas.length > 0) await tx.insert(workAreas).values(areas).onConflictDoNothing()
}

async function seedMembershipResources(tx: Tx): Promise<void> {
  const inserted = await tx
    .insert(membershipResourceCategories)
    .values(MEMBERSHIP_RESOURCES.map(({ name, sortOrder }) => ({ name, sortOrder })))
    .onConflictDoNothing()
    .returning()
  const resources = inserted.flatMap((category) =>
    (MEMBERSHIP_RESOURCES.find((c) => c.name === category.name)?.resources ?? []).map(
      ([name, description, url], i) => ({ categoryId: category.id, name, description, url, sortOrder: i + 1 }),
    ),
  )
  if (resources.length > 0) await tx.insert(membershipResources).values(resources)
}

async function seedTrainings(tx: Tx, product: ProductResolver): Promise<void> {
  const inserted = await tx
    .insert(trainings)
    .values(TRAININGS.map(({ requirements: _requirements, ...training }) => product(training)))
    .onConflictDoNothing()
    .returning()
  const requirements = inserted.flatMap((training) =>
    (TRAININGS.find((t) => t.name === training.name)?.requirements ?? []).map((requirement) => ({
      ...requirement,
      trainingId: training.id,
      productId: training.productId,
    })),
  )
  if (requirements.length > 0) await tx.insert(trainingRequirements).values(requirements)
}

/** Certifications, and for each one created now: its requirement, resources, pathways, ... */
async function seedCertifications(tx: Tx, product: ProductResolver): Promise<Map<string, number>> {
  const inserted = await tx
    .insert(certifications)
    .values(
      CERTIFICATIONS.map(
        ({
          requirement: _r,
          resources: _rs,
          pathways: _p,
          courseMaterials: _cm,
          shippingFees: _sf,
          exam: _e,
          practiceExam: _pe,
          ...certification
        }) => certification,
      ),
    )
    .onConflictDoNothing()
    .returning()

  for (const row of inserted) {
    const seed = CERTIFICATIONS.find((c) => c.key === row.key)
    if (!seed) continue
    const certificationId = row.id
    await tx.insert(certificationRequirements).values(product({ ...seed.requirement, certificationId }))
    await tx.insert(certificationResources).values(seed.resources.map((r) => ({ ...r, certificationId })))

    const pathways = await tx
      .insert(pathwayTypes)
      .values(seed.pathways.map(({ fee: _fee, ...pathway }) => ({ ...pathway, certificationId })))
      .onConflictDoNothing()
      .returning()
    const pathwayIds = idsBy(pathways, (p) => p.key)
    await tx
      .insert(registrationFees)
      .values(
        seed.pathways
          .filter((p) => pathwayIds.has(p.key))
          .map((p) => product({ ...p.fee, pathwayTypeId: need(pathwayIds, p.key, 'pathway') })),
      )

    const materials = await tx
      .insert(courseMaterials)
      .values(seed.courseMaterials.map(({ pathways: _p, ...material }) => product({ ...material, certificationId })))
      .returning()
    const links = materials.flatMap((material) =>
      (seed.courseMaterials.find((m) => m.name === material.name)?.pathways ?? [])
        .filter((key) => pathwayIds.has(key))
        .map((key) => ({ courseMaterialId: material.id, pathwayTypeId: need(pathwayIds, key, 'pathway') })),
    )
    if (links.length > 0) await tx.insert(courseMaterialPathwayTypes).values(links).onConflictDoNothing()

    await tx.insert(shippingFees).values(seed.shippingFees.map((fee) => product({ ...fee, certificationId })))
    await tx.insert(exams).values(product({ ...seed.exam, certificationId }))

    const { survey, ...practiceExam } = seed.practiceExam
    const [practice] = await tx
      .insert(practiceExams)
      .values(product({ ...practiceExam, certificationId }))
      .returning()
    if (!practice) throw new Error('seed: practice exam insert returned nothing')
    await tx.insert(practiceExamSurveyQuestions).values(
      (['pre', 'post'] as const).flatMap((surveyType) =>
        survey[surveyType].map(([question, options], i) => ({
          practiceExamId: practice.id,
          surveyType,
          question,
          options,
          sortOrder: i + 1,
        })),
      ),
    )
  }
  return idsBy(await tx.select().from(certifications), (c) => c.key)
}

/** Catalogue rows by natural key, for the demo seed. */
export async function loadCatalog(tx: DbOrTx) {
  const [certs, pathways, fees, materials, shipping, examRows, practice, memberships, services, credits, periods] =
    await Promise.all([
      tx.select().from(certifications),
      tx.select().from(pathwayTypes),
      tx.select().from(registrationFees),
      tx.select().from(courseMaterials),
      tx.select().from(shippingFees),
      tx.select().from(exams),
      tx.select().from(practiceExams),
      tx.select().from(membershipTypes),
      tx.select().from(serviceTypes),
      tx.select().from(creditTypes),
      tx.select().from(reportingPeriods),
    ])
  const [
    trainingRows,
    requirements,
    options,
    groupRows,
    categories,
    areaRows,
    expertise,
    installations,
    unis,
    renewalRequirements,
  ] = await Promise.all([
    tx.select().from(trainings),
    tx.select().from(trainingRequirements),
    tx.select().from(donationOptions),
    tx.select().from(groups),
    tx.select().from(workAreaCategories),
    tx.select().from(workAreas),
    tx.select().from(areasOfExpertise),
    tx.select().from(militaryInstallations),
    tx.select().from(universities),
    tx.select().from(certificationRequirements),
  ])
  const certKey = new Map(certs.map((c) => [c.id, c.key]))
  const pathwayKey = new Map(pathways.map((p) => [p.id, `${certKey.get(p.certificationId)}/${p.key}`]))
  return {
    certifications: new Map(certs.map((c) => [c.key as CertificationKey, c])),
    /** The renewal requirement in force (the latest effective one) per certification. */
    requirements: new Map(
      [...renewalRequirements]
        .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
        .map((f) => [certKey.get(f.certificationId) as CertificationKey, f]),
    ),
    pathways: new Map(pathways.map((p) => [`${certKey.get(p.certificationId)}/${p.key}`, p])),
    /** The registration fee of a pathway, by 'afc/education'. */
    feeOfPathway: new Map(fees.map((f) => [pathwayKey.get(f.pathwayTypeId) ?? '', f])),
    courseMaterials: new Map(materials.map((m) => [m.name, m])),
    shippingFees: new Map(shipping.map((s) => [`${certKey.get(s.certificationId)}/${s.name}`, s])),
    exams: new Map(examRows.map((e) => [certKey.get(e.certificationId) as CertificationKey, e])),
    practiceExams: new Map(practice.map((p) => [certKey.get(p.certificationId) as CertificationKey, p])),
    membershipTypes: new Map(memberships.map((m) => [m.key as MembershipKey, m])),
    serviceTypes: new Map(services.map((s) => [s.name, s])),
    creditTypes: new Map(credits.map((c) => [c.name, c])),
    reportingPeriods: new Map(periods.map((p) => [p.name, p])),
    trainings: new Map(trainingRows.map((t) => [t.name, t])),
    trainingRequirements: new Map(requirements.map((r) => [`${r.trainingId}/${r.kind}`, r])),
    donationOptions: new Map(options.map((o) => [o.categoryId, o])),
    groups: new Map(groupRows.map((g) => [g.name, g])),
    workAreaCategories: new Map(categories.map((c) => [c.name, c])),
    workAreas: new Map(areaRows.map((a) => [a.name, a])),
    areasOfExpertise: new Map(expertise.map((a) => [a.name, a])),
    militaryInstallations: new Map(installations.map((m) => [m.name, m])),
    universities: new Map(unis.map((u) => [u.name, u])),
  }
}
export type Catalog = Awaited<ReturnType<typeof loadCatalog>>
