/**
 * The candidate variant of the certification dashboard (spec 2 §2.1, §2.2, §2.10): the
 * registration's header, the final-approval, deadline and locked banners, the Four E's progress with Finish
 * Certification, experience, the exam, practice exams, the Code of Ethics, study resources and
 * the learning system. Every state arrives computed by the server.
 */
import { Alert, Button, Group, List, Progress, SimpleGrid, Stack, Text } from '@mantine/core'
import {
  CandidateMessages as M,
  DashboardLinks,
  DashboardMessages,
  LEARNING_PLATFORM_URL,
  formatCents,
  type CandidateView,
} from '@portal/contracts'
import { Link, useNavigate } from 'react-router'
import { errorMessage } from '../../lib/errors'
import { toastError } from '../../lib/toast'
import { useAddLearningSystem } from './candidate-api'
import { CodeOfEthicsSection } from './CodeOfEthicsSection'
import { DeadlineBannerAlert } from '../extensions'
import { ActionLink, ExternalLink } from '../../components/ActionLink'
import { DashboardSection } from '../../components/DashboardSection'
import { CertificationDashboardTexts as T, NONE } from './dashboard-texts'
import { ExamSection } from '../exams'

export function CandidateDashboard({ candidate }: { candidate: CandidateView }) {
  return (
    <Stack gap="lg">
      <CandidateHeader candidate={candidate} />
      {candidate.reviewNotice && (
        <Alert color="blue" variant="light" role="status">
          {candidate.reviewNotice}
        </Alert>
      )}
      {/* Past the deadline the banner says it too, with the way to an extension: one alert, not two. */}
      {candidate.deadlineBanner ? (
        <DeadlineBannerAlert banner={candidate.deadlineBanner} />
      ) : (
        candidate.isLocked &&
        candidate.lockedNotice && (
          <Alert color="yellow" variant="light" role="status">
            {candidate.lockedNotice}
          </Alert>
        )
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ProgressSection candidate={candidate} />
        <ExperienceSection candidate={candidate} />
      </SimpleGrid>
      <ExamSection candidate={candidate} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PracticeExamsSection candidate={candidate} />
        <CodeOfEthicsSection candidate={candidate} />
        <StudyResourcesSection candidate={candidate} />
        {candidate.learningSystem && (
          <LearningSystemSection registrationId={candidate.registrationId} learningSystem={candidate.learningSystem} />
        )}
      </SimpleGrid>
    </Stack>
  )
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <Text size="sm">
      <Text span fw={700} inherit>
        {`${label}: `}
      </Text>
      {value ?? NONE}
    </Text>
  )
}

function CandidateHeader({ candidate }: { candidate: CandidateView }) {
  return (
    <DashboardSection title={candidate.certification.name}>
      <Group gap="xl" wrap="wrap">
        <Fact label={T.pathway} value={candidate.pathway} />
        <Fact label={T.enrolledOn} value={candidate.enrolledOn} />
        <Fact label={M.deadline} value={candidate.deadline} />
      </Group>
    </DashboardSection>
  )
}

/** Each part as a progress bar named by its label; the value is said in words beside it too. */
function ProgressPart({ label, value }: { label: string; value: number }) {
  const percent = Math.round(Math.min(100, Math.max(0, value)))
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm">{`${percent}%`}</Text>
      </Group>
      <Progress value={percent} aria-label={label} />
    </Stack>
  )
}

function ProgressSection({ candidate }: { candidate: CandidateView }) {
  const { progress, certification } = candidate
  return (
    <DashboardSection title={T.progress}>
      <ProgressPart label={M.education} value={progress.education} />
      <ProgressPart label={M.experience} value={progress.experience} />
      <ProgressPart label={M.exam} value={progress.exam} />
      <ProgressPart label={M.ethics} value={progress.ethics} />
      <Text fw={700}>{M.progressTotal(progress.total)}</Text>
      <div>
        {progress.canFinish ? (
          // The certification's registration screen shows the post-registration wizard (the final application).
          <Button component={Link} to={`/certifications-and-training/register/${certification.id}`}>
            {M.finishCertification}
          </Button>
        ) : (
          <Button disabled>{M.finishCertification}</Button>
        )}
      </div>
    </DashboardSection>
  )
}

function ExperienceSection({ candidate }: { candidate: CandidateView }) {
  const { experience } = candidate
  return (
    <DashboardSection title={M.experience}>
      <Text size="sm">{M.experienceHours(experience.value, experience.target)}</Text>
      <div>
        <ActionLink action={experience.action} asButton variant="outline" />
      </div>
    </DashboardSection>
  )
}

function PracticeExamsSection({ candidate }: { candidate: CandidateView }) {
  const { practiceExams } = candidate
  return (
    <DashboardSection title={M.practiceExams}>
      <Text size="sm">{practiceExams.text}</Text>
      {practiceExams.action && (
        <div>
          <ActionLink action={practiceExams.action} />
        </div>
      )}
    </DashboardSection>
  )
}

function StudyResourcesSection({ candidate }: { candidate: CandidateView }) {
  return (
    <DashboardSection title={M.studyResources}>
      <List spacing={6} size="sm">
        {candidate.studyResources.map((resource) => (
          <List.Item key={resource.url}>
            <ExternalLink href={resource.url} label={resource.label} />
          </List.Item>
        ))}
      </List>
    </DashboardSection>
  )
}

function LearningSystemSection({
  registrationId,
  learningSystem,
}: {
  registrationId: number
  learningSystem: NonNullable<CandidateView['learningSystem']>
}) {
  const navigate = useNavigate()
  const add = useAddLearningSystem(registrationId)
  const { accessUntil } = learningSystem
  return (
    <DashboardSection title={M.learningSystem}>
      <Stack gap="xs" align="flex-start">
        {accessUntil && (
          <Text size="sm">
            {learningSystem.isActive ? M.learningSystemAccess(accessUntil) : M.learningSystemExpired(accessUntil)}
          </Text>
        )}
        {learningSystem.isActive && (
          <>
            <Text size="sm">{M.learningSystemHowToOpen}</Text>
            <ExternalLink href={LEARNING_PLATFORM_URL} label={M.openLearningSystem} asButton variant="light" />
          </>
        )}
        {learningSystem.inCart && (
          <>
            <Text size="sm">{M.learningSystemInCart}</Text>
            <ActionLink
              action={{ label: DashboardMessages.viewInCart, to: DashboardLinks.cart }}
              asButton
              variant="light"
            />
          </>
        )}
        {learningSystem.canBuy && (
          <>
            <Text size="sm">{M.learningSystemOffer(learningSystem.accessMonths)}</Text>
            <Text size="sm">
              {learningSystem.name}: {formatCents(learningSystem.priceCents)}
            </Text>
            <Button
              size="sm"
              loading={add.isPending}
              onClick={() =>
                add.mutate(undefined, {
                  onSuccess: () => void navigate(DashboardLinks.cart),
                  onError: (error) => toastError(errorMessage(error)),
                })
              }
            >
              {M.addToCart}
            </Button>
          </>
        )}
      </Stack>
    </DashboardSection>
  )
}
