/**
 * Essentials courses on the dashboard (spec 1 §2.4, spec 2 §2.6, §4 "Training validity"):
 * Completed (certificate link), Enrolled ('Pending' when the course link is disabled) and the
 * courses still open to register for ('Course registration needed'). The independent trainer
 * program is a training but not an essentials course, so it is left out of this card.
 */
import type { Day } from '../dates'
import type { RegistrationStatus } from '../domain/enums'
import { DashboardLinks as L, DashboardMessages as M } from './messages'
import type { EssentialsCard, EssentialsCourse } from './schemas'

export interface TrainingRegistrationFacts {
  trainingId: number
  name: string
  status: RegistrationStatus
  deadline: Day | null
  isIndependentTrainer: boolean
  /** A learning-platform section was assigned to the registration. */
  hasLearningPlatformSection: boolean
  /** The learning platform removed the enrolment. */
  isRemovedFromLearningPlatform: boolean
}

export interface UserTrainingFacts {
  trainingId: number
  name: string
  accredibleUrl: string | null
  isIndependentTrainer: boolean
}

export interface TrainingCatalogFacts {
  id: number
  name: string
  available: boolean
  show: boolean
  productDeleted: boolean
  isIndependentTrainer: boolean
}

/** Spec 2 §4: enrolled unless complete or still pre-registration (allowed for the trainer program). */
export function isTrainingEnrolled(registration: Pick<TrainingRegistrationFacts, 'status' | 'isIndependentTrainer'>) {
  if (registration.status === 'complete') return false
  return registration.status !== 'pre_registration' || registration.isIndependentTrainer
}

/**
 * The course can be opened: the learning platform has a section for it, has not removed it, and
 * the deadline (end of its Eastern day) has not passed. Otherwise the course shows 'Pending'.
 */
export function isCourseLinkEnabled(registration: TrainingRegistrationFacts, today: Day): boolean {
  if (registration.deadline !== null && registration.deadline < today) return false
  return registration.hasLearningPlatformSection && !registration.isRemovedFromLearningPlatform
}

/** The user's enrolled trainings, one per training (the registrations arrive newest first). */
export function enrolledTrainings(
  registrations: TrainingRegistrationFacts[],
  completedIds: ReadonlySet<number>,
): TrainingRegistrationFacts[] {
  const seen = new Set<number>()
  return registrations.filter((registration) => {
    if (!isTrainingEnrolled(registration) || completedIds.has(registration.trainingId)) return false
    if (seen.has(registration.trainingId)) return false
    seen.add(registration.trainingId)
    return true
  })
}

export function essentialsCard(facts: {
  today: Day
  userTrainings: UserTrainingFacts[]
  registrations: TrainingRegistrationFacts[]
  catalog: TrainingCatalogFacts[]
}): EssentialsCard {
  const userTrainings = facts.userTrainings.filter((t) => !t.isIndependentTrainer)
  const completedIds = new Set(userTrainings.map((t) => t.trainingId))
  const completed: EssentialsCourse[] = []
  for (const training of userTrainings) {
    if (completed.some((c) => c.trainingId === training.trainingId)) continue
    completed.push({
      trainingId: training.trainingId,
      name: training.name,
      badge: { label: M.completed, tone: 'success' },
      link: training.accredibleUrl ? { label: 'View Certificate', to: training.accredibleUrl } : null,
      isExternal: true,
    })
  }
  const enrolledList = enrolledTrainings(
    facts.registrations.filter((r) => !r.isIndependentTrainer),
    completedIds,
  )
  const enrolled: EssentialsCourse[] = enrolledList.map((registration) => {
    const isEnabled = isCourseLinkEnabled(registration, facts.today)
    return {
      trainingId: registration.trainingId,
      name: registration.name,
      badge: isEnabled ? { label: M.inProgress, tone: 'info' } : { label: M.pending, tone: 'neutral' },
      link: isEnabled ? { label: 'Open Course', to: L.trainings } : null,
      isExternal: false,
    }
  })
  const taken = new Set([...completedIds, ...enrolledList.map((r) => r.trainingId)])
  const registrationNeeded: EssentialsCourse[] = facts.catalog
    .filter((t) => t.available && t.show && !t.productDeleted && !t.isIndependentTrainer && !taken.has(t.id))
    .map((training) => ({
      trainingId: training.id,
      name: training.name,
      badge: null,
      link: { label: M.courseRegistrationNeeded, to: L.trainingRegistration(training.id) },
      isExternal: false,
    }))
  return { completed, enrolled, registrationNeeded, browse: { label: M.browseCourses, to: L.trainings } }
}
