import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Page, Response } from '@playwright/test'
import { expect } from '@playwright/test'

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
 * Chooses a plan on /select-med (the patient is signed in) and opens the new cart's checkout.
 * Returns the checkout path, /weight-loss-payment/{publicId}.
 */
export async function openNewCart(page: Page, plan?: RegExp): Promise<string> {
  await page.goto('/select-med')
  if (plan) await page.getByRole('radio', { name: plan }).check({ force: true })
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await expect(page).toHaveURL(/\/weight-loss-payment\/[A-Za-z0-9_-]{16,}/)
  return new URL(page.url()).pathname
}

/** The cart's public id from its checkout path. */
export function publicIdOf(checkoutPath: string): string {
  const id = checkoutPath.split('/').at(-1)
  if (!id) throw new Error(`No cart id in ${checkoutPath}`)
  return id
}

/**
 * The site's session secret for this run: global setup starts the site with the secrets made in
 * the run's temporary DATA_DIR (scripts/local-env.mjs), unless SESSION_SECRET is set outright.
 */
function sessionSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET
  const dataDir = process.env.DATA_DIR
  if (!dataDir) throw new Error('DATA_DIR is not set: run through the e2e global setup')
  const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, 'local-secrets.json'), 'utf8')) as { SESSION_SECRET?: string }
  if (!secrets.SESSION_SECRET) throw new Error('No SESSION_SECRET in the run secrets')
  return secrets.SESSION_SECRET
}

/**
 * The signed link an agent or email sends (ADR 010): `?link=<expiry>.<HMAC-SHA256 of
 * "cart-link:{publicId}:{expiry}", base64url>`, valid 48 h. Nothing on the site hands these out
 * yet, so the test signs it as the site does.
 */
export function signedCartLink(publicId: string, options: { expiresAt?: number; prefix?: string } = {}): string {
  const expiresAt = options.expiresAt ?? Date.now() + 48 * 60 * 60 * 1000
  const signature = crypto.createHmac('sha256', sessionSecret()).update(`cart-link:${publicId}:${expiresAt}`).digest('base64url')
  return `${options.prefix ?? '/weight-loss-payment'}/${publicId}?link=${expiresAt}.${signature}`
}
