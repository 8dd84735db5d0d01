// The one dates module lives in contracts so client and server share the Eastern-time rules.
export { formatDate, formatDateTime, TIME_ZONE } from '@portal/contracts'
