/**
 * A CEU program sponsor (not a member): group CEUs approved, pending and returned, their fees paid. The
 * approved program's completion code (DEMO_COMPLETION_CODE) is the one the certified persona applies.
 */
import { addDaysToDay } from '@portal/contracts'
import { dayIn, DEMO_COMPLETION_CODE, insertGroupCeu, periods } from '../demo-journeys'
import { purchaseOf, type DemoPersonaSeed } from '../persona-records'
import { earlierDay } from '../support'

export const sponsor: DemoPersonaSeed = {
  email: 'sponsor@example.org',
  firstName: 'Terrence',
  lastName: 'Wallace',
  role: 'member',
  shows:
    'A CEU program sponsor (not a member): group CEUs approved (completion code FINWELL-SUMMIT, listed), pending, and returned for more information; review and listing fees paid',
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
    const summit = await insertGroupCeu(r, {
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
    const ethics = await insertGroupCeu(r, {
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
    const apps = await insertGroupCeu(r, {
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
    const review = (id: number) => ({ id, name: 'CEU pre-approval review (non-member)', priceCents: 5000 })
    await r.pay(addDaysToDay(summitStart, -45), [
      purchaseOf('ceu_review', review(summit)),
      purchaseOf('ceu_listing', { id: summit, name: 'CEU library listing (non-member)', priceCents: 7500 }),
    ])
    await r.pay(d(-20), [purchaseOf('ceu_review', review(apps))])
    await r.pay(d(-3), [purchaseOf('ceu_review', review(ethics))])
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
