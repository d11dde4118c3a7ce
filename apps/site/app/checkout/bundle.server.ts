import type { Order } from '@telehealth/cms/payload-types'
import type { SignedInPatient } from '~/auth/patient-session.server.ts'
import { getCms } from '~/cms.server.ts'

/** The patient's newest order (the one just placed), read as the patient. */
export async function latestOrder(patient: SignedInPatient): Promise<Order | null> {
  const cms = await getCms()
  const orders = await cms.find({ collection: 'orders', sort: '-createdAt', limit: 1, depth: 0, overrideAccess: false, user: patient })
  return orders.docs[0] ?? null
}

/** Records the add-on chosen after purchase (B12 anti-nausea, Energy, or None) on that order. */
export async function saveBundleSelection(patient: SignedInPatient, selection: 'B12' | 'Energy' | 'None'): Promise<boolean> {
  const order = await latestOrder(patient)
  if (!order) return false
  const cms = await getCms()
  await cms.update({ collection: 'orders', id: order.id, data: { bundleSelection: selection } })
  return true
}
