import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { IndividualCeuMessages as M, formatCredits, formatDate, type IndividualCeuRow } from '@portal/contracts'
import { ActionLink } from '../../components/ActionLink'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { ResponsiveTable } from '../../components/ResponsiveTable'
import { routeId } from '../../lib/route-params'
import { CeuCard } from './CeuCard'
import { useIndividualCeu, useIndividualCeus } from './ceus-api'
import { CEU_GUIDE_URL, IndividualCeuForm } from './IndividualCeuForm'
import {
  CEUS_PATH,
  ceuPath,
  CeuReviews,
  CeuScreenTexts as T,
  CeuSection,
  CeuStatusBadge,
  isNotFound,
  LIST_PATH,
  NEW_PATH,
} from './ceu-view'

function CeuPage({
  title,
  back,
  children,
}: {
  title: string
  back: { label: string; to: string }
  children: ReactNode
}) {
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={back.to} size="sm">
        {back.label}
      </Anchor>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  )
}

/** The form's title and the CEU Guide link (spec 2 §2.11). */
function FormIntro() {
  return (
    <Text>
      {'Report a continuing education program you completed. See the '}
      <Anchor href={CEU_GUIDE_URL} target="_blank" rel="noopener">
        {M.guide}
      </Anchor>
      {' for what counts.'}
    </Text>
  )
}

/**
 * /ceus: the member's continuing education: the CEU card of their current reporting period,
 * their individual CEUs and the group pre-approval.
 */
export function CeusPage() {
  const list = useIndividualCeus()
  const current = list.data?.form.reportingPeriods.at(-1)
  return (
    <CeuPage title={T.ceusTitle} back={{ label: '← Dashboard', to: '/' }}>
      <Text>{T.ceusIntro}</Text>
      <Group gap="md">
        <ActionLink action={{ label: T.individualLink, to: LIST_PATH }} />
        <ActionLink action={{ label: T.groupLink, to: '/ceus/group' }} />
        <ActionLink action={{ label: 'CEU Library', to: '/ceu-library' }} />
      </Group>
      {list.isPending && <PageLoader label={T.loading} />}
      {list.isError && !list.data && <LoadError title={T.loadFailed} query={list} />}
      {list.data &&
        (current ? (
          <CeuCard reportingPeriodId={current.id} />
        ) : (
          <Alert color="gray" variant="light" role="status">
            {M.noReportable}
          </Alert>
        ))}
    </CeuPage>
  )
}

/** /ceus/individual: the member's individual CEUs, newest completion first. */
export function IndividualCeusPage() {
  const list = useIndividualCeus()
  const navigate = useNavigate()
  return (
    <CeuPage title={M.listTitle} back={{ label: T.backToCeus, to: CEUS_PATH }}>
      {list.isPending && <PageLoader label={T.loading} />}
      {list.isError && !list.data && <LoadError title={T.loadFailed} query={list} />}
      {list.data && (
        <Stack gap="md">
          {list.data.form.reportingPeriods.length > 0 ? (
            <div>
              <ActionLink action={{ label: M.addCeu, to: NEW_PATH }} asButton />
            </div>
          ) : (
            <Alert color="gray" variant="light" role="status">
              {M.noReportable}
            </Alert>
          )}
          <CeuSection title={M.listTitle}>
            {(headingId) =>
              list.data.data.length === 0 ? (
                <Text>{M.empty}</Text>
              ) : (
                <ResponsiveTable<IndividualCeuRow>
                  labelledBy={headingId}
                  rows={list.data.data}
                  getRowKey={(row) => row.id}
                  onRowClick={(row) => void navigate(ceuPath(row.id))}
                  columns={[
                    {
                      header: 'Program Title',
                      cell: (row) => (
                        <Anchor component={Link} to={ceuPath(row.id)} onClick={(event) => event.stopPropagation()}>
                          {row.programTitle}
                        </Anchor>
                      ),
                      isRowHeader: true,
                    },
                    { header: 'Sponsor', cell: (row) => row.sponsor },
                    {
                      header: 'Credits',
                      cell: (row) => `${formatCredits(row.credits)} ${row.creditType}`,
                      isNumeric: true,
                    },
                    { header: 'Completion Date', cell: (row) => formatDate(row.completionDate) },
                    { header: 'Reporting Period', cell: (row) => row.reportingPeriod },
                    { header: 'Status', cell: (row) => <CeuStatusBadge status={row.status} /> },
                  ]}
                />
              )
            }
          </CeuSection>
        </Stack>
      )}
    </CeuPage>
  )
}

/** /ceus/individual/new (spec 2 §2.11): reports a CEU. */
export function NewIndividualCeuPage() {
  const list = useIndividualCeus()
  const navigate = useNavigate()
  return (
    <CeuPage title={M.title} back={{ label: T.backToList, to: LIST_PATH }}>
      <FormIntro />
      {list.isPending && <PageLoader label={T.loading} />}
      {list.isError && !list.data && <LoadError title={T.loadFailed} query={list} />}
      {list.data &&
        (list.data.form.reportingPeriods.length === 0 ? (
          <Alert color="gray" variant="light" role="status">
            {M.noReportable}
          </Alert>
        ) : (
          <IndividualCeuForm
            form={list.data.form}
            ceu={null}
            isAdmin={false}
            onSaved={() => void navigate(CEUS_PATH)}
          />
        ))}
    </CeuPage>
  )
}

/**
 * /ceus/individual/:id (spec 2 §2.11): the member changes a CEU until it is approved ('Save
 * Changes', or 'Resubmit' once reviewed); an approved one shows its values. Reviews come first.
 */
export function EditIndividualCeuPage() {
  const { id } = useParams()
  const ceuId = routeId(id)
  const navigate = useNavigate()
  const detail = useIndividualCeu(ceuId)
  const notFound = ceuId === 0 || isNotFound(detail.error)
  return (
    <CeuPage title={M.title} back={{ label: T.backToList, to: LIST_PATH }}>
      <FormIntro />
      {notFound && <Text>{T.notFound}</Text>}
      {!notFound && detail.isPending && <PageLoader label={T.loading} />}
      {!notFound && detail.isError && !detail.data && <LoadError title={T.ceuLoadFailed} query={detail} />}
      {detail.data && (
        <Stack gap="lg">
          <Group gap="xs">
            <Text>Status:</Text>
            <CeuStatusBadge status={detail.data.ceu.status} />
          </Group>
          <CeuReviews reviews={detail.data.ceu.reviews} />
          <IndividualCeuForm
            form={detail.data.form}
            ceu={detail.data.ceu}
            isAdmin={false}
            onSaved={() => void navigate(CEUS_PATH)}
          />
        </Stack>
      )}
    </CeuPage>
  )
}
