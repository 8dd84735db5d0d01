/**
 * The staff's view of a person (spec 3 §2 "User profile"): the users list, the profile's layout
 * and its Info, Notes and Flags tabs, loaded by app/screens.ts. What others use: the red alert of
 * a user's active flags that every staff review shows, and the tabs this feature declares.
 */
export { ActiveFlagsAlert } from './ActiveFlagsAlert'
export { flagsProfileTab, groupsProfileTab, infoProfileTab, mergeProfileTab, notesProfileTab } from './profile-tabs'
