import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { buyNow, CARDS, expectDeclined, fillPayment, openNewCart, uniqueDeclinedCard } from '../support/checkout.ts'
import { createPatient, signIn } from '../support/patients.ts'

// Spec 000 section 8, "Payment message mapping", word for word.
const INSUFFICIENT_FUNDS = 'It looks like your card has insufficient funds. Please use a different payment method or contact your bank for assistance.'
const CVC_MISMATCH = "The CVV/security code you entered doesn't match your card. Please double-check the 3-4 digit code on the back of your card and try again."
const BILLING_MISMATCH = "The billing address you entered doesn't match what your bank has on file. Please verify your address details and try again."
const DECLINED =
  'Uh oh! It looks like your card was declined. No worries—your bank might have sent you a text to approve the charge. Just reply to their message to approve it and try again, or feel free to use a different card.'
const BLOCKED =
  "Card Temporarily Blocked : Your card has been declined 3 times and is now temporarily blocked for 24 hours. Please check your card details or contact your bank. You'll be able to try again after the 24-hour period."
const TOO_MANY_ATTEMPTS_PREFIX = "You've tried this card multiple times without success. Please use a different card to complete your purchase. Error: "

/** "You've tried this card multiple times ... Error: {server message}", whatever the server's words. */
const tooManyAttempts = new RegExp(`^${TOO_MANY_ATTEMPTS_PREFIX.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}\\S.*$`)

function paymentStep(checkoutPath: string, terms = 6): string {
  return `${checkoutPath}?step=payment&terms=${terms}`
}

test('each sandbox decline card shows its own message from the spec', async ({ page }) => {
  // The third decline on one cart tells the patient to use another card instead, so two cards per cart.
  await signIn(page, createPatient('Dana'), '/select-med')
  const firstCart = await openNewCart(page)
  await page.goto(paymentStep(firstCart))
  await expectDeclined(page, CARDS.insufficientFunds, INSUFFICIENT_FUNDS)
  // The address the patient typed is still there; the card is asked for again.
  const shipping = page.getByRole('group', { name: 'Shipping address' })
  await expect(shipping.getByLabel('Street address')).toHaveValue('100 Congress Ave')
  await expect(shipping.getByLabel('City')).toHaveValue('Austin')
  await expect(shipping.getByLabel('State')).toHaveValue('TX')
  await expect(page.getByLabel('Card number')).toHaveValue('')
  await expectDeclined(page, CARDS.incorrectCvc, CVC_MISMATCH)

  const secondCart = await openNewCart(page)
  expect(secondCart).not.toBe(firstCart)
  await page.goto(paymentStep(secondCart))
  await expectDeclined(page, CARDS.genericDecline, DECLINED)
  await expectDeclined(page, CARDS.avsFailure, BILLING_MISMATCH)
})

/** The payment step of a blocked cart: the block message on arrival and BUY NOW disabled. */
async function expectBlockedOnArrival(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText(BLOCKED)
  await expect(page.getByRole('button', { name: 'BUY NOW' })).toBeDisabled()
}

test('the fourth decline blocks the card for 24 hours, after a reload and in a new browser', async ({ page, browser }) => {
  const patient = createPatient('Blake')
  const card = uniqueDeclinedCard()
  await signIn(page, patient, '/select-med')
  const cart = await openNewCart(page)
  await page.goto(paymentStep(cart))

  await expectDeclined(page, card, DECLINED)
  await expectDeclined(page, card, DECLINED)
  // Third failed attempt: use another card (spec: after 3 failed attempts on the client).
  await expectDeclined(page, card, tooManyAttempts)
  // More than three declines: blocked.
  await expectDeclined(page, card, BLOCKED)

  // A reload forgets nothing: the page says the cart is blocked, and BUY NOW is off.
  await page.goto(paymentStep(cart))
  await page.reload()
  await expectBlockedOnArrival(page)

  // Another browser, signed in afresh: the cart is blocked, and so is the card on a new cart.
  const context = await browser.newContext()
  try {
    const other = await context.newPage()
    await signIn(other, patient, paymentStep(cart))
    await expect(other).toHaveURL(new RegExp(`${cart}\\?step=payment`))
    await expectBlockedOnArrival(other)

    const newCart = await openNewCart(other)
    expect(newCart).not.toBe(cart)
    await other.goto(paymentStep(newCart))
    await expectDeclined(other, card, BLOCKED)
  } finally {
    await context.close()
  }
})

test('three declines on a cart and three of a card are not a block, even spread over two carts', async ({ page }) => {
  // Spec: more than 3 declines for one card, or for one cart, block. Here the cart and the card each
  // reach exactly three, so the patient is told to try another card but is not blocked.
  const cardA = uniqueDeclinedCard()
  const cardB = uniqueDeclinedCard()
  expect(cardB).not.toBe(cardA)
  await signIn(page, createPatient('Casey'), '/select-med')

  const firstCart = await openNewCart(page)
  await page.goto(paymentStep(firstCart))
  await expectDeclined(page, cardA, DECLINED)
  await expectDeclined(page, cardA, DECLINED)

  const secondCart = await openNewCart(page)
  await page.goto(paymentStep(secondCart))
  await expectDeclined(page, cardB, DECLINED)
  await expectDeclined(page, cardB, DECLINED)
  // Third decline of card A (two on the first cart) and third on the second cart.
  await fillPayment(page, cardA)
  const response = await buyNow(page)
  expect(response.status()).toBe(402)
  // Not the block message: neither the cart nor the card has more than three declines.
  await expect(page.getByRole('alert')).toHaveText(tooManyAttempts)
})
