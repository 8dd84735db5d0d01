/**
 * /events/{id} (spec 1 §2.9): one event with the price this user pays, Add to Cart (hidden once
 * expired) and, for registered users, the recording and resources. A non-member opening an
 * in-person or virtual event is sent to the membership page (spec 1 §2.8); any other failure
 * to load still renders the page (spec 1 §8).
 */
import { Anchor, Stack, Title } from '@mantine/core'
import { EventLinks, EventMessages as M } from '@portal/contracts'
import { useEffect } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { isApiError } from '../../lib/errors'
import { toastNotice } from '../../lib/toast'
import { EventDetails } from './EventDetails'
import { EventsNotice } from './EventsNotice'
import { useEvent } from './events-api'

export function EventPage() {
  const { id = '' } = useParams()
  const eventId = /^\d+$/.test(id) ? Number(id) : Number.NaN
  const event = useEvent(eventId)
  const navigate = useNavigate()
  const isNotFound = Number.isNaN(eventId) || (isApiError(event.error) && event.error.status === 404)
  // The server says whether this user may open it, so deciding needs no failed request.
  const isMembersOnly = event.data?.canOpen === false

  useEffect(() => {
    if (!isMembersOnly) return
    // A notice, not an error: the page it leads to is the way in (issue 25, item 16).
    toastNotice(M.membersOnly)
    void navigate(EventLinks.membership, { replace: true })
  }, [isMembersOnly, navigate])

  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to={EventLinks.upcoming} size="sm">
        ← {M.allEvents}
      </Anchor>
      {event.data && !isMembersOnly ? (
        <EventDetails event={event.data} />
      ) : (
        <>
          <Title order={1}>Event</Title>
          {isNotFound && <EventsNotice message={M.notFound} to={EventLinks.own} linkLabel={M.showMyEvents} />}
          {!isNotFound && (event.isPending || isMembersOnly) && <PageLoader label="Loading the event..." />}
          {!isNotFound && event.isError && <LoadError title={M.loadFailed} query={event} />}
        </>
      )}
    </Stack>
  )
}
