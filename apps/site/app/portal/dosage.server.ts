import { dosageTabMonths, type DosageMonth, type RowId } from '@telehealth/domain'
import { cmsAs, type SignedInPatient } from '~/cms.server.ts'
import { getMedicationCatalogue } from '~/content.server.ts'

/**
 * The Dosage tab: the latest prescription of the order, read as the patient (access rules on),
 * month by month, without the medications the catalogue hides (ADR 048). No order: no months.
 */
export async function loadDosageTab(patient: SignedInPatient, orderId: RowId | null): Promise<DosageMonth[]> {
  if (orderId === null) return []
  const [prescriptions, catalogue] = await Promise.all([
    (await cmsAs(patient)).find({
      collection: 'prescriptions',
      where: { and: [{ patient: { equals: patient.id } }, { order: { equals: orderId } }] },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      select: { items: true },
    }),
    getMedicationCatalogue(),
  ])
  const items = prescriptions.docs[0]?.items ?? []
  return dosageTabMonths(
    items.map((item) => ({
      rxId: item.rxId ?? null,
      medId: item.medId ?? null,
      name: item.name,
      strength: item.strength ?? null,
      directions: item.directions ?? null,
    })),
    catalogue,
  )
}
