/**
 * An extension request is charged on approval (decision 0014): checking it out (paid by a free or
 * override order too) submits it to the staff queue, removing it from the cart removes the request
 * (and so does its window closing before checkout), and the approval's off-session charge
 * approves it (extensions.service.ts).
 */
import type { Products } from '../cart/products'
import type { ExtensionsService } from './extensions.service'

export function extensionProducts(
  extensions: Pick<ExtensionsService, 'submitFromCart' | 'removeFromCart' | 'noLongerOffered' | 'approveCharged'>,
): Products<'extension'> {
  return {
    extension: {
      chargedOnApproval: true,
      onPaid: extensions.submitFromCart,
      onSubmitted: extensions.submitFromCart,
      onApprovalCharged: extensions.approveCharged,
      onRemoved: extensions.removeFromCart,
      noLongerOffered: extensions.noLongerOffered,
      removesRegistration: () => false,
    },
  }
}
