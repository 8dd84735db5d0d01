/** Texts of the donation form and its rules (`DonationInput`). */
export const DonationMessages = {
  required: 'Required',
  amountInvalid: 'Enter an amount in dollars, like 40 or 40.50.',
  amountTooSmall: 'The smallest donation is $1.00.',
  amountNotOffered: 'Choose one of the amounts shown, or other.',
  optionUnknown: 'Choose one of the donation options.',
  added: 'Your donation is in your cart.',
} as const
