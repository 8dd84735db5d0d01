/**
 * Admin impersonation: the admin acts as a member (the server keeps the admin as impersonator)
 * and comes back. Each switch replaces the session user and drops what was cached for the other
 * person, like a sign-in does.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { cartRoutes, type CurrentUser } from '@portal/contracts'
import { useNavigate } from 'react-router'
import { api } from '../../lib/api'
import { startSession } from '../../lib/session'

export const actingAsText = (user: Pick<CurrentUser, 'firstName' | 'lastName'>) =>
  `You are acting as ${user.firstName} ${user.lastName}.`

export function useImpersonateUser() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (id: number) => api(cartRoutes.impersonateUser, { params: { id } }),
    onSuccess: (user) => {
      startSession(queryClient, user)
      void navigate('/', { replace: true })
    },
  })
}

export function useStopImpersonating() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => api(cartRoutes.stopImpersonating),
    onSuccess: (admin) => {
      startSession(queryClient, admin)
      void navigate('/admin/users')
    },
  })
}
