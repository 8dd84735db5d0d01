/**
 * /practice-exam-delivery/:sessionId: the local exam provider's exam page, standing in for the
 * testing partner's site. Its own plain frame; every question answered, then Submit, and the
 * provider sends the candidate back to the portal (the practice exams page, which opens the
 * post-exam survey).
 */
import { Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useId, useMemo } from 'react'
import type { FieldPath } from 'react-hook-form'
import { Link, useParams } from 'react-router'
import { PracticeExamMessages as M, type PracticeExamSession } from '@portal/contracts'
import { FormAlert } from '../../components/form/FormAlert'
import { RadioGroupField } from '../../components/form/GroupFields'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { isApiError } from '../../lib/errors'
import { useServerForm } from '../../lib/use-server-form'
import { usePracticeExamSession, useSubmitPracticeExamSession } from './practice-exam-api'
import {
  answerKey,
  answersSchema,
  CERTIFICATION_PATH,
  emptyAnswers,
  errorStatus,
  hasFieldErrors,
  isPracticeSessionId,
  PracticeExamTexts as T,
  problemMessage,
  toAnswerErrors,
  useFollowRedirect,
  type AnswersForm,
} from './practice-exam-view'

export function PracticeExamDeliveryPage() {
  const { sessionId = '' } = useParams()
  const isValid = isPracticeSessionId(sessionId)
  const session = usePracticeExamSession(sessionId, isValid)
  const status = errorStatus(session.error)
  const isNotFound = !isValid || status === 404 || status === 422
  // 409: this session's exam was already submitted; the server says so.
  const refusal = status === 409 && isApiError(session.error) ? session.error.body.message : null

  return (
    <Paper withBorder radius="md" maw={880} style={{ overflow: 'hidden' }}>
      <Box component="header" bg="dark.7" c="white" px="lg" py="md">
        <Text size="xs" fw={700} tt="uppercase" style={{ letterSpacing: '0.1em' }}>
          {T.deliveryPartner}
        </Text>
        <Title order={1} size="h2">
          {T.deliveryTitle}
        </Title>
      </Box>
      <Box p="lg" bg="gray.0">
        {isNotFound || refusal !== null ? (
          <Stack gap="sm" align="flex-start">
            <Text>{refusal ?? T.sessionNotFound}</Text>
            <Anchor component={Link} to={CERTIFICATION_PATH}>
              {T.toCertification}
            </Anchor>
          </Stack>
        ) : session.data ? (
          <ExamForm sessionId={sessionId} session={session.data} />
        ) : session.isPending ? (
          <PageLoader label={T.deliveryLoading} />
        ) : (
          <LoadError title={T.deliveryLoadFailed} query={session} />
        )}
      </Box>
    </Paper>
  )
}

function ExamForm({ sessionId, session }: { sessionId: string; session: PracticeExamSession }) {
  const nameId = useId()
  const follow = useFollowRedirect()
  const submit = useSubmitPracticeExamSession(sessionId)
  const questionIds = useMemo(() => session.questions.map((question) => question.id), [session])
  const schema = useMemo(() => answersSchema(questionIds), [questionIds])
  const examForm = useServerForm({
    schema,
    defaultValues: emptyAnswers(questionIds),
    submit: (values: AnswersForm) =>
      submit.mutateAsync(
        Object.fromEntries(
          session.questions.map((question) => [String(question.id), Number(values.answers[answerKey(question.id)])]),
        ),
      ),
    onSuccess: (result) => follow(result.redirect_url),
    readError: (error) => toAnswerErrors(error, 'answers'),
    onError: (error) => {
      if (!hasFieldErrors(error)) examForm.setFormMessages([problemMessage(error)])
    },
  })
  const { form } = examForm

  return (
    <form onSubmit={(event) => void examForm.onSubmit(event)} noValidate aria-labelledby={nameId}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3" id={nameId}>
            {`${session.examName}, ${M.exam(session.examNumber)}`}
          </Title>
          <Text size="sm">{T.deliveryNotice}</Text>
        </Stack>
        <FormAlert messages={examForm.formMessages} />
        {session.questions.map((question, index) => (
          <Paper key={question.id} withBorder radius="sm" p="md">
            <RadioGroupField
              control={form.control}
              name={`answers.${answerKey(question.id)}` as FieldPath<AnswersForm>}
              label={`${index + 1}. ${question.question}`}
              options={question.options.map((option, optionIndex) => ({ value: String(optionIndex), label: option }))}
            />
          </Paper>
        ))}
        <Group justify="flex-end">
          <Button type="submit" color="dark" loading={examForm.isPending}>
            {M.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
