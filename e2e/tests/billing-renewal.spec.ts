import { createHash } from 'node:crypto'
import { fillCard } from '../support/billing.ts'
import { CARDS, staffToken, uniqueDeclinedCard } from '../support/checkout.ts'
import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { heldOrder } from '../support/orders.ts'
import { createPatient, lastMessageTo, signIn } from '../support/patients.ts'

type Found<T> = { docs: T[] }

const DAY = 24 * 60 * 60 * 1000
/** The sandbox's card that is kept on file and declined when charged (ADR 092). */
const DECLINES_WHEN_CHARGED = '4000000000000341'

/**
 * A card kept on file in the sandbox's ledger, as its saveCard leaves one (a `card` row under the
 * customer, its fingerprint the sandbox's own: never the number).
 */
function keptCard(number: string): { customerRef: string; paymentMethodRef: string } {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`
  const card = { customerRef: `sandbox_cus_e2e${unique}`, paymentMethodRef: `sandbox_pm_e2e${unique}` }
  localApi('create', {
    collection: 'sandbox-payments',
    data: {
      kind: 'card',
      status: 'saved',
      idempotencyKey: `e2e-card-${unique}`,
      reference: card.paymentMethodRef,
      customerRef: card.customerRef,
      amountCents: 0,
      cardFingerprint: createHash('sha256').update(`sandbox:${number}`).digest('hex').slice(0, 16),
      card: { brand: 'visa', last4: number.slice(-4), expMonth: 12, expYear: 2031 },
    },
  })
  return card
}

test('a renewal declined on a simulated clock turns the plan Past Due and emails the patient; Pay Now with a declined card says why, then a good card pays', async ({
  page,
  request,
}) => {
  // A patient who bought a quarterly plan (the paid order, the subscription checkout writes)...
  const patient = createPatient('Renata')
  const { orderId } = heldOrder(patient.id, 'order_delivered', { medication: 'tirzepatide', paymentTerms: '3', amountCents: 74900 })
  // ...whose card on file now declines, and whose renewal fell due two days ago (the simulated clock).
  const card = keptCard(DECLINES_WHEN_CHARGED)
  const dueDate = new Date(Date.now() - 2 * DAY).toISOString()
  const subscription = localApi<{ id: number }>('create', {
    collection: 'subscriptions',
    data: {
      patient: patient.id,
      order: orderId,
      plan_name: 'Tirzepatide Quarterly',
      amountCents: 74900,
      paymentTerms: '3',
      status: 'active',
      next_billing_date: dueDate,
      cardOnFile: {
        status: 'saved',
        gateway: 'sandbox',
        ...card,
        brand: 'visa',
        last4: '0341',
        expMonth: 12,
        expYear: 2031,
        savedAt: new Date().toISOString(),
      },
    },
  })

  // The renewal job, queued and run by an admin through the jobs API (the admin's cron would run it within the hour).
  localApi('create', { collection: 'payload-jobs', data: { taskSlug: 'renew-subscriptions', queue: 'periodic', input: {} } })
  const token = await staffToken(request, 'admin')
  const run = await request.get(`${process.env.E2E_CMS_URL}/api/payload-jobs/run?queue=periodic&limit=10`, { headers: { Authorization: `JWT ${token}` } })
  expect(run.status()).toBe(200)
  const statusOf = () =>
    localApi<Found<{ status: string }>>('find', { collection: 'subscriptions', where: { id: { equals: subscription.id } }, depth: 0 }).docs[0]?.status
  // The admin's own runner may have taken the job first: either way it runs once.
  await expect.poll(statusOf, { timeout: 30_000 }).toBe('paused')

  // The Billing tab shows the plan Past Due.
  await signIn(page, patient, '/home/billing')
  await page.goto('/home/billing')
  await expect(page.getByRole('heading', { name: 'Current Therapies' })).toBeVisible()
  await expect(page.getByText('Past Due', { exact: true })).toBeVisible()

  // The outbox holds the email: what happened, what to do, the next try; no medication or plan named.
  const email = lastMessageTo(patient.email)
  expect(email?.subject).toBe('Your renewal payment did not go through')
  expect(email?.body).toMatch(/your bank declined the card on file/)
  expect(email?.body).toMatch(/Pay Now/)
  expect(email?.body).not.toMatch(/tirzepatide|semaglutide|quarterly/i)

  // Pay Now, with a new card the bank declines: the reason inline and as the toast; still Past Due.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.getByRole('button', { name: 'Pay Now for Tirzepatide Quarterly' }).click()
  const dialog = page.getByRole('dialog', { name: 'Process Payment' })
  // The plan's price as bought, as the server computes it (the browser's amount is ignored).
  const pay = dialog.getByRole('button', { name: 'Pay $749.00' })
  await dialog.getByRole('radio', { name: 'A new card' }).check()
  await fillCard(dialog, uniqueDeclinedCard())
  await pay.click()
  await expect(dialog.getByRole('alert')).toHaveText(/^Payment Error: /)
  await expect(page.getByTestId('toast')).toHaveText(/^Payment Error: /)
  expect(statusOf()).toBe('paused')

  // A good card pays the period: 'Payment processed successfully', the plan Active again.
  await fillCard(dialog, CARDS.good)
  await pay.click()
  await expect(page.getByTestId('toast')).toHaveText('Payment processed successfully')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('region', { name: 'Current Therapies' }).getByText('Active', { exact: true })).toBeVisible()
  expect(statusOf()).toBe('active')
  await page.screenshot({ path: '/tmp/billing-pay-now-paid.png', fullPage: true })
})
