import type { Browser, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { buyNow, CARDS, fillPayment, openNewCart, publicIdOf, signedCartLink } from '../support/checkout.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'

const COUPON_NOT_VALID = 'That coupon code is not valid for this plan.'
const COUPON_REQUIRED = 'Please enter a coupon code'

function uniqueCode(prefix: string): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6).toUpperCase()}`
}

test('review step: a valid coupon lowers the price, invalid ones are refused, and changing the term drops it', async ({ page }) => {
  // 10% off, for the quarterly term only; and a fixed coupon that ended yesterday.
  const quarterly = uniqueCode('QTR')
  const expired = uniqueCode('OLD')
  localApi('create', { collection: 'coupons', data: { code: quarterly, kind: 'percent', percent: 10, terms: ['3'], active: true } })
  localApi('create', {
    collection: 'coupons',
    data: { code: expired, kind: 'fixed', amountCents: 2000, validUntil: new Date(Date.now() - 24 * 3600_000).toISOString(), active: true },
  })

  await signIn(page, createPatient('Robin'), '/select-med')
  const cart = await openNewCart(page, /Compounded Tirzepatide, Quarterly Plan/)
  await expect(page.getByRole('radio', { name: /Quarterly Plan/ })).toBeChecked()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible()
  await expect(page.getByText('$749.99', { exact: true })).toBeVisible()

  const couponField = page.getByRole('textbox', { name: 'Coupon code' })
  const apply = page.getByRole('button', { name: 'Apply' })

  // Empty: the spec's message beside the field.
  await couponField.fill('   ')
  await apply.click()
  await expect(couponField).toHaveAccessibleDescription(COUPON_REQUIRED)

  // Expired: refused, price unchanged.
  await couponField.fill(expired)
  await apply.click()
  await expect(couponField).toHaveAccessibleDescription(COUPON_NOT_VALID)
  await expect(page.getByText('$749.99', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Coupon \S+: -\$/)).toHaveCount(0)

  // Valid, typed in lower case: 10% of $749.99 rounded down to the cent is $74.99 off.
  await couponField.fill(quarterly.toLowerCase())
  await apply.click()
  await expect(page).toHaveURL(`${cart}?step=review&terms=3&coupon=${quarterly}`)
  await expect(page.getByText(`Coupon ${quarterly}: -$74.99`)).toBeVisible()
  await expect(page.getByText('$675.00', { exact: true })).toBeVisible()
  await expect(couponField).toHaveValue(quarterly)
  await expect(couponField).not.toHaveAttribute('aria-invalid', 'true')

  // The payment step carries the discount.
  await page.getByRole('link', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(`${cart}?step=payment&terms=3&coupon=${quarterly}`)
  await expect(page.getByText(`Coupon ${quarterly}: -$74.99`)).toBeVisible()
  await expect(page.getByText('$675.00', { exact: true })).toBeVisible()

  // Back to the plan step and a different term: the coupon is gone, the full price is back.
  await page.goBack()
  await page.getByRole('link', { name: 'Go Back' }).click()
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible()
  await page.getByRole('radio', { name: /Half Yearly Plan/ }).check({ force: true })
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(`${cart}?step=review&terms=6`)
  await expect(page.getByText('Half Yearly Plan', { exact: true })).toBeVisible()
  await expect(page.getByText('$1,349.99', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Coupon \S+: -\$/)).toHaveCount(0)
  await expect(couponField).toHaveValue('')

  // The quarterly coupon does not fit the new term.
  await couponField.fill(quarterly)
  await apply.click()
  await expect(couponField).toHaveAccessibleDescription(COUPON_NOT_VALID)
  await expect(page.getByText('$1,349.99', { exact: true })).toBeVisible()

  // Paying now charges the full half-yearly price.
  await page.getByRole('link', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(`${cart}?step=payment&terms=6`)
  await fillPayment(page, CARDS.good)
  await buyNow(page)
  await expect(page).toHaveURL(/\/payment\/thanks\?terms=6&amount=1349\.99&trans_id=\d+$/)
})

async function guestOpens(browser: Browser, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(path)
  return { page, close: () => context.close() }
}

/** The guest was not signed in: the link ends on the sign-in page, which brings them back to the cart. */
async function expectSignInPage(page: Page, checkoutPath: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/login' && (url.searchParams.get('page_ref') ?? '').startsWith(checkoutPath))
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await page.goto('/home')
  await expect(page).toHaveURL(/\/login\?page_ref=%2Fhome$/)
}

test('a signed cart link signs a guest in once; a tampered, expired, plain or used link does not', async ({ page, browser }) => {
  const patient = createPatient('Avery')
  await signIn(page, patient, '/select-med')
  const cart = await openNewCart(page, /Compounded Tirzepatide, Quarterly Plan/)
  const publicId = publicIdOf(cart)
  const link = signedCartLink(publicId)
  const [expiry, signature] = (new URL(link, 'http://x').searchParams.get('link') ?? '').split('.')
  expect(signature).toBeTruthy()

  // Tampered signature, a stretched expiry, an expired link, and no link at all: all go to sign in,
  // and none of them uses up the real link.
  const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`
  for (const attempt of [
    `${cart}?link=${expiry}.${flipped}`,
    `${cart}?link=${Number(expiry) + 3_600_000}.${signature}`,
    signedCartLink(publicId, { expiresAt: Date.now() - 60_000 }),
    cart,
  ]) {
    const guest = await guestOpens(browser, attempt)
    await expectSignInPage(guest.page, cart)
    await guest.close()
  }

  // The real link, first use: signed in as the cart's patient, on the cart, the link gone from the URL.
  const first = await guestOpens(browser, link)
  await expect(first.page).toHaveURL(cart)
  await expect(first.page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible()
  await expect(first.page.getByRole('radio', { name: /Quarterly Plan/ })).toBeChecked()
  await first.page.goto('/home')
  await expect(first.page.getByRole('heading', { name: 'Hi, Avery' })).toBeVisible()
  await first.close()

  // Second use, from yet another browser: not signed in.
  const second = await guestOpens(browser, link)
  await expectSignInPage(second.page, cart)
  await second.close()
})

test('the call-center checkout takes a signed link under the same rules', async ({ page, browser }) => {
  const patient = createPatient('Quinn')
  await signIn(page, patient, '/select-med')
  const publicId = publicIdOf(await openNewCart(page))
  const callCenterPath = `/weightlosspayment/${publicId}`
  const link = signedCartLink(publicId, { prefix: '/weightlosspayment' })

  const first = await guestOpens(browser, link)
  await expect(first.page).toHaveURL(callCenterPath)
  await expect(first.page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible()
  await first.page.goto('/home')
  await expect(first.page.getByRole('heading', { name: 'Hi, Quinn' })).toBeVisible()
  await first.close()

  // The same signature on the other checkout address is the same, already used, link.
  const again = await guestOpens(browser, link.replace('/weightlosspayment/', '/weight-loss-payment/'))
  await expectSignInPage(again.page, `/weight-loss-payment/${publicId}`)
  await again.close()
})
