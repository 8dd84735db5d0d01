import { REGISTRATION_FILE_FORM, postRegistrationRoutes, registrationRoutes as routes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import type { Uploads } from '../../platform/http/multipart'
import { implement } from '../../platform/http/route'
import type { PostRegistrationService } from './post-registration.service'
import type { RegistrationsReviewService } from './registrations-review.service'
import type { RegistrationsService } from './registrations.service'

export function registerRegistrationsRoutes(
  app: FastifyInstance,
  deps: {
    registrations: RegistrationsService
    review: RegistrationsReviewService
    postRegistration: PostRegistrationService
    uploads: Uploads
  },
) {
  const { registrations, review, postRegistration, uploads } = deps
  // The candidate's wizard
  implement(app, routes.createRegistration, ({ actor, params, body }) => registrations.create(actor, params.id, body))
  implement(app, routes.openRegistration, ({ actor, params }) => registrations.open(actor, params.id))
  implement(app, routes.currentRegistration, ({ actor }) => registrations.current(actor))
  implement(app, routes.latestRegistrations, ({ actor }) => registrations.latest(actor))
  implement(app, routes.getRegistration, ({ actor, params }) => registrations.get(actor, params.id))
  implement(app, routes.saveRegistrationStep, ({ actor, params, body }) =>
    registrations.saveStep(actor, params.id, body),
  )
  implement(app, routes.finishRegistrationStep, ({ actor, params, body }) =>
    registrations.finish(actor, params.id, body),
  )
  implement(app, routes.uploadRegistrationFile, async ({ actor, params, request }) => {
    const { fields, files } = await uploads.read(request, actor, REGISTRATION_FILE_FORM)
    return registrations.upload(actor, params.id, fields, files.media)
  })
  implement(app, routes.deleteRegistration, ({ actor, params }) => registrations.remove(actor, params.id))

  // Staff
  implement(app, routes.listRegistrations, ({ query }) => review.list(query))
  implement(app, routes.getAdminRegistration, ({ actor, params }) => review.get(actor, params.id))
  implement(app, routes.approveRegistration, ({ actor, params, body }) => review.approve(actor, params.id, body))
  implement(app, routes.rejectRegistration, ({ actor, params, body }) => review.reject(actor, params.id, body))
  implement(app, routes.editRegistration, ({ actor, params, body }) => review.edit(actor, params.id, body))
  implement(app, routes.changeLineItemPrice, ({ actor, params, body }) =>
    review.changeLinePrice(actor, params.id, params.lineItemId, body),
  )
  implement(app, routes.markLineItemPaid, ({ actor, params }) =>
    review.markLinePaid(actor, params.id, params.lineItemId),
  )
  implement(app, routes.listUserRegistrations, ({ actor, params }) => review.userRegistrations(actor, params.userId))
  implement(app, routes.adminRegistrationOptions, ({ actor }) => review.options(actor))
  implement(app, routes.adminCreateRegistration, ({ actor, params, body }) =>
    review.adminCreate(actor, params.id, body),
  )

  // The final application
  implement(app, postRegistrationRoutes.getPostRegistration, ({ actor, params }) =>
    postRegistration.get(actor, params.id),
  )
  implement(app, postRegistrationRoutes.savePostRegistrationStep, ({ actor, params, body }) =>
    postRegistration.save(actor, params.id, body),
  )
}
