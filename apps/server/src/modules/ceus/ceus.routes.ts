import { INDIVIDUAL_CEU_FILE_FORM, INDIVIDUAL_CEU_FORM, individualCeuRoutes as individual } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import type { Uploads } from '../../platform/http/multipart'
import { implement } from '../../platform/http/route'
import type { CeuCardService } from './ceu-card.service'
import type { IndividualCeusService } from './individual-ceus.service'

/** CEUs: the member's individual CEUs and CEU card, completion codes, the staff lists and decisions. */
export function registerCeuRoutes(
  app: FastifyInstance,
  deps: { individualCeus: IndividualCeusService; ceuCard: CeuCardService; uploads: Uploads },
) {
  // Individual CEUs, completion codes, the CEU card
  const { individualCeus, ceuCard, uploads } = deps
  implement(app, individual.listIndividualCeus, ({ actor }) => individualCeus.list(actor))
  implement(app, individual.createIndividualCeu, async ({ actor, request }) => {
    const { fields, files } = await uploads.read(request, actor, INDIVIDUAL_CEU_FORM)
    return individualCeus.create(actor, fields, files.media)
  })
  implement(app, individual.getIndividualCeu, ({ actor, params }) => individualCeus.get(actor, params.id))
  implement(app, individual.updateIndividualCeu, ({ actor, params, body }) =>
    individualCeus.update(actor, params.id, body),
  )
  implement(app, individual.uploadIndividualCeuFile, async ({ actor, params, request }) => {
    const { files } = await uploads.read(request, actor, INDIVIDUAL_CEU_FILE_FORM)
    return individualCeus.uploadFile(actor, params.id, files.media)
  })
  implement(app, individual.findCompletionCode, ({ query }) => individualCeus.completionCode(query.q))
  implement(app, individual.getCeuPeriod, ({ actor, params }) => ceuCard.mine(actor, params.reportingPeriodId))
  implement(app, individual.getUserCeuPeriod, ({ actor, params }) =>
    ceuCard.ofUser(actor, params.userId, params.reportingPeriodId),
  )
  implement(app, individual.listAdminIndividualCeus, ({ actor, query }) => individualCeus.adminList(actor, query))
  implement(app, individual.approveIndividualCeu, ({ actor, params, body }) =>
    individualCeus.approve(actor, params.id, body),
  )
  implement(app, individual.rejectIndividualCeu, ({ actor, params, body }) =>
    individualCeus.reject(actor, params.id, body),
  )
}
