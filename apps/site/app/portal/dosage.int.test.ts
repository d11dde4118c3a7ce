import { getTestPayload } from '@telehealth/cms/testing'
import { medicationCatalogueSeedRows, type DosageMonth } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import * as dosageTab from '~/routes/portal/home/dosage.tsx'
import * as homeLayout from '~/routes/portal/home/route.tsx'
import { runLoader, sessionCookie } from '../../test/home-routes.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.updateGlobal({ slug: 'medication-catalogue', data: medicationCatalogueSeedRows() })
})

const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }

async function prescribed(items: { rxId?: string; medId?: string; name: string; strength?: string; directions?: string }[]) {
  const patient = await signedInPatient(payload)
  const order = await payload.create({
    collection: 'orders',
    data: { patient: patient.id, status: 'prescription_received', medication: 'tirzepatide', paymentTerms: '3', amountCents: 74700, shippingAddress },
  })
  await payload.create({ collection: 'prescriptions', data: { status: 'pending', patient: patient.id, order: order.id, items } })
  return patient
}

/** /home/dosage as the patient opens it: the layout's tabs and the Dosage tab's own loader (ADR 073). */
async function home(patient: Awaited<ReturnType<typeof prescribed>>) {
  const session = await sessionCookie(patient)
  const [layout, tab] = await Promise.all([runLoader(homeLayout.loader, '/home/dosage', session), runLoader(dosageTab.loader, '/home/dosage', session)])
  return {
    tab: tab.status === 200 ? dosageTab.handle.homeTab : tab.location,
    visible: (layout.data as { visible: string[] }).visible,
    dosage: tab.status === 200 ? (tab.data as { months: DosageMonth[] }).months : [],
  }
}

describe('the Dosage tab data', () => {
  it('reads the month prefixes and leaves out the medications the catalogue hides', async () => {
    const patient = await prescribed([
      { rxId: 'T1-9001', name: 'Tirzepatide 2.5 mg/0.5 mL', directions: 'Inject 2.5 mg weekly' },
      { rxId: 'rx-9002', name: 'Ondansetron 4 mg', directions: 'As needed' },
      { rxId: 'rx-9003', name: 'Cyanocobalamin 1000 mcg', directions: 'Weekly' },
      { rxId: 'rx-9004', medId: 'excluded-med-4', name: 'Companion', directions: 'Daily' },
      { rxId: 'rx-9005', name: 'Tirzepatide / B12', directions: 'Weekly' },
      { name: 'T2 Tirzepatide 5 mg/0.5 mL', directions: 'Inject 5 mg weekly' },
      { name: 'T3 Tirzepatide 7.5 mg/0.5 mL' },
      { name: 'T4 Tirzepatide 10 mg/0.5 mL' },
    ])
    const { tab, dosage } = await home(patient)
    expect(tab).toBe('dosage')
    expect(dosage.map((month) => [month.label, month.prefix, month.dose, month.name])).toEqual([
      ['Month 1', 'T1', '2.5 mg', 'Tirzepatide 2.5 mg/0.5 mL'],
      ['Month 2', 'T2', '5 mg', 'T2 Tirzepatide 5 mg/0.5 mL'],
      ['Month 3', 'T3', '7.5 mg', 'T3 Tirzepatide 7.5 mg/0.5 mL'],
    ])
    expect(dosage[0]?.supplies).toEqual(['Alcohol wipes', '1 vial'])
    expect(JSON.stringify(dosage)).not.toMatch(/Ondansetron|Cyanocobalamin|Companion|B12/)
  })

  it('follows what clinicians change in the catalogue', async () => {
    const rows = medicationCatalogueSeedRows()
    await payload.updateGlobal({
      slug: 'medication-catalogue',
      data: {
        ...rows,
        medications: [
          ...rows.medications,
          { medId: 'sema-77', doseLabel: '0.25 mg (10 units)', hideOnDosageTab: false },
          { medId: 'nausea-1', hideOnDosageTab: true },
        ],
      },
    })
    try {
      const patient = await prescribed([
        { medId: 'sema-77', name: 'S1 Semaglutide 2.5 mg/mL' },
        { medId: 'nausea-1', name: 'Anti-nausea' },
      ])
      const { dosage } = await home(patient)
      expect(dosage.map((month) => [month.prefix, month.dose])).toEqual([['S1', '0.25 mg (10 units)']])
    } finally {
      await payload.updateGlobal({ slug: 'medication-catalogue', data: rows })
    }
  })

  it('keeps the tab, empty, when the prescription holds only hidden medications', async () => {
    const patient = await prescribed([{ name: 'Ondansetron 4 mg' }])
    const { visible, dosage } = await home(patient)
    expect(visible).toContain('dosage')
    expect(dosage).toEqual([])
  })
})
