/**
 * The user's own profile: every change a user makes to their account record (the edit-profile
 * pages, addresses, e-mail, password, the text-message opt-in) goes through here and answers the
 * updated user. Owns the users' profile columns, their addresses and their catalogue choices.
 */
import {
  AuthMessages,
  EMAIL_RESTORE_DAYS,
  GenericMessages,
  PROFESSIONAL_FIELDS,
  ProfileMessages as M,
  REQUIRED_PROFESSIONAL_FIELDS,
  textOptInIssues,
  type Address,
  type AddressValues,
  type Choice,
  type CurrentUser,
  type MilitaryInstallationList,
  type Profile,
  type ProfileOptions,
  type ProfileUpdate,
  type WorkAreaCategoryChoice,
  type z,
} from '@portal/contracts'
import type { ChangeEmailBody, ChangePasswordBody, RestoreEmailBody } from '@portal/contracts'
import { isUniqueViolation } from '../../platform/db/unique-violation'
import { recordAudit } from '../../platform/audit/audit'
import type { Clock } from '../../platform/clock'
import type { Db, DbOrTx } from '../../platform/db/database'
import { notFound, rateLimited, unauthenticated, validationFailed, type FieldErrors } from '../../platform/http/errors'
import type { Actor, RequestMeta } from '../../platform/http/route'
import { hashPassword, isCommonPassword, verifyPassword } from '../../platform/security/passwords'
import type { RateLimiter } from '../../platform/security/rate-limiter'
import type { SessionStore } from '../../platform/sessions/session-store'
import type { Mailer } from '../../platform/mail/mailer'
import { hashToken, randomToken } from '../../platform/security/tokens'
import { emailChangedMail } from './profile.mail'
import { toCurrentUser } from '../auth/auth.service'
import {
  profileRepo,
  type AddressChanges,
  type AddressRow,
  type ChoiceKind,
  type ChoiceRow,
  type ProfileLinks,
  type UserChanges,
  type UserRow,
} from './profile.repo'
import type { UsersReader } from '../users/users.service'
import { profilePolicy } from './profile.policy'
import { hasValidMembership } from './valid-membership'

export type ProfileService = ReturnType<typeof createProfileService>

/** Wrong current passwords accepted per user in a window before the form is locked for a while. */
export const PASSWORD_CHANGE_LIMITS = { windowSeconds: 15 * 60, perUser: 5 }

export interface ProfileServiceDeps {
  db: Db
  clock: Clock
  sessions: SessionStore
  limiter: RateLimiter
  mailer: Mailer
  appUrl: string
  /** Mails a password reset link to the address, in the transaction given (the auth module's). */
  enqueuePasswordResetMail(tx: DbOrTx, email: string, meta: RequestMeta): Promise<void>
  users: Pick<UsersReader, 'findUser'>
}

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    phone: row.phone,
    isMilitary: row.isMilitary,
    lat: row.lat,
    lng: row.lng,
  }
}

function addressChanges(body: AddressValues): AddressChanges {
  return {
    name: body.name,
    addressLine1: body.addressLine1,
    addressLine2: body.addressLine2,
    city: body.city,
    state: body.state,
    zip: body.zip,
    country: body.country,
    phone: body.phone,
    isMilitary: body.isMilitary,
  }
}

const toChoice = (row: ChoiceRow): Choice => ({ id: row.id, name: row.name, retired: row.retiredAt !== null })

const primaryWorkAreaIdsOf = (links: ProfileLinks) => links.workAreas.filter((a) => a.primary).map((a) => a.workAreaId)
const otherWorkAreaIdsOf = (links: ProfileLinks) => links.workAreas.filter((a) => !a.primary).map((a) => a.workAreaId)

/** Field errors gathered from several rules, so one answer reports every problem. */
class FieldErrorList {
  readonly errors: FieldErrors = {}
  add(field: string, message: string) {
    const list = (this.errors[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  throwIfAny() {
    if (Object.keys(this.errors).length > 0) throw validationFailed(this.errors)
  }
}

export function createProfileService(deps: ProfileServiceDeps) {
  const { db, clock, sessions, limiter, mailer, appUrl, enqueuePasswordResetMail, users } = deps

  const currentPasswordLimitKey = (actor: Actor) => `password-change:user:${actor.id}`

  /**
   * Whether `password` is the person's current one. Wrong answers are limited per user (for the
   * e-mail and the password change together), so a borrowed session cannot guess it.
   */
  async function isCurrentPassword(actor: Actor, passwordHash: string, password: string): Promise<boolean> {
    const limitKey = currentPasswordLimitKey(actor)
    const failures = await limiter.peek(limitKey)
    if (failures && failures.count >= PASSWORD_CHANGE_LIMITS.perUser) {
      const seconds = (failures.resetAt.getTime() - clock.now().getTime()) / 1000
      throw rateLimited(AuthMessages.tooManyAttempts(Math.max(1, Math.ceil(seconds / 60))), seconds)
    }
    if (await verifyPassword(passwordHash, password)) return true
    await limiter.hit(limitKey, PASSWORD_CHANGE_LIMITS.windowSeconds)
    return false
  }

  /** Refuses the change on `currentPassword` unless it is the current password. */
  async function checkCurrentPassword(actor: Actor, passwordHash: string, password: string): Promise<void> {
    if (!(await isCurrentPassword(actor, passwordHash, password))) {
      throw validationFailed({ currentPassword: [M.currentPasswordWrong] }, M.currentPasswordWrong)
    }
    await limiter.reset(currentPasswordLimitKey(actor))
  }

  async function userOf(dbOrTx: DbOrTx, actor: Actor): Promise<UserRow> {
    const user = await users.findUser(dbOrTx, actor.id)
    if (!user) throw unauthenticated()
    return user
  }

  async function loadProfile(actor: Actor): Promise<Profile> {
    const user = await userOf(db, actor)
    const links = await profileRepo.findLinks(db, user.id)
    const addresses = await profileRepo.listAddresses(db, user.id)
    const isValidMember = await hasValidMembership(db, user.id, clock.now())
    return {
      ...toCurrentUser(user, actor.impersonatorId),
      suffix: user.suffix,
      dateOfBirth: user.dateOfBirth,
      gender: user.gender,
      ethnicity: user.ethnicity,
      website: user.website,
      homePhone: user.homePhone,
      workPhone: user.workPhone,
      contactMethod: user.contactMethod,
      textPreferences: user.textPreferences as Profile['textPreferences'],
      mentorConnect: user.mentorConnect,
      directoryConsent: user.directoryConsent,
      publicBio: user.publicBio,
      memberBio: user.memberBio,
      twitterHandle: user.twitterHandle,
      instagramProfile: user.instagramProfile,
      linkedinProfile: user.linkedinProfile,
      facebookProfile: user.facebookProfile,
      organization: user.organization,
      jobTitle: user.jobTitle,
      yearsOfService: user.yearsOfService,
      militaryInstallationId: user.militaryInstallationId,
      primaryWorkAreaCategoryId: user.primaryWorkAreaCategoryId,
      workAreaCategoryIds: links.workAreaCategoryIds,
      workAreaIds: otherWorkAreaIdsOf(links),
      primaryWorkAreaIds: primaryWorkAreaIdsOf(links),
      areasOfWorkOther: user.areasOfWorkOther,
      areaOfExpertiseIds: links.areaOfExpertiseIds,
      provideCounselingServices: user.provideCounselingServices,
      agreeDemographicSearch: user.agreeDemographicSearch,
      offerVirtualCounseling: user.offerVirtualCounseling,
      offerLocalCounseling: user.offerLocalCounseling,
      offerGroupWorkshops: user.offerGroupWorkshops,
      primaryAddressId: user.primaryAddressId,
      addresses: addresses.map(toAddress),
      profileLastUpdated: user.profileLastUpdated?.toISOString() ?? null,
      profileUpdateModalShown: user.profileUpdateModalShown?.toISOString() ?? null,
      hasValidMembership: isValidMember,
    }
  }

  /**
   * Each id must name a catalogue row that is still offered, or one the person already chose
   * (retired system data stays valid where it is already used).
   */
  async function checkChoices(
    errors: FieldErrorList,
    field: string,
    kind: ChoiceKind,
    ids: readonly number[],
    alreadyChosen: readonly number[],
  ): Promise<ChoiceRow[]> {
    const rows = await profileRepo.findChoices(db, kind, ids)
    for (const id of ids) {
      const row = rows.find((r) => r.id === id)
      if (!row || (row.retiredAt !== null && !alreadyChosen.includes(id))) errors.add(field, M.optionUnavailable)
    }
    return rows
  }

  /** The rules that need the stored profile: they judge the profile as it would be after the update. */
  async function checkUpdate(
    user: UserRow,
    links: ProfileLinks,
    body: ProfileUpdate,
    errors: FieldErrorList,
  ): Promise<void> {
    const after = <K extends keyof ProfileUpdate & keyof UserRow>(key: K) =>
      body[key] !== undefined ? body[key] : user[key]

    for (const issue of textOptInIssues({
      willText: after('willText') ?? false,
      agreeTos: after('agreeTos') ?? false,
      cellPhone: after('cellPhone') ?? null,
    })) {
      errors.add(issue.path, issue.message)
    }

    if (body.memberBio && body.memberBio !== user.memberBio) {
      if (!(await hasValidMembership(db, user.id, clock.now()))) errors.add('memberBio', M.memberBioMembersOnly)
    }

    const chosenWorkAreaIds = links.workAreas.map((a) => a.workAreaId)
    if (body.primaryWorkAreaCategoryId !== undefined) {
      const already = user.primaryWorkAreaCategoryId === null ? [] : [user.primaryWorkAreaCategoryId]
      await checkChoices(
        errors,
        'primaryWorkAreaCategoryId',
        'workAreaCategory',
        [body.primaryWorkAreaCategoryId],
        already,
      )
    }
    if (body.workAreaCategoryIds) {
      await checkChoices(
        errors,
        'workAreaCategoryIds',
        'workAreaCategory',
        body.workAreaCategoryIds,
        links.workAreaCategoryIds,
      )
    }
    if (body.workAreaIds) await checkChoices(errors, 'workAreaIds', 'workArea', body.workAreaIds, chosenWorkAreaIds)
    if (body.areaOfExpertiseIds) {
      await checkChoices(
        errors,
        'areaOfExpertiseIds',
        'areaOfExpertise',
        body.areaOfExpertiseIds,
        links.areaOfExpertiseIds,
      )
    }
    if (body.militaryInstallationId) {
      const already = user.militaryInstallationId === null ? [] : [user.militaryInstallationId]
      await checkChoices(
        errors,
        'militaryInstallationId',
        'militaryInstallation',
        [body.militaryInstallationId],
        already,
      )
    }

    // Saving Professional Info (any of its fields): the five required answers must be there after it (spec 2 §5).
    if (!PROFESSIONAL_FIELDS.some((field) => body[field] !== undefined)) return
    const primaryWorkAreaIds = body.primaryWorkAreaIds ?? primaryWorkAreaIdsOf(links)
    const professional = {
      organization: after('organization'),
      jobTitle: after('jobTitle'),
      yearsOfService: after('yearsOfService'),
      primaryWorkAreaCategoryId: after('primaryWorkAreaCategoryId'),
      primaryWorkAreaIds: primaryWorkAreaIds.length > 0 ? primaryWorkAreaIds : null,
    }
    for (const field of REQUIRED_PROFESSIONAL_FIELDS) {
      if (professional[field] === null || professional[field] === '') errors.add(field, M.required)
    }
    const primaryAreas = await checkChoices(
      errors,
      'primaryWorkAreaIds',
      'workArea',
      body.primaryWorkAreaIds ?? [],
      chosenWorkAreaIds,
    )
    // A primary work area belongs to the primary area of work.
    const category = professional.primaryWorkAreaCategoryId
    const storedPrimary = body.primaryWorkAreaIds
      ? []
      : await profileRepo.findChoices(db, 'workArea', primaryWorkAreaIds)
    if (category !== null && [...primaryAreas, ...storedPrimary].some((area) => area.workAreaCategoryId !== category)) {
      errors.add('primaryWorkAreaIds', M.primaryWorkAreasOutsideCategory)
    }
  }

  /** Stamps a non-silent change as a profile review (profile_last_updated, spec 1 §2.6). */
  const stamp = (now: Date, silent = false): UserChanges =>
    silent ? { updatedAt: now } : { updatedAt: now, profileLastUpdated: now }

  return {
    /** Opts in to text messages (spec 1 §2.7): the validated body has both boxes ticked. */
    async optInToTexts(actor: Actor, body: { cellPhone: string }): Promise<CurrentUser> {
      await profileRepo.updateUser(db, actor.id, {
        willText: true,
        agreeTos: true,
        cellPhone: body.cellPhone,
        updatedAt: clock.now(),
      })
      return toCurrentUser(await userOf(db, actor), actor.impersonatorId)
    },

    getProfile: loadProfile,

    /** PATCH /api/user: the given fields change, every rule is checked on the result, nothing changes on a 422. */
    async updateProfile(actor: Actor, body: ProfileUpdate, options: { silent: boolean }): Promise<Profile> {
      const user = await userOf(db, actor)
      const links = await profileRepo.findLinks(db, user.id)
      const errors = new FieldErrorList()
      await checkUpdate(user, links, body, errors)
      errors.throwIfAny()

      const {
        workAreaCategoryIds,
        workAreaIds,
        primaryWorkAreaIds,
        areaOfExpertiseIds,
        profileUpdateModalShown,
        ...columns
      } = body
      const now = clock.now()
      const changes: UserChanges = {
        ...columns,
        ...stamp(now, options.silent),
        ...(profileUpdateModalShown ? { profileUpdateModalShown: now } : {}),
      }
      await db.transaction(async (tx) => {
        await profileRepo.updateUser(tx, user.id, changes)
        // The session cache holds the actor's name: drop it so the next request reads the new one.
        if ('firstName' in changes || 'lastName' in changes) sessions.forgetUser(user.id, tx)
        if (workAreaCategoryIds) await profileRepo.replaceWorkAreaCategories(tx, user.id, workAreaCategoryIds)
        if (workAreaIds || primaryWorkAreaIds) {
          const primary = primaryWorkAreaIds ?? primaryWorkAreaIdsOf(links)
          const others = (workAreaIds ?? otherWorkAreaIdsOf(links)).filter((id) => !primary.includes(id))
          await profileRepo.replaceWorkAreas(tx, user.id, [
            ...primary.map((workAreaId) => ({ workAreaId, primary: true })),
            ...others.map((workAreaId) => ({ workAreaId, primary: false })),
          ])
        }
        if (areaOfExpertiseIds) await profileRepo.replaceAreasOfExpertise(tx, user.id, areaOfExpertiseIds)
      })
      return loadProfile(actor)
    },

    /**
     * A new address, given the current password (limited like the password change). E-mail
     * addresses are unique regardless of case (the unique index has the last word). The old
     * address is told, with a link that undoes the change (restoreEmail).
     */
    async changeEmail(actor: Actor, body: z.output<typeof ChangeEmailBody>, meta: RequestMeta): Promise<Profile> {
      const user = await userOf(db, actor)
      await checkCurrentPassword(actor, user.passwordHash, body.currentPassword)
      if (user.email.toLowerCase() === body.email) return loadProfile(actor)
      const taken = () => validationFailed({ email: [M.emailTaken] }, M.emailTaken)
      if (await profileRepo.isEmailTaken(db, body.email, user.id)) throw taken()
      const now = clock.now()
      const token = randomToken()
      try {
        await db.transaction(async (tx) => {
          await profileRepo.updateUser(tx, user.id, { email: body.email, ...stamp(now) })
          sessions.forgetUser(user.id, tx)
          await profileRepo.insertEmailChange(tx, {
            userId: user.id,
            oldEmail: user.email,
            newEmail: body.email,
            tokenHash: hashToken(token),
            createdAt: now,
            expiresAt: new Date(now.getTime() + EMAIL_RESTORE_DAYS * 86_400_000),
          })
          await mailer.send(
            tx,
            emailChangedMail({
              to: user.email,
              firstName: user.firstName,
              newEmail: body.email,
              appUrl,
              path: `/email/restore/${token}`,
            }),
          )
          await recordAudit(tx, {
            action: 'profile.email_changed',
            actor,
            subjectType: 'user',
            subjectId: user.id,
            meta,
            details: { from: user.email, to: body.email },
          })
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw taken()
        throw error
      }
      return loadProfile(actor)
    },

    /**
     * A new password, given the current one; the user's other sessions end, this one stays.
     * Wrong current passwords are limited per user, so a borrowed session cannot guess it.
     */
    async changePassword(actor: Actor, body: z.output<typeof ChangePasswordBody>, meta: RequestMeta): Promise<Profile> {
      const user = await userOf(db, actor)
      const errors = new FieldErrorList()
      if (!(await isCurrentPassword(actor, user.passwordHash, body.currentPassword))) {
        errors.add('currentPassword', M.currentPasswordWrong)
      }
      if (isCommonPassword(body.password)) errors.add('password', AuthMessages.passwordTooCommon)
      errors.throwIfAny()

      const passwordHash = await hashPassword(body.password)
      const now = clock.now()
      await db.transaction(async (tx) => {
        await profileRepo.updateUser(tx, user.id, { passwordHash, passwordChangedAt: now, ...stamp(now) })
        await sessions.destroyForUser(tx, user.id, actor.sessionId)
        await recordAudit(tx, {
          action: 'profile.password_changed',
          actor,
          subjectType: 'user',
          subjectId: user.id,
          meta,
        })
      })
      await limiter.reset(currentPasswordLimitKey(actor))
      return loadProfile(actor)
    },

    /**
     * Undoes an e-mail change with the link mailed to the old address. Whoever changed it knew the
     * password, so the old address comes back with every session ended and the password unusable
     * until it is chosen again through the reset link mailed to that address.
     */
    async restoreEmail(body: z.output<typeof RestoreEmailBody>, meta: RequestMeta): Promise<string> {
      const now = clock.now()
      const unusablePassword = await hashPassword(randomToken())
      await db.transaction(async (tx) => {
        const change = await profileRepo.consumeEmailChange(tx, hashToken(body.token), now)
        if (!change) throw validationFailed({ token: [M.emailRestoreInvalid] }, M.emailRestoreInvalid)
        if (await profileRepo.isEmailTaken(tx, change.oldEmail, change.userId)) {
          throw validationFailed({ token: [M.emailRestoreTaken] }, M.emailRestoreTaken)
        }
        await profileRepo.updateUser(tx, change.userId, {
          email: change.oldEmail,
          passwordHash: unusablePassword,
          passwordChangedAt: now,
          updatedAt: now,
        })
        await sessions.destroyForUser(tx, change.userId)
        sessions.forgetUser(change.userId, tx)
        await enqueuePasswordResetMail(tx, change.oldEmail, meta)
        await recordAudit(tx, {
          action: 'profile.email_restored',
          actorId: change.userId,
          subjectType: 'user',
          subjectId: change.userId,
          meta,
          details: { from: change.newEmail, to: change.oldEmail },
        })
      })
      return M.emailRestored
    },

    async pruneExpired(): Promise<void> {
      await profileRepo.pruneEmailChanges(db, clock.now())
    },

    /** Work area categories (with their work areas) and areas of expertise offered to this person. */
    async profileOptions(actor: Actor): Promise<ProfileOptions> {
      const user = await userOf(db, actor)
      const links = await profileRepo.findLinks(db, user.id)
      const chosenCategoryIds = [...links.workAreaCategoryIds]
      if (user.primaryWorkAreaCategoryId !== null) chosenCategoryIds.push(user.primaryWorkAreaCategoryId)
      const areas = await profileRepo.listChoices(
        db,
        'workArea',
        links.workAreas.map((a) => a.workAreaId),
      )
      const categories = await profileRepo.listChoices(db, 'workAreaCategory', chosenCategoryIds)
      // A retired category still holding a chosen work area is shown with it.
      const missing = [...new Set(areas.map((a) => a.workAreaCategoryId))].filter(
        (id): id is number => id !== null && !categories.some((c) => c.id === id),
      )
      if (missing.length > 0) {
        const extra = await profileRepo.findChoices(db, 'workAreaCategory', missing)
        categories.push(...extra)
        categories.sort((a, b) => a.name.localeCompare(b.name))
      }
      const workAreaCategories: WorkAreaCategoryChoice[] = categories.map((category) => ({
        ...toChoice(category),
        workAreas: areas.filter((area) => area.workAreaCategoryId === category.id).map(toChoice),
      }))
      const expertise = await profileRepo.listChoices(db, 'areaOfExpertise', links.areaOfExpertiseIds)
      return { workAreaCategories, areasOfExpertise: expertise.map(toChoice) }
    },

    async militaryInstallations(actor: Actor): Promise<MilitaryInstallationList> {
      const user = await userOf(db, actor)
      const chosen = user.militaryInstallationId === null ? [] : [user.militaryInstallationId]
      return (await profileRepo.listChoices(db, 'militaryInstallation', chosen)).map(toChoice)
    },

    /** Adds an address; the first address, or one marked primary, becomes the primary address. */
    async createAddress(actor: Actor, body: AddressValues): Promise<{ address: Address; profile: Profile }> {
      const now = clock.now()
      const address = await db.transaction(async (tx) => {
        const user = await userOf(tx, actor)
        const created = await profileRepo.insertAddress(tx, user.id, { ...addressChanges(body), updatedAt: now })
        const makePrimary = body.isPrimary || user.primaryAddressId === null
        await profileRepo.updateUser(tx, user.id, {
          ...stamp(now),
          ...(makePrimary ? { primaryAddressId: created.id } : {}),
        })
        return created
      })
      return { address: toAddress(address), profile: await loadProfile(actor) }
    },

    /** Replaces one of the user's own addresses; someone else's is not found. */
    async updateAddress(
      actor: Actor,
      addressId: number,
      body: AddressValues,
    ): Promise<{ address: Address; profile: Profile }> {
      const now = clock.now()
      const address = await db.transaction(async (tx) => {
        profilePolicy.authorize(actor, 'changeAddress', await profileRepo.address(tx, addressId))
        const updated = await profileRepo.updateOwnAddress(tx, actor.id, addressId, {
          ...addressChanges(body),
          updatedAt: now,
        })
        if (!updated) throw notFound(GenericMessages.notFound)
        await profileRepo.updateUser(tx, actor.id, {
          ...stamp(now),
          ...(body.isPrimary ? { primaryAddressId: updated.id } : {}),
        })
        return updated
      })
      return { address: toAddress(address), profile: await loadProfile(actor) }
    },

    /**
     * Deletes one of the user's own addresses. Deleting the primary one leaves no primary address,
     * and a registration shipped to it keeps its shipping snapshot (both keys are ON DELETE SET NULL).
     */
    async deleteAddress(actor: Actor, addressId: number): Promise<Profile> {
      const now = clock.now()
      await db.transaction(async (tx) => {
        profilePolicy.authorize(actor, 'changeAddress', await profileRepo.address(tx, addressId))
        if (!(await profileRepo.deleteOwnAddress(tx, actor.id, addressId))) throw notFound(GenericMessages.notFound)
        await profileRepo.updateUser(tx, actor.id, stamp(now))
      })
      return loadProfile(actor)
    },

    async makePrimaryAddress(actor: Actor, addressId: number): Promise<Profile> {
      const now = clock.now()
      await db.transaction(async (tx) => {
        const address = profilePolicy.authorize(actor, 'changeAddress', await profileRepo.address(tx, addressId))
        await profileRepo.updateUser(tx, actor.id, { primaryAddressId: address.id, ...stamp(now) })
      })
      return loadProfile(actor)
    },
  }
}
