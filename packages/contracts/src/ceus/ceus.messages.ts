/**
 * The individual CEU screens' and the CEU card's texts (spec 2 §2.11, §5, §8; spec 3 CEU card,
 * Individual CEU list and review, §5); quoted texts are the specs'.
 */
export const IndividualCeuMessages = {
  required: 'Required',
  /** Spec 2 §5: the completion date after today. */
  dateWindow: (start: string) => `Please enter a date within ${start} and today`,
  /** Spec 2 §5: the completion date before the reporting period's start. */
  outsidePeriod: 'Please enter a date within the reporting period in which you are reporting',
  /** Spec 2 §5: a completion code typed and neither applied nor cleared. */
  applyOrClear: 'Please either apply the completion code or clear out the field to continue.',
  /** A code that names no approved group CEU (matched without regard to case and blanks). */
  unknownCode: 'This completion code does not match an approved program. Check the code with the sponsor.',
  /** A program's credits count once: its code already applied to another of the user's CEUs (not rejected). */
  codeAlreadyReported: 'You have already reported this program with its completion code.',
  /** Spec 2 §8: applying a completion code. */
  codeApplied: 'Applied Code Phrase',
  /** Spec 3 §5: the verified checkbox for members. */
  verifiedRequired: 'This field is required',
  verifiedLabel: 'I verify that I completed the program above and that the information I entered is true and accurate',
  periodUnavailable: 'Choose one of the reporting periods of your certifications',
  creditTypeUnavailable: 'Choose one of the credit types offered',
  positiveCredits: 'Enter a number of credits above 0',
  /** An approved CEU is read-only for the member. */
  approvedReadOnly: 'This CEU is approved and can no longer be changed',
  noReportable: 'CEUs are reported for a certification in a reporting period that has started.',
  /** Spec 2 §2.11 title and buttons. */
  title: 'Continuing Education (CEU) Individual Approval',
  guide: 'CEU Guide',
  saveChanges: 'Save Changes',
  resubmit: 'Resubmit',
  applyCode: 'Apply',
  clearCode: 'Clear',
  listTitle: 'Individual CEUs',
  adminListTitle: 'Individual CEUs',
  empty: 'No individual CEUs reported yet',
  addCeu: 'Add CEU',
  preapproved: 'Pre-approved through its completion code: the fields the code supplied cannot be changed.',
  /** Said once, under the completion code, of the fields it locked ('Program Title, Sponsor and Credits'). */
  lockedByCode: (fields: string) => `${fields} come from this completion code and cannot be changed.`,
  /** Toasts. */
  saved: 'CEU saved',
  added: 'CEU submitted for review',
  /** A CEU added with a completion code applied is approved at once: nothing waits for review. */
  addedPreapproved: 'CEU added, pre-approved through its completion code',
  approvedToast: 'CEU approved',
  rejectedToast: 'CEU rejected',
  couldNotApprove: 'Could not approve CEU',
  couldNotReject: 'Could not reject CEU',
  /** Spec 2 §8 file texts. */
  uploadFailed: 'Could not upload file.',
  deleteFailed: 'Could not delete file.',
  /** Spec 3 §5: Reject CEU without a status. */
  selectStep: 'You must select a step',
} as const

/** The CEU card (spec 2 §2.11, spec 3 CEU card). */
export const CeuCardMessages = {
  title: 'Continuing Education',
  empty: 'No CEUs found for this reporting period',
  addCeu: 'Add CEU',
  period: 'Reporting period',
  earnedOf: (earned: string, total: string) => `${earned} of ${total} CEUs`,
  typeOf: (earned: string, minimum: string) => `${earned} of ${minimum}`,
  met: 'You have reported every CEU this reporting period requires.',
  /** What stands between the certificant and renewal (beyond the spec). */
  remaining: (credits: string, end: string, days: number) =>
    `${credits} more CEUs needed by ${end} (${days === 1 ? '1 day' : `${days} days`} left)`,
  pendingWouldClose: (credits: string) =>
    `${credits} CEUs are pending review: approved, they would complete this period.`,
  pendingWouldHelp: (credits: string) => `${credits} CEUs are pending review.`,
  /** Pending credits include CEUs staff returned: the member, not staff, has the next step. */
  moreInfoRequested: (count: number) =>
    `Staff asked for more information on ${count === 1 ? '1 CEU' : `${count} CEUs`}: open it from its status, update it and resubmit.`,
  ended: (end: string) => `This reporting period ended on ${end}.`,
} as const
