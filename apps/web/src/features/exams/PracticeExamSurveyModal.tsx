/**
 * The practice exam survey (spec 1 §2.12, spec 2 §8): before an exam ('pre') or before its
 * results ('post'), every question answered ('Please answer this question.' under one left out,
 * in the browser and from the server alike); then where the server sends the candidate.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { PracticeExamMessages as M, type PracticeExamSurvey } from '@portal/contracts'
import { useMemo } from 'react'
import type { FieldPath } from 'react-hook-form'
import { FormAlert } from '../../components/form/FormAlert'
import { RadioGroupField } from '../../components/form/GroupFields'
import { useServerForm } from '../../lib/use-server-form'
import { useFocusReturn } from '../../lib/use-focus-return'
import { useSubmitPracticeExamSurvey } from './practice-exam-api'
import {
  answerKey,
  answersSchema,
  emptyAnswers,
  hasFieldErrors,
  PracticeExamTexts as T,
  problemMessage,
  toAnswerErrors,
  useFollowRedirect,
  type AnswersForm,
} from './practice-exam-view'

export interface OpenSurvey {
  examNumber: number
  survey: PracticeExamSurvey
}

export function PracticeExamSurveyModal({
  registrationId,
  practiceExamId,
  open,
  defaultText,
  defaultButtonText,
  onClose,
}: {
  registrationId: number
  practiceExamId: number
  open: OpenSurvey
  /** The practice exam's survey text and button text, when the survey has none of its own. */
  defaultText: string | null
  defaultButtonText: string | null
  onClose: () => void
}) {
  const { examNumber, survey } = open
  const follow = useFollowRedirect()
  const submit = useSubmitPracticeExamSurvey(registrationId, practiceExamId)
  const questionIds = useMemo(() => survey.questions.map((question) => question.id), [survey])
  const schema = useMemo(() => answersSchema(questionIds), [questionIds])
  useFocusReturn()

  const surveyForm = useServerForm({
    schema,
    defaultValues: emptyAnswers(questionIds),
    submit: (values: AnswersForm) =>
      submit.mutateAsync({
        examNumber,
        surveyType: survey.surveyType,
        responses: survey.questions.map((question) => ({
          questionId: question.id,
          answer: values.answers[answerKey(question.id)] ?? '',
        })),
      }),
    onSuccess: (result) => {
      onClose()
      follow(result.redirect_url)
    },
    readError: (error) => toAnswerErrors(error, 'responses'),
    onError: (error) => {
      if (!hasFieldErrors(error)) surveyForm.setFormMessages([problemMessage(error)])
    },
  })
  const { form } = surveyForm
  const text = survey.text ?? defaultText

  return (
    <Modal
      opened
      onClose={onClose}
      title={T.surveyTitle[survey.surveyType]}
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <form onSubmit={(event) => void surveyForm.onSubmit(event)} noValidate>
        <Stack gap="md">
          {text && <Text size="sm">{text}</Text>}
          <Text size="sm" fw={600}>
            {M.exam(examNumber)}
          </Text>
          <FormAlert messages={surveyForm.formMessages} />
          {survey.questions.map((question) => (
            <RadioGroupField
              key={question.id}
              control={form.control}
              name={`answers.${answerKey(question.id)}` as FieldPath<AnswersForm>}
              label={question.question}
              options={question.options.map((option) => ({ value: option, label: option }))}
            />
          ))}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={surveyForm.isPending}>
              {survey.buttonText ?? defaultButtonText ?? M.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
