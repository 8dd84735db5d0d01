/**
 * The demo personas, one file per journey (two only where one journey is told from two sides, as
 * final-application.ts), assembled in the order of the README's Demo accounts table.
 */
import type { DemoPersonaSeed } from '../persona-records'
import { admin } from './admin'
import { member } from './member'
import { sponsor } from './sponsor'
import { professional } from './professional'
import { student } from './student'
import { selfStudy } from './self-study'
import { designation } from './designation'
import { applicant } from './applicant'
import { candidate } from './candidate'
import { retake } from './retake'
import { finalist, finalReview } from './final-application'
import { certified } from './certified'
import { afcc } from './afcc'
import { lapsed } from './lapsed'
import { revoked } from './revoked'
import { trainer } from './trainer'
import { renewing } from './renewing'
import { expired } from './expired'
import { emeritus } from './emeritus'
import { hours } from './hours'
import { spouse } from './spouse'
import { hoursReview } from './hours-review'
import { expiring } from './expiring'
import { extension } from './extension'
import { extended } from './extended'
import { declined } from './declined'
import { ceuExtension } from './ceu-extension'
import { locked } from './locked'

export const DEMO_PERSONA_SEEDS: DemoPersonaSeed[] = [
  admin,
  member,
  sponsor,
  professional,
  student,
  selfStudy,
  designation,
  applicant,
  candidate,
  retake,
  finalist,
  finalReview,
  certified,
  afcc,
  lapsed,
  revoked,
  trainer,
  renewing,
  expired,
  emeritus,
  hours,
  spouse,
  hoursReview,
  expiring,
  extension,
  extended,
  declined,
  ceuExtension,
  locked,
]
