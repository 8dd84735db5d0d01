import { dashboardRoutes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { DashboardService } from './dashboard.service'

export function registerDashboardRoutes(app: FastifyInstance, deps: { dashboard: DashboardService }) {
  const { dashboard } = deps
  implement(app, dashboardRoutes.getDashboard, ({ actor }) => dashboard.getDashboard(actor))
  implement(app, dashboardRoutes.hideAnnouncement, ({ actor }) => dashboard.hideAnnouncement(actor))
}
