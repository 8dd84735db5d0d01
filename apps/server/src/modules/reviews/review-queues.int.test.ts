import { reviewRoutes, type ReviewQueue } from '@portal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { membershipInCart } from '../../../test/commerce-fixtures'
import { createTestApp, signedIn, type TestApp } from '../../../test/harness'
import { pay } from '../../../test/registration-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const pendingOf = (queues: ReviewQueue[], key: ReviewQueue['key']) => queues.find((queue) => queue.key === key)?.pending

describe('the review queues', () => {
  it("lists each deciding module's queue in the menu's order, with what waits there", async () => {
    const { client: admin } = await signedIn(t, 'admin')
    const before = (await admin.call(reviewRoutes.listReviewQueues)).data().queues
    expect(before.map((queue) => [queue.key, queue.label, queue.to])).toEqual([
      ['registrations', 'Registrations', '/admin/course-registrations'],
      ['experiences', 'Experiences', '/admin/experiences'],
      ['extensions', 'Extensions', '/admin/extensions'],
      ['memberships', 'Memberships', '/admin/memberships'],
      ['group_ceus', 'Group CEUs', '/admin/group-ceus'],
      ['individual_ceus', 'Individual CEUs', '/admin/individual-ceus'],
    ])

    // A membership checked out waits for staff: its queue counts one more.
    const { client, user } = await signedIn(t)
    await membershipInCart(t, user.id)
    expect((await pay(client)).statusCode).toBe(200)
    const after = (await admin.call(reviewRoutes.listReviewQueues)).data().queues
    expect(pendingOf(after, 'memberships')).toBe((pendingOf(before, 'memberships') ?? 0) + 1)
    expect(pendingOf(after, 'registrations')).toBe(pendingOf(before, 'registrations'))
  })

  it('is for staff only', async () => {
    const { client } = await signedIn(t)
    expect((await client.call(reviewRoutes.listReviewQueues)).statusCode).toBe(403)
  })
})
