/** The certification dashboard's texts (spec 2 §2.1, §2.2, §2.10, §5, §8; spec 3 §8). */
export const CandidateMessages = {
  title: 'Certification',
  // Spec 2 §8: the exact failure texts.
  payExamFailed: 'Could not pay for exam',
  payRetakeFailed: 'Could not pay for exam retake',
  simulatePassFailed: 'Could not simulate a passed exam.',
  simulateFailFailed: 'Could not simulate a failed exam.',
  addExamFailed: 'Could not add exam attempt',
  examAttemptsFull: 'A registration has at most 5 exam attempts.',
  paidAttemptKept: 'This attempt was paid through the portal: refund it from Payments instead of deleting it.',
  paidOnKept: 'A paid attempt stays paid: the paid date can be changed, not removed.',
  noExamInCatalogue: 'This certification has no exam to record an attempt for.',
  required: 'Required',

  finishCertification: 'Finish Certification',
  finalApprovalBanner:
    'Your final application is in review. We will email you when staff have approved it; nothing else is needed from you now.',
  lockedBanner: (deadline: string) =>
    `Your registration expired on ${deadline}. Exams and CEUs are unavailable until an extension is approved.`,
  deadline: 'Deadline',
  /** The total (0 to 4, spec 2 §2.2) said as a share of the Four E's, rounded down (never 100% before 4). */
  progressTotal: (total: number) => `${Math.floor(total * 25)}% of the Four E’s complete`,
  education: 'Education',
  experience: 'Experience',
  exam: 'Exam',
  ethics: 'Ethics',
  experienceHours: (approved: number, required: number) => `${approved} of ${required} hours approved`,
  logExperience: 'Log Experience Hours',

  examIdLabel: 'Exam ID',
  attemptsRemaining: (n: number) => `${n} of 5 attempts remaining`,
  payExam: 'Pay Exam Fee',
  payRetake: 'Pay Exam Retake',
  examInCart: 'Your exam fee is in your cart.',
  examAfcOnly: 'The AFCC® exam is arranged with certification staff.',
  examCoveredNote:
    'The foundation partner of the Military Spouse Fellowship pays your exam fee: AFCPE staff add your exam once it is paid, and you book it then.',
  examDueNow: (price: string) => `Due now: ${price}`,
  internationalExam: 'I will take the exam outside the United States',
  addToCart: 'Add to Cart',
  tooManyAttempts: 'You have used all 5 exam attempts.',
  examAlreadyPassed: 'You have already passed the exam.',
  examNotDue: 'Your exam fee is already paid.',
  examLocked: 'Your registration has expired: exams are unavailable until an extension is approved.',
  noExamAwaitingResult: 'No paid exam is waiting for a result.',
  accommodations:
    'Need special accommodations for the exam? Send the special accommodations form at least 45 days before your exam date.',
  scheduleExam: 'Schedule Exam',
  simulatePass: 'Simulate Pass',
  simulateFail: 'Simulate Fail',
  demoNotice: 'Demo controls: these buttons stand in for the exam provider and appear only in demo environments.',
  examPassedToast: 'Exam passed',
  examFailedToast: 'Exam failed',
  examAddedToCart: 'Exam added to your cart',

  codeOfEthics: 'Code of Ethics',
  signCodeOfEthics: 'Sign Code of Ethics',
  ethicsIntro:
    'By signing, I agree to uphold the Code of Ethics and Standards of Practice of the association, and understand that a violation may lead to the loss of my certification.',
  signature: 'Signature (type your full name)',
  signatureDate: 'Date',
  futureDate: 'The date cannot be in the future.',
  sign: 'Sign',
  ethicsSignedOn: (name: string, date: string) => `Signed by ${name} on ${date}`,
  ethicsSignedToast: 'Code of Ethics signed',
  ethicsAlreadySigned: 'The Code of Ethics is already signed.',

  practiceExams: 'Practice Exams',
  studyResources: 'Study Resources',
  learningSystem: 'AFC® Learning System',
  learningSystemAccess: (until: string) => `Your access lasts until ${until}.`,
  learningSystemExpired: (on: string) => `Your access ended on ${on}.`,
  learningSystemOffer: (months: number) =>
    `${months} months of access to every module and quiz of the AFC® Learning System.`,
  learningSystemInCart: 'The AFC® Learning System is in your cart.',
  learningSystemActive: 'Your AFC® Learning System access is still active.',
  learningSystemUnavailable: 'The AFC® Learning System is not offered for this registration.',

  yourCertifications: 'Your Certifications',
  certifiedSince: (date: string) => `Certified since ${date}`,
  viewCertificate: 'View Certificate',
  ceusComing: 'Continuing education and renewal fees are managed from your dashboard.',
  keepingTitle: 'Keeping Your Certification',
  keepingNow:
    'Your dashboard shows the CEUs approved for your current reporting period and when they are due; your certificate is above, and every receipt is in your payment history.',
  keepingSoon:
    'Paying the annual certification fee here is coming to the portal soon. Until then, certification staff record it for you.',
  openDashboard: 'Go to the Dashboard',
  openPayments: 'Payment history',
  openLearningSystem: 'Open the AFC® Learning System',
  learningSystemHowToOpen:
    'Open it from the learning platform, signing in with the email address of your portal account.',
  notCertifiedTitle: 'Earn Your Certification',
  /** The expired registration's facts on the not-certified view. */
  factPathway: 'Pathway',
  factEnrolledOn: 'Enrolled on',
  factDeadline: 'Deadline',
  factExperience: 'Experience hours',
  factExtension: 'Extension',
  experienceApproved: (approved: string, required: string) => `${approved} of ${required} approved`,
  extensionCanRequest: (by: string) => `Not requested: it can be requested until ${by}`,
  extensionInCart: 'Requested, in your cart',
  extensionUnderReview: 'Requested, under review',
  extensionRejected: 'Requested, not approved',
  extensionClosed: 'Can no longer be requested',
  reason: (reason: string) => `The reviewer's reason: ${reason}`,
  enroll: (name: string) => `Register for the ${name}`,
  continueRegistration: 'Continue Registration',
  notEditable: 'This registration is not in progress.',
} as const

/**
 * Where the AFC® Learning System opens: the learning platform's sign-in page (a demo address, as
 * the platform's real one is the association's to give), linked from the candidate's card.
 */
export const LEARNING_PLATFORM_URL = 'https://learn.afcpe.org/'

/** Study resources by certification (spec 2 §2.1: they differ for AFC and AFCC). */
export const STUDY_RESOURCES = {
  afc: [
    { label: 'AFC® Exam Candidate Handbook', url: 'https://www.afcpe.org/certifications/afc/exam/' },
    { label: 'AFC® exam competency areas', url: 'https://www.afcpe.org/certifications/afc/' },
    { label: 'Study groups in the AFCPE Community', url: 'https://www.afcpe.org/community/' },
  ],
  afcc: [
    { label: 'AFCC® program overview', url: 'https://www.afcpe.org/certifications/afcc/' },
    { label: 'Canadian financial counselling resources', url: 'https://www.afcpe.org/resources/' },
  ],
} as const
