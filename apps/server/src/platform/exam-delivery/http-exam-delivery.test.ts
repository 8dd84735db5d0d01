import { describe, expect, it } from 'vitest'
import { signPayload } from '../security/signed-payload'
import { ExamProviderError, httpExamDelivery } from './http-exam-delivery'
import { httpPracticeExamDelivery } from './practice-delivery'

const eligibility = {
  attemptId: 7,
  candidateId: 'AFC000042',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  examName: 'AFC® Certification Exam',
  international: true,
}

describe("the exam vendor's HTTP API", () => {
  it('authorizes an attempt once (idempotency key) and answers the scheduling link', async () => {
    const calls: { url: string; init: RequestInit }[] = []
    const delivery = httpExamDelivery({
      apiUrl: 'https://exams.example.org/api/',
      apiKey: 'key_123',
      webhookSecret: 'secret',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} })
        return Response.json({ schedulingUrl: 'https://exams.example.org/book/abc' })
      },
    })
    expect(await delivery.authorize(eligibility)).toEqual({ schedulingUrl: 'https://exams.example.org/book/abc' })
    const [call] = calls
    expect(call?.url).toBe('https://exams.example.org/api/v1/eligibilities')
    expect(call?.init.headers).toMatchObject({ authorization: 'Bearer key_123', 'idempotency-key': 'attempt-7' })
    expect(JSON.parse(String(call?.init.body))).toMatchObject({
      externalId: '7',
      candidateId: 'AFC000042',
      region: 'international',
    })
  })

  it('fails on a refusal or an answer without a link (the job retries)', async () => {
    const refusing = httpExamDelivery({
      apiUrl: 'https://exams.example.org',
      apiKey: 'k',
      webhookSecret: 's',
      fetch: async () => new Response('nope', { status: 503 }),
    })
    await expect(refusing.authorize(eligibility)).rejects.toBeInstanceOf(ExamProviderError)
    const vague = httpExamDelivery({
      apiUrl: 'https://exams.example.org',
      apiKey: 'k',
      webhookSecret: 's',
      fetch: async () => Response.json({ ok: true }),
    })
    await expect(vague.authorize(eligibility)).rejects.toBeInstanceOf(ExamProviderError)
  })

  it('reads a result signed with the shared secret', () => {
    const delivery = httpExamDelivery({ apiUrl: 'https://x.example.org', apiKey: 'k', webhookSecret: 'shared' })
    const body = Buffer.from(
      JSON.stringify({
        id: 'evt_9',
        type: 'exam.result',
        occurredAt: '2026-11-02T09:00:00Z',
        data: { attemptId: 7, candidateId: 'AFC000042', result: 'F', score: 80, takenAt: '2026-11-01T14:00:00Z' },
      }),
    )
    expect(delivery.parseResult(body, signPayload('shared', body))).toMatchObject({
      id: 'evt_9',
      attemptId: 7,
      result: 'F',
      score: 80,
      occurredAt: new Date('2026-11-02T09:00:00Z'),
    })
    expect(() => delivery.parseResult(body, signPayload('other', body))).toThrow()
  })
})

describe("the vendor's practice sessions", () => {
  it('opens a session with the return address and reads pool results once completed', async () => {
    const calls: { url: string; init: RequestInit }[] = []
    let status = 'in_progress'
    const delivery = httpPracticeExamDelivery({
      apiUrl: 'https://exams.example.org',
      apiKey: 'key_1',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} })
        if (String(url).endsWith('/v1/practice-sessions')) {
          return Response.json({ sessionId: 'ps_9', launchUrl: 'https://exams.example.org/take/ps_9' })
        }
        return Response.json({
          status,
          pools: [{ POOLNAME: 'Manage Money', CORRECTANSWERS: 7, QUESTIONSRECEIVED: 9 }],
        })
      },
    })
    const session = await delivery.launch({
      attemptId: 3,
      candidateId: 'AFC000042',
      examName: 'AFC® Practice Exam',
      examNumber: 2,
      pools: ['Manage Money'],
      returnUrl: 'https://portal.example.org/registration/5/practice-exam/1?exam=2',
    })
    expect(session).toEqual({ url: 'https://exams.example.org/take/ps_9', sessionId: 'ps_9' })
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      form: 2,
      returnUrl: expect.stringContaining('exam=2'),
    })
    expect(await delivery.results('ps_9')).toBeNull()
    status = 'completed'
    expect(await delivery.results('ps_9')).toEqual([{ pool: 'Manage Money', correct: 7, received: 9 }])
  })
})
