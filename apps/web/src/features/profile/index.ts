/**
 * The edit-profile pages. What others use: the edit-profile navigation and the profile prompt
 * (the frame), the profile's choices (the directory's search filters), and the profile with its
 * Add Address modal (the certification registration's Shipping step).
 */
export { AddressFormModal } from './AddressFormModal'
export { EditProfileNav } from './EditProfileNav'
export { ProfileUpdateModal } from './ProfileUpdateModal'
export { useProfile, useProfileOptions } from './profile-api'
