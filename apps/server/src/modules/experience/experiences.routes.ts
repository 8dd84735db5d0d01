import { EXPERIENCE_FILE_FORM, EXPERIENCE_FORM, experienceRoutes as routes } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import type { Uploads } from '../../platform/http/multipart'
import { implement } from '../../platform/http/route'
import type { ExperienceValidationService } from './experience-validation.service'
import type { ExperiencesService } from './experiences.service'

/** Experience hours: the candidate's entries, staff review, and the supervisors' verification. */
export function registerExperienceRoutes(
  app: FastifyInstance,
  deps: { experiences: ExperiencesService; validations: ExperienceValidationService; uploads: Uploads },
) {
  const { experiences, validations, uploads } = deps
  implement(app, routes.listExperiences, ({ actor, params }) => experiences.list(actor, params.id))
  implement(app, routes.getExperience, ({ actor, params }) => experiences.get(actor, params.id))
  implement(app, routes.createExperience, async ({ actor, params, request }) => {
    const { fields, files } = await uploads.read(request, actor, EXPERIENCE_FORM)
    return experiences.create(actor, params.id, fields, files.media)
  })
  implement(app, routes.updateExperience, ({ actor, params, body }) =>
    experiences.update(actor, params.id, params.experienceId, body),
  )
  implement(app, routes.uploadExperienceFile, async ({ actor, params, request }) => {
    const { files } = await uploads.read(request, actor, EXPERIENCE_FILE_FORM)
    return experiences.uploadFile(actor, params.id, params.experienceId, files.media)
  })

  // Staff
  implement(app, routes.listAdminExperiences, ({ actor, query }) => experiences.adminList(actor, query))
  implement(app, routes.approveExperience, ({ actor, params, body }) => experiences.approve(actor, params.id, body))
  implement(app, routes.rejectExperience, ({ actor, params, body }) => experiences.reject(actor, params.id, body))
  implement(app, routes.sendExperienceValidations, ({ actor, body }) => validations.send(actor, body))
  implement(app, routes.listExperienceValidations, ({ actor, params }) => validations.list(actor, params.id))
  implement(app, routes.editExperienceValidation, ({ actor, params, body }) => validations.edit(actor, params.id, body))

  // The supervisor's page: no account, the link's token is the credential (CSRF as for any visitor).
  implement(app, routes.getVerification, ({ params }) => validations.verification(params.token))
  implement(app, routes.submitVerification, ({ params, body, meta }) => validations.verify(params.token, body, meta))
}
