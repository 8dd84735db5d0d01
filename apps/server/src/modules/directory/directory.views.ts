/**
 * The two views of a listed member, built field by field from what the repo read: nothing a
 * member may not see is copied into the member view (and its response schema would drop it).
 */
import {
  avatarUrl,
  type AdminDirectoryMember,
  type AdminDirectoryProfile,
  type DirectoryMember,
  type DirectoryProfile,
} from '@portal/contracts'
import type { DirectoryProfileRow } from './directory.repo'

type MemberRow = Pick<
  DirectoryProfileRow,
  | 'id'
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'suffix'
  | 'avatarKey'
  | 'organization'
  | 'jobTitle'
  | 'city'
  | 'state'
  | 'country'
>
type AdminRow = MemberRow & Pick<DirectoryProfileRow, 'email' | 'addressLine1' | 'addressLine2' | 'zip'>

export function toDirectoryMember(row: MemberRow): DirectoryMember {
  return {
    id: row.id,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    suffix: row.suffix,
    avatarUrl: avatarUrl(row.id, row.avatarKey),
    organization: row.organization,
    jobTitle: row.jobTitle,
    city: row.city,
    state: row.state,
    country: row.country,
  }
}

export function toAdminDirectoryMember(row: AdminRow): AdminDirectoryMember {
  return {
    ...toDirectoryMember(row),
    email: row.email,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    zip: row.zip,
  }
}

export interface ProfileExtras {
  areasOfExpertise: string[]
  /** The viewer may read the member biography (a valid member, or an admin). */
  showsMemberBio: boolean
  canMessage: boolean
}

export function toDirectoryProfile(row: DirectoryProfileRow, extras: ProfileExtras): DirectoryProfile {
  return {
    ...toDirectoryMember(row),
    yearsOfService: row.yearsOfService,
    areasOfExpertise: extras.areasOfExpertise,
    provideCounselingServices: row.provideCounselingServices,
    offerVirtualCounseling: row.offerVirtualCounseling,
    offerLocalCounseling: row.offerLocalCounseling,
    offerGroupWorkshops: row.offerGroupWorkshops,
    publicBio: row.publicBio,
    memberBio: extras.showsMemberBio ? row.memberBio : null,
    website: row.website,
    twitterHandle: row.twitterHandle,
    instagramProfile: row.instagramProfile,
    linkedinProfile: row.linkedinProfile,
    facebookProfile: row.facebookProfile,
    canMessage: extras.canMessage,
  }
}

export function toAdminDirectoryProfile(row: DirectoryProfileRow, extras: ProfileExtras): AdminDirectoryProfile {
  return {
    ...toDirectoryProfile(row, extras),
    ...toAdminDirectoryMember(row),
    workPhone: row.workPhone,
    homePhone: row.homePhone,
    cellPhone: row.cellPhone,
  }
}
