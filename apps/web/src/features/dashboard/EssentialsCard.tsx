import { Anchor, Group, List, Stack, Text } from '@mantine/core'
import { DashboardMessages as M, type EssentialsCard as Card, type EssentialsCourse } from '@portal/contracts'
import { Link } from 'react-router'
import { ToneBadge } from '../../components/ToneBadge'
import { isPortalPath } from '../../components/ActionLink'

function CourseLink({ course, text }: { course: EssentialsCourse; text: string }) {
  if (!course.link) return null
  if (isPortalPath(course.link.to)) {
    return (
      <Anchor component={Link} to={course.link.to} size="sm">
        {text}
      </Anchor>
    )
  }
  return (
    <Anchor
      href={course.link.to}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={`${text}: ${course.name} (opens in a new tab)`}
    >
      {text}
    </Anchor>
  )
}

function Group_({ title, courses }: { title: string; courses: EssentialsCourse[] }) {
  if (courses.length === 0) return null
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700} component="h3" m={0}>
        {title}
      </Text>
      <List listStyleType="none" spacing={6}>
        {courses.map((course) => (
          <List.Item key={course.trainingId}>
            {course.badge ? (
              <Group justify="space-between" gap="xs">
                <Text size="sm">{course.name}</Text>
                <Group gap="xs">
                  <ToneBadge badge={course.badge} />
                  {course.link && <CourseLink course={course} text={course.link.label} />}
                </Group>
              </Group>
            ) : (
              // Still to register for: the course name leads to its registration.
              <CourseLink course={course} text={course.name} />
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}

/** Completed, Enrolled and 'Course registration needed' (spec 1 §2.4, spec 2 §2.6). */
export function EssentialsCardBody({ card }: { card: Card }) {
  const isEmpty = card.completed.length + card.enrolled.length + card.registrationNeeded.length === 0
  return (
    <Stack gap="sm">
      {isEmpty && <Text size="sm">No essentials courses are open for registration right now.</Text>}
      <Group_ title={M.completed} courses={card.completed} />
      <Group_ title="Enrolled" courses={card.enrolled} />
      <Group_ title={M.courseRegistrationNeeded} courses={card.registrationNeeded} />
    </Stack>
  )
}
