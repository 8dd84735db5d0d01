/** What buying an event does: paying registers the user (registered users see its recording and resources). */
import type { Products } from '../cart/products'
import { eventsRepo } from './events.repo'

export const eventProducts: Products<'event'> = {
  event: {
    chargedOnApproval: false,
    onPaid: (tx, item) => eventsRepo.register(tx, item.userId, item.categoryId),
  },
}
