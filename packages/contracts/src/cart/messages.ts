/**
 * Texts of the cart, checkout and payment history screens. Quoted ones are the spec's exact
 * words (spec 1 §2.11, §2.13, §5, §8); the others are ours where the spec is silent.
 */
export const CartMessages = {
  // Quoted by the spec
  quantityMin: 'Please enter a quantity greater than 0',
  appliedDiscount: 'Applied discount',
  paymentFailed: 'Could not process payment',
  continueToCheckout: 'Continue to Checkout',
  historyEmpty: 'You have not made any payments. Once you do, they will show up here.',
  adminOverride: 'Admin override',
  // Ours
  emptyCart: 'Your cart is empty.',
  quantityFixed: 'The quantity of this item cannot be changed.',
  removeRegistration:
    'Removing this item removes the whole registration, with all of its items in your cart. Remove it?',
  itemGone: 'This item is no longer in your cart.',
  discountUnknown: 'This discount code is not valid.',
  discountNotStarted: 'This discount code is not active yet.',
  discountExpired: 'This discount code has expired.',
  discountUsedUp: 'This discount code has reached its usage limit.',
  discountNotApplicable: 'This discount code does not apply to any item in your cart.',
  cardRequired: 'Enter your card details.',
  noSavedCard: 'You have no saved card.',
  adminOnlyImpersonating: 'Admin override is only offered while an admin acts as this user.',
  notFree: 'This order is not free. Choose a card.',
  nothingToCharge: 'There is nothing to charge. Choose the free method.',
  paymentInProgress: 'A payment for this cart is already in progress.',
  requiresAction: 'Your bank asks you to confirm this payment, which the portal cannot do. Please use another card.',
  cartChanged: 'Your cart changed while you were paying. Please review it and try again.',
  paymentSucceeded: 'Thank you! Your payment was received.',
  paid: 'Paid',
  pendingApproval: 'Pending approval',
  /** Where a receipt link would be, for an item not charged yet. */
  noReceiptYet: 'After approval',
} as const
