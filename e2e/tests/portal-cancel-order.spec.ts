import { expect, test } from '../support/fixtures.ts'
import { heldOrder, orderStatus, sandboxHoldStatus } from '../support/orders.ts'
import { createPatient, signIn } from '../support/patients.ts'

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
  expect(sandboxHoldStatus(reference)).toBe('authorized')

  await card.getByRole('button', { name: 'Cancel order' }).click()
  await dialog.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your order is cancelled.' })).toHaveText(
    'Your order is cancelled. The hold on your card has been released.',
  )
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(card.getByText('This order was cancelled. The hold on your card has been released.')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  await expect.poll(() => sandboxHoldStatus(reference)).toBe('voided')
})

test('an order with the pharmacy offers no cancel, and a forged cancel of it is refused and changes nothing', async ({ page }) => {
  const patient = createPatient('Ines')
  const { orderId, reference } = heldOrder(patient.id, 'order_placed')
  await signIn(page, patient)
  await page.goto('/home?tab=orders')
  await expect(page.getByRole('listitem', { name: new RegExp(`order ${orderId}$`) })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  // The Yes posted by hand, as a page without the button would (with the status the page showed).
  const forged = await page.request.post('/home/orders', {
    form: { intent: 'orders.cancel', orderId: String(orderId), from: 'order_placed' },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(forged.status()).toBe(409)
  expect(await forged.text()).toContain('This order is already with the pharmacy and can no longer be cancelled.')
  expect(orderStatus(orderId)).toBe('order_placed')
  expect(sandboxHoldStatus(reference)).toBe('authorized')
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
    expect(sandboxHoldStatus(reference)).toBe('voided')
  })
})
