/**
 * The user profile's tabs, as the features declare them (lib/profile-tabs.ts): the one list the
 * profile's layout draws. A feature that adds a tab exports its declaration and gets one line here.
 */
import { WEB_ROUTES } from '@portal/contracts'
import { certificationsProfileTab } from '../features/certifications'
import { membershipsProfileTab } from '../features/membership'
import { paymentsProfileTab } from '../features/payments'
import { registrationsProfileTab } from '../features/registrations'
import { flagsProfileTab, groupsProfileTab, infoProfileTab, mergeProfileTab, notesProfileTab } from '../features/users'
import { profileTabRegistry } from '../lib/profile-tabs'

export const PROFILE_TABS = profileTabRegistry(
  [
    infoProfileTab,
    registrationsProfileTab,
    certificationsProfileTab,
    membershipsProfileTab,
    notesProfileTab,
    flagsProfileTab,
    paymentsProfileTab,
    groupsProfileTab,
    mergeProfileTab,
  ],
  WEB_ROUTES,
)
