import type { LoaderFunctionArgs } from '@remix-run/node'
import { medicalFormMessages } from '@telehealth/domain'
import { requirePatientForApi } from '~/auth/patient-session.server.ts'
import { formOrderReply } from '~/forms/medical-form/order-reply.server.ts'

const headers = { 'Cache-Control': 'private, no-store' }

/**
 * The spec's `GET /forms/orders/{id}` (id: the order's): the order reply the form loader reads
 * (status, order.status, order.product_id, state, providerId, isTriz, isSema, health_id,
 * currentDose). Another patient's or an unknown order: 404, nothing about it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const patient = await requirePatientForApi(request)
  const reply = await formOrderReply(patient, params.id ?? '')
  if (!reply) return Response.json({ status: false, message: medicalFormMessages.notFound }, { status: 404, headers })
  return Response.json(reply, { headers })
}
