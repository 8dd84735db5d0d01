/**
 * Who may do what to which record: the one shape of every module's `<module>.policy.ts`.
 *
 * A policy is a set of named rules, `(actor, record) => Verdict`, pure and unit-tested without a
 * database (`<module>.policy.test.ts`). The service asks it on the first line of each method that
 * touches a record:
 *
 *   const address = profilePolicy.authorize(actor, 'changeAddress', await repo.address(db, id))
 *
 * A record that is not the actor's answers 404, as one that does not exist does, so nobody learns
 * what others have; 403 is for a record the actor may know of but not act on (with the reason).
 * Admin screens that reuse a member screen (spec: admin mode, a `userId` route parameter) pass that
 * user as the rule's subject, and the rule decides whether the actor may act for them.
 */
import { forbidden, notFound } from './http/errors'
import type { Actor } from './http/route'

export type { Actor }

/** What a rule needs to know of the person asking. */
export type PolicyActor = Pick<Actor, 'id' | 'role' | 'impersonatorId'>

/** Why an action is refused: hidden (404: the actor learns nothing) or refused (403, with the reason). */
export interface Refusal {
  readonly status: 403 | 404
  readonly message?: string
}

/** A rule's answer: `true`, or why not. */
export type Verdict = true | Refusal

export const hidden = (message?: string): Refusal => ({ status: 404, ...(message ? { message } : {}) })
export const refused = (message?: string): Refusal => ({ status: 403, ...(message ? { message } : {}) })

/** `true` when allowed, otherwise the refusal: the way rules are composed from the helpers below. */
export const when = (allowed: boolean, refusal: Refusal): Verdict => (allowed ? true : refusal)

export const isStaff = (actor: PolicyActor): boolean => actor.role === 'admin'
export const isSelf = (actor: PolicyActor, userId: number): boolean => actor.id === userId
export const isImpersonating = (actor: PolicyActor): boolean => actor.impersonatorId !== null

/** The user whose records a call is about: the actor on a member route, the route's `userId` in admin mode. */
export interface Subject {
  userId: number
}

export const subjectOf = (actor: PolicyActor, userId?: number): Subject => ({ userId: userId ?? actor.id })

/** A record asked about on a subject's screen (admin mode): a rule checks it is the subject's. */
export interface OnScreen<T> {
  record: T
  subject: Subject
}

export const onScreen = <T>(record: T | null | undefined, subject: Subject): OnScreen<T> | null =>
  record === null || record === undefined ? null : { record, subject }

/** The record is the subject's (a record id of another user under this user's route is not found). */
export const isSubjects = (target: OnScreen<{ userId: number }>): boolean =>
  target.record.userId === target.subject.userId

/** Only the record's owner; anyone else (staff included) does not find it. */
export const ownerOnly = (actor: PolicyActor, ownerId: number): Verdict => when(isSelf(actor, ownerId), hidden())

/** The record's owner, or staff (admin mode); anyone else does not find it. */
export const ownerOrStaff = (actor: PolicyActor, ownerId: number): Verdict =>
  when(isSelf(actor, ownerId) || isStaff(actor), hidden())

/** Staff only; a member does not find it. */
export const staffOnly = (actor: PolicyActor): Verdict => when(isStaff(actor), hidden())

/** Throws the refusal as the error envelope: 404 (with `notFoundMessage` unless the rule gave one) or 403. */
export function assertCan(verdict: Verdict, notFoundMessage?: string): void {
  if (verdict === true) return
  if (verdict.status === 404) throw notFound(verdict.message ?? notFoundMessage)
  throw forbidden(verdict.message)
}

type Rule = (actor: PolicyActor, record: never) => Verdict
type Rules = Record<string, Rule>
/** The record argument of a rule: none for a rule about the actor alone. */
type RecordArgs<F> = F extends (actor: PolicyActor, ...record: infer Args) => Verdict ? Args : never
type RecordOf<F> = F extends (actor: PolicyActor, record: infer R) => Verdict ? R : never

export interface Policy<R extends Rules> {
  readonly rules: R
  /** The rule's answer (what the unit tests pin). */
  verdict<A extends keyof R & string>(actor: PolicyActor, action: A, ...record: RecordArgs<R[A]>): Verdict
  /** Whether the actor may: for abilities sent with the data, so the page never repeats a rule. */
  can<A extends keyof R & string>(actor: PolicyActor, action: A, ...record: RecordArgs<R[A]>): boolean
  /** Throws 404 or 403 unless the actor may. */
  assert<A extends keyof R & string>(actor: PolicyActor, action: A, ...record: RecordArgs<R[A]>): void
  /**
   * Answers the record when the actor may act on it; a record that is missing (null) answers 404
   * exactly as one that is not theirs does. Ask it first, with the record just loaded.
   */
  authorize<A extends keyof R & string, T extends RecordOf<R[A]>>(
    actor: PolicyActor,
    action: A,
    record: T | null | undefined,
  ): T
}

/**
 * A module's policy. `notFound` is the message its 404s carry (the module's own "not found"
 * wording); a rule may give its own.
 */
export function definePolicy<R extends Rules>(rules: R, options: { notFound?: string } = {}): Policy<R> {
  const verdict = <A extends keyof R & string>(actor: PolicyActor, action: A, ...record: RecordArgs<R[A]>) =>
    (rules[action] as unknown as (actor: PolicyActor, ...record: RecordArgs<R[A]>) => Verdict)(actor, ...record)
  return {
    rules,
    verdict,
    can: (actor, action, ...record) => verdict(actor, action, ...record) === true,
    assert: (actor, action, ...record) => assertCan(verdict(actor, action, ...record), options.notFound),
    authorize(actor, action, record) {
      if (record === null || record === undefined) throw notFound(options.notFound)
      const rule = rules[action] as unknown as (actor: PolicyActor, record: unknown) => Verdict
      assertCan(rule(actor, record), options.notFound)
      return record
    },
  }
}
