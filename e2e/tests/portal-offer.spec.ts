import { expect, test } from '../support/fixtures.ts'
import { answerPreCheckout } from '../support/checkout.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'
import { adminPage, closeDesk, createStaff, openInAdmin } from '../support/staff.ts'

/**
 * The portal offer (spec 001: the hidden promotional tab; ADR 096): the seeded promotion runs for 30
 * days from the installation, so its tab shows; the countdown runs on the page's clock (Playwright's
 * simulated clock here) towards the end the server gives, and a plan opens the checkout at the
 * price stored in the CMS. The admin's refund of a captured payment is the staff part.
 */

type PromotionDoc = { id: number; endsAt: string; plans: { label: string; paymentTerms: string; priceCents: number }[] }

function livePromotion(): PromotionDoc {
  const now = new Date().toISOString()
  const found = localApi<{ docs: PromotionDoc[] }>('find', {
    collection: 'promotions',
    where: { and: [{ startsAt: { less_than_equal: now } }, { endsAt: { greater_than: now } }, { active: { not_equals: false } }] },
    sort: '-startsAt',
    limit: 1,
    depth: 0,
  })
  const promotion = found.docs[0]
  if (!promotion) throw new Error('The seed runs a promotion: none found')
  return promotion
}

test.use({ viewport: { width: 390, height: 844 } })

test('the promotional tab counts down to the offer’s end on the page’s clock and stops at it', async ({ page }) => {
  const promotion = livePromotion()
  const end = Date.parse(promotion.endsAt)
  // The page's clock: 2 days 3 hours 4 minutes 5 seconds before the end once paused below.
  const shown = end - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000
  await page.clock.install({ time: shown - 120_000 })
  const patient = createPatient('Olivia')
  await signIn(page, patient)
  await page.goto('/home')
  const offerTab = page.getByRole('tab', { name: 'Offer' })
  await expect(offerTab).toBeVisible()
  await offerTab.click()
  await expect(page).toHaveURL(/\/home\/offer$/)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.clock.pauseAt(shown)

  const timer = page.getByRole('timer', { name: 'Offer ends in' })
  await expect(timer).toHaveAccessibleDescription('2 days 3 hours 4 minutes 5 seconds')
  await page.clock.runFor(3_000)
  await expect(timer).toHaveAccessibleDescription('2 days 3 hours 4 minutes 2 seconds')

  const plans = page.getByRole('list', { name: 'Offer plans' }).getByRole('listitem')
  await expect(plans).toHaveCount(2)
  await expect(plans.nth(0)).toContainText('$749.97')
  await expect(plans.nth(0)).toContainText('about $249.99 a month')
  await expect(plans.nth(1)).toContainText('$1,149.97')
  await expect(plans.nth(1)).toContainText('about $191.66 a month')
  await expect(page.getByText('Includes 12 months of refills and a doctor check-in every 90 days.')).toBeVisible()
  await page.screenshot({ path: '/tmp/portal-offer-tab-390.png', fullPage: true })

  // The end comes while the page is open: no countdown, nothing to choose.
  await page.clock.fastForward(((2 * 24 + 3) * 3600 + 4 * 60 + 10) * 1000)
  await expect(page.getByText('This offer has ended.')).toBeVisible()
  await expect(timer).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Choose the 3-month plan' })).toBeDisabled()
})

test('an offer plan opens the checkout at the price stored in the CMS', async ({ page }) => {
  const promotion = livePromotion()
  const threeMonths = promotion.plans.find((plan) => plan.paymentTerms === '3')
  if (!threeMonths) throw new Error('The seeded promotion has a 3-month plan')
  const patient = createPatient('Priya')
  await signIn(page, patient)
  await page.goto('/home/offer')
  await page.getByRole('button', { name: 'Choose the 3-month plan' }).click()
  await answerPreCheckout(page)
  const price = `$${(threeMonths.priceCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
  await expect(page.getByRole('radio', { name: new RegExp(threeMonths.label) })).toBeChecked()
  await expect(page.getByText(price).first()).toBeVisible()
  // Marketing's price is the checkout's: no regular plan of other terms is offered with it.
  await expect(page.getByRole('radio', { name: /Yearly Plan|Monthly Plan/ })).toHaveCount(0)
})

test('an admin refunds a captured payment once from the transaction, however often it is pressed', async ({ browser }) => {
  const patient = createPatient('Rosa')
  const reference = `sandbox_pi_e2e_${Date.now()}`
  localApi('create', {
    collection: 'sandbox-payments',
    data: { idempotencyKey: `${reference}-hold`, reference, status: 'captured', kind: 'hold', amountCents: 74997 },
  })
  const paid = localApi<{ id: number }>('create', {
    collection: 'transactions',
    data: {
      patient: patient.id,
      amountCents: 74997,
      status: 'captured',
      gateway: 'sandbox',
      gatewayReference: reference,
      idempotencyKey: `${reference}-captured`,
    },
  })
  const admin = await adminPage(browser, createStaff('admin'))
  await openInAdmin(admin, 'transactions', paid.id)
  const panel = admin.getByRole('group', { name: 'Refund this payment' })
  await panel.getByRole('button', { name: 'Refund payment' }).click()
  await panel.getByRole('button', { name: 'Yes, refund' }).click()
  await expect(panel.getByRole('status')).toHaveText('Refunded $749.97. A refunded transaction is recorded.')
  await admin.screenshot({ path: '/tmp/portal-offer-admin-refund-1280.png', fullPage: true })
  await panel.getByRole('button', { name: 'Refund payment' }).click()
  await panel.getByRole('button', { name: 'Yes, refund' }).click()
  await expect(panel.getByRole('status')).toHaveText('This payment was already refunded; nothing more was given back.')

  const refunds = localApi<{ docs: unknown[] }>('find', {
    collection: 'transactions',
    where: { and: [{ gatewayReference: { equals: reference } }, { status: { equals: 'refunded' } }] },
  })
  expect(refunds.docs).toHaveLength(1)
  const ledger = localApi<{ docs: { status: string }[] }>('find', { collection: 'sandbox-payments', where: { reference: { equals: reference } } })
  expect(ledger.docs[0]?.status).toBe('refunded')
  await closeDesk(admin)
})

test('clinical staff see the transaction but are offered no refund', async ({ browser }) => {
  const patient = createPatient('Sam')
  const paid = localApi<{ id: number }>('create', {
    collection: 'transactions',
    data: {
      patient: patient.id,
      amountCents: 19900,
      status: 'captured',
      gateway: 'sandbox',
      gatewayReference: `sandbox_pi_clinical_${Date.now()}`,
      idempotencyKey: `clinical-${Date.now()}`,
    },
  })
  const clinician = await adminPage(browser, createStaff('clinical'))
  await openInAdmin(clinician, 'transactions', paid.id)
  await expect(clinician.locator('#field-amountCents')).toHaveValue('19900')
  await expect(clinician.getByRole('button', { name: 'Refund payment' })).toHaveCount(0)
  await closeDesk(clinician)
})
