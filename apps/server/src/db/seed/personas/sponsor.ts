/**
 * A CEU program sponsor (not a member): a group CEU in every state (in the cart, pending, approved and
 * listed, returned for more information, rejected), each made through the ceus module's insert. The
 * approved program's completion code (DEMO_COMPLETION_CODE) is the one the certified persona applies.
 */
import { addDaysToDay } from '@portal/contracts'
import { dayIn, DEMO_COMPLETION_CODE, insertGroupCeu, periods } from '../demo-journeys'
import type { DemoPersonaSeed } from '../persona-records'
import { earlierDay } from '../support'

export const sponsor: DemoPersonaSeed = {
  email: 'sponsor@example.org',
  firstName: 'Terrence',
  lastName: 'Wallace',
  role: 'member',
  shows:
    'A CEU program sponsor (not a member): group CEUs approved (completion code FINWELL-SUMMIT, listed; a listed workshop ahead shows in the public CEU Library), pending, returned for more information, rejected, and one with its review and listing fees still in the cart',
  async records(r) {
    const { d, today } = r.dates
    const { current } = periods(today)
    await r.profile({
      workPhone: '404-555-0179',
      organization: 'Financial Wellness Institute',
      jobTitle: 'Program Director',
      yearsOfService: '11-15',
      website: 'https://fwi.example.org',
      profileLastUpdated: r.at(d(-40)),
    })
    await r.addresses([
      {
        name: 'Office',
        addressLine1: '191 Peachtree St NE',
        addressLine2: 'Suite 3300',
        city: 'Atlanta',
        state: 'GA',
        zip: '30303',
      },
    ])
    const summitStart = dayIn(current, 0.3, today)
    const summitEnd = earlierDay(addDaysToDay(summitStart, 1), today)
    await insertGroupCeu(r, {
      programTitle: 'Financial Wellness Summit: Coaching Through Change',
      credits: 6,
      programDescription: 'Two days of sessions on coaching clients through job changes, divorce and retirement.',
      programAgenda: 'Day 1: keynote; coaching frameworks; case labs. Day 2: transitions panel; tools; closing.',
      completionCode: DEMO_COMPLETION_CODE,
      listProgram: true,
      attendanceCostCents: 19900,
      registrationUrl: 'https://fwi.example.org/summit',
      startDate: summitStart,
      endDate: summitEnd,
      status: 'approved',
      submittedOn: addDaysToDay(summitStart, -45),
    })
    await insertGroupCeu(r, {
      programTitle: 'Ethics in Practice: Boundaries and Disclosure',
      creditType: 'Ethics and/or Standards of Practice',
      credits: 2,
      programDescription: 'A workshop on conflicts of interest, referrals and disclosure in financial counseling.',
      programAgenda: 'Standards of practice review (45 min); case studies (60 min); questions (15 min).',
      completionCode: 'FWI-ETHICS',
      startDate: d(40),
      endDate: d(40),
      status: 'pending',
      submittedOn: d(-3),
    })
    await insertGroupCeu(r, {
      programTitle: 'Budgeting Apps Showcase',
      credits: 1.5,
      programDescription: 'A tour of budgeting apps clients ask about.',
      startDate: d(20),
      endDate: d(20),
      status: 'more_info_requested',
      submittedOn: d(-20),
      review: {
        on: d(-15),
        message:
          '<p>We need a timed agenda to calculate credits, and please confirm that no app vendor sponsors the session.</p>',
      },
    })
    // Approved and listed, still ahead: what the public CEU library shows.
    await insertGroupCeu(r, {
      programTitle: 'Retirement Readiness Workshop',
      credits: 3,
      programDescription: 'Helping clients plan income, benefits and housing for retirement.',
      programAgenda: 'Income planning (60 min); Social Security timing (60 min); housing choices (60 min).',
      completionCode: 'FWI-RETIRE',
      listProgram: true,
      attendanceCostCents: 4900,
      registrationUrl: 'https://fwi.example.org/retirement',
      startDate: d(25),
      endDate: d(25),
      status: 'approved',
      submittedOn: d(-10),
    })
    await insertGroupCeu(r, {
      programTitle: 'Crypto Trading Bootcamp',
      credits: 4,
      programDescription: 'Day trading strategies for digital currencies.',
      programAgenda: 'Charting (2h); leverage (2h).',
      startDate: d(15),
      endDate: d(15),
      status: 'rejected',
      submittedOn: d(-12),
      review: {
        on: d(-8),
        message: '<p>The program’s topic is outside the AFC® competency areas, so it cannot be approved for CEUs.</p>',
      },
    })
    // Added to the cart, not paid yet: In Cart for the sponsor, not in the staff queue.
    await insertGroupCeu(r, {
      programTitle: 'Spring Money Coaching Series',
      credits: 4.5,
      programDescription: 'Three evening sessions on coaching clients toward their money goals.',
      programAgenda: 'Session 1: goals; Session 2: spending plans; Session 3: follow-through.',
      completionCode: 'FWI-SPRING',
      listProgram: true,
      attendanceCostCents: 7500,
      registrationUrl: 'https://fwi.example.org/spring',
      startDate: d(60),
      endDate: d(74),
      status: 'in_cart',
      submittedOn: d(-1),
    })
    await r.notifications([
      {
        title: 'Your program is approved',
        message: `Financial Wellness Summit is approved for 6 CEUs. Completion code: ${DEMO_COMPLETION_CODE}.`,
        url: '/ceus/group',
        on: addDaysToDay(summitStart, -30),
        read: true,
      },
      {
        title: 'More information needed',
        message: 'Budgeting Apps Showcase needs a timed agenda before we can review it.',
        url: '/ceus/group',
        on: d(-15),
      },
    ])
  },
}
