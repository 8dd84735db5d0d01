/**
 * The practice exam calls (spec 1 §2.12, spec 2 §2.10; spec 3 reset): a registration's practice
 * exams, buying them, starting an exam, the surveys, the score report, the local exam provider's
 * session, and the staff reset. A change that answers the overview replaces the cached one.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { practiceExamRoutes, type PracticeExamOverview, type SurveyBody } from '@portal/contracts'
import { api } from '../../lib/api'
import { CART_KEY, CERTIFICATION_DASHBOARD_KEY, DASHBOARD_KEY } from '../../lib/query-keys'

export const practiceExamKey = (registrationId: number) => ['practice-exam', registrationId] as const

/** GET /api/practice-exam?registrationId= (the candidate's own registration, or any for staff). */
export function usePracticeExam(registrationId: number) {
  return useQuery({
    queryKey: practiceExamKey(registrationId),
    queryFn: ({ signal }) => api(practiceExamRoutes.getPracticeExam, { query: { registrationId }, signal }),
    enabled: registrationId > 0,
  })
}

/** Keeps an overview a change answered; the dashboards show the practice exams' state too. */
function storeOverview(queryClient: QueryClient, overview: PracticeExamOverview): void {
  queryClient.setQueryData(practiceExamKey(overview.registrationId), overview)
  void queryClient.invalidateQueries({ queryKey: CERTIFICATION_DASHBOARD_KEY })
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
}

/** POST /api/registration/{id}/practice-exam: the bundle goes into the cart. */
export function useAddPracticeExamToCart(registrationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(practiceExamRoutes.addPracticeExamToCart, { params: { id: registrationId } }),
    onSuccess: (overview) => {
      storeOverview(queryClient, overview)
      void queryClient.invalidateQueries({ queryKey: CART_KEY })
    },
  })
}

/** POST .../practice-exam/{examId}: the pre-exam survey to answer, or where the exam is taken. */
export function useStartPracticeExam(registrationId: number, examId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (examNumber: number) =>
      api(practiceExamRoutes.startPracticeExam, { params: { id: registrationId, examId }, body: { examNumber } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: practiceExamKey(registrationId) }),
  })
}

/** POST .../practice-exam/{examId}/survey: answers where to go next (the exam, or the results). */
export function useSubmitPracticeExamSurvey(registrationId: number, examId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SurveyBody) =>
      api(practiceExamRoutes.submitPracticeExamSurvey, { params: { id: registrationId, examId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceExamKey(registrationId) }),
  })
}

/** GET .../has-taken-post-survey/{examNumber}: whether the results are open, and the survey before them. */
export function fetchPostSurvey(registrationId: number, examId: number, examNumber: number) {
  return api(practiceExamRoutes.hasTakenPostSurvey, { params: { id: registrationId, examId, examNumber } })
}

/** GET .../result/{examNumber}: the score report. */
export function usePracticeExamResult(registrationId: number, examId: number, examNumber: number) {
  return useQuery({
    queryKey: [...practiceExamKey(registrationId), 'result', examId, examNumber] as const,
    queryFn: ({ signal }) =>
      api(practiceExamRoutes.practiceExamResult, { params: { id: registrationId, examId, examNumber }, signal }),
    enabled: registrationId > 0 && examId > 0 && examNumber > 0,
  })
}

/** The local exam provider's session: its questions. */
export function usePracticeExamSession(sessionId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['practice-exam-session', sessionId] as const,
    queryFn: ({ signal }) => api(practiceExamRoutes.getPracticeExamSession, { params: { sessionId }, signal }),
    enabled,
    // Answering takes a while; the questions stay as they were shown.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
}

/** The local exam provider grades the answers and answers where the portal takes the candidate back. */
export function useSubmitPracticeExamSession(sessionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (answers: Record<string, number>) =>
      api(practiceExamRoutes.submitPracticeExamSession, { params: { sessionId }, body: { answers } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['practice-exam'] }),
  })
}

/** Staff: PATCH .../exam-number/{examNumber} resets one exam so the candidate can take it again. */
export function useResetPracticeExam(registrationId: number, examId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (examNumber: number) =>
      api(practiceExamRoutes.resetPracticeExam, { params: { id: registrationId, examId, examNumber } }),
    onSuccess: (overview) => storeOverview(queryClient, overview),
  })
}
