import { prescriptionMessages, stateName } from '@telehealth/domain'
import type { Payload } from 'payload'
import type { Order } from '../payload-types.ts'
import { relationId } from '../fields/relation-id.ts'

/**
 * Why this order cannot be prescribed yet for want of its video, or null (ADR 087). The
 * requirement is the one recorded on the order when the form was submitted (a later change of
 * the states list does not reach it); the video counts when it is the patient's own, stored for
 * this very order, and sent for review. Orders submitted before the requirement was recorded
 * carry none.
 */
export async function missingVideoProblem(payload: Payload, order: Pick<Order, 'id' | 'patient' | 'videoRequired' | 'videoState'>): Promise<string | null> {
  if (!order.videoRequired) return null
  const sent = await payload.count({
    collection: 'uploads',
    where: {
      and: [
        { order: { equals: order.id } },
        { patient: { equals: relationId(order.patient) } },
        { imageType: { equals: 'video' } },
        { submittedAt: { exists: true } },
      ],
    },
    overrideAccess: true,
  })
  if (sent.totalDocs > 0) return null
  const state = order.videoState ? (stateName(order.videoState) ?? order.videoState) : 'the patient’s state'
  return prescriptionMessages.videoMissing(state)
}
