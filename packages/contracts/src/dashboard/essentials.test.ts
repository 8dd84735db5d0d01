import { describe, expect, it } from 'vitest'
import {
  essentialsCard,
  isCourseLinkEnabled,
  isTrainingEnrolled,
  type TrainingCatalogFacts,
  type TrainingRegistrationFacts,
} from './essentials'

const TODAY = '2026-11-22'
const catalogRow = (id: number, name: string, o: Partial<TrainingCatalogFacts> = {}): TrainingCatalogFacts => ({
  id,
  name,
  available: true,
  show: true,
  productDeleted: false,
  isIndependentTrainer: false,
  ...o,
})
const enrolment = (o: Partial<TrainingRegistrationFacts> = {}): TrainingRegistrationFacts => ({
  trainingId: 2,
  name: 'Credit and Debt Essentials',
  status: 'in_progress',
  deadline: '2027-10-22',
  isIndependentTrainer: false,
  hasLearningPlatformSection: false,
  isRemovedFromLearningPlatform: false,
  ...o,
})
const catalog = [
  catalogRow(1, 'Money Management Essentials'),
  catalogRow(2, 'Credit and Debt Essentials'),
  catalogRow(3, 'Housing Essentials'),
  catalogRow(4, 'Hidden Essentials', { show: false }),
  catalogRow(5, 'Retired Essentials', { productDeleted: true }),
  catalogRow(6, 'Closed Essentials', { available: false }),
  catalogRow(9, 'Independent Trainer', { isIndependentTrainer: true }),
]

describe('the Essentials Courses card', () => {
  it('groups Completed (certificate link), Enrolled (Pending when the link is disabled) and registration needed', () => {
    const card = essentialsCard({
      today: TODAY,
      userTrainings: [
        {
          trainingId: 1,
          name: 'Money Management Essentials',
          accredibleUrl: 'https://cred/1',
          isIndependentTrainer: false,
        },
        { trainingId: 9, name: 'Independent Trainer', accredibleUrl: 'https://cred/9', isIndependentTrainer: true },
      ],
      registrations: [enrolment()],
      catalog,
    })
    expect(card.completed).toEqual([
      {
        trainingId: 1,
        name: 'Money Management Essentials',
        badge: { label: 'Completed', tone: 'success' },
        link: { label: 'View Certificate', to: 'https://cred/1' },
        isExternal: true,
      },
    ])
    expect(card.enrolled).toEqual([
      expect.objectContaining({ trainingId: 2, badge: { label: 'Pending', tone: 'neutral' }, link: null }),
    ])
    expect(card.registrationNeeded).toEqual([
      expect.objectContaining({
        trainingId: 3,
        link: { label: 'Course registration needed', to: '/certifications-and-training/register/training/3' },
      }),
    ])
  })

  it('an enrolled course with a learning-platform section shows In Progress and opens', () => {
    const card = essentialsCard({
      today: TODAY,
      userTrainings: [],
      registrations: [enrolment({ hasLearningPlatformSection: true })],
      catalog,
    })
    expect(card.enrolled[0]).toMatchObject({
      badge: { label: 'In Progress' },
      link: { to: '/certifications-and-training/trainings' },
    })
    expect(card.registrationNeeded.map((c) => c.trainingId)).toEqual([1, 3])
  })

  it('nothing yet: every available course needs registration', () => {
    const card = essentialsCard({ today: TODAY, userTrainings: [], registrations: [], catalog })
    expect(card.completed).toEqual([])
    expect(card.enrolled).toEqual([])
    expect(card.registrationNeeded.map((c) => c.trainingId)).toEqual([1, 2, 3])
  })
})

describe('training validity (spec 2 §4)', () => {
  it('enrolled unless complete or pre-registration (allowed for the trainer program)', () => {
    expect(isTrainingEnrolled({ status: 'in_progress', isIndependentTrainer: false })).toBe(true)
    expect(isTrainingEnrolled({ status: 'complete', isIndependentTrainer: false })).toBe(false)
    expect(isTrainingEnrolled({ status: 'pre_registration', isIndependentTrainer: false })).toBe(false)
    expect(isTrainingEnrolled({ status: 'pre_registration', isIndependentTrainer: true })).toBe(true)
  })
  it('the link is disabled past the deadline, without a section, or after a removal', () => {
    const open = enrolment({ hasLearningPlatformSection: true })
    expect(isCourseLinkEnabled(open, TODAY)).toBe(true)
    expect(isCourseLinkEnabled({ ...open, deadline: TODAY }, TODAY)).toBe(true)
    expect(isCourseLinkEnabled({ ...open, deadline: '2026-11-21' }, TODAY)).toBe(false)
    expect(isCourseLinkEnabled({ ...open, isRemovedFromLearningPlatform: true }, TODAY)).toBe(false)
    expect(isCourseLinkEnabled(enrolment(), TODAY)).toBe(false)
  })
})
