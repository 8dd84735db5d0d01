/**
 * Who may send a directory message (pure, unit-tested). The recipient must also be listed; the
 * service checks that against the database.
 */
import { DirectoryMessages as M } from '@portal/contracts'
import type { Actor } from '../../platform/http/route'

/** Why this sender may not message this member, or null when they may. */
export function messageRefusal(sender: Pick<Actor, 'id' | 'impersonatorId'>, recipientId: number): string | null {
  // A message goes out under the member's name: an admin acting as them must not write it.
  if (sender.impersonatorId !== null) return M.cannotMessageWhileImpersonating
  if (sender.id === recipientId) return M.cannotMessageSelf
  return null
}

export const canMessage = (sender: Pick<Actor, 'id' | 'impersonatorId'>, recipientId: number): boolean =>
  messageRefusal(sender, recipientId) === null
