import { stateName } from '@telehealth/domain'
import { cmsAs, type SignedInPatient } from '~/cms.server.ts'
import { orderTakingUpload } from '~/uploads/upload-order.server.ts'

export type VideoPage = { kind: 'page'; orderId: string; stateName: string | null } | { kind: 'notFound'; message: string } | { kind: 'notNow' }

/**
 * The video page of one of the patient's own orders (ADR 087): another patient's order, or none,
 * is not found; an order that takes no video now (not yet submitted, prescribed, cancelled) sends
 * the patient home. The state named is the one recorded on the order at submit, else the patient
 * record's, else the address's `state` (ADR 039).
 */
export async function videoPageFor(patient: SignedInPatient, formId: string, askedState: string | null): Promise<VideoPage> {
  const order = await orderTakingUpload(patient, 'video', formId)
  if (!order.ok) return order.status === 409 ? { kind: 'notNow' } : { kind: 'notFound', message: order.message }
  const recorded = await (
    await cmsAs(patient)
  ).findByID({ collection: 'orders', id: order.orderId, depth: 0, disableErrors: true, select: { videoState: true } })
  const state = recorded?.videoState || (typeof patient.state === 'string' && patient.state) || askedState
  return { kind: 'page', orderId: String(order.orderId), stateName: state ? stateName(state.toUpperCase()) : null }
}
