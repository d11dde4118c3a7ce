import crypto from 'node:crypto'
import type { APIRequestContext, Page, Response } from '@playwright/test'
import type { CheckoutLink } from '@telehealth/cms/site'
import { expect } from '@playwright/test'
import { localApi } from './local-api.ts'
import { createStaff, type StaffRole } from './staff.ts'

/** Stripe's test cards as the sandbox gateway answers them (apps/site/app/services/payments/sandbox-gateway.server.ts). */
export const CARDS = {
  good: '4242 4242 4242 4242',
  insufficientFunds: '4000 0000 0000 9995',
  incorrectCvc: '4000 0000 0000 0127',
  genericDecline: '4000 0000 0000 0002',
  avsFailure: '4000 0000 0000 0010',
} as const

/**
 * A card number no other test uses, which the sandbox declines ("card_not_supported"). Declines are
 * counted per card fingerprint across the whole run, so a test that blocks a card, or counts its
 * declines, must not share the card with tests running beside it.
 */
export function uniqueDeclinedCard(): string {
  const digits = String(Date.now() % 1e8).padStart(8, '0') + String(crypto.randomInt(0, 1e4)).padStart(4, '0')
  return `5105 ${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8, 12)}`
}

/** The payment step's card and shipping fields, as a patient types them. */
export async function fillPayment(page: Page, card: string): Promise<void> {
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('MM/YY').fill('12/30')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('group', { name: 'Card', exact: true }).getByLabel('ZIP').fill('78701')
  const shipping = page.getByRole('group', { name: 'Shipping address' })
  await shipping.getByLabel('Street address').fill('100 Congress Ave')
  await shipping.getByLabel('City').fill('Austin')
  await shipping.getByLabel('State').selectOption('TX')
  await shipping.getByLabel('ZIP').fill('78701')
}

/** Presses BUY NOW and returns the answer to the form's POST (one checkout attempt). */
export async function buyNow(page: Page): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.includes('payment/')),
    page.getByRole('button', { name: 'BUY NOW' }).click(),
  ])
  return response
}

/** Fills the payment step with the card, presses BUY NOW and expects a decline (402) with this text. */
export async function expectDeclined(page: Page, card: string, message: string | RegExp): Promise<void> {
  await fillPayment(page, card)
  const response = await buyNow(page)
  expect(response.status()).toBe(402)
  await expect(page.getByRole('alert')).toHaveText(message)
  await expect(page).not.toHaveURL(/\/payment\/thanks/)
}

/**
 * The pre-checkout questions that follow /select-med (ADR 064), answered as a patient who takes
 * no GLP medication and keeps the plan's medication; ends on the cart's checkout. Checkout tests
 * go through it as patients do: a cart is never made "answered" behind the page's back.
 */
export async function answerPreCheckout(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/pre-checkout\/[A-Za-z0-9_-]{16,}/)
  // The steps are the browser's (its machine): wait for the page to take over its form.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.getByRole('radio', { name: 'No' }).check({ force: true })
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByText('Step 3 of 4')).toBeVisible()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await expect(page).toHaveURL(/\/weight-loss-payment\/[A-Za-z0-9_-]{16,}/)
}

/**
 * Chooses a plan on /select-med (the patient is signed in), answers the pre-checkout and opens the
 * new cart's checkout. Returns the checkout path, /weight-loss-payment/{publicId}.
 */
export async function openNewCart(page: Page, plan?: RegExp): Promise<string> {
  await page.goto('/select-med')
  if (plan) await page.getByRole('radio', { name: plan }).check({ force: true })
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await answerPreCheckout(page)
  return new URL(page.url()).pathname
}

/** The cart's public id from its checkout path. */
export function publicIdOf(checkoutPath: string): string {
  const id = checkoutPath.split('/').at(-1)
  if (!id) throw new Error(`No cart id in ${checkoutPath}`)
  return id
}

/** The cart's CMS id, for the admin's URLs and the checkout-link endpoint. */
export function cartIdOf(publicId: string): number {
  const found = localApi<{ docs: { id: number }[] }>('find', { collection: 'carts', where: { publicId: { equals: publicId } }, depth: 0, limit: 1 })
  const cart = found.docs[0]
  if (!cart) throw new Error(`No cart ${publicId}`)
  return cart.id
}

/** A staff member's API token, from the CMS's own login. */
export async function staffToken(request: APIRequestContext, role: StaffRole): Promise<string> {
  const response = await request.post(`${process.env.E2E_CMS_URL}/api/staff/login`, { data: createStaff(role) })
  expect(response.status()).toBe(200)
  const { token } = (await response.json()) as { token?: string }
  if (!token) throw new Error('The CMS gave no token')
  return token
}

/**
 * Asks the CMS, with a staff member's token, for a checkout link to the cart (ADR 010):
 * POST /api/carts/:id/checkout-link, as the admin's "Create checkout link" button does.
 */
export async function checkoutLinkFromCms(request: APIRequestContext, cartId: number, token: string): Promise<CheckoutLink> {
  const response = await request.post(`${process.env.E2E_CMS_URL}/api/carts/${cartId}/checkout-link`, { headers: { Authorization: `JWT ${token}` } })
  expect(response.status()).toBe(200)
  return (await response.json()) as CheckoutLink
}

/** The token part of a checkout link. */
export function linkTokenOf(link: string): string {
  return new URL(link, 'http://x').searchParams.get('link') ?? ''
}
