import { expect, test } from '../support/fixtures.ts'
import { videoOrder } from '../support/orders.ts'
import { createPatient, signIn } from '../support/patients.ts'

/** The upload calls as the portal's pages make them: fetch from a signed-in page, same origin. */
test('a ticket, a resumable PUT in two chunks, then the file for its owner only', async ({ page, browser }) => {
  const patient = createPatient('Vera')
  // The video is for the patient's own order, waiting for it (ADR 087).
  const formId = String(videoOrder(patient.id))
  await signIn(page, patient)
  await page.goto('/home')
  const result = await page.evaluate(async (formId) => {
    // A tiny WebM header and filler: the bytes say video/webm.
    const bytes = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, ...new Array<number>(4000).fill(7)])
    const ticket = await fetch('/api/get-signed-url', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filename: 'my video.webm', content_type: 'video/webm', size: bytes.length, purpose: 'video', form_id: formId }),
    })
    const { url } = (await ticket.json()) as { url: string }
    const first = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'video/webm', 'Content-Range': `bytes 0-1999/${bytes.length}` },
      body: bytes.slice(0, 2000),
    })
    const status = await fetch(url, { method: 'PUT', headers: { 'Content-Range': `bytes */${bytes.length}` } })
    const last = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'video/webm', 'Content-Range': `bytes 2000-${bytes.length - 1}/${bytes.length}` },
      body: bytes.slice(2000),
    })
    const stored = (await last.json()) as { id: number; file_name: string }
    const again = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'video/webm' }, body: bytes })
    const file = await fetch(`/api/files/${stored.id}`)
    const notice = await fetch('/api/upload-av-video', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ s3FileName: `public/user_med_images/${stored.file_name}`, uniqueId: formId }),
    })
    const noticeAnswer: unknown = await notice.json()
    return {
      ticketStatus: ticket.status,
      url,
      first: [first.status, first.headers.get('Range')],
      status: [status.status, status.headers.get('Range')],
      last: last.status,
      stored,
      again: again.status,
      file: [file.status, file.headers.get('Content-Disposition'), (await file.arrayBuffer()).byteLength],
      notice: noticeAnswer,
    }
  }, formId)
  expect(result.ticketStatus).toBe(200)
  expect(result.url).toMatch(/^\/api\/uploads\/[\w-]{40,}$/)
  expect(result.first).toEqual([200, 'bytes=0-1999'])
  expect(result.status).toEqual([200, 'bytes=0-1999'])
  expect(result.last).toBe(201)
  expect(result.stored.file_name).toMatch(/^[0-9a-f-]{36}\.webm$/)
  expect(result.again).toBe(410)
  expect(result.file[0]).toBe(200)
  expect(result.file[1]).toMatch(/^attachment/)
  expect(result.file[2]).toBe(4012)
  expect(result.notice).toEqual({ status: 'success' })

  // Another patient gets nothing of it.
  const other = await browser.newContext({ baseURL: process.env.E2E_SITE_URL })
  const otherPage = await other.newPage()
  await signIn(otherPage, createPatient('Walt'))
  const foreign = await otherPage.request.get(`/api/files/${result.stored.id}`)
  expect(foreign.status()).toBe(404)
  await other.close()
})

test('bad requests get a message and a 4xx', async ({ page }) => {
  await signIn(page, createPatient('Xena'))
  const othersOrder = String(videoOrder(createPatient('Yuri').id))
  await page.goto('/home')
  const answers = await page.evaluate(async (othersOrder) => {
    const ask = async (body: string) => {
      const reply = await fetch('/api/get-signed-url', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
      return [reply.status, ((await reply.json()) as { message?: string }).message]
    }
    const put = await fetch('/api/uploads/not-a-ticket-at-all-not-a-ticket', { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: 'x' })
    return {
      notJson: await ask('{'),
      svg: await ask(JSON.stringify({ filename: 'a.svg', content_type: 'image/svg+xml', size: 10, purpose: 'order_image', image_type: 'id_image' })),
      huge: await ask(JSON.stringify({ filename: 'a.png', content_type: 'image/png', size: 5242881, purpose: 'questionnaire', image_type: 'id_image' })),
      unknownTicket: put.status,
      othersOrder: await ask(JSON.stringify({ filename: 'v.webm', content_type: 'video/webm', size: 10, purpose: 'video', form_id: othersOrder })),
      noOrder: await ask(JSON.stringify({ filename: 'v.webm', content_type: 'video/webm', size: 10, purpose: 'video' })),
    }
  }, othersOrder)
  expect(answers.notJson).toEqual([400, 'The upload request is not valid.'])
  expect(answers.svg).toEqual([400, 'This type of file cannot be uploaded here.'])
  expect(answers.huge).toEqual([400, 'This file is too large to upload here.'])
  expect(answers.unknownTicket).toBe(404)
  // A video names the patient's own order: another patient's is not found (ADR 087).
  expect(answers.othersOrder).toEqual([404, 'This order was not found.'])
  expect(answers.noOrder).toEqual([400, 'Say which of your orders this file is for.'])
  const anonymous = await page.context().request.fetch('/api/get-signed-url', { method: 'POST', headers: { Cookie: '' }, data: {} })
  expect([401, 403]).toContain(anonymous.status())
})
