import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'
import { sentCodeTo, typeCode, wrongCodeFor } from '../support/verify.ts'

test.use({ viewport: { width: 390, height: 844 } })
// Each outbox and database read starts a Local API process (a few seconds on a busy machine).
test.describe.configure({ timeout: 120_000 })

test('verify: address checked, phone code, email code, then the medical form of the waiting order', async ({ page }) => {
  const patient = createPatient('Ava')
  localApi('update', { collection: 'patients', id: patient.id, data: { phone: '5125550142' } })
  localApi('create', {
    collection: 'addresses',
    data: { patient: patient.id, kind: 'shipping', address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  })
  const order = localApi<{ id: number }>('create', {
    collection: 'orders',
    data: {
      patient: patient.id,
      status: 'pending_approval',
      amountCents: 80999,
      shippingAddress: { address_line_1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    },
  })
  await signIn(page, patient, '/verify')

  await expect(page.getByRole('heading', { name: 'Enter the 4-digit code' })).toBeVisible()
  await expect(page.getByText('(•••) •••-0142')).toBeVisible()
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled()

  await typeCode(page, wrongCodeFor(await sentCodeTo('5125550142')))
  await expect(page.getByRole('alert')).toHaveText('Invalid verification code. Please try again.')

  await typeCode(page, await sentCodeTo('5125550142'))
  await expect(page.getByText(/We sent it by email/)).toBeVisible()

  // The newest message with a code: another email (a receipt, a notice) may come after it.
  await typeCode(page, await sentCodeTo(patient.email))
  // A paying patient goes on to the medical form of the waiting order (its type written into the address).
  await expect(page).toHaveURL(new RegExp(`/medical-form/${order.id}\\?type=bare$`), { timeout: 30_000 })
})

test('verify: an incomplete stored address opens the manual form, and a unit typed on the street is offered as line 2', async ({ page }) => {
  const patient = createPatient()
  localApi('update', { collection: 'patients', id: patient.id, data: { phone: '5125550143' } })
  await signIn(page, patient, '/verify')
  await expect(page.getByRole('alert')).toHaveText('Unable to validate address. Please enter your address manually.')
  await page.getByLabel('Street address').fill('100 Congress Ave Apt 4')
  await page.getByLabel('City').fill('Austin')
  await page.getByLabel('State').selectOption('TX')
  await page.getByLabel('ZIP').fill('78701')
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByText('100 Congress Ave, Apt 4, Austin, TX 78701')).toBeVisible()
  await page.getByRole('button', { name: 'Use this address' }).click()
  await expect(page.getByRole('heading', { name: 'Enter the 4-digit code' })).toBeVisible()
})
