/**
 * Who may see a member's photo (pure, unit-tested): its owner and staff always; another member
 * only while the owner is listed in the member directory, the one place members see each other.
 */
import type { Actor } from '../../platform/http/route'

export function canSeeAvatar(viewer: Pick<Actor, 'id' | 'role'>, ownerId: number, isOwnerListed: boolean): boolean {
  return viewer.id === ownerId || viewer.role === 'admin' || isOwnerListed
}
