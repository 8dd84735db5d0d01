/**
 * The avatar calls. The upload is multipart with progress, which `fetch` cannot report, so it
 * goes through XMLHttpRequest with the same CSRF header and error envelope as the API client.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  AvatarMessages,
  ErrorCode,
  profileRoutes,
  systemRoutes,
  type AvatarCrop,
  type Profile,
} from '@portal/contracts'
import { api } from '../../lib/api'
import { readCookie } from '../../lib/cookies'
import { ApiError, NETWORK_ERROR_MESSAGE, toErrorEnvelope } from '../../lib/errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { storeProfile } from './profile-api'

const XSRF_COOKIE = 'XSRF-TOKEN'
const XSRF_HEADER = 'X-XSRF-TOKEN'

/** The readable CSRF cookie; any API answer sets it when missing, the config call is the cheapest. */
async function xsrfToken(): Promise<string> {
  const current = readCookie(document.cookie, XSRF_COOKIE)
  if (current) return current
  await fetch(systemRoutes.config.path, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
  return readCookie(document.cookie, XSRF_COOKIE) ?? ''
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** POST /api/user/avatar: the crop fields first, then the file; `onProgress` gets 0..100. */
export async function uploadAvatar(
  file: File,
  crop: AvatarCrop,
  onProgress: (percent: number) => void,
): Promise<Profile> {
  const body = new FormData()
  body.append('x', String(crop.x))
  body.append('y', String(crop.y))
  body.append('width', String(crop.width))
  body.append('height', String(crop.height))
  body.append('file', file, file.name)
  const token = await xsrfToken()
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', profileRoutes.uploadAvatar.path)
    request.setRequestHeader('Accept', 'application/json')
    request.setRequestHeader(XSRF_HEADER, token)
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    })
    request.addEventListener('load', () => {
      const payload = parseJson(request.responseText)
      if (request.status >= 200 && request.status < 300) resolve(payload as Profile)
      else reject(new ApiError(request.status, toErrorEnvelope(request.status, payload)))
    })
    request.addEventListener('error', () =>
      reject(new ApiError(0, { message: NETWORK_ERROR_MESSAGE, code: ErrorCode.internal })),
    )
    request.send(body)
  })
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
