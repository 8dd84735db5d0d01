/**
 * Who may send a directory message (pure, unit-tested). The recipient must also be listed; the
 * service checks that against the database (an unlisted member is not found).
 */
import { DirectoryMessages as M } from '@portal/contracts'
import { definePolicy, refused, type PolicyActor } from '../../platform/policy'

/** Why this sender may not message this member, or null when they may. */
export function messageRefusal(sender: Pick<PolicyActor, 'id' | 'impersonatorId'>, recipientId: number): string | null {
  // A message goes out under the member's name: an admin acting as them must not write it.
  if (sender.impersonatorId !== null) return M.cannotMessageWhileImpersonating
  if (sender.id === recipientId) return M.cannotMessageSelf
  return null
}

export const canMessage = (sender: Pick<PolicyActor, 'id' | 'impersonatorId'>, recipientId: number): boolean =>
  messageRefusal(sender, recipientId) === null

export const directoryPolicy = definePolicy(
  {
    /** Message a listed member (403 with the reason otherwise). */
    message: (sender, recipient: { id: number }) => {
      const refusal = messageRefusal(sender, recipient.id)
      return refusal === null || refused(refusal)
    },
  },
  { notFound: M.notFound },
)
