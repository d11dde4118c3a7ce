import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { videoOrder } from '../support/orders.ts'
import { createPatient, signIn } from '../support/patients.ts'
import { makeTestVideo, padMp4 } from '../support/videos.ts'

const MB = 1024 * 1024
const CHUNK = 8 * MB

// Chromium's stand-in camera and microphone, allowed without a prompt.
const launch = chromiumLaunchOptions()
test.use({
  launchOptions: { ...launch, args: [...(launch.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
  permissions: ['camera', 'microphone'],
})

type StoredVideo = { id: number; filesize?: number; formId?: string | null; order?: number | null; submittedAt?: string | null; imageType: string }

/** The patient's stored videos, newest first. */
function storedVideos(patientId: number): StoredVideo[] {
  return localApi<{ docs: StoredVideo[] }>('find', {
    collection: 'uploads',
    where: { and: [{ patient: { equals: patientId } }, { imageType: { equals: 'video' } }] },
    sort: '-createdAt',
    depth: 0,
  }).docs
}

/** A signed-in patient on the video page of their own order, submitted from Texas and waiting for the video. */
async function openPage(page: Page) {
  const patient = createPatient('Vera')
  const orderId = videoOrder(patient.id)
  await signIn(page, patient)
  await page.goto(`/upload-video/${orderId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'A Quick Video is Required' })).toBeVisible()
  return { patient, orderId, formId: String(orderId) }
}

/** A video file of the asked length (and size, padded), written where this test keeps its files. */
async function videoFile(page: Page, name: string, seconds: number, totalBytes?: number): Promise<string> {
  const maker = await page.context().newPage()
  const video = await makeTestVideo(maker, { seconds })
  await maker.close()
  const file = test.info().outputPath(name)
  fs.writeFileSync(file, totalBytes ? padMp4(video, totalBytes) : video)
  return file
}

test.describe('video upload', () => {
  test.describe.configure({ timeout: 180_000 })

  test("the page needs a session, says why the video is asked for, and opens only for the patient's own order", async ({ page }) => {
    await page.goto('/upload-video/form-1')
    await expect(page).toHaveURL(/\/login\?page_ref=%2Fupload-video%2Fform-1/)
    const { orderId } = await openPage(page)
    // The state recorded on the order at submit (TX) wins over the address's.
    await page.goto(`/upload-video/${orderId}?state=NJ`)
    await expect(page.getByText('Doctors in Texas need to see you on video')).toBeVisible()
    // Another patient's order, or no order at all, is not found.
    const othersOrder = videoOrder(createPatient('Otto').id)
    expect((await page.goto(`/upload-video/${othersOrder}`))?.status()).toBe(404)
    expect((await page.goto('/upload-video/form-1'))?.status()).toBe(404)
  })

  test('a recording from the camera uploads, is linked to the form, and the patient lands home', async ({ page }) => {
    const { patient, orderId, formId } = await openPage(page)
    await page.getByRole('button', { name: 'Record a video' }).click()
    await page.getByRole('button', { name: 'Start recording' }).click()
    await expect(page.getByRole('status', { name: /Recording starts in [123]/ })).toBeVisible()
    await expect(page.getByRole('timer', { name: 'Recording time' })).toContainText('0:06', { timeout: 15_000 })
    await page.getByRole('button', { name: 'Stop recording' }).click()
    await expect(page.getByLabel('Your recorded video')).toBeVisible()
    await page.getByRole('button', { name: 'Use this video' }).click()
    await page.getByRole('button', { name: 'Upload video' }).click()
    await page.waitForURL('**/home/orders', { timeout: 60_000 })
    const [video] = storedVideos(patient.id)
    expect(video?.formId).toBe(formId)
    expect(video?.order).toBe(orderId)
    expect(video?.submittedAt).toBeTruthy()
  })

  test('short, long and oversize files get their titles', async ({ page }) => {
    const short = await videoFile(page, 'short.mp4', 3)
    const long = await videoFile(page, 'long.mp4', 65, undefined)
    const oversize = test.info().outputPath('oversize.mp4')
    fs.writeFileSync(oversize, padMp4(fs.readFileSync(short), 100 * MB + 1))
    await openPage(page)
    const chooser = page.getByLabel(/Choose a video/)

    await chooser.setInputFiles(short)
    await expect(page.getByRole('alert')).toContainText('Video Too Short')
    await chooser.setInputFiles(long)
    await expect(page.getByRole('alert')).toContainText('Video Too Long')
    await chooser.setInputFiles(oversize)
    await expect(page.getByRole('alert')).toContainText('Video File Too Large')
  })

  test('a 70 MB video is made smaller than 60 MB on the device, then uploaded', async ({ page }) => {
    const big = await videoFile(page, 'big.mp4', 8, 70 * MB)
    const { patient, formId } = await openPage(page)
    await page.getByLabel(/Choose a video/).setInputFiles(big)
    await expect(page.getByText(/Your video is 70 MB/)).toBeVisible()
    await page.getByRole('button', { name: 'Compress and upload' }).click()
    await page.waitForURL('**/home/orders', { timeout: 120_000 })
    const [video] = storedVideos(patient.id)
    expect(video?.filesize).toBeGreaterThan(0)
    expect(video?.filesize).toBeLessThan(60 * MB)
    expect(video?.formId).toBe(formId)
  })

  test('a connection cut during a chunk resumes from what the server holds', async ({ page }) => {
    const size = 20 * MB
    const file = await videoFile(page, 'resume.mp4', 8, size)
    const { patient } = await openPage(page)
    const firstBytesSent: number[] = []
    let cut = false
    await page.route('**/api/uploads/**', async (route) => {
      const range = route.request().headers()['content-range'] ?? ''
      const first = /^bytes (\d+)-/.exec(range)
      if (first) firstBytesSent.push(Number(first[1]))
      if (!cut && first && Number(first[1]) === CHUNK) {
        cut = true
        await route.abort('connectionreset')
        return
      }
      await route.continue()
    })
    await page.getByLabel(/Choose a video/).setInputFiles(file)
    await page.getByRole('button', { name: 'Upload video' }).click()
    // Shown for the 2 s before the retry.
    await expect(page.getByText(/The connection dropped/)).toBeVisible({ timeout: 90_000 })
    await page.waitForURL('**/home/orders', { timeout: 90_000 })
    // The first chunk went once: the retry asked what the server held and carried on from there.
    expect(firstBytesSent).toEqual([0, CHUNK, CHUNK, 2 * CHUNK])
    const [video] = storedVideos(patient.id)
    expect(video?.filesize).toBe(size)
  })
})
