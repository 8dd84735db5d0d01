/**
 * Who may open an event (spec 1 §2.8, §6: non-members cannot open in-person or virtual events).
 * Registered users keep their event (and its recording) when their membership lapses; admins
 * (staff) may open every event to help members.
 */
import { isMembersOnlyEvent, type EventType, type Role } from '@portal/contracts'

export interface EventViewer {
  role: Role
  hasValidMembership: boolean
  isRegistered: boolean
}

export function canOpenEvent(viewer: EventViewer, event: { type: EventType }): boolean {
  if (!isMembersOnlyEvent(event.type)) return true
  return viewer.hasValidMembership || viewer.isRegistered || viewer.role === 'admin'
}
