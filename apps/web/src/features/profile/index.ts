/**
 * The edit-profile pages. What others use: the edit-profile navigation and the profile prompt
 * (the frame), the profile's choices (the directory's search filters), the profile with its
 * Add Address modal (the certification registration's Shipping step), and the Professional Info
 * and AFCPE Settings fields with the profile update (the certification's post-registration wizard).
 */
export { AddressFormModal } from './AddressFormModal'
export { AfcpeSettingsFields, afcpeValues } from './AfcpeSettingsFields'
export { EditProfileNav } from './EditProfileNav'
export { ProfessionalChoices, ProfessionalInfoFields, professionalValues } from './ProfessionalInfoFields'
export { ProfileUpdateModal } from './ProfileUpdateModal'
export { useProfile, useProfileOptions, useUpdateProfile } from './profile-api'
