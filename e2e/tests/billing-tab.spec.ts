import type { Page } from '@playwright/test'
import { fillCard } from '../support/billing.ts'
import { expect, test } from '../support/fixtures.ts'
import { CARDS, fillPayment, openNewCart } from '../support/checkout.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'

// Patients are mostly on phones: the Billing tab is tried at 390 px.
test.use({ viewport: { width: 390, height: 844 } })

const MONTHLY_TERMS = 'Monthly plan is a 3-month supply paid monthly with a 3-month commitment; an early termination fee may apply.'

interface StoredSubscription {
  id: number
  status: string
  cancelReason?: string | null
  recommend?: boolean | null
  cardOnFile?: { last4?: string | null; brand?: string | null; paymentMethodRef?: string | null } | null
}

function subscriptionsOf(patientId: number): StoredSubscription[] {
  return localApi<{ docs: StoredSubscription[] }>('find', {
    collection: 'subscriptions',
    where: { patient: { equals: patientId } },
    depth: 0,
    sort: 'createdAt',
    pagination: false,
  }).docs
}

async function screenshot(page: Page, name: string) {
  // The tab whole; a modal as the phone's screen shows it.
  await page.screenshot({ path: `/tmp/billing-tab-${name}.png`, fullPage: name.startsWith('tab-') })
}

/** Every element of the tab ends inside the screen: nothing runs past 390 px. */
async function expectReadsWhole(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test('a patient buys a plan, updates the card (toast, then each error) and cancels with a reason', async ({ page }) => {
  test.setTimeout(180_000)
  const patient = createPatient('Bianca')
  await signIn(page, patient, '/select-med')
  const checkoutPath = await openNewCart(page)
  await page.goto(`${checkoutPath}?step=payment&terms=1`)
  await fillPayment(page, CARDS.good)
  await page.getByRole('button', { name: 'BUY NOW' }).click()
  await expect(page).toHaveURL(/\/payment\/thanks/)
  const [bought] = subscriptionsOf(patient.id)
  expect(bought).toMatchObject({ status: 'active', cardOnFile: { last4: '4242' } })

  await page.goto('/home?tab=billing')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const cardSection = page.getByRole('region', { name: 'Update Credit Card' })
  await expect(cardSection.getByText('Visa •••• 4242')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Current Therapies' }).getByText('Active', { exact: true })).toBeVisible()
  await expectReadsWhole(page)
  await screenshot(page, 'tab-active')

  // ---- Update Card: the new card becomes the card on file, with the 3-second toast.
  await cardSection.getByRole('button', { name: 'Update Card' }).click()
  const dialog = page.getByRole('dialog', { name: 'Update Card' })
  await expect(dialog).toBeVisible()
  await screenshot(page, 'update-card')
  await fillCard(dialog, '5555 5555 5555 4444')
  await dialog.getByRole('button', { name: 'Save Card' }).click()
  await expect(page.getByTestId('toast')).toHaveText('Billing details updated successfully')
  await expect(dialog).toBeHidden()
  await expect(cardSection.getByText('Mastercard •••• 4444')).toBeVisible()
  expect(subscriptionsOf(patient.id)[0]?.cardOnFile).toMatchObject({ brand: 'mastercard', last4: '4444' })
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 6_000 })

  // ---- Each error, inline; the card on file stays as it is.
  await cardSection.getByRole('button', { name: 'Update Card' }).click()
  await fillCard(dialog, CARDS.good, { address: false })
  await dialog.getByRole('button', { name: 'Save Card' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a complete billing address.')

  await fillCard(dialog, CARDS.good, { exp: '01/20' })
  await dialog.getByRole('button', { name: 'Save Card' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Invalid card details')

  await fillCard(dialog, CARDS.genericDecline)
  await dialog.getByRole('button', { name: 'Save Card' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.')
  await expectReadsWhole(page)
  await screenshot(page, 'update-card-error')

  // No answer at all (the network): the form says so and stays open; nothing changed.
  await page.route('**/api/update-card*', (route) => route.abort('internetdisconnected'))
  await fillCard(dialog, CARDS.good)
  await dialog.getByRole('button', { name: 'Save Card' }).click()
  await expect(dialog.getByRole('alert')).not.toHaveText('Your card was declined.')
  await expect(dialog.getByRole('alert')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Save Card' })).toBeEnabled()
  await page.unroute('**/api/update-card*')
  await dialog.getByRole('button', { name: 'Close' }).click()
  expect(subscriptionsOf(patient.id)[0]?.cardOnFile).toMatchObject({ last4: '4444' })

  // ---- Cancel: the plan's terms first, then a reason and the recommendation.
  const cancelSection = page.getByRole('region', { name: 'Cancel Subscription' })
  await cancelSection.getByRole('button', { name: /^Cancel Subscription/ }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel?' })
  await expect(confirm).toContainText(MONTHLY_TERMS)
  await screenshot(page, 'cancel-confirm')
  await confirm.getByRole('button', { name: 'Cancel Subscription' }).click()
  await expect(confirm.getByText('Please tell us why you are cancelling.')).toBeVisible()
  await confirm.getByLabel('Why are you cancelling?').fill('Reached my goal weight')
  await confirm.getByRole('checkbox', { name: 'I would recommend Evergreen Health to a friend' }).check()
  await confirm.getByRole('button', { name: 'Cancel Subscription' }).click()
  await expect(page.getByTestId('toast')).toHaveText('Your subscription is cancelled.')
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('region', { name: 'Current Therapies' }).getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: /Cancel Subscription/ })).toHaveCount(0)
  expect(subscriptionsOf(patient.id)[0]).toMatchObject({ status: 'ended', cancelReason: 'Reached my goal weight', recommend: true })
  await page.reload()
  await expect(page.getByRole('region', { name: 'Current Therapies' }).getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: /Cancel Subscription/ })).toHaveCount(0)
  await expectReadsWhole(page)
  await screenshot(page, 'tab-cancelled')
})

test('a Past Due plan offers Pay Now with the card on file or a new card', async ({ page }) => {
  const patient = createPatient('Pia')
  // A plan the renewal left Past Due (the renewal work is not this page's): written as it leaves it.
  localApi('create', {
    collection: 'subscriptions',
    data: {
      patient: patient.id,
      plan_name: 'Tirzepatide Quarterly',
      amountCents: 74700,
      paymentTerms: '3',
      status: 'paused',
      cardOnFile: { status: 'saved', gateway: 'sandbox', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    },
  })
  await signIn(page, patient)
  await page.goto('/home?tab=billing')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.getByRole('region', { name: 'Current Therapies' }).getByText('Past Due', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: /Cancel Subscription/ })).toHaveCount(0)
  await expectReadsWhole(page)
  await screenshot(page, 'tab-past-due')
  await page.getByRole('button', { name: 'Pay Now for Tirzepatide Quarterly' }).click()
  const dialog = page.getByRole('dialog', { name: 'Process Payment' })
  await expect(dialog.getByRole('radio', { name: 'Pay with the card on file (Visa •••• 4242)' })).toBeChecked()
  await expect(dialog.getByRole('button', { name: 'Pay $747.00' })).toBeEnabled()
  await screenshot(page, 'process-payment')
  await dialog.getByRole('radio', { name: 'A new card' }).check()
  await expect(dialog.getByRole('group', { name: 'Billing address' })).toBeVisible()
  await expectReadsWhole(page)
  await screenshot(page, 'process-payment-new-card')
})
