/**
 * /registration/:registrationId/practice-exam/:practiceExamId/result/:examNumber (spec 1 §2.12):
 * the score report of Exam #1 or #2, the candidate's correct answers per competency beside the
 * share all candidates answered correctly, to read or print. Before the exam is taken or its
 * post-exam survey answered (409), the practice exams page opens instead (and the survey there).
 */
import { Anchor, Button, Group, Progress, Stack, Table, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { Link, Navigate, useParams } from 'react-router'
import { formatDate, PracticeExamMessages as M, type PracticeExamResult } from '@portal/contracts'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { useSidewaysScroll } from '../../components/use-sideways-scroll'
import { useWideFrom } from '../../lib/use-breakpoint'
import { RowItem, RowItems } from '../../components/RowItems'
import { usePracticeExamResult } from './practice-exam-api'
import { errorStatus, practiceExamPath, PracticeExamTexts as T, routeExamNumber, routeId } from './practice-exam-view'
import { NONE } from './exam-view'
import print from '../../components/PrintAlone.module.css'
import classes from './PracticeExamResultPage.module.css'

export function PracticeExamResultPage() {
  const params = useParams()
  const registrationId = routeId(params.registrationId)
  const practiceExamId = routeId(params.practiceExamId)
  const examNumber = routeExamNumber(params.examNumber)
  const isValid = registrationId > 0 && practiceExamId > 0 && examNumber > 0
  const result = usePracticeExamResult(registrationId, practiceExamId, examNumber)
  const status = errorStatus(result.error)

  if (isValid && status === 409) {
    return <Navigate to={`${practiceExamPath(registrationId, practiceExamId)}?exam=${examNumber}`} replace />
  }
  if (!isValid || status === 404 || status === 422) {
    return (
      <Stack gap="md">
        <Title order={1}>{M.scoreReport}</Title>
        <Text>{T.resultNotFound}</Text>
      </Stack>
    )
  }
  if (!result.data) {
    return (
      <Stack gap="md">
        <Title order={1}>{M.scoreReport}</Title>
        {result.isPending ? (
          <PageLoader label={T.resultLoading} />
        ) : (
          <LoadError title={T.resultLoadFailed} query={result} />
        )}
      </Stack>
    )
  }
  return <ScoreReport registrationId={registrationId} practiceExamId={practiceExamId} result={result.data} />
}

function ScoreReport({
  registrationId,
  practiceExamId,
  result,
}: {
  registrationId: number
  practiceExamId: number
  result: PracticeExamResult
}) {
  const headingId = useId()
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Anchor component={Link} to={practiceExamPath(registrationId, practiceExamId)} size="sm">
          {T.backToExams}
        </Anchor>
        <Button variant="default" onClick={() => window.print()}>
          {M.print}
        </Button>
      </Group>
      <Stack
        component="article"
        gap="md"
        aria-labelledby={headingId}
        className={`${classes.report} ${print.printAlone}`}
      >
        <Title order={1} id={headingId}>
          {M.scoreReport}
        </Title>
        <Stack gap={4}>
          <Text fw={700}>{`${result.practiceExamName}, ${M.exam(result.examNumber)}`}</Text>
          {result.completedAt && <Text size="sm">{M.completedOn(formatDate(result.completedAt))}</Text>}
        </Stack>
        <Text size="sm">{result.poolPercent === null ? M.poolNone : M.poolBasis(result.poolCandidates)}</Text>
        <ScoreTable result={result} />
      </Stack>
    </Stack>
  )
}

const share = (correct: number, received: number) => (received > 0 ? Math.round((correct / received) * 100) : 0)

/**
 * A bar named by its competency and percent (the number beside it says the same to the eye):
 * the candidate's own, or all candidates' (`isPool`, another colour); none while there is no
 * share of all candidates yet.
 */
function ScoreBar({ name, percent, isPool = false }: { name: string; percent: number | null; isPool?: boolean }) {
  if (percent === null) return <>{NONE}</>
  const value = Math.round(Math.min(100, Math.max(0, percent)))
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={value}
        aria-label={isPool ? T.poolBarLabel(name, value) : T.scoreBarLabel(name, value)}
        color={isPool ? 'gray' : undefined}
        className={classes.bar}
        size="lg"
      />
      <Text size="sm" aria-hidden w="3.5em" ta="right">
        {`${value}%`}
      </Text>
    </Group>
  )
}

// Not a ResponsiveTable: a report to read across and print, with a total row under the
// competencies (a table foot) and a bar beside each score. On a phone each competency is an item
// of its own, as a ResponsiveTable draws a row there, and the total the last (issue 25, item 15).
function ScoreTable({ result }: { result: PracticeExamResult }) {
  const sidewaysScroll = useSidewaysScroll<HTMLDivElement>(T.scoreTable)
  const isWide = useWideFrom('sm')
  if (!isWide) return <ScoreList result={result} />
  return (
    // Positioned, so nothing hidden inside it reaches past the page's edge on a phone.
    <Table.ScrollContainer minWidth={600} type="native" pos="relative" {...sidewaysScroll}>
      <Table aria-label={T.scoreTable} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{M.competency}</Table.Th>
            <Table.Th scope="col">{M.yourScore}</Table.Th>
            <Table.Th scope="col" miw={180}>
              {T.scoreBar}
            </Table.Th>
            <Table.Th scope="col" miw={180}>
              {M.pool}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.competencies.map((competency) => (
            <Table.Tr key={competency.name}>
              <Table.Th scope="row" fw="normal">
                {competency.name}
              </Table.Th>
              <Table.Td>{`${competency.correct} of ${competency.received}`}</Table.Td>
              <Table.Td>
                <ScoreBar name={competency.name} percent={competency.percent} />
              </Table.Td>
              <Table.Td>
                <ScoreBar name={competency.name} percent={competency.poolPercent} isPool />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">{M.total}</Table.Th>
            <Table.Td>{`${result.correct} of ${result.received}`}</Table.Td>
            <Table.Td>
              <ScoreBar name={M.total} percent={share(result.correct, result.received)} />
            </Table.Td>
            <Table.Td>
              <ScoreBar name={M.total} percent={result.poolPercent} isPool />
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  )
}

/**
 * The score report on a phone: one item per competency, then the total, each value labelled: the
 * candidate's answers, their score's bar, then all candidates' bar, each under its own label.
 */
function ScoreList({ result }: { result: PracticeExamResult }) {
  const items = [
    ...result.competencies.map((competency) => ({
      name: competency.name,
      score: `${competency.correct} of ${competency.received}`,
      percent: competency.percent,
      pool: competency.poolPercent,
    })),
    {
      name: M.total,
      score: `${result.correct} of ${result.received}`,
      percent: share(result.correct, result.received),
      pool: result.poolPercent,
    },
  ]
  return (
    <RowItems label={T.scoreTable}>
      {items.map((item) => (
        <RowItem
          key={item.name}
          title={item.name}
          values={[
            { label: M.yourScore, value: item.score },
            { label: T.scoreBar, value: <ScoreBar name={item.name} percent={item.percent} /> },
            { label: M.pool, value: <ScoreBar name={item.name} percent={item.pool} isPool /> },
          ]}
        />
      ))}
    </RowItems>
  )
}
