/**
 * The demo personas: one account per journey of the three specs, each with the records that
 * journey leaves behind, dated relative to the seed's today. People and organizations are
 * invented (the streets and military installations are real); e-mails are @example.org. The
 * password of all of them is DEMO_PASSWORD.
 *
 * Each journey is a file of personas/ (personas/index.ts lists them in the README's order); the
 * journeys several personas share are in demo-journeys.ts, the records they write through in
 * persona-records.ts.
 */
export { DEMO_PERSONA_SEEDS } from './personas'
export { DEMO_COMPLETION_CODE } from './demo-journeys'
export type { DemoPersonaSeed } from './persona-records'
