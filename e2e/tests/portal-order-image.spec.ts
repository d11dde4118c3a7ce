import sharp from 'sharp'
import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'

type Stored = { docs: { imageType: string; mimeType: string; width: number; order: number | { id: number } }[] }

test('the Orders tab stores a chosen photo as a JPEG no wider than 1000 px, after a dropped connection and Try Again', async ({ page }) => {
  const patient = createPatient('Yara')
  const [order] = localApi<{ id: number }[]>('createMany', {
    collection: 'orders',
    docs: [
      {
        patient: patient.id,
        status: 'pending_approval',
        medication: 'semaglutide',
        paymentTerms: '1',
        amountCents: 19900,
        shippingAddress: { address_line_1: '1 A St', city: 'Austin', state: 'TX', zip: '78701' },
      },
    ],
  })
  await signIn(page, patient)
  await page.goto('/home?tab=orders')
  await page.getByRole('button', { name: 'Upload an image' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload an image' })
  await dialog.getByLabel('Full Body Image').check()

  // Not an image, then nothing chosen: the spec's texts.
  const input = dialog.locator('input[type=file]')
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(dialog.getByRole('alert')).toHaveText('Please upload an image file')
  await input.setInputFiles([])
  await expect(dialog.getByRole('alert')).toHaveText('Please select a file')
  const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1)
  await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: big })
  await expect(dialog.getByRole('alert')).toHaveText('File size exceeds 5 MB limit. Please choose a smaller file.')

  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 90, b: 60 } } })
    .png()
    .toBuffer()
  await input.setInputFiles({ name: 'Yara body.png', mimeType: 'image/png', buffer: photo })
  await expect(dialog.getByRole('img', { name: 'The chosen photo' })).toBeVisible()

  // The connection drops during the PUT: the order page's text, and Try Again.
  await page.route('**/api/uploads/**', (route) => route.abort('internetdisconnected'))
  await dialog.getByRole('button', { name: 'Confirm Upload' }).click()
  await expect(dialog.getByRole('alert')).toContainText('the connection dropped')
  await page.unroute('**/api/uploads/**')
  await dialog.getByRole('button', { name: 'Try Again' }).click()
  await expect(dialog.getByRole('button', { name: 'Uploaded!' })).toBeDisabled()
  await expect(dialog.getByRole('status')).toHaveText('Thank you. Your care team can see this photo now.')

  const stored = localApi<Stored>('find', { collection: 'uploads', where: { patient: { equals: patient.id } }, depth: 0 })
  expect(stored.docs).toHaveLength(1)
  expect(stored.docs[0]).toMatchObject({ imageType: 'full_body_image', mimeType: 'image/jpeg', order: order!.id })
  expect(stored.docs[0]!.width).toBeLessThanOrEqual(1000)
  expect(stored.docs[0]!.width).toBe(1000)
})
