import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { heldOrder, orderStatus, sandboxHoldStatus } from '../support/orders.ts'
import { createPatient, lastMessageTo, signIn } from '../support/patients.ts'
import { prescribe } from '../support/prescriptions.ts'
import { createStaff } from '../support/staff.ts'

/** An order waiting for its prescription, with a live hold behind it, as checkout and the review leave one. */
const waitingOrder = (patientId: number) => heldOrder(patientId, 'waiting_prescription', { medication: 'tirzepatide', paymentTerms: '3', amountCents: 74700 })

async function expectPrescriptionPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Your prescription' })).toBeVisible()
  await expect(page.getByText('Tirzepatide 10 mg/mL')).toBeVisible()
  await expect(page.getByText(/ondansetron/i)).toHaveCount(0)
}

test('a clinician prescribes; the patient sees the prescription without ondansetron, approves, and the order is sent to the pharmacy', async ({
  page,
  request,
}) => {
  const patient = createPatient('Nadia')
  const { orderId, reference } = waitingOrder(patient.id)
  await prescribe(request, orderId)
  expect(orderStatus(orderId)).toBe('prescription_received')
  const notice = lastMessageTo(patient.email)
  expect(notice?.subject).toBe('Your prescription is ready to review')
  expect(notice?.body).toContain(`/prescription/${orderId}`)

  // A visitor is sent to sign in first, and back.
  await page.goto(`/prescription/${orderId}`)
  await expect(page).toHaveURL(new RegExp(`/login\\?page_ref=${encodeURIComponent(`/prescription/${orderId}`)}`))
  await signIn(page, patient, `/prescription/${orderId}`)
  await expect(page).toHaveURL(`/prescription/${orderId}`)
  await expectPrescriptionPage(page)

  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page).toHaveURL('/home/orders')
  await page.goto('/home?tab=orders')
  const card = page.getByRole('listitem', { name: new RegExp(`order ${orderId}$`) })
  await expect(card.locator('[aria-current="step"]', { hasText: 'Sent to the pharmacy' }).first()).toBeVisible()
  expect(orderStatus(orderId)).toBe('order_placed')
  expect(sandboxHoldStatus(reference)).toBe('captured')

  // Back on the page: no buttons, the answer said.
  await page.goto(`/prescription/${orderId}`)
  await expect(page.getByRole('status')).toHaveText('This prescription was already confirmed: you approved it, and your order is with the pharmacy.')
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0)
})

test('12 hours without a reply: the order ships as written and a later click is refused', async ({ page, request }) => {
  const patient = createPatient('Ivy')
  const { orderId, reference } = waitingOrder(patient.id)
  await prescribe(request, orderId)
  await signIn(page, patient, `/prescription/${orderId}`)
  await expectPrescriptionPage(page)
  // The clock moves on: the prescription was written 13 hours ago (the job has not run yet).
  const [written] = localApi<{ docs: { id: number }[] }>('find', { collection: 'prescriptions', where: { order: { equals: orderId } } }).docs
  localApi('update', { collection: 'prescriptions', id: written!.id, data: { createdAt: new Date(Date.now() - 13 * 3600_000).toISOString() } })
  await page.getByRole('button', { name: 'Decline & Update with Doctor' }).click()
  await expect(page.getByText(/^This prescription was already confirmed: there was no reply within 12 hours/)).toBeVisible()
  await expect(page).toHaveURL(`/prescription/${orderId}`)
  expect(orderStatus(orderId)).toBe('order_placed')
  expect(sandboxHoldStatus(reference)).toBe('captured')
})

test('Decline & Update with Doctor sends the order back to the doctor and goes to adjust the doses', async ({ page, request }) => {
  const patient = createPatient('Omar')
  const { orderId, reference } = waitingOrder(patient.id)
  await prescribe(request, orderId)
  await signIn(page, patient, `/prescription/${orderId}`)
  await expectPrescriptionPage(page)
  await page.getByRole('button', { name: 'Decline & Update with Doctor' }).click()
  await expect(page).toHaveURL(`/adjust-doses/${orderId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a dosage schedule' })).toBeVisible()
  expect(orderStatus(orderId)).toBe('needs_review')
  expect(sandboxHoldStatus(reference)).toBe('authorized')
})

test("another patient's prescription is not found, and answering it changes nothing", async ({ page, request }) => {
  const owner = createPatient('Lea')
  const { orderId } = waitingOrder(owner.id)
  await prescribe(request, orderId)
  const other = createPatient('Ivan')
  await signIn(page, other)
  const response = await page.goto(`/prescription/${orderId}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Tirzepatide 10 mg/mL')).toHaveCount(0)
  const api = await page.request.get(`/api/prescription-pending/${orderId}`)
  expect(api.status()).toBe(404)
  const answer = await page.request.post(`/api/prescription-update/${orderId}`, {
    data: { order_id: orderId, accept: true },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(answer.status()).toBe(404)
  expect(await answer.json()).toEqual({ success: false, message: 'Prescription not found.' })
  expect(orderStatus(orderId)).toBe('prescription_received')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('Approve posts the page’s form and lands on /home with the order placed', async ({ page, request }) => {
    const patient = createPatient('Vera')
    const { orderId, reference } = waitingOrder(patient.id)
    await prescribe(request, orderId)
    await signIn(page, patient, `/prescription/${orderId}`)
    await expectPrescriptionPage(page)
    await page.getByRole('button', { name: 'Approve' }).click()
    await expect(page).toHaveURL('/home/orders')
    expect(orderStatus(orderId)).toBe('order_placed')
    expect(sandboxHoldStatus(reference)).toBe('captured')
  })
})

test('a clinician prescribes from the order in the admin; the patient is asked to confirm', async ({ page }) => {
  const patient = createPatient('Hana')
  const { orderId } = waitingOrder(patient.id)
  // Signed in through the CMS's login call (its cookie lands in this browser), second factor included.
  const login = await page.request.post(`${process.env.E2E_CMS_URL}/api/staff/login`, { data: createStaff('clinical') })
  expect(login.status()).toBe(200)
  await page.goto(`${process.env.E2E_CMS_URL}/admin/collections/orders/${orderId}`)
  const section = page.getByRole('group', { name: 'Encounter and prescription' })
  await expect(page.getByRole('link', { name: 'questionnaire answers' })).toHaveAttribute(
    'href',
    new RegExp(`questionnaire-responses\\?where\\[order\\]\\[equals\\]=${orderId}$`),
  )
  await section.getByLabel('Doctor').fill('Dr. Jane Rivera')
  await section.getByLabel('Provider (number)').fill('4417')
  await section.getByLabel('External visit id').fill(`visit-${orderId}`)
  await section.getByLabel('Item 1: name').fill('Semaglutide 2.5 mg/mL')
  await section.getByLabel('Directions').fill('Inject 0.1 mL weekly.')
  await section.getByRole('button', { name: 'Save prescription and send to the patient' }).click()
  await expect.poll(() => orderStatus(orderId)).toBe('prescription_received')
  await expect(page.getByText('A prescription is written while the order waits for one or needs review.')).toBeVisible()

  await signIn(page, patient, `/prescription/${orderId}`)
  await expect(page.getByText('Semaglutide 2.5 mg/mL')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible()
})
