import { expect, test } from '../support/fixtures.ts'
import { openNewCart } from '../support/checkout.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'

test('switching medication clears the cart and reloads it with the other medication, coupon dropped', async ({ page }) => {
  const code = `SWAP${Date.now().toString(36).toUpperCase()}`
  localApi('create', { collection: 'coupons', data: { code, kind: 'fixed', amountCents: 5000, active: true } })

  await signIn(page, createPatient('Casey'), '/select-med')
  const cart = await openNewCart(page, /Compounded Semaglutide, Quarterly Plan/)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(code)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(`${cart}?step=review&terms=3&coupon=${code}`)
  await expect(page.getByText('Compounded Semaglutide', { exact: true })).toBeVisible()

  // Back to the plan step: the coupon rides along until the term changes or the cart is cleared.
  await page.getByRole('link', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(`${cart}?step=plan&terms=3&coupon=${code}`)
  await page.getByRole('button', { name: 'Switch to Compounded Tirzepatide' }).click()

  // Same cart, now tirzepatide at the same term, no coupon.
  await expect(page).toHaveURL(`${cart}?step=plan&terms=3`)
  await expect(page.getByRole('radio', { name: /Quarterly Plan/ })).toBeChecked()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(`${cart}?step=review&terms=3`)
  await expect(page.getByText('Compounded Tirzepatide', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Coupon \S+: -\$/)).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('')

  // And back the other way, from the payment step's Go Back.
  await page.getByRole('link', { name: 'Continue to payment' }).click()
  await page.getByRole('link', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(`${cart}?step=review&terms=3`)
})

test('a plan step post with an unknown term, or an unknown intent, is refused with a message', async ({ page }) => {
  await signIn(page, createPatient('Drew'), '/select-med')
  const cart = await openNewCart(page)
  const forms: Record<string, string>[] = [{ intent: 'plan', terms: '5' }, { intent: 'plan' }, { intent: 'somethingelse' }]
  for (const form of forms) {
    const response = await page.request.post(`${cart}?step=plan&terms=6`, { form, maxRedirects: 0, headers: { Origin: process.env.E2E_SITE_URL ?? '' } })
    expect(response.status(), JSON.stringify(form)).toBe(400)
  }
  // The cart is unchanged: the plan step still offers the term it had.
  await page.goto(cart)
  await expect(page.getByRole('radio', { name: /Half Yearly Plan/ })).toBeChecked()
})
