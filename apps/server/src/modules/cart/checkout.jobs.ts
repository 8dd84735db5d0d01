/** The cart module's jobs: finishing the payments a crash left pending. */
import { z } from '@portal/contracts'
import { defineJob, defineSchedule } from '../../platform/jobs/job'
import type { CheckoutService } from './checkout.service'

export const paymentsReconcile = defineJob({
  name: 'payments.reconcile',
  payload: z.object({}),
  handler: async (_payload, { checkout }: { checkout: Pick<CheckoutService, 'reconcile'> }) => {
    await checkout.reconcile()
  },
})

/** Every minute. */
export const paymentsReconcileEveryMinute = defineSchedule({
  name: 'payments',
  cron: '* * * * *',
  job: paymentsReconcile,
})
