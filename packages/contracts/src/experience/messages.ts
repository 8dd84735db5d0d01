/** The experience screens' texts (spec 2 §5 Experience form, spec 3 §5, §8); quoted texts are the specs'. */
export const ExperienceMessages = {
  required: 'Required',
  /** Spec 2 §5, with the certification's look-back (AFC 7 years, AFCC 2). */
  /** Spec 2 §5's text (AFC's 7 years), with the certification's own look-back (AFCC 2). */
  beforeWindow: (years: number) =>
    'You cannot log experience prior to 7 years from date of enrollment'.replace('7 years', `${years} years`),
  /** Spec 2 §5: hours above what is left for the service type. */
  hoursLeft: (hours: string) => `You can only record ${hours} more hours`,
  verificationFormRequired: 'An Experience Verification Form is required for this service type',
  endBeforeStart: 'The end date must be on or after the start date',
  futureDate: 'The date cannot be in the future',
  serviceTypeUnavailable: 'Choose one of the service types offered for your registration',
  membersOnly: 'This service type counts only while your membership is active',
  positiveHours: 'Enter a number of hours above 0',
  invalidEmail: 'Enter a valid email address',
  supervisorIsYou: 'Your supervisor must be someone other than you',
  verifiedLabel: 'I verify that the experience above is true and accurate and that my supervisor may be contacted',
  /** An approved entry is read-only for the member. */
  approvedReadOnly: 'This experience is approved and can no longer be changed',
  notWorking: 'Experience hours are logged once your registration is approved and until it is complete',
  locked: 'Your registration deadline has passed: request an extension to log more experience',
  /** Past the deadline with no extension left to request (rejected, or past the 6-month window). */
  lockedForGood: 'Your registration has expired: experience hours can no longer be logged or changed',
  finalReview: 'Your final application is in review: experience hours can no longer be added',
  complete: 'Your certification is complete: these are the experience hours it was earned with',
  hoursComplete: 'Your approved experience hours reach the hours required: there is nothing more to log',
  viewExperience: 'View Experience Hours',
  viewTitle: 'Experience',
  /** Toasts. */
  saved: 'Experience saved',
  added: 'Experience added',
  approvedToast: 'Experience approved',
  rejectedToast: 'Experience rejected',
  couldNotApprove: 'Could not approve experience',
  couldNotReject: 'Could not reject experience',
  /** Spec 2 §8 file texts. */
  uploadFailed: 'Could not upload file.',
  deleteFailed: 'Could not delete file.',
  selectStatus: 'Choose a status',
  /** Screen titles and labels. */
  listTitle: 'Experience Hours',
  addTitle: 'Add Experience',
  editTitle: 'Edit Experience',
  empty: 'No experience logged yet',
  adminListTitle: 'Experience Hours',
} as const

/** The verifier's page and the staff validation tools (spec 3 Experience validation). */
export const ValidationMessages = {
  required: 'Required',
  linkUsed: 'This verification has already been completed. Thank you.',
  linkExpired: 'This verification link has expired. Please ask the candidate or AFCPE staff to send a new one.',
  linkUnknown: 'This verification link is not valid. Please use the link from the latest email you received.',
  thanks: 'Thank you: your verification has been recorded.',
  endBeforeStart: 'The end date must be on or after the start date',
  chooseExperiences: 'Choose at least one experience to validate',
  /** Unknown entries, or entries of more than one registration. */
  oneRegistration: 'Choose experiences of one registration',
  sent: (count: number) =>
    count === 1 ? 'Validation sent to 1 supervisor' : `Validations sent to ${count} supervisors`,
  saved: 'Validation saved',
  signatureLabel: 'Signature (type your full name)',
  cardTitle: 'Experience Hours Verifier Validation',
  modalTitle: 'Validation',
} as const
