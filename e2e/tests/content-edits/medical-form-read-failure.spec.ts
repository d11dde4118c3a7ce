import { expect, test } from '../../support/fixtures.ts'
import { runSupportScript } from '../../support/local-api.ts'
import { heldOrder } from '../../support/orders.ts'
import { createPatient, signIn } from '../../support/patients.ts'

test.use({ viewport: { width: 390, height: 844 } })

// Here, not with the other medical-form tests: the fault takes a table away from the whole site,
// and this project runs alone, after them.
test('/sorry: when the order cannot be read, the spec’s fetch-failure text', async ({ page }) => {
  const patient = createPatient('Pia')
  const { orderId } = heldOrder(patient.id, 'pending_approval')
  await signIn(page, patient, '/home')
  runSupportScript('database-fault.ts', 'break-questionnaire-drafts', {})
  try {
    await page.goto(`/medical-form/${orderId}`)
    await expect(page).toHaveURL(/\/sorry\?/)
    await expect(page.getByText('An error occurred while fetching your order. Please try again later.')).toBeVisible()
  } finally {
    runSupportScript('database-fault.ts', 'restore-questionnaire-drafts', {})
  }
  await page.goto(`/medical-form/${orderId}`)
  await expect(page).toHaveURL(`/medical-form/${orderId}?type=bare`)
})
