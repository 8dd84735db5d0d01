import { Anchor, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { GroupCeuMessages as M } from '@portal/contracts'
import { LoadError } from '../../../components/LoadError'
import { PageLoader } from '../../../components/PageLoader'
import { routeId } from '../../../lib/route-params'
import { useGroupCeu, useGroupCeuForm } from './group-ceus-api'
import { GroupCeuFees, GroupCeuForm } from './GroupCeuForm'
import { GroupCeuReviews, GroupCeuScreenTexts as T, GroupCeuStatusBadge, isNotFound, LIST_PATH } from './group-ceu-view'

function RequestPage({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={LIST_PATH} size="sm">
        {T.backToList}
      </Anchor>
      <Title order={1}>{M.formTitle}</Title>
      {children}
    </Stack>
  )
}

/** /ceus/group/new: 'Add to cart' puts the request and its fees in the cart, then the cart opens. */
export function NewGroupCeuPage() {
  const navigate = useNavigate()
  const context = useGroupCeuForm()
  return (
    <RequestPage>
      {context.isPending && <PageLoader />}
      {context.isError && <LoadError title={M.loadFailed} query={context} />}
      {context.data && (
        <GroupCeuForm context={context.data} ceu={null} isAdmin={false} onSaved={() => void navigate('/cart')} />
      )}
    </RequestPage>
  )
}

/** /ceus/group/:id: the request, its fees and reviews; 'Save Changes' until it is approved. */
export function EditGroupCeuPage() {
  const { id } = useParams()
  const ceuId = routeId(id)
  const navigate = useNavigate()
  const context = useGroupCeuForm()
  const detail = useGroupCeu(ceuId)
  const notFound = ceuId === 0 || isNotFound(detail.error)
  return (
    <RequestPage>
      {notFound && <Text>{M.notFound}</Text>}
      {!notFound && (detail.isPending || context.isPending) && <PageLoader />}
      {!notFound && detail.isError && !detail.data && <LoadError title={M.loadFailed} query={detail} />}
      {context.isError && <LoadError title={M.loadFailed} query={context} />}
      {detail.data && context.data && (
        <Stack gap="lg">
          <Stack gap="xs" align="flex-start">
            <GroupCeuStatusBadge state={detail.data.state} />
            <GroupCeuFees ceu={detail.data} />
          </Stack>
          {/* What staff asked for (More Information Requested) is read before the form it is about. */}
          <GroupCeuReviews reviews={detail.data.reviews} />
          <GroupCeuForm
            context={context.data}
            ceu={detail.data}
            isAdmin={false}
            onSaved={() => void navigate(LIST_PATH)}
          />
        </Stack>
      )}
    </RequestPage>
  )
}
