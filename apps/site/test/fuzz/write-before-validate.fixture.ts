import type { ActionFunctionArgs } from '@remix-run/node'
import type { Payload } from 'payload'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { readForm } from '~/http/read-form.server.ts'
import type { ManifestRoute } from './site-handler.ts'

/**
 * A planted fault for the route fuzz suite (ADR 104), never part of the site: a route whose action
 * saves the patient's submitted first name and only then checks it, answering 400 for a bad one
 * with the bad name already written ("an action writing before validating"). `validate-first` is
 * the same route done right. The suite's harness must report the first and pass the second.
 */
export const PLANTED_MESSAGE = 'Please enter a first name of letters only.'

export function writeBeforeValidateRoute(payload: Payload, order: 'write-first' | 'validate-first'): ManifestRoute {
  async function action({ request }: ActionFunctionArgs) {
    const patient = await requirePatientForApi(request)
    const name = String((await readForm(request)).get('first_name') ?? '')
    const valid = /^[A-Za-z][A-Za-z' -]{0,39}$/.test(name)
    if (order === 'validate-first' && !valid) return Response.json({ status: 'error', message: PLANTED_MESSAGE }, { status: 400 })
    // The fixture's own write (the site's doors are not what is under test here): the patient's row.
    await payload.update({ collection: 'patients', id: patient.id, data: { first_name: name.slice(0, 256) || 'Pat' }, depth: 0 })
    if (!valid) return Response.json({ status: 'error', message: PLANTED_MESSAGE }, { status: 400 })
    return Response.json({ status: 'success' })
  }
  return { id: `fixtures/${order}`, parentId: 'root', path: `api/planted-${order}`, index: false, file: `fixtures/${order}.ts`, module: { action } }
}
