/**
 * The directory's calls. Admins read the admin routes (e-mail and address included); everyone
 * else the member routes, whose answers never hold those fields.
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import {
  directoryRoutes,
  type AdminDirectoryMember,
  type AdminDirectoryProfile,
  type DirectoryMember,
  type DirectoryMessageBody,
  type DirectoryProfile,
  type ListResult,
} from '@portal/contracts'
import { api } from '../../lib/api'
import { toDirectoryQuery, type DirectorySearch } from './directory-search-params'

export const DIRECTORY_KEY = ['directory'] as const

export type ListedMember = DirectoryMember | AdminDirectoryMember
export type ListedProfile = DirectoryProfile | AdminDirectoryProfile

/** The admin view carries the e-mail address; the member view never does. */
export function isAdminView(member: ListedProfile): member is AdminDirectoryProfile
export function isAdminView(member: ListedMember): member is AdminDirectoryMember
export function isAdminView(member: ListedMember): boolean {
  return 'email' in member
}

export function useDirectorySearch(search: DirectorySearch, asAdmin: boolean) {
  const query = toDirectoryQuery(search)
  return useQuery({
    queryKey: [...DIRECTORY_KEY, asAdmin ? 'admin' : 'member', 'search', query],
    queryFn: ({ signal }): Promise<ListResult<ListedMember>> =>
      asAdmin
        ? api(directoryRoutes.adminSearchDirectory, { query, signal })
        : api(directoryRoutes.searchDirectory, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useDirectoryMember(id: number, asAdmin: boolean) {
  return useQuery({
    queryKey: [...DIRECTORY_KEY, asAdmin ? 'admin' : 'member', 'member', id],
    queryFn: ({ signal }): Promise<ListedProfile> =>
      asAdmin
        ? api(directoryRoutes.adminGetDirectoryMember, { params: { id }, signal })
        : api(directoryRoutes.getDirectoryMember, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  })
}

export function useSendDirectoryMessage(id: number) {
  return useMutation({
    mutationFn: (body: DirectoryMessageBody) => api(directoryRoutes.messageDirectoryMember, { params: { id }, body }),
  })
}
