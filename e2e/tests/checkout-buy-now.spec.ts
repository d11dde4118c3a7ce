import type { Page, Request } from '@playwright/test'
import { checkoutMessages } from '@telehealth/domain'
import { expect, test } from '../support/fixtures.ts'
import { CARDS, fillPayment, openNewCart, publicIdOf } from '../support/checkout.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'

// Patients are mostly on phones: this file runs at 390 px.
test.use({ viewport: { width: 390, height: 844 } })

const SANDBOX_CARD_SCRIPT = '**/payments/sandbox-card.js'
const OVERLAY = 'Processing your order. Please keep this page open.'

async function paymentStepOfNewCart(page: Page, firstName: string): Promise<string> {
  await signIn(page, createPatient(firstName), '/select-med')
  const checkoutPath = await openNewCart(page)
  await page.goto(`${checkoutPath}?step=payment&terms=6`)
  return checkoutPath
}

/** The cart's payment attempts, as the server recorded them. */
function attemptsOf(checkoutPath: string): number {
  const carts = localApi<{ docs: { id: number }[] }>('find', {
    collection: 'carts',
    where: { publicId: { equals: publicIdOf(checkoutPath) } },
    depth: 0,
    limit: 1,
  })
  const cartId = carts.docs[0]?.id
  if (cartId === undefined) throw new Error('no cart')
  return localApi<{ totalDocs: number }>('find', { collection: 'payment-attempts', where: { cart: { equals: cartId } }, depth: 0, limit: 1 }).totalDocs
}

test('BUY NOW is disabled under the submitted overlay while the attempt runs, and a double click is one attempt', async ({ page }) => {
  test.setTimeout(120_000)
  const checkoutPath = await paymentStepOfNewCart(page, 'Quinn')
  await fillPayment(page, CARDS.good)

  const posts: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === checkoutPath) posts.push(request)
  })
  // Hold the answer a moment, so the page can be seen while the attempt runs.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(`**${checkoutPath}*`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    await held
    return route.continue()
  })

  // What the page shows while its POST is held (locators wait for a navigation under way, so the
  // page reports it itself): the overlay, and BUY NOW disabled.
  const seen: { overlay: boolean; buyNowDisabled: boolean }[] = []
  await page.exposeFunction('reportSubmitted', (state: { overlay: boolean; buyNowDisabled: boolean }) => {
    seen.push(state)
  })
  await page.evaluate((overlay) => {
    const report = (window as unknown as { reportSubmitted: (state: { overlay: boolean; buyNowDisabled: boolean }) => void }).reportSubmitted
    new MutationObserver((_, observer) => {
      const status = [...document.querySelectorAll('[role="status"]')].find((element) => element.textContent?.includes(overlay))
      if (!status) return
      const button = [...document.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].find((element) =>
        /BUY NOW|Processing/.test(element.textContent ?? ''),
      )
      report({ overlay: true, buyNowDisabled: Boolean(button?.disabled) })
      observer.disconnect()
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
  }, OVERLAY)

  await page.getByRole('button', { name: 'BUY NOW' }).dblclick({ noWaitAfter: true })
  await expect.poll(() => seen.length).toBe(1)
  expect(seen[0]).toEqual({ overlay: true, buyNowDisabled: true })
  release()

  await expect(page).toHaveURL(/\/payment\/thanks\?terms=6&amount=\d+\.\d{2}&trans_id=\d+/)
  expect(posts).toHaveLength(1)
  expect(attemptsOf(checkoutPath)).toBe(1)
})

test('a card field that cannot load says so and posts nothing; once it loads again the patient is told to try again, and pays', async ({ page }) => {
  test.setTimeout(120_000)
  await page.route(SANDBOX_CARD_SCRIPT, (route) => route.abort())
  const checkoutPath = await paymentStepOfNewCart(page, 'Rosa')
  await fillPayment(page, CARDS.good)
  let posted = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === checkoutPath) posted += 1
  })

  const buy = page.getByRole('button', { name: 'BUY NOW' })
  await buy.click()
  await expect(page.getByRole('alert')).toHaveText(checkoutMessages.paymentSystemNotInitialized)
  await expect(buy).toBeEnabled()

  // The card field's script is reachable again: the next press loads it, and the page says so.
  await page.unroute(SANDBOX_CARD_SCRIPT)
  await buy.click()
  await expect(page.getByRole('alert')).toHaveText(checkoutMessages.paymentSystemReinitialized)
  expect(posted).toBe(0)
  expect(attemptsOf(checkoutPath)).toBe(0)

  await buy.click()
  await expect(page).toHaveURL(/\/payment\/thanks/)
  expect(posted).toBe(1)
})

test('keyboard only: the P.O. box popup traps focus, Escape closes it and focus returns to the street', async ({ page }) => {
  test.setTimeout(120_000)
  await paymentStepOfNewCart(page, 'Sam')
  await fillPayment(page, CARDS.good)
  const street = page.getByRole('group', { name: 'Shipping address' }).getByRole('combobox', { name: 'Street address' })
  await street.fill('')
  await street.focus()
  await page.keyboard.type('PO Box 77')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'BUY NOW' }).focus()
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('alertdialog', { name: 'Invalid Address' })
  await expect(dialog).toContainText('FedEx and UPS our carriers do not deliver to P.O. Box addresses. Please enter a valid street address.')
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused()
  // Tab and Shift+Tab stay inside the popup.
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Tab']) {
    await page.keyboard.press(key)
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  const streetAgain = page.getByRole('group', { name: 'Shipping address' }).getByRole('combobox', { name: 'Street address' })
  await expect(streetAgain).toBeFocused()
  await expect(streetAgain).toHaveValue('PO Box 77')
})
