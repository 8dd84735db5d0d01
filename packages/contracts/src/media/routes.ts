import { defineRoute } from '../http/route'
import { FileBytes, IdParams, Ok } from '../http/common'

const tags = ['media']

/**
 * An uploaded file, whatever record it is attached to (a registration's document, an experience
 * entry's verification form, a membership request's transcript, a CEU's agenda): read and deleted
 * by one path (spec 2 §7, spec 3 §7); the record's own module decides who may. A file that is not
 * yours answers 404.
 */
export const mediaRoutes = {
  getMedia: defineRoute({
    method: 'GET',
    path: '/api/media/:id',
    access: 'member',
    summary: 'An uploaded file: to the owner of the record it is attached to, and to admins.',
    tags,
    params: IdParams,
    response: FileBytes,
  }),
  deleteMedia: defineRoute({
    method: 'DELETE',
    path: '/api/media/:id',
    access: 'member',
    summary:
      "Deletes an uploaded file while its record's rules allow it (a registration still in the wizard, an " +
      'experience entry not yet approved; admins: any). A transcript of a membership request is not deleted alone.',
    tags,
    params: IdParams,
    response: Ok,
  }),
}
