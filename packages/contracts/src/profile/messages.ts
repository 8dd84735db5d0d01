import { AuthMessages } from '../auth/messages'

/** Every text of the edit-profile pages and addresses (spec 1 §2.6, §5, §8), written once. */
export const ProfileMessages = {
  required: AuthMessages.required,
  tooManyCharacters: 'Too many characters',
  agreeTos: AuthMessages.agreeTos,
  phone: AuthMessages.cellPhone,
  cellPhoneForTexts: AuthMessages.cellPhoneForTexts,
  emailTaken: AuthMessages.emailTaken,
  invalidDate: 'Please enter a valid date.',
  invalidUrl: 'Please enter a valid web address, e.g. https://www.example.org.',
  invalidHandle: 'Please enter a valid handle, e.g. @afcpe.',
  optionUnavailable: 'This option is not available. Please choose another.',
  primaryWorkAreasOutsideCategory: 'Choose primary work areas of your primary area of work.',
  memberBioMembersOnly: 'The member biography is for members with a valid membership.',
  currentPasswordWrong: 'The current password is incorrect.',
  stateNotInList: 'Please choose a state from the list, or tick State not listed.',
  stateNotListed: 'State not listed',
  updated: 'Profile updated',
  emailUpdated: 'Your email address has been updated.',
  emailRestored:
    'Your email address has been restored and every device has been signed out. ' +
    'Check your email for a link to choose a new password.',
  emailRestoreInvalid: 'This link is invalid, has expired or has been used.',
  emailRestoreTaken: 'Another account now uses your former email address. Please contact us to restore it.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  addressAdded: 'Address added',
  addressUpdated: 'Address updated',
  addressDeleted: 'Address deleted',
  primaryAddressChanged: 'Primary address updated',
  addressDeleteFailed: 'Could not delete address.',
} as const
