/**
 * The edit-profile pages. What others use: the edit-profile navigation and the profile prompt
 * (the frame), and the profile's choices (the directory's search filters).
 */
export { EditProfileNav } from './EditProfileNav'
export { ProfileUpdateModal } from './ProfileUpdateModal'
export { useProfileOptions } from './profile-api'
