/**
 * A Military Spouse Fellowship candidate logging practicum hours.
 */
import { addDaysToDay, addMonthsToDay } from '@portal/contracts'
import { afcRegistration, must } from '../demo-journeys'
import { type DemoPersonaSeed } from '../persona-records'

export const spouse: DemoPersonaSeed = {
  email: 'spouse@example.org',
  firstName: 'Kayla',
  lastName: 'Jennings',
  role: 'member',
  shows:
    'A Military Spouse Fellowship candidate (AFC®, costs covered by the foundation partner): Military Spouse Fellowship Practicum hours with sessions, attendance, practicum impact and installation, one entry approved and one pending',
  async records(r) {
    const { d, m } = r.dates
    const installation = must(r.catalog.militaryInstallations.get('Fort Campbell'), 'installation')
    await r.profile({
      gender: 'female',
      cellPhone: '2705550118',
      contactMethod: 3,
      organization: 'Fort Campbell Army Community Service',
      jobTitle: 'Financial Readiness Fellow',
      yearsOfService: '0-2',
      isMilitarySpouse: true,
      militaryInstallationId: installation.id,
      profileLastUpdated: r.at(d(-20)),
    })
    await r.addresses([
      { name: 'Home', addressLine1: '212 Fort Campbell Blvd', city: 'Clarksville', state: 'TN', zip: '37042' },
    ])
    await r.professionalChoices(
      'Military and Government',
      ['Military Family Support Center'],
      ['Military Financial Readiness', 'Budgeting and Spending Plans'],
    )
    const { registrationId, enrolledOn } = await afcRegistration(r, {
      enrolledOn: m(-9),
      pathway: 'military_spouse',
      mspClass: 12,
      withLearningSystem: true,
    })
    const supervisor = {
      supervisorName: 'Denise Holloway',
      supervisorEmail: 'dholloway@acs.example.org',
      supervisorPhone: '270-555-0142',
    }
    const practicum = {
      serviceType: 'Military Spouse Fellowship Practicum',
      organization: 'Fort Campbell Army Community Service',
      title: null,
      ...supervisor,
      extra: { installation: installation.name },
    }
    const firstEnd = addMonthsToDay(enrolledOn, 4)
    await r.experiences(registrationId, [
      {
        ...practicum,
        hours: 180,
        sessions: 64,
        attendance: 210,
        practicumImpact:
          'Twelve families saved an emergency fund of at least $500 before their PCS move; three paid off payday loans.',
        description: 'Financial readiness counseling for soldiers and spouses, one on one and in unit briefings.',
        startDate: addDaysToDay(enrolledOn, 10),
        endDate: firstEnd,
        approved: true,
        reviewStatus: 'approved',
        submittedOn: addDaysToDay(firstEnd, 5),
        review: {
          on: addDaysToDay(firstEnd, 12),
          message: '<p>Thank you for your service to military families. Your practicum hours are approved.</p>',
        },
      },
      {
        ...practicum,
        hours: 95,
        sessions: 31,
        attendance: 48,
        practicumImpact: 'Junior enlisted spouses chose their Blended Retirement System contributions with a plan.',
        description: 'Workshops on the Thrift Savings Plan and the Blended Retirement System, and follow-up sessions.',
        startDate: addDaysToDay(firstEnd, 1),
        endDate: d(-10),
        submittedOn: d(-5),
      },
    ])
    await r.notifications([
      {
        title: 'Experience hours approved',
        message: '180 practicum hours are approved.',
        url: '/certifications-and-training/experience',
        on: addDaysToDay(firstEnd, 12),
        read: true,
      },
    ])
  },
}
