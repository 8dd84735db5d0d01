import { CandidateMessages, DashboardMessages, candidateRoutes, type Dashboard } from '@portal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness'
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/demo'

/**
 * GET /api/dashboard for the demo personas (README's Demo accounts table): each one gets the
 * card variants its journey shows. The demo seed runs with today's date, like the test clock.
 */

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  await seedDemo(t.database.db)
})
afterAll(async () => {
  await t?.close()
})

async function dashboardOf(email: string) {
  const client = t.client()
  await client.login(email, DEMO_PASSWORD)
  const response = await client.get('/api/dashboard')
  expect(response.statusCode, email).toBe(200)
  return { client, dashboard: response.json<Dashboard>() }
}

describe('GET /api/dashboard for the demo personas', () => {
  it('member@: nothing yet: Enroll Now, not a member, every course needs registration, no MyAFCPE block', async () => {
    const { dashboard } = await dashboardOf('member@example.org')
    expect(dashboard.certification).toMatchObject({ variant: 'not_enrolled', action: { label: 'Enroll Now' } })
    expect(dashboard.membership).toMatchObject({ variant: 'none', expiredOn: null, action: { to: '/membership/get' } })
    expect(dashboard.essentials.completed).toEqual([])
    expect(dashboard.essentials.enrolled).toEqual([])
    expect(dashboard.essentials.registrationNeeded.map((c) => c.name)).toContain('Money Management Essentials')
    expect(dashboard.essentials.registrationNeeded.every((c) => c.link?.label === 'Course registration needed')).toBe(
      true,
    )
    expect(dashboard.profile).toMatchObject({
      fullName: 'Morgan Member',
      avatarUrl: null,
      location: null,
      position: null,
      isAfccCertificant: false,
      myAfcpeProfile: null,
    })
  })

  it('professional@: active membership in good standing, completed and pending essentials, the full summary', async () => {
    const { dashboard } = await dashboardOf('professional@example.org')
    expect(dashboard.certification.variant).toBe('not_enrolled')
    expect(dashboard.membership).toMatchObject({
      variant: 'active',
      key: 'professional',
      standing: 'In Good Standing',
      isExpiringSoon: false,
      renew: null,
    })
    expect(dashboard.essentials.completed).toEqual([
      expect.objectContaining({
        name: 'Money Management Essentials',
        badge: { label: 'Completed', tone: 'success' },
        link: { label: 'View Certificate', to: expect.stringMatching(/^https:\/\/credentials\.example\.org\//) },
      }),
    ])
    expect(dashboard.essentials.enrolled).toEqual([
      expect.objectContaining({ name: 'Credit and Debt Essentials', badge: { label: 'Pending', tone: 'neutral' } }),
    ])
    const needed = dashboard.essentials.registrationNeeded.map((c) => c.name)
    expect(needed).not.toContain('Money Management Essentials')
    expect(needed).not.toContain('Credit and Debt Essentials')
    expect(needed).not.toContain('Independent Trainer')
    expect(dashboard.profile).toMatchObject({
      fullName: 'Priya Patel',
      location: 'Columbus, OH, United States',
      position: 'Senior Financial Counselor at Buckeye Community Credit Counseling',
      workPhone: '614-555-0142',
      homePhone: null,
      email: 'professional@example.org',
      website: 'https://example.org/priya-patel',
    })
    expect(dashboard.profile.myAfcpeProfile?.map((r) => [r.label, r.badge?.label])).toEqual([
      ['Membership', 'In Good Standing'],
      ['Money Management Essentials', 'Completed'],
      ['Credit and Debt Essentials', 'Pending'],
    ])
  })

  it('student@: registration in review; student membership active', async () => {
    const { dashboard } = await dashboardOf('student@example.org')
    expect(dashboard.certification).toMatchObject({
      variant: 'review',
      stage: 'registration',
      message: 'Your registration is in review.',
    })
    expect(dashboard.membership).toMatchObject({ variant: 'active', key: 'student', standing: 'In Good Standing' })
    expect(dashboard.profile.myAfcpeProfile?.map((r) => r.kind)).toEqual(['membership', 'registration'])
  })

  it('candidate@: the active registration; membership request under review', async () => {
    const { dashboard } = await dashboardOf('candidate@example.org')
    const card = dashboard.certification
    expect(card).toMatchObject({
      variant: 'active',
      name: 'Accredited Financial Counselor® (AFC®)',
      experience: { value: 540, target: 1000, percent: 54 },
      examStatus: 'Paid',
      practiceExams: { state: 'purchased', text: '1 of 2 taken' },
      codeOfEthics: { isSigned: false, text: 'Not signed' },
      progress: { education: 100, experience: 54, exam: 0, ethics: 0, total: 1.54, canFinish: false },
    })
    expect(card.variant === 'active' && card.deadline).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    expect(dashboard.membership).toMatchObject({ variant: 'review', key: 'professional' })
    expect(dashboard.membership.variant === 'review' && dashboard.membership.message).toContain(
      'approval within 2-3 business days',
    )
    expect(dashboard.profile).toMatchObject({
      homePhone: '919-555-0110',
      position: 'Financial Coach at Sunrise Family Services',
    })
    expect(dashboard.profile.myAfcpeProfile).toEqual([
      expect.objectContaining({ kind: 'registration', badge: { label: 'In Progress', tone: 'info' } }),
    ])
  })

  it('certified@: the certification held, in good standing, with the current period’s approved CEUs', async () => {
    const { dashboard } = await dashboardOf('certified@example.org')
    expect(dashboard.certification).toMatchObject({
      variant: 'held',
      key: 'afc',
      badge: { label: 'Good Standing', tone: 'success' },
      notice: null,
      // The completion-code summit (6) and the ethics course (2); the pending ones do not count.
      ceus: { value: 8, target: 30, percent: 26 },
      ceusDueOn: expect.stringMatching(/^06\/30\/20\d[02468]$/),
      payment: { label: 'Pay Certification Fees', to: '/certifications-and-training/certifications/pay' },
    })
    expect(dashboard.membership.variant).toBe('active')
    expect(dashboard.profile.myAfcpeProfile?.[1]).toMatchObject({
      label: 'Accredited Financial Counselor® (AFC®)',
      isPrimary: true,
    })
  })

  it('afcc@: AFCC held with its payment wording and the AFCC logo; not a member', async () => {
    const { dashboard } = await dashboardOf('afcc@example.org')
    expect(dashboard.certification).toMatchObject({
      variant: 'held',
      key: 'afcc',
      payment: { label: 'Pay AFCC® Fees' },
    })
    expect(dashboard.profile).toMatchObject({ isAfccCertificant: true, location: 'Ottawa, ON, Canada' })
    expect(dashboard.membership.variant).toBe('none')
  })

  it('lapsed@: held with the warning badge and 18 of 30 credits', async () => {
    const { dashboard } = await dashboardOf('lapsed@example.org')
    expect(dashboard.certification).toMatchObject({
      variant: 'held',
      badge: { label: 'Lapsed (CEUs)', tone: 'warning' },
      ceus: { value: 18, target: 30, percent: 60 },
    })
    expect(dashboard.profile.myAfcpeProfile).toEqual([
      expect.objectContaining({
        kind: 'certification',
        isPrimary: false,
        badge: { label: 'Lapsed (CEUs)', tone: 'warning' },
      }),
    ])
  })

  it('revoked@: the revoked notice and no payment link', async () => {
    const { dashboard } = await dashboardOf('revoked@example.org')
    expect(dashboard.certification).toMatchObject({
      variant: 'held',
      badge: { label: 'Revoked', tone: 'danger' },
      notice: 'Your certification has been revoked. Please contact certification staff.',
      payment: null,
    })
  })

  it('trainer@ and sponsor@: held in good standing with a membership; not enrolled and not a member', async () => {
    const trainer = (await dashboardOf('trainer@example.org')).dashboard
    expect(trainer.certification).toMatchObject({ variant: 'held', status: 'good_standing' })
    expect(trainer.membership.variant).toBe('active')
    // The trainer programme is a credential on the profile, not an essentials course.
    expect(trainer.essentials.completed).toEqual([])
    expect(trainer.profile.myAfcpeProfile?.map((r) => r.label)).toContain('Independent Trainer')
    const sponsor = (await dashboardOf('sponsor@example.org')).dashboard
    expect(sponsor.certification.variant).toBe('not_enrolled')
    expect(sponsor.membership.variant).toBe('none')
  })

  it('renewing@: membership expiring soon with Renew; the AFC registration in the cart; a course in progress', async () => {
    const { dashboard } = await dashboardOf('renewing@example.org')
    expect(dashboard.membership).toMatchObject({
      variant: 'active',
      key: 'professional',
      standing: expect.stringMatching(/^Expiring \d{2}\/\d{2}\/\d{4}$/),
      isExpiringSoon: true,
      renew: { label: 'Renew', to: '/membership/get' },
    })
    expect(dashboard.certification).toMatchObject({
      variant: 'cart',
      name: 'Accredited Financial Counselor® (AFC®)',
      message: 'Your registration is in your cart.',
      action: { label: 'View Cart', to: '/cart' },
    })
    expect(dashboard.essentials.enrolled).toEqual([
      expect.objectContaining({
        name: 'Money Management Essentials',
        badge: { label: 'In Progress', tone: 'info' },
        link: expect.objectContaining({ label: 'Open Course' }),
      }),
    ])
  })

  it('expired@: the expired registration with an extension to request; a membership in the cart', async () => {
    const { dashboard } = await dashboardOf('expired@example.org')
    expect(dashboard.certification).toMatchObject({
      variant: 'expired',
      extension: 'can_request',
      requestBy: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      message: expect.stringContaining('You may request a 6-month extension until'),
      action: { label: 'File an extension' },
    })
    expect(dashboard.membership).toMatchObject({
      variant: 'cart',
      name: 'Professional Membership',
      message: 'Your membership is in your cart.',
      action: { label: 'View Cart', to: '/cart' },
    })
  })

  it('declined@: the expired registration says its extension was not approved and why, on the card and the certification page', async () => {
    const { client, dashboard } = await dashboardOf('declined@example.org')
    const reason = expect.stringContaining('Extensions are for candidates close to finishing')
    expect(dashboard.certification).toMatchObject({
      variant: 'expired',
      extension: 'rejected',
      message: DashboardMessages.extensionRejected,
      reason,
      action: { label: 'Enroll Now' },
    })
    const page = (await client.call(candidateRoutes.certificationDashboard)).data()
    if (page.variant !== 'not_certified' || !page.notice) throw new Error('expected the expired notice')
    expect(page.notice).toMatchObject({
      message: DashboardMessages.extensionRejected,
      detail: expect.stringMatching(/^The reviewer's reason: Extensions are for candidates close to finishing/),
      // Registering again is the certification's own button: no second one in the notice.
      action: null,
    })
    expect(page.notice.facts.map((fact) => fact.label)).toEqual([
      'Pathway',
      'Enrolled on',
      'Deadline',
      'Experience hours',
      'Extension',
    ])
    expect(page.notice.facts.at(-1)?.value).toBe(CandidateMessages.extensionRejected)
    expect(page.notice.facts.at(-2)?.value).toMatch(/^120 of 1000 approved$/)
  })

  it('expired@ and locked@: the certification page tells the registration’s facts and what may still be done', async () => {
    const facts = async (email: string) => {
      const { client } = await dashboardOf(email)
      const page = (await client.call(candidateRoutes.certificationDashboard)).data()
      if (page.variant !== 'not_certified' || !page.notice) throw new Error(`expected the expired notice for ${email}`)
      return page.notice
    }
    const expired = await facts('expired@example.org')
    expect(expired.action).toMatchObject({ label: 'File an extension' })
    expect(Object.fromEntries(expired.facts.map((fact) => [fact.label, fact.value]))).toMatchObject({
      Pathway: 'Self-Paced Study',
      'Enrolled on': expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      Deadline: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      Extension: expect.stringMatching(/^Not requested: it can be requested until \d{2}\/\d{2}\/\d{4}$/),
    })
    const locked = await facts('locked@example.org')
    expect(locked).toMatchObject({ message: DashboardMessages.expiredClosed, detail: null, action: null })
    expect(locked.facts.at(-1)).toEqual({ label: 'Extension', value: CandidateMessages.extensionClosed })
  })

  it('emeritus@: the emeritus request under review; the extension request in the cart', async () => {
    const { dashboard } = await dashboardOf('emeritus@example.org')
    expect(dashboard.membership).toMatchObject({ variant: 'review', key: 'emeritus' })
    expect(dashboard.membership.variant === 'review' && dashboard.membership.message).toContain(
      'Emeritus membership request is under review',
    )
    expect(dashboard.certification).toMatchObject({
      variant: 'expired',
      extension: 'in_cart',
      requestBy: null,
      message: 'Your extension request is in your cart.',
      action: { label: 'View Cart', to: '/cart' },
    })
  })

  it('lists up to 10 events taking place from today on or on demand, none expired', async () => {
    const { dashboard } = await dashboardOf('member@example.org')
    expect(dashboard.events.length).toBeLessThanOrEqual(10)
    const names = dashboard.events.map((e) => e.name)
    expect(names).toContain('AFCPE® Symposium')
    // Past and expired events are not offered.
    expect(names).not.toContain('Regional Workshop: Counseling Military Families')
    expect(names).not.toContain('Virtual Roundtable: Serving Clients in Crisis')
    for (const event of dashboard.events) {
      if (event.type === 'on_demand') expect(event.when).toBe('On-Demand')
      else expect(new Date(event.date).getTime()).toBeGreaterThan(Date.now() - 86_400_000)
    }
  })
})

describe('the announcement banner', () => {
  it('shows the newest announcement until the user dismisses it; others still see it', async () => {
    const { client, dashboard } = await dashboardOf('sponsor@example.org')
    expect(dashboard.announcement).toMatchObject({
      title: 'Welcome to the new member portal',
      actionText: 'Review my profile',
      actionUrl: '/edit-profile',
    })
    const hidden = await client.post('/api/dashboard/announcement/hide')
    expect(hidden.statusCode).toBe(200)
    expect(hidden.json()).toEqual({ ok: true })
    expect((await client.get('/api/dashboard')).json<Dashboard>().announcement).toBeNull()
    expect((await dashboardOf('admin@example.org')).dashboard.announcement).not.toBeNull()
  })

  it('refuses visitors, and a dismissal without the CSRF header', async () => {
    const visitor = t.client()
    expect((await visitor.get('/api/dashboard')).statusCode).toBe(401)
    expect((await visitor.post('/api/dashboard/announcement/hide')).statusCode).toBe(401)
    const { client } = await dashboardOf('member@example.org')
    const forged = await client.post('/api/dashboard/announcement/hide', {}, { csrf: false })
    expect(forged.statusCode).toBe(419)
    expect((await client.get('/api/dashboard')).json<Dashboard>().announcement).not.toBeNull()
  })
})
