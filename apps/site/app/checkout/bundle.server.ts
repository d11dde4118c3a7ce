import type { Order } from '@telehealth/cms/payload-types'
import { cmsAs, cmsFor, type SignedInPatient } from '~/cms.server.ts'

/** The patient's newest order (the one just placed), read as the patient. */
export async function latestOrder(patient: SignedInPatient): Promise<Order | null> {
  const cms = await cmsAs(patient)
  const orders = await cms.find({ collection: 'orders', sort: '-createdAt', limit: 1, depth: 0 })
  return orders.docs[0] ?? null
}

/**
 * Records the add-on chosen after purchase (B12 anti-nausea, Energy, or None) on that order. Orders
 * are changed by clinical staff only; this one field is the patient's choice, so the server writes
 * it for them (audited as theirs) on an order the patient's own read found.
 */
export async function saveBundleSelection(patient: SignedInPatient, selection: 'B12' | 'Energy' | 'None'): Promise<boolean> {
  const order = await latestOrder(patient)
  if (!order) return false
  // Access off: orders are changed by staff only; this one field is the patient's choice (see above).
  const cms = await cmsFor(patient)
  await cms.update({ collection: 'orders', id: order.id, data: { bundleSelection: selection }, depth: 0 })
  return true
}
