import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'

type Found<T> = { docs: T[] }

/** An order at `status` with a live hold on the sandbox gateway behind it, as checkout leaves one. */
function heldOrder(patientId: number, status: string): { orderId: number; reference: string } {
  const reference = `sandbox_pi_e2e_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  localApi('create', { collection: 'sandbox-payments', data: { idempotencyKey: `hold-${reference}`, reference, amountCents: 19900, status: 'authorized' } })
  const order = localApi<{ id: number }>('create', {
    collection: 'orders',
    data: {
      patient: patientId,
      status,
      medication: 'semaglutide',
      paymentTerms: '1',
      amountCents: 19900,
      payment_intent_id: reference,
      shippingAddress: { address_line_1: '12 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
    },
  })
  return { orderId: order.id, reference }
}

const ledger = (reference: string) => localApi<Found<{ status: string }>>('find', { collection: 'sandbox-payments', where: { reference: { equals: reference } } }).docs[0]?.status

test('a patient cancels an order before placement: it shows Cancelled and the sandbox shows the hold voided', async ({ page }) => {
  const patient = createPatient('Rosa')
  const { orderId, reference } = heldOrder(patient.id, 'waiting_prescription')
  await signIn(page, patient)
  await page.goto('/home?tab=orders')
  const card = page.getByRole('listitem', { name: new RegExp(`order ${orderId}$`) })
  await card.getByRole('button', { name: 'Cancel order' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel?' })
  // Close keeps the order as it was.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  expect(ledger(reference)).toBe('authorized')

  await card.getByRole('button', { name: 'Cancel order' }).click()
  await dialog.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByRole('status')).toHaveText('Your order is cancelled. The hold on your card has been released.')
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(card.getByText('This order was cancelled. The hold on your card has been released.')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  await expect.poll(() => ledger(reference)).toBe('voided')
})

test('an order with the pharmacy offers no cancel, and a forged cancel of it is refused and changes nothing', async ({ page }) => {
  const patient = createPatient('Ines')
  const { orderId, reference } = heldOrder(patient.id, 'order_placed')
  await signIn(page, patient)
  await page.goto('/home?tab=orders')
  await expect(page.getByRole('listitem', { name: new RegExp(`order ${orderId}$`) })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  // The Yes posted by hand, as a page without the button would.
  const forged = await page.request.post('/home?tab=orders', { form: { intent: 'orders.cancel', orderId: String(orderId) }, headers: { Origin: new URL(page.url()).origin } })
  expect(forged.status()).toBe(409)
  expect(await forged.text()).toContain('An order cannot go from order_placed to cancelled.')
  expect(localApi<Found<{ status: string }>>('find', { collection: 'orders', where: { id: { equals: orderId } } }).docs[0]?.status).toBe('order_placed')
  expect(ledger(reference)).toBe('authorized')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the cancel question is asked on the page, and Yes cancels', async ({ page }) => {
    const patient = createPatient('Lena')
    const { orderId, reference } = heldOrder(patient.id, 'pending_approval')
    await signIn(page, patient)
    await page.goto('/home?tab=orders')
    const card = page.getByRole('listitem', { name: new RegExp(`order ${orderId}$`) })
    await card.getByRole('button', { name: 'Cancel order' }).click()
    const question = page.getByRole('group', { name: 'Are you sure you want to cancel?' })
    await question.getByRole('button', { name: 'Yes' }).click()
    await expect(page.getByText('Your order is cancelled. The hold on your card has been released.')).toBeVisible()
    expect(ledger(reference)).toBe('voided')
  })
})
