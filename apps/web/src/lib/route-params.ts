import { DB_ID_MAX } from '@portal/contracts'

/**
 * A route id of digits (`/admin/extensions/:id`) → the id; 0 for anything else, including a number
 * no record can have (a page that will say 'not found').
 */
export const routeId = (value: string | undefined) =>
  value && /^\d{1,10}$/.test(value) && Number(value) <= DB_ID_MAX ? Number(value) : 0
