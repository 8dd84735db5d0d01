/** Texts of the saved card's page (the card on file). */
export const PaymentInfoMessages = {
  addCard: 'Add Card',
  edit: 'Edit',
  cancel: 'Cancel',
  saved: 'Your card was saved.',
  removed: 'Your card was removed.',
  none: 'No card on file.',
} as const
