/** The platform's housekeeping: expired sessions, rate-limit windows, links and old jobs, hourly. */
import { z } from '@portal/contracts'
import { defineJob, defineSchedule } from './job'

export const maintenancePrune = defineJob({
  name: 'maintenance.prune',
  payload: z.object({}),
  /** Each prune in turn (buildApp names them: the platform's and the modules'). */
  handler: async (_payload, { prunes }: { prunes: (() => Promise<unknown>)[] }) => {
    for (const prune of prunes) await prune()
  },
})

/** At minute 17 of every hour. */
export const maintenanceHourly = defineSchedule({ name: 'maintenance', cron: '17 * * * *', job: maintenancePrune })
