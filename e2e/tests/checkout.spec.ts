import { expect, test } from '../support/fixtures.ts'
import { answerPreCheckout } from '../support/checkout.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'

async function fillPayment(page: import('@playwright/test').Page, card: string, street = '100 Congress Ave') {
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('MM/YY').fill('12/30')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('ZIP', { exact: true }).first().fill('78701')
  await page.getByLabel('Street address').first().fill(street)
  await page.getByLabel('City').first().fill('Austin')
  await page.getByLabel('State').first().selectOption('TX')
  await page.getByLabel('ZIP').nth(1).fill('78701')
}

test('choose a plan, review with a coupon, get declined, then pay and pick the add-on', async ({ page }) => {
  localApi('create', { collection: 'coupons', data: { code: `WELCOME${Date.now() % 100000}`, kind: 'fixed', amountCents: 5000, active: true } })
  const coupons = localApi<{ docs: { code: string }[] }>('find', { collection: 'coupons', sort: '-createdAt', limit: 1 })
  const couponCode = coupons.docs[0]!.code
  await signIn(page, createPatient('Jordan'), '/select-med')

  await page.getByRole('radio', { name: /Compounded Tirzepatide, Quarterly Plan/ }).check({ force: true })
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await answerPreCheckout(page)
  await expect(page).toHaveURL(/\/weight-loss-payment\/[A-Za-z0-9_-]{16,}/)

  await expect(page.getByRole('radio', { name: /Quarterly Plan/ })).toBeChecked()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Compounded with B6')).toBeVisible()
  await expect(page.getByText('$749.99').first()).toBeVisible()

  await page.getByLabel('Coupon code').fill('NOPE')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('That coupon code is not valid for this plan.')).toBeVisible()
  await page.getByLabel('Coupon code').fill(couponCode.toLowerCase())
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('$699.99').first()).toBeVisible()

  await page.getByRole('link', { name: 'Continue to payment' }).click()
  await fillPayment(page, '4000 0000 0000 9995')
  const [declined] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'BUY NOW' }).click()])
  expect(declined.status()).toBe(402)
  await expect(page.getByRole('alert')).toHaveText(
    'It looks like your card has insufficient funds. Please use a different payment method or contact your bank for assistance.',
  )

  await fillPayment(page, '4242 4242 4242 4242')
  // A whole address typed into the street field is offered back split; choosing it fills the fields.
  const shipping = page.getByRole('group', { name: 'Shipping address' })
  await shipping.getByLabel('City').fill('')
  await shipping.getByRole('combobox', { name: 'Street address' }).fill('200 Congress Ave Ste 5, Austin, TX 78701')
  await shipping.getByRole('option', { name: '200 Congress Ave Ste 5, Austin, TX 78701' }).click()
  await expect(shipping.getByRole('combobox', { name: 'Street address' })).toHaveValue('200 Congress Ave')
  await expect(shipping.getByLabel('Apt., suite (optional)')).toHaveValue('Ste 5')
  await expect(shipping.getByLabel('City')).toHaveValue('Austin')
  await page.getByRole('button', { name: 'BUY NOW' }).click()
  await expect(page).toHaveURL(/\/payment\/thanks\?terms=3&amount=699\.99&trans_id=\d+/)
  // The tag manager's purchase event carries the amount and the transaction id of the URL.
  const transactionId = new URL(page.url()).searchParams.get('trans_id')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []))
    .toContainEqual({ event: 'purchase', amount: '699.99', trans_id: transactionId })
  await page.getByRole('button', { name: 'ADD TO ORDER' }).click()
  await expect(page.getByText(/Gift: GLP Anti-Nausea/)).toBeVisible()
  await expect(page.getByText('All dosages are the same price')).toBeVisible()
})

test('a P.O. box is refused with the carriers popup', async ({ page }) => {
  await signIn(page, createPatient(), '/select-med')
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await answerPreCheckout(page)
  const checkoutUrl = page.url()
  await page.goto(`${checkoutUrl.split('?')[0]}?step=payment&terms=6`)
  await fillPayment(page, '4242424242424242', 'P.O. Box 123')
  await page.getByRole('button', { name: 'BUY NOW' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Invalid Address' })
  await expect(dialog).toContainText('FedEx and UPS our carriers do not deliver to P.O. Box addresses. Please enter a valid street address.')
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog).toBeHidden()
})

test("another patient's cart link shows the cart error, not the cart", async ({ page, browser }) => {
  await signIn(page, createPatient(), '/select-med')
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await answerPreCheckout(page)
  const link = page.url()
  const stranger = await browser.newPage()
  await signIn(stranger, createPatient())
  const response = await stranger.goto(link)
  expect(response?.status()).toBe(404)
  await expect(stranger.getByRole('alert')).toHaveText('We could not find this cart. Please check the checkout link is correct.')
  await stranger.close()
})
