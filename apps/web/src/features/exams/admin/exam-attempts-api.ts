/**
 * A registration's exam attempts as staff keep them (spec 3 §4 'Exam result values', §5 'Exam
 * attempt edit', §7): the list, and adding, editing or deleting one. Every change answers the
 * attempts again, which replace the cached ones; the registration is read again too, since its
 * items and summary follow the attempts.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { examRoutes, type AdminExamAttemptBody, type AdminExamAttempts } from '@portal/contracts'
import { api } from '../../../lib/api'
import { adminRegistrationKey } from '../../../lib/query-keys'

/** Under the registration's key, so deleting the registration drops its attempts too. */
const examAttemptsKey = (registrationId: number) => [...adminRegistrationKey(registrationId), 'exams'] as const

export function useAdminExamAttempts(registrationId: number) {
  return useQuery({
    queryKey: examAttemptsKey(registrationId),
    queryFn: ({ signal }) => api(examRoutes.adminExamAttempts, { params: { id: registrationId }, signal }),
    enabled: registrationId > 0,
  })
}

/** Stores the attempts a change answered and reads the registration (only it) again. */
function useStoreExamAttempts(registrationId: number) {
  const queryClient = useQueryClient()
  return (attempts: AdminExamAttempts) => {
    queryClient.setQueryData(examAttemptsKey(registrationId), attempts)
    void queryClient.invalidateQueries({ queryKey: adminRegistrationKey(registrationId), exact: true })
  }
}

export function useAddExamAttempt(registrationId: number) {
  const store = useStoreExamAttempts(registrationId)
  return useMutation({
    mutationFn: (body: AdminExamAttemptBody) =>
      api(examRoutes.adminAddExamAttempt, { params: { id: registrationId }, body }),
    onSuccess: store,
  })
}

/** `attemptId` is the attempt's own id (the route's `examId`). */
export function useEditExamAttempt(registrationId: number) {
  const store = useStoreExamAttempts(registrationId)
  return useMutation({
    mutationFn: ({ attemptId, body }: { attemptId: number; body: AdminExamAttemptBody }) =>
      api(examRoutes.adminEditExamAttempt, { params: { id: registrationId, examId: attemptId }, body }),
    onSuccess: store,
  })
}

export function useDeleteExamAttempt(registrationId: number) {
  const store = useStoreExamAttempts(registrationId)
  return useMutation({
    mutationFn: (attemptId: number) =>
      api(examRoutes.adminDeleteExamAttempt, { params: { id: registrationId, examId: attemptId } }),
    onSuccess: store,
  })
}
