/**
 * The user profile's calls (spec 3 §2, §7 "Not shown paths"): the person, their secuId, the flags
 * and notes staff keep on them. Every write answers the whole list, which replaces the cached one,
 * and refreshes the person (their active flags head the Info tab and every review of them).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { userRoutes, type FlagBody, type NoteBody, type SecuIdBody } from '@portal/contracts'
import { api } from '../../lib/api'

const userKey = (userId: number) => ['admin', 'user', userId] as const
const notesKey = (userId: number) => [...userKey(userId), 'notes'] as const
const flagsKey = (userId: number) => [...userKey(userId), 'flags'] as const

export function useAdminUser(userId: number) {
  return useQuery({
    queryKey: userKey(userId),
    queryFn: ({ signal }) => api(userRoutes.getAdminUser, { params: { userId }, signal }),
    enabled: userId > 0,
  })
}

export function useUpdateSecuId(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SecuIdBody) => api(userRoutes.updateSecuId, { params: { userId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userKey(userId), exact: true }),
  })
}

export function useUserNotes(userId: number) {
  return useQuery({
    queryKey: notesKey(userId),
    queryFn: ({ signal }) => api(userRoutes.listUserNotes, { params: { userId }, signal }),
    enabled: userId > 0,
  })
}

/** Adds a note (`noteId` null) or changes one. */
export function useSaveNote(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId: number | null; body: NoteBody }) =>
      noteId === null
        ? api(userRoutes.addUserNote, { params: { userId }, body })
        : api(userRoutes.updateUserNote, { params: { userId, noteId }, body }),
    onSuccess: (notes) => queryClient.setQueryData(notesKey(userId), notes),
  })
}

export function useUserFlags(userId: number) {
  return useQuery({
    queryKey: flagsKey(userId),
    queryFn: ({ signal }) => api(userRoutes.listUserFlags, { params: { userId }, signal }),
    enabled: userId > 0,
  })
}

/** Adds a flag (`flagId` null) or changes one (resolving it included). */
export function useSaveFlag(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ flagId, body }: { flagId: number | null; body: FlagBody }) =>
      flagId === null
        ? api(userRoutes.addUserFlag, { params: { userId }, body })
        : api(userRoutes.updateUserFlag, { params: { userId, flagId }, body }),
    onSuccess: (flags) => {
      queryClient.setQueryData(flagsKey(userId), flags)
      void queryClient.invalidateQueries({ queryKey: userKey(userId), exact: true })
    },
  })
}
