import { Anchor, Group, Progress, Stack, Text } from '@mantine/core'
import { CandidateMessages, type CertificationCard as Card } from '@portal/contracts'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ToneBadge } from '../../components/ToneBadge'
import { ActionButton } from '../../components/ActionLink'
import { MessageVariant } from './dashboard-ui'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" ta="right" component="div">
        {children}
      </Text>
    </Group>
  )
}

/** The Certification card: draws the variant the server chose (spec 1 §2.4, spec 2 §2.1). */
export function CertificationCardBody({ card }: { card: Card }) {
  switch (card.variant) {
    case 'not_enrolled':
      return (
        <Stack gap="sm" data-variant="not_enrolled">
          <Text size="sm">{card.message}</Text>
          <div>
            <ActionButton action={card.action} />
          </div>
        </Stack>
      )
    case 'held':
      return (
        <Stack gap="sm" data-variant="held">
          <Group justify="space-between" gap="xs">
            <Text fw={700}>{card.name}</Text>
            <ToneBadge badge={card.badge} />
          </Group>
          {card.notice && (
            <Text size="sm" c="red.9">
              {card.notice}
            </Text>
          )}
          {card.ceus && (
            <Stack gap={4}>
              <Text size="sm">
                {card.ceus.value} of {card.ceus.target} CEUs{card.ceusDueOn ? ` · Due ${card.ceusDueOn}` : ''}
              </Text>
              <Progress value={card.ceus.percent} aria-label={`CEU progress: ${card.ceus.percent}%`} />
            </Stack>
          )}
          <Group gap="sm">
            {card.payment && (
              <Anchor component={Link} to={card.payment.to} size="sm">
                {card.payment.label}
              </Anchor>
            )}
          </Group>
          <div>
            <ActionButton action={card.dashboard} variant="outline" />
          </div>
        </Stack>
      )
    case 'cart':
      return <MessageVariant variant="cart" name={card.name} message={card.message} action={card.action} />
    case 'review':
      return (
        <MessageVariant
          variant="review"
          name={card.name}
          message={card.message}
          action={card.dashboard}
          actionVariant="outline"
        />
      )
    case 'changes_requested':
      return (
        <MessageVariant
          variant="changes_requested"
          name={card.name}
          message={card.message}
          detail={card.reviewMessage}
          action={card.action}
        />
      )
    case 'expired':
      return (
        <MessageVariant
          variant="expired"
          name={card.name}
          message={card.message}
          detail={card.reason && CandidateMessages.reason(card.reason)}
          action={card.action}
        />
      )
    case 'active':
      return (
        <Stack gap="xs" data-variant="active">
          <Text fw={700}>{card.name}</Text>
          <Stack gap={4}>
            <Text size="sm">
              Experience: {card.experience.value} of {card.experience.target} hours
            </Text>
            <Progress
              value={card.experience.percent}
              aria-label={`Experience hours progress: ${card.experience.percent}%`}
            />
          </Stack>
          <Row label="Education">
            <Anchor component={Link} to={card.education.to} size="sm">
              {card.education.label}
            </Anchor>
          </Row>
          <Row label="Practice Exams">
            {card.practiceExams.text}
            {card.practiceExams.action && (
              <>
                {' · '}
                <Anchor component={Link} to={card.practiceExams.action.to} size="sm">
                  {card.practiceExams.action.label}
                </Anchor>
              </>
            )}
          </Row>
          <Row label="Exam">{card.examStatus}</Row>
          <Row label="Code of Ethics">{card.codeOfEthics.text}</Row>
          <Row label="Deadline">{card.deadline ?? '—'}</Row>
          <div>
            <ActionButton action={card.dashboard} variant="outline" />
          </div>
        </Stack>
      )
  }
}
