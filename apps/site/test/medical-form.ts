import { documentToRows } from '@telehealth/cms/questionnaires'
import type { Order, Patient, Product } from '@telehealth/cms/payload-types'
import type { QuestionnaireDocument } from '@telehealth/domain'
import type { Payload } from 'payload'
import { publishedQuestionnaire, type QuestionnaireVersion } from '~/forms/questionnaires.server.ts'

/** The context a route's loader or action gets in the medical-form tests. */
export const routeContext = { cspNonce: '', clientIp: '127.0.0.1', trackingSessionId: 'test-tracking-id' }

/**
 * Publishes `document` as the questionnaire of `kind` (made the first time), as a clinician does in
 * the admin, and answers the version the site now serves.
 */
export async function publishQuestionnaire(payload: Payload, kind: 'bare' | 'medical', document: QuestionnaireDocument): Promise<QuestionnaireVersion> {
  const existing = await payload.find({ collection: 'questionnaires', where: { kind: { equals: kind } }, overrideAccess: true, limit: 1 })
  const data = { ...documentToRows(document), _status: 'published' as const }
  const id = existing.docs[0]?.id
  if (id) await payload.update({ collection: 'questionnaires', id, data, overrideAccess: true })
  else await payload.create({ collection: 'questionnaires', data: { title: `${kind} form`, kind, ...data }, overrideAccess: true })
  const version = await publishedQuestionnaire(kind)
  if (!version) throw new Error('not published')
  return version
}

/** A tirzepatide product of the catalogue, its slug unique to the test file (`label`). */
export async function tirzepatideProduct(payload: Payload, label: string): Promise<Product['id']> {
  const product = await payload.create({
    collection: 'products',
    data: { name: 'Tirzepatide', slug: `tirz-${label}-${Date.now()}`, kind: 'medication', medication: 'tirzepatide' },
    overrideAccess: true,
    depth: 0,
  })
  return product.id
}

/** The shipping address of the medical-form tests' orders. */
export const austinAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }

/** A paid tirzepatide order of the patient's, waiting for its medical form (`more`: any other field). */
export function pendingFormOrder(
  payload: Payload,
  patientId: Patient['id'],
  productId: Product['id'],
  more: Partial<Pick<Order, 'cart' | 'provider' | 'status'>> = {},
) {
  return payload.create({
    collection: 'orders',
    data: {
      patient: patientId,
      status: 'pending_approval',
      medication: 'tirzepatide',
      product: productId,
      paymentTerms: '3',
      amountCents: 74700,
      shippingAddress: austinAddress,
      ...more,
    },
    overrideAccess: true,
    depth: 0,
  })
}
