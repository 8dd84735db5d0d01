import { userRoutes as routes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { implement } from '../../platform/http/route'
import type { UsersService } from './users.service'

/** The users list and the profile's Info, secuId, flags and notes. */
export function registerUserRoutes(app: FastifyInstance, deps: { users: UsersService }) {
  const { users } = deps
  implement(app, routes.listUsers, async ({ query }) => users.listUsers(query))
  implement(app, routes.getAdminUser, ({ actor, params }) => users.profile(actor, params.userId))
  implement(app, routes.updateSecuId, ({ actor, params, body }) => users.updateSecuId(actor, params.userId, body))
  implement(app, routes.listUserNotes, ({ actor, params }) => users.notes(actor, params.userId))
  implement(app, routes.addUserNote, ({ actor, params, body }) => users.addNote(actor, params.userId, body))
  implement(app, routes.updateUserNote, ({ actor, params, body }) =>
    users.updateNote(actor, params.userId, params.noteId, body),
  )
  implement(app, routes.listUserFlags, ({ actor, params }) => users.flags(actor, params.userId))
  implement(app, routes.addUserFlag, ({ actor, params, body }) => users.addFlag(actor, params.userId, body))
  implement(app, routes.updateUserFlag, ({ actor, params, body }) =>
    users.updateFlag(actor, params.userId, params.flagId, body),
  )
}
