import type { Browser, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { buyNow, CARDS, cartIdOf, checkoutLinkFromCms, fillPayment, linkTokenOf, openNewCart, publicIdOf, staffToken } from '../support/checkout.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'
import { closeDesk, createStaff, logIntoAdmin } from '../support/staff.ts'

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

/** Signs in through the sign-in page's form (the page is on /login). */
async function signInOnPage(page: Page, patient: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(patient.email)
  await page.getByLabel('Password').fill(patient.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** The guest was not signed in: the link ends on the sign-in page, which brings them back to the cart. */
async function expectSignInPage(page: Page, checkoutPath: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/login' && (url.searchParams.get('page_ref') ?? '').startsWith(checkoutPath))
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await page.goto('/home')
  await expect(page).toHaveURL(/\/login\?page_ref=%2Fhome$/)
}

test('a checkout link from the CMS signs a guest in once; a tampered, expired, replaced, plain or used link does not', async ({ page, browser, request }) => {
  const patient = createPatient('Avery')
  await signIn(page, patient, '/select-med')
  const cart = await openNewCart(page, /Compounded Tirzepatide, Quarterly Plan/)
  const publicId = publicIdOf(cart)

  // Staff who do not talk to patients get no link; clinical staff do.
  const cartId = cartIdOf(publicId)
  const refused = await request.post(`${process.env.E2E_CMS_URL}/api/carts/${cartId}/checkout-link`, {
    headers: { Authorization: `JWT ${await staffToken(request, 'marketing')}` },
  })
  expect(refused.status()).toBe(403)
  const agent = await staffToken(request, 'clinical')
  const made = await checkoutLinkFromCms(request, cartId, agent)
  expect(made.url).toBe(`${process.env.E2E_SITE_URL}${made.path}`)
  const token = linkTokenOf(made.path)
  expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/)

  // A tampered token, a longer one, and no link at all: all go to sign in.
  const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
  for (const attempt of [`${cart}?link=${flipped}`, `${cart}?link=${token}x`, cart]) {
    const guest = await guestOpens(browser, attempt)
    await expectSignInPage(guest.page, cart)
    await guest.close()
  }

  // Past its 48 hours: sign in.
  localApi('update', { collection: 'carts', id: cartId, data: { linkExpiresAt: new Date(Date.now() - 60_000).toISOString() } })
  const expired = await guestOpens(browser, made.path)
  await expectSignInPage(expired.page, cart)
  await expired.close()

  // The agent sends another link, then another: only the newest works.
  const replaced = await checkoutLinkFromCms(request, cartId, agent)
  const link = (await checkoutLinkFromCms(request, cartId, agent)).path
  const old = await guestOpens(browser, replaced.path)
  await expectSignInPage(old.page, cart)
  await old.close()

  // The newest link, first use: signed in as the cart's patient, on the cart, the link gone from the URL.
  const first = await guestOpens(browser, link)
  await expect(first.page).toHaveURL(cart)
  await expect(first.page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible()
  await expect(first.page.getByRole('radio', { name: /Quarterly Plan/ })).toBeChecked()
  // The link's session is for the checkout and thank-you pages only (ADR 103): /home asks for the
  // patient's own sign-in, and signing in with the password opens it.
  await first.page.goto('/home')
  await expect(first.page).toHaveURL(/\/login\?page_ref=%2Fhome$/)
  await first.page.screenshot({ path: '/tmp/checkout-link-session-home-login.png' })
  await signInOnPage(first.page, patient)
  await expect(first.page.getByRole('heading', { name: 'Hi, Avery' })).toBeVisible()
  await first.close()

  // Second use, from yet another browser: not signed in.
  const second = await guestOpens(browser, link)
  await expectSignInPage(second.page, cart)
  await second.close()
})

test('an agent makes a link with the button on the cart in the admin; the call-center checkout takes it under the same rules', async ({ page, browser }) => {
  // Two sites in one test: the admin's pages alone take seconds each under a parallel run.
  test.slow()
  const patient = createPatient('Quinn')
  await signIn(page, patient, '/select-med')
  const publicId = publicIdOf(await openNewCart(page))
  const callCenterPath = `/weightlosspayment/${publicId}`

  // The agent, at a desk, in the admin.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] })
  const admin = await desk.newPage()
  await logIntoAdmin(admin, createStaff('clinical'))
  await admin.goto(`${process.env.E2E_CMS_URL}/admin/collections/carts/${cartIdOf(publicId)}`)
  await expect(admin.getByText('The link signs the patient in once and expires in 48 hours.', { exact: false })).toBeVisible()
  await admin.getByRole('button', { name: 'Create checkout link' }).click()
  const shown = admin.getByRole('textbox', { name: 'Link for the patient' })
  await expect(shown).toHaveValue(new RegExp(`^${process.env.E2E_SITE_URL}/weight-loss-payment/${publicId}\\?link=[A-Za-z0-9_-]{22}$`))
  await expect(admin.getByText(/^Expires /)).toBeVisible()
  await admin.getByRole('button', { name: 'Copy' }).click()
  await expect(admin.getByRole('button', { name: 'Copied' })).toBeVisible()
  const copied = await admin.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(await shown.inputValue())
  await closeDesk(desk)

  const link = `${callCenterPath}?link=${linkTokenOf(copied)}`
  const first = await guestOpens(browser, link)
  await expect(first.page).toHaveURL(callCenterPath)
  await expect(first.page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible()
  await first.page.goto('/home')
  await expect(first.page).toHaveURL(/\/login\?page_ref=%2Fhome$/)
  await first.close()

  // The same token on the other checkout address is the same, already used, link.
  const again = await guestOpens(browser, link.replace('/weightlosspayment/', '/weight-loss-payment/'))
  await expectSignInPage(again.page, `/weight-loss-payment/${publicId}`)
  await again.close()
})
