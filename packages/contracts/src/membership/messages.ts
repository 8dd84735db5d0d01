import { DOCUMENT_FILE } from '../http/upload'

/** Texts of the membership screens; quoted ones are the specs' exact words (spec 1 §5, spec 3 §3, §5, §8). */
export const MembershipMessages = {
  pickOption: 'You must pick a membership option',
  age65: 'You must be 65 or older to qualify for this membership',
  tenYears: 'You must be a member for 10 consecutive years to qualify for this membership',
  required: 'Required',
  /** The spec quotes the start ('...'); the rest is ours. */
  prepurchase: (paidThrough: string) =>
    `You can only pre-purchase your AFCPE membership 3 years into the future. Your membership is paid through ${paidThrough}.`,
  noThankYou: 'No thank you',
  welcomeCall: 'I would like a Welcome Call from AFCPE staff',
  studentOnly: 'Student membership is for students who are not yet certified.',
  // A transcript's problems, in the words of every document upload (DOCUMENT_FILE).
  transcriptType: DOCUMENT_FILE.messages.wrongType,
  transcriptSize: DOCUMENT_FILE.messages.tooLarge,
  addedToCart: 'Your membership is in your cart.',
  resourcesMembersOnly: 'Member resources are available to members with a valid membership.',
  validThrough: 'Valid Through',
  // Admin (spec 3)
  approveConfirm: (price: string) =>
    `Are you sure you want to grant this membership and charge ${price} to the user's card?`,
  additionalNotes: 'Additional Notes',
  rejectPrompt: 'Why was this request rejected?',
  deleteFailed: 'Could not delete membership',
  endAfterStart: 'End date must be after the start date.',
  noCardOnFile: 'The member has no card on file to charge.',
  notPending: 'This request has already been decided.',
  chargeInProgress: 'A charge for this request is in progress. Please try again in a minute.',
  rejectMessageRequired: 'Choose a message or write one.',
  granted: 'Your AFCPE membership is approved',
  rejected: 'Your AFCPE membership request was not approved',
} as const
