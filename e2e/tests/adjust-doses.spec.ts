import sharp from 'sharp'
import { pickDose } from '../support/doses.ts'
import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { heldOrder, orderStatus } from '../support/orders.ts'
import { createPatient, signIn } from '../support/patients.ts'
import { prescribe } from '../support/prescriptions.ts'

type Requests = { docs: { status: string; selectedDoses: { month: number; doseMg: number }[]; prescriptionPhoto: { imageType: string } }[] }

const waitingOrder = (patientId: number) => heldOrder(patientId, 'waiting_prescription', { medication: 'tirzepatide', paymentTerms: '3', amountCents: 74700 })

test('after Decline the patient plans new doses, sends a photo of the prescription and lands on /home; the doctor has the request', async ({
  page,
  request,
}) => {
  const patient = createPatient('Rosa')
  const { orderId } = waitingOrder(patient.id)
  await prescribe(request, orderId)
  await signIn(page, patient, `/prescription/${orderId}`)
  await page.getByRole('button', { name: 'Decline & Update with Doctor' }).click()
  await expect(page).toHaveURL(`/adjust-doses/${orderId}`)

  // Step 1: months 1-3; later months hold or go up by one or two steps only.
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a dosage schedule' })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please choose a dose for every month.')
  await pickDose(page, 'Month 1', '5 mg')
  const month2 = page.getByRole('group', { name: 'Month 2' })
  await expect(month2.getByRole('radio')).toHaveCount(3)
  await expect(month2.getByRole('radio', { name: /^2\.5 mg/ })).toHaveCount(0)
  await pickDose(page, 'Month 2', /^7\.5 mg/)
  await pickDose(page, 'Month 3', /^12\.5 mg/)
  await page.getByRole('button', { name: 'Next' }).click()

  // Step 2: Go Back keeps the plan; the photo is uploaded, then sent.
  await expect(page.getByRole('heading', { level: 1, name: 'Upload a photo of your current prescription' })).toBeVisible()
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page.getByRole('group', { name: 'Month 3' }).getByRole('radio', { name: /^12\.5 mg/ })).toBeChecked()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Send to my doctor' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please upload a photo of your current prescription.')
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 240, g: 240, b: 230 } } })
    .png()
    .toBuffer()
  await page.locator('input[type=file]').setInputFiles({ name: 'Rosa prescription.png', mimeType: 'image/png', buffer: photo })
  await page.getByRole('button', { name: 'Confirm Upload' }).click()
  await expect(page.getByRole('button', { name: 'Uploaded!' })).toBeDisabled()
  await page.getByRole('button', { name: 'Send to my doctor' }).click()
  await expect(page).toHaveURL('/home/orders')

  const stored = localApi<Requests>('find', { collection: 'dose-adjustment-requests', where: { order: { equals: orderId } }, depth: 1 })
  expect(stored.docs).toHaveLength(1)
  expect(stored.docs[0]).toMatchObject({
    status: 'received',
    selectedDoses: [
      { month: 1, doseMg: 5 },
      { month: 2, doseMg: 7.5 },
      { month: 3, doseMg: 12.5 },
    ],
    prescriptionPhoto: { imageType: 'prescription_image' },
  })
  expect(orderStatus(orderId)).toBe('needs_review')

  // Back on the page: one request per order while it is open.
  await page.goto(`/adjust-doses/${orderId}`)
  await expect(page.getByRole('status')).toHaveText('You have already asked to adjust the doses of this order. Your doctor will review it.')
})

test('a failed upload shows only the generic message', async ({ page }) => {
  const patient = createPatient('Tomas')
  const { orderId } = heldOrder(patient.id, 'needs_review', { medication: 'semaglutide' })
  await signIn(page, patient, `/adjust-doses/${orderId}`)
  await pickDose(page, 'Month 1', '0.25 mg')
  await pickDose(page, 'Month 2', /^0\.25 mg/)
  await pickDose(page, 'Month 3', /^0\.5 mg/)
  await page.getByRole('button', { name: 'Next' }).click()
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 200, b: 200 } } })
    .png()
    .toBuffer()
  await page.locator('input[type=file]').setInputFiles({ name: 'rx.png', mimeType: 'image/png', buffer: photo })
  await page.route('**/api/uploads/**', (route) => route.abort('internetdisconnected'))
  await page.getByRole('button', { name: 'Confirm Upload' }).click()
  await expect(page.getByRole('alert')).toHaveText('The upload was unsuccessful. Please try again.')
})

test("another patient's order is not found", async ({ page }) => {
  const owner = createPatient('Lina')
  const { orderId } = heldOrder(owner.id, 'needs_review', { medication: 'tirzepatide' })
  await signIn(page, createPatient('Piet'))
  const response = await page.goto(`/adjust-doses/${orderId}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Choose a dosage schedule' })).toHaveCount(0)
  const api = await page.request.get(`/api/prescription-getorder/${orderId}`)
  expect(api.status()).toBe(404)
})
