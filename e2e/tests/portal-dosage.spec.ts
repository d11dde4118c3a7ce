import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'

type Created = { id: number }

test.describe('the Dosage tab', () => {
  test('shows up to 3 months by their T prefixes, without the hidden medications, at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const patient = createPatient('Rhea')
    const [order] = localApi<Created[]>('createMany', {
      collection: 'orders',
      docs: [
        {
          patient: patient.id,
          status: 'prescription_received',
          medication: 'tirzepatide',
          paymentTerms: '3',
          amountCents: 74700,
          shippingAddress: { address_line_1: '12 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
        },
      ],
    })
    localApi('createMany', {
      collection: 'prescriptions',
      docs: [
        {
          patient: patient.id,
          order: order!.id,
          items: [
            { rxId: 'T1-5101', name: 'Tirzepatide 2.5 mg/0.5 mL', directions: 'Inject 2.5 mg under the skin once a week.' },
            { rxId: 'rx-5102', name: 'Ondansetron 4 mg ODT', directions: 'One tablet as needed for nausea' },
            { rxId: 'rx-5103', name: 'Cyanocobalamin 1000 mcg/mL', directions: 'Inject 1 mL weekly' },
            { rxId: 'rx-5104', medId: 'excluded-med-4', name: 'Companion kit', directions: 'Daily' },
            { rxId: 'T2-5105', name: 'Tirzepatide 5 mg/0.5 mL', directions: 'Inject 5 mg under the skin once a week.' },
            { rxId: 'T3-5106', name: 'Tirzepatide 7.5 mg/0.5 mL' },
            { rxId: 'T4-5107', name: 'Tirzepatide 10 mg/0.5 mL' },
          ],
        },
      ],
    })
    await signIn(page, patient)
    await page.goto('/home?tab=dosage')

    const panel = page.getByRole('tabpanel')
    await expect(page.getByRole('tab', { name: 'Dosage', selected: true })).toBeVisible()
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(['Month 1', 'Month 2', 'Month 3'])
    const month2 = panel.getByRole('listitem', { name: 'Month 2' })
    await expect(month2.getByText('T2')).toBeVisible()
    await expect(month2.getByText('5 mg', { exact: true })).toBeVisible()
    await expect(month2.getByText('Alcohol wipes')).toBeVisible()
    await expect(month2.getByText('1 vial')).toBeVisible()
    await expect(panel.getByRole('listitem', { name: 'Month 3' }).getByText('Inject 7.5 mg under the skin once a week.')).toBeVisible()
    await expect(panel.getByText(/Ondansetron|Cyanocobalamin|Companion kit|10 mg/)).toHaveCount(0)
    // Nothing spills sideways at a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
