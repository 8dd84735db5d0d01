import { toastError } from '../../lib/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { authRoutes } from '@portal/contracts'
import { api } from '../../lib/api'
import { errorMessage, isApiError } from '../../lib/errors'
import { forgetReferrerOnSignOut } from '../../lib/referrer'
import { endSession } from '../../lib/session'

export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const finish = () => {
    forgetReferrerOnSignOut()
    endSession(queryClient)
    void navigate('/login', { replace: true })
  }
  return useMutation({
    mutationFn: () => api(authRoutes.logout),
    onSuccess: finish,
    onError: (error) => {
      // A 401 means the session was already gone: the person is signed out either way.
      if (isApiError(error) && error.status === 401) finish()
      else toastError(errorMessage(error), 'Logout failed')
    },
  })
}
