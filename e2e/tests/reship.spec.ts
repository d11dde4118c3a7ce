import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { staffToken } from '../support/checkout.ts'
import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, lastMessageTo, signIn } from '../support/patients.ts'
import { closeDesk, createStaff, logIntoAdmin } from '../support/staff.ts'

const DAY = 24 * 60 * 60 * 1000
const shippingAddress = { address_line_1: '1 A St', city: 'Austin', state: 'TX', zip: '78701' }

function deliveredOrder(patientId: number, daysAgo: number): number {
  const [order] = localApi<{ id: number }[]>('createMany', {
    collection: 'orders',
    docs: [
      {
        patient: patientId,
        status: 'order_delivered',
        medication: 'semaglutide',
        paymentTerms: '1',
        amountCents: 19900,
        shippingAddress,
        receivedAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
      },
    ],
  })
  return order!.id
}

/** Steps 1 to 3 with the first item, a reason and an uploaded photo, ready to submit. */
async function fillAndUpload(tab: Page) {
  await tab.goto('/replacement-request')
  await tab.getByRole('checkbox').first().check()
  await tab.getByRole('button', { name: 'Next' }).click()
  await tab.getByRole('textbox', { name: 'Tell us what was missing or damaged' }).fill('Missing from the box')
  await tab.getByRole('button', { name: 'Next' }).click()
  const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 10, g: 10, b: 10 } } })
    .png()
    .toBuffer()
  await tab.locator('input[type=file]').setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: photo })
  await tab.getByRole('button', { name: 'Confirm Upload' }).click()
  await expect(tab.getByRole('button', { name: 'Uploaded!' })).toBeDisabled()
}

type StoredRequest = { id: number; status: string; reason: string; image: number; items: { itemId: string }[] }
const requestsOf = (patientId: number) =>
  localApi<{ docs: StoredRequest[] }>('find', { collection: 'reship-requests', where: { patient: { equals: patientId } }, depth: 0 }).docs

test('a replacement request, step by step with each message, then approved by staff as a new order', async ({ page, request }) => {
  const patient = createPatient('Rita')
  const orderId = deliveredOrder(patient.id, 2)
  deliveredOrder(patient.id, 9) // outside the 7 days: not offered

  // Not signed in: to the sign-in page and back.
  await page.goto('/replacement-request')
  await expect(page).toHaveURL(/\/login\?page_ref=%2Freplacement-request$/)
  await signIn(page, patient, '/replacement-request')
  await expect(page).toHaveURL(/\/replacement-request$/)

  // The Orders tab links a delivered order within the window to the form.
  await page.goto('/home?tab=orders')
  const recentCard = page.getByRole('listitem', { name: `Compounded Semaglutide, order ${orderId}` })
  await expect(page.getByRole('link', { name: 'Request a replacement' })).toHaveCount(1)
  await recentCard.getByRole('link', { name: 'Request a replacement' }).click()
  await expect(page).toHaveURL(/\/replacement-request$/)

  // Step 1: only the recent order; at least one item.
  await expect(page.getByText('Step 1 of 3')).toBeVisible()
  await expect(page.getByRole('checkbox')).toHaveCount(1)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please select at least one item to continue.')
  await page.getByRole('checkbox', { name: /Compounded Semaglutide/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()

  // Step 2: a reason, not blank, with a counter.
  await expect(page.getByText('Step 2 of 3')).toBeVisible()
  const reason = page.getByRole('textbox', { name: 'Tell us what was missing or damaged' })
  await reason.fill('   ')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please enter a reason to continue.')
  await reason.fill('The vial arrived cracked.')
  await expect(page.getByText('25/1000')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()

  // Step 3: an image is needed, must be an image, under 5 MB.
  await expect(page.getByText('Step 3 of 3')).toBeVisible()
  await page.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please upload an image to continue.')
  const input = page.locator('input[type=file]')
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(page.getByRole('alert').first()).toHaveText('Please select an image file.')
  await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024, 1) })
  await expect(page.getByRole('alert').first()).toHaveText('File size must be less than 5MB.')
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 140, b: 160 } } })
    .png()
    .toBuffer()
  await input.setInputFiles({ name: 'Rita box.png', mimeType: 'image/png', buffer: photo })
  await page.getByRole('button', { name: 'Confirm Upload' }).click()
  await expect(page.getByRole('button', { name: 'Uploaded!' })).toBeDisabled()

  // The connection drops on submit: the spec's second alert, and the patient stays on step 3.
  // The page posts through its own route (the page's data request); the loader's reads are not touched.
  await page.route('**/replacement-request.data*', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()))
  await page.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.getByRole('alert')).toHaveText(/^An error occurred while submitting your request: .+/)
  await expect(page.getByText('Step 3 of 3')).toBeVisible()
  expect(requestsOf(patient.id)).toHaveLength(0)
  await page.unroute('**/replacement-request.data*')

  await page.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
  const [stored] = requestsOf(patient.id)
  expect(stored).toMatchObject({ status: 'received', reason: 'The vial arrived cracked.', items: [expect.objectContaining({ itemId: String(orderId) })] })
  await page.getByRole('link', { name: 'Go To Dashboard' }).click()
  await expect(page).toHaveURL(/\/home\/orders$/)

  // Under review: no second request for the same item.
  await page.goto('/home?tab=orders')
  await expect(page.getByRole('heading', { name: 'Order Tracking & Status Updates' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Request a replacement' })).toHaveCount(0)

  // Staff approve it in the CMS: a no-charge replacement appears on the patient's Orders tab.
  const token = await staffToken(request, 'clinical')
  const approved = await request.post(`${process.env.E2E_CMS_URL}/api/reship-requests/${stored!.id}/review`, {
    headers: { Authorization: `JWT ${token}` },
    data: { decision: 'approve' },
  })
  expect(approved.status()).toBe(200)
  const again = await request.post(`${process.env.E2E_CMS_URL}/api/reship-requests/${stored!.id}/review`, {
    headers: { Authorization: `JWT ${token}` },
    data: { decision: 'approve' },
  })
  expect(again.status()).toBe(409)
  await page.reload()
  const cards = page.getByRole('listitem', { name: /^Compounded Semaglutide, order \d+$/ })
  await expect(cards).toHaveCount(3)
  const replacement = cards.first()
  await expect(replacement).not.toHaveAccessibleName(`Compounded Semaglutide, order ${orderId}`)
  await expect(replacement.locator('[aria-current=step]')).toContainText('Sent to the pharmacy')
  expect(lastMessageTo(patient.email)?.subject).toBe('Your replacement request was approved')
})

test('a refusal from the server is shown as "Error submitting request: ..." and the patient stays on step 3', async ({ page }) => {
  const patient = createPatient('Omar')
  deliveredOrder(patient.id, 1)
  await signIn(page, patient, '/replacement-request')
  // A second tab of the same browser (same session) with the same request ready.
  const second = await page.context().newPage()

  await fillAndUpload(page)
  await fillAndUpload(second)
  await page.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
  await second.getByRole('button', { name: 'Submit Request' }).click()
  await expect(second.getByRole('alert')).toHaveText('Error submitting request: A replacement for one of these items has already been requested.')
  await expect(second.getByText('Step 3 of 3')).toBeVisible()
  expect(requestsOf(patient.id)).toHaveLength(1)
  await second.close()
})

test('with nothing delivered in the last 7 days the patient lands on /sorry', async ({ page }) => {
  const patient = createPatient('Nina')
  deliveredOrder(patient.id, 10)
  await signIn(page, patient, '/replacement-request')
  await expect(page).toHaveURL(/\/sorry\?message=/)
  expect(new URL(page.url()).searchParams.get('message')).toBe('No items available for reshipping. Please contact support.')
  await expect(page.getByText('No items available for reshipping. Please contact support.')).toBeVisible()
})

test('a clinician denies a request in the admin: a reason is needed, the patient is emailed without it', async ({ page, browser }) => {
  test.slow()
  const patient = createPatient('Dana')
  deliveredOrder(patient.id, 1)
  await signIn(page, patient, '/replacement-request')
  await fillAndUpload(page)
  await page.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
  const [stored] = requestsOf(patient.id)

  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const admin = await desk.newPage()
  await logIntoAdmin(admin, createStaff('clinical'))
  await admin.goto(`${process.env.E2E_CMS_URL}/admin/collections/reship-requests/${stored!.id}`)
  await admin.getByRole('button', { name: 'Deny' }).click()
  await expect(admin.getByRole('alert').filter({ hasText: 'Please give a reason for the denial.' })).toBeVisible()
  expect(requestsOf(patient.id)[0]!.status).toBe('received')
  await admin.getByRole('textbox', { name: 'Reason for a denial' }).fill('The photo shows the package intact.')
  await admin.getByRole('button', { name: 'Deny' }).click()
  await expect(admin.getByText('This request has been denied.')).toBeVisible()
  await closeDesk(desk)

  expect(requestsOf(patient.id)[0]).toMatchObject({ status: 'rejected' })
  const mail = lastMessageTo(patient.email)
  expect(mail?.subject).toBe('About your replacement request')
  expect(mail?.body).not.toContain('intact')
  // A denied request frees the item: the patient may ask again.
  await page.goto('/home?tab=orders')
  await expect(page.getByRole('link', { name: 'Request a replacement' })).toHaveCount(1)
})
