/**
 * Texts of the events screens and calls (spec 1 §2.9, §6, §8). The spec quotes none of them
 * except the 'Add to Cart' button; the others are ours.
 */
export const EventMessages = {
  addToCart: 'Add to Cart',
  viewInCart: 'View in Cart',
  addToCalendar: 'Add to Calendar',
  myEvents: 'My Events',
  allEvents: 'All Events',
  showAllEvents: 'Show All Events',
  showMyEvents: 'Show My Events',
  ownEmpty: 'You are not registered for any events yet.',
  browseEvents: 'Browse upcoming and on-demand events',
  registered: 'You are registered for this event.',
  expired: 'This event has expired and can no longer be added to the cart.',
  alreadyRegistered: 'You are already registered for this event.',
  notFound: 'This event was not found.',
  membersOnly: 'In-person and virtual events are for AFCPE members. Become a member to open this event.',
  loadFailed: 'This event could not be loaded',
  onDemand: 'On-Demand',
  resources: 'Recording and resources',
} as const

/** Where the events screens lead. */
export const EventLinks = {
  own: '/events',
  upcoming: '/events/upcoming',
  event: (id: number) => `/events/${id}`,
  membership: '/membership',
  cart: '/cart',
} as const
