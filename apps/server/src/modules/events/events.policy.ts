/**
 * Who may open an event (spec 1 §2.8, §6: non-members cannot open in-person or virtual events).
 * Registered users keep their event (and its recording) when their membership lapses; admins
 * (staff) may open every event to help members. A retired event exists only for those registered.
 */
import { EventMessages as M, isMembersOnlyEvent, type EventType, type Role } from '@portal/contracts'
import { definePolicy, hidden, refused, when } from '../../platform/policy'

export interface EventViewer {
  role: Role
  hasValidMembership: boolean
  isRegistered: boolean
}

export function canOpenEvent(viewer: EventViewer, event: { type: EventType }): boolean {
  if (!isMembersOnlyEvent(event.type)) return true
  return viewer.hasValidMembership || viewer.isRegistered || viewer.role === 'admin'
}

/** An event as a rule sees it: with whether the viewer is registered and a valid member. */
export interface EventForViewer {
  type: EventType
  retiredAt: Date | null
  registered: boolean
  viewerIsMember: boolean
}

export const eventsPolicy = definePolicy(
  {
    /** See the event (its page answers whether it may be opened). */
    view: (_actor, event: Pick<EventForViewer, 'retiredAt' | 'registered'>) =>
      when(event.retiredAt === null || event.registered, hidden()),
    /** Open it: add it to the cart, download its calendar file. */
    open: (actor, event: EventForViewer) =>
      when(
        canOpenEvent(
          { role: actor.role, hasValidMembership: event.viewerIsMember, isRegistered: event.registered },
          event,
        ),
        refused(M.membersOnly),
      ),
  },
  { notFound: M.notFound },
)
