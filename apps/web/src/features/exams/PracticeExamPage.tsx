/**
 * /registration/:registrationId/practice-exam (and .../practice-exam/:practiceExamId, where the
 * exam provider sends the candidate back with ?exam=N) (spec 1 §2.12, spec 2 §2.10, §8): the
 * practice exams of a registration. Not bought: Purchase puts them in the cart; in the cart: View
 * in Cart; bought: Exam #1 and Exam #2, each taken after its pre-exam survey, and its results
 * opened after its post-exam survey.
 */
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import {
  DashboardLinks,
  formatCents,
  formatDate,
  PracticeExamMessages as M,
  type PracticeExamOverview,
} from '@portal/contracts'
import { ConfirmModal } from '../../components/ConfirmModal'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { ToneBadge } from '../../components/ToneBadge'
import { isApiError } from '../../lib/errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { fetchPostSurvey, useAddPracticeExamToCart, usePracticeExam, useStartPracticeExam } from './practice-exam-api'
import {
  CERTIFICATION_PATH,
  errorStatus,
  practiceExamResultPath,
  PracticeExamTexts as T,
  problemMessage,
  routeExamNumber,
  routeId,
  useFollowRedirect,
} from './practice-exam-view'
import { PracticeExamSurveyModal, type OpenSurvey } from './PracticeExamSurveyModal'

type Exam = PracticeExamOverview['exams'][number]

export function PracticeExamPage() {
  const { registrationId: rawId } = useParams()
  const registrationId = routeId(rawId)
  const overview = usePracticeExam(registrationId)
  const status = errorStatus(overview.error)
  const isNotFound = registrationId === 0 || status === 404 || status === 422
  // 409: the certification offers no practice exams; the server says so.
  const refusal = status === 409 && isApiError(overview.error) ? overview.error.body.message : null

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={CERTIFICATION_PATH} size="sm">
        {T.back}
      </Anchor>
      <Title order={1}>{M.title}</Title>
      {isNotFound && <Text>{T.notFound}</Text>}
      {!isNotFound && refusal !== null && <Text>{refusal}</Text>}
      {!isNotFound && overview.isPending && <PageLoader label={T.loading} />}
      {!isNotFound && refusal === null && overview.isError && !overview.data && (
        <LoadError title={T.loadFailed} query={overview} />
      )}
      {overview.data && <PracticeExams overview={overview.data} isFresh={!overview.isFetching} />}
    </Stack>
  )
}

function PracticeExams({ overview, isFresh }: { overview: PracticeExamOverview; isFresh: boolean }) {
  const { practiceExam } = overview
  const headingId = useId()
  const [survey, setSurvey] = useState<OpenSurvey | null>(null)
  useReturnFromExam(overview, isFresh, setSurvey)

  return (
    <>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
        <Stack gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {practiceExam.name}
          </Title>
          {practiceExam.description && <Text size="sm">{practiceExam.description}</Text>}
          {overview.canPurchase && <PurchaseBlock overview={overview} />}
          {overview.purchaseNote && <Text size="sm">{overview.purchaseNote}</Text>}
          {overview.state === 'in_cart' && (
            <Group gap="sm" wrap="wrap">
              <Text size="sm">{M.alreadyInCart}</Text>
              <Button component={Link} to={DashboardLinks.cart} variant="outline" size="sm">
                {M.viewInCart}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      {overview.state === 'purchased' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {overview.exams.map((exam) => (
            <ExamCard key={exam.number} overview={overview} exam={exam} onSurvey={setSurvey} />
          ))}
        </SimpleGrid>
      )}
      {survey && (
        <PracticeExamSurveyModal
          // A new survey starts from empty answers.
          key={`${survey.survey.surveyType}-${survey.examNumber}`}
          registrationId={overview.registrationId}
          practiceExamId={practiceExam.id}
          open={survey}
          defaultText={practiceExam.surveyText}
          defaultButtonText={practiceExam.surveyButtonText}
          onClose={() => setSurvey(null)}
        />
      )}
    </>
  )
}

/**
 * Back from the exam provider (?exam=N): an exam taken without its post-exam survey opens the
 * survey at once, read once the overview is current.
 */
function useReturnFromExam(overview: PracticeExamOverview, isFresh: boolean, onSurvey: (survey: OpenSurvey) => void) {
  const [searchParams] = useSearchParams()
  const returned = routeExamNumber(searchParams.get('exam'))
  const handled = useRef(false)
  const { registrationId, practiceExam, exams } = overview

  useEffect(() => {
    if (!isFresh || returned === 0 || handled.current) return
    handled.current = true
    const exam = exams.find((candidate) => candidate.number === returned)
    if (!exam || exam.state !== 'taken' || exam.hasTakenPostSurvey) return
    fetchPostSurvey(registrationId, practiceExam.id, exam.number)
      .then((answer) => {
        if (!answer.taken) onSurvey({ examNumber: exam.number, survey: answer.survey })
      })
      .catch((error: unknown) => toastError(problemMessage(error)))
  }, [isFresh, returned, exams, registrationId, practiceExam.id, onSurvey])
}

/** The price and Purchase, which asks first and then puts the bundle in the cart. */
function PurchaseBlock({ overview }: { overview: PracticeExamOverview }) {
  const { practiceExam } = overview
  const navigate = useNavigate()
  const add = useAddPracticeExamToCart(overview.registrationId)
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <Text fw={700}>{T.price(formatCents(practiceExam.priceCents))}</Text>
      <div>
        <Button onClick={() => setConfirming(true)}>{M.purchase}</Button>
      </div>
      {confirming && (
        <ConfirmModal
          title={T.purchaseTitle}
          message={
            <Stack gap="xs">
              {practiceExam.purchasePopupText && <Text size="sm">{practiceExam.purchasePopupText}</Text>}
              <Text size="sm" fw={700}>
                {`${practiceExam.name}: ${formatCents(practiceExam.priceCents)}`}
              </Text>
            </Stack>
          }
          confirmLabel={practiceExam.purchasePopupButtonText ?? M.purchase}
          onConfirm={async () => {
            try {
              await add.mutateAsync()
            } catch (error) {
              toastError(M.addToCartFailed)
              throw error
            }
            toastSuccess(M.addedToCart)
            void navigate(DashboardLinks.cart)
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  )
}

/** One exam: Take (untaken) or Access Results (taken), named by its heading. */
function ExamCard({
  overview,
  exam,
  onSurvey,
}: {
  overview: PracticeExamOverview
  exam: Exam
  onSurvey: (survey: OpenSurvey) => void
}) {
  const { practiceExam, registrationId } = overview
  const headingId = useId()
  const navigate = useNavigate()
  const follow = useFollowRedirect()
  const start = useStartPracticeExam(registrationId, practiceExam.id)
  const results = useMutation({ mutationFn: () => fetchPostSurvey(registrationId, practiceExam.id, exam.number) })
  const isTaken = exam.state === 'taken'
  const isStarted = !isTaken && exam.hasTakenPreSurvey

  const take = () =>
    start.mutate(exam.number, {
      onSuccess: (answer) => {
        if (answer.next === 'survey') onSurvey({ examNumber: exam.number, survey: answer.survey })
        else follow(answer.redirect_url)
      },
      onError: (error) => toastError(problemMessage(error)),
    })

  const openResults = () =>
    results.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.taken) void navigate(practiceExamResultPath(registrationId, practiceExam.id, exam.number))
        else onSurvey({ examNumber: exam.number, survey: answer.survey })
      },
      onError: (error) => toastError(problemMessage(error)),
    })

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" align="flex-start">
        <Group gap="sm" wrap="wrap">
          <Title order={2} size="h3" id={headingId}>
            {M.exam(exam.number)}
          </Title>
          {isStarted && <ToneBadge badge={{ label: M.inProgress, tone: 'info' }} />}
        </Group>
        {isTaken ? (
          <>
            {exam.completedAt && <Text size="sm">{M.completedOn(formatDate(exam.completedAt))}</Text>}
            {practiceExam.accessResultsText && <Text size="sm">{practiceExam.accessResultsText}</Text>}
            <Button onClick={openResults} loading={results.isPending}>
              {practiceExam.accessResultsButtonText ?? M.accessResults}
            </Button>
          </>
        ) : (
          <>
            {practiceExam.takeText && <Text size="sm">{practiceExam.takeText}</Text>}
            <Button onClick={take} loading={start.isPending}>
              {practiceExam.takeButtonText ?? M.take}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  )
}
