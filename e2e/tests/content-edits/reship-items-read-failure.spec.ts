import { expect, test } from '../../support/fixtures.ts'
import { localApi, runSupportScript } from '../../support/local-api.ts'
import { createPatient, signIn } from '../../support/patients.ts'

// Here, not with the other replacement-request tests: the fault takes a table away from the whole
// site, and this project runs alone, after them. The page's loader reads the shipped items (and
// the requests that hold them) on the server, so the spec's fetch failure is that read failing.
test('when the items cannot be fetched the patient lands on /sorry', async ({ page }) => {
  const patient = createPatient('Ivan')
  localApi('createMany', {
    collection: 'orders',
    docs: [
      {
        patient: patient.id,
        status: 'order_delivered',
        medication: 'semaglutide',
        paymentTerms: '1',
        amountCents: 19900,
        shippingAddress: { address_line_1: '1 A St', city: 'Austin', state: 'TX', zip: '78701' },
        receivedAt: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
      },
    ],
  })
  await signIn(page, patient)
  runSupportScript('database-fault.ts', 'break-reship-requests', {})
  try {
    await page.goto('/replacement-request')
    await expect(page).toHaveURL(/\/sorry\?message=/)
    expect(new URL(page.url()).searchParams.get('message')).toBe('An error occurred while getting items shipped. Please contact support.')
    await expect(page.getByText('An error occurred while getting items shipped. Please contact support.')).toBeVisible()
  } finally {
    runSupportScript('database-fault.ts', 'restore-reship-requests', {})
  }
  await page.goto('/replacement-request')
  await expect(page.getByText('Step 1 of 3')).toBeVisible()
})
