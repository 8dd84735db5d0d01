import { DOCUMENT_FILE } from '../http/upload'

/**
 * Texts of the certification registration screens. Quoted ones are the specs' exact words
 * (spec 2 §4, §5, §8; spec 3 §5, §8); the others are ours, in the same voice.
 */
export const RegistrationMessages = {
  required: 'Required',
  // Spec 2 §5
  chooseOption: 'You must choose one of the options',
  shippingAddress: 'You must have a shipping address',
  noCourseMaterials: 'No Course Materials',
  /** Decision 0027: a paid registration fee keeps its pathway. */
  pathwayPaid: (pathway: string) =>
    `Your registration fee for ${pathway} is paid, so your pathway can no longer be changed here: your payment would not follow you to another pathway. To change it, contact AFCPE.`,
  /** Approving a registration whose pathway's required documents are not all uploaded. */
  missingDocuments: (documents: readonly string[]) =>
    `Required by this pathway and not uploaded: ${documents.join(', ')}. Confirm to approve without ${documents.length > 1 ? 'them' : 'it'}.`,
  approveWithoutDocuments: (documents: readonly string[]) => `Approve without ${documents.join(', ')}`,
  /** The registration summary's row of a wizard step the candidate has not reached yet. */
  stepNotReached: 'Not reached yet',
  // Spec 2 §8
  uploadFailed: 'Could not upload file.',
  deleteFileFailed: 'Could not delete file.',
  // Spec 2 §4
  addToCart: 'Add to Cart',
  submit: 'Submit',
  next: 'Next',
  // Spec 3 §5, §8
  selectStep: 'You must select a step',
  approveFailed: 'There was a problem approving the registration',
  deleteFailed: 'Could not delete registration',
  priceChanged: 'Price changed',
  priceChangeFailed: 'Could not change price',
  markPaidConfirm: 'Are you sure you would like to mark this as paid?',
  markedPaid: 'Marked as paid',
  markPaidFailed: 'Could not mark as paid',
  success: 'Success',
  // Ours
  examAgreement:
    'I am over 18 years of age and I agree to the exam code of conduct, including its rules on identification, breaks and confidentiality.',
  trainerTimelineConfirm:
    'Your timeline starts when you register: the deadline of the Independent Trainer Program counts from today. Continue?',
  pickPathway: 'Choose a pathway',
  materialsOrNone: 'Choose course materials or No Course Materials, not both.',
  pathwayHidden: 'This pathway is not open for registration.',
  notEditable: 'This registration is in review and cannot be changed now.',
  notReached: 'Finish the earlier steps first.',
  // A document's problems, in the words of every document upload (DOCUMENT_FILE).
  fileType: DOCUMENT_FILE.messages.wrongType,
  fileSize: DOCUMENT_FILE.messages.tooLarge,
  notPending: 'This registration is not waiting for this decision.',
  noCardOnFile: 'The candidate has no card on file to charge.',
  chargeInProgress: 'A charge for this registration is in progress. Please try again in a minute.',
  alreadyPaid: 'This item is already paid.',
  notDeletable: 'A registration with payments cannot be deleted; reject it instead.',
  submitted: 'Your registration is submitted for review.',
  inCart: 'Your registration is in your cart.',
  approvedTitle: (certification: string) => `Your ${certification} registration is approved`,
  pathwayApprovedTitle: (certification: string) => `Your ${certification} pathway is approved`,
  rejectedTitle: (certification: string) => `Your ${certification} registration needs changes`,
  deadlineAfterEnrolled: 'The deadline must be after the enrolled-on date.',
  extensionFirst:
    'Your expired registration can still be extended: request the extension, or confirm that you start a new registration instead.',
  startAfreshExtendable: (name: string) =>
    `Starting a new registration instead leaves your expired ${name} registration behind for good: it can no longer be extended, and its experience hours, exam attempts and payments stay with it (they do not move to the new registration, whose fees are due again).`,
  startAfreshExpired: (name: string) =>
    `Your previous ${name} registration expired and can no longer be extended. A new registration starts from the beginning: the experience hours, exam attempts and payments of the expired one do not move to it.`,
  startAfreshConfirm: 'Start a new registration',
} as const
