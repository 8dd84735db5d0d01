/** The avatar calls: the upload (a multipart form, with its progress) and the removal. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AvatarMessages, profileRoutes, type AvatarCrop, type Profile } from '@portal/contracts'
import { api } from '../../lib/api'
import { toastError, toastSuccess } from '../../lib/toast'
import { storeProfile } from './profile-api'

/** POST /api/user/avatar: the crop fields first, then the file; `onProgress` gets 0..100. */
export function uploadAvatar(file: File, crop: AvatarCrop, onProgress: (percent: number) => void): Promise<Profile> {
  const form = new FormData()
  form.append('x', String(crop.x))
  form.append('y', String(crop.y))
  form.append('width', String(crop.width))
  form.append('height', String(crop.height))
  form.append('file', file, file.name)
  return api(profileRoutes.uploadAvatar, { form, onUploadProgress: onProgress })
}

export function useUploadAvatar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ file, crop, onProgress }: { file: File; crop: AvatarCrop; onProgress: (percent: number) => void }) =>
      uploadAvatar(file, crop, onProgress),
    onSuccess: (profile) => {
      storeProfile(queryClient, profile)
      toastSuccess(AvatarMessages.uploaded)
    },
  })
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(profileRoutes.deleteAvatar),
    onSuccess: (profile) => {
      storeProfile(queryClient, profile)
      toastSuccess(AvatarMessages.removed)
    },
    onError: () => toastError(AvatarMessages.removeFailed),
  })
}
