import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, signIn } from '../support/patients.ts'
import { adminPage, createStaff, openInAdmin } from '../support/staff.ts'

/**
 * ADR 099 in Chromium: the patient's browser follows their doctor thread with an EventSource on
 * /api/chat-events (the session cookie, the built server, its compression in front), and the
 * clinician's admin view of the thread (ChatLive on the thread's edit view, over
 * /api/chat-threads/:id/events) shows the patient's message as it is sent; the clinician's reply
 * reaches the patient's browser live.
 */
declare global {
  interface Window {
    chatEvents?: { type: string; data: string; id: string }[]
  }
}

test('a patient message appears live in the clinician’s thread view, and the reply reaches the patient’s browser', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const clinicianCredentials = createStaff('clinical')
  const patient = createPatient('Rosa')
  await signIn(page, patient)

  // The first message makes the thread.
  const post = (message: string) =>
    page.evaluate(async (text) => {
      const response = await fetch('/api/provider-messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: text }),
      })
      return response.status
    }, message)
  expect(await post('Hello, this is Rosa.')).toBe(200)
  const thread = localApi<{ docs: { id: number }[] }>('find', {
    collection: 'chat-threads',
    where: { and: [{ patient: { equals: patient.id } }, { kind: { equals: 'doctor' } }] },
    depth: 0,
  }).docs[0]!

  // The patient's browser follows the thread.
  await page.evaluate(() => {
    window.chatEvents = []
    const source = new EventSource('/api/chat-events?thread=doctor')
    for (const type of ['connect', 'chat_message', 'server_error', 'disconnect'])
      source.addEventListener(type, (event: MessageEvent<string>) => window.chatEvents!.push({ type, data: event.data, id: event.lastEventId }))
  })
  await expect.poll(() => page.evaluate(() => window.chatEvents!.map((event) => event.type))).toContain('connect')

  // The clinician opens the thread in the admin: the live panel connects.
  const admin = await adminPage(browser, clinicianCredentials)
  await openInAdmin(admin, 'chat-threads', thread.id)
  await expect(admin.getByText('Connected. New messages appear here as they are sent.')).toBeVisible({ timeout: 20_000 })

  const sentAt = Date.now()
  expect(await post('Is it normal to feel tired in week two?')).toBe(200)
  const newMessages = admin.getByRole('list', { name: 'New messages' })
  await expect(newMessages).toContainText('Is it normal to feel tired in week two?', { timeout: 5_000 })
  await expect(newMessages).toContainText('Patient')
  expect(Date.now() - sentAt).toBeLessThan(5_000)
  // The patient's own browser got it too (their other tabs stay in step).
  await expect
    .poll(() =>
      page.evaluate(() => window.chatEvents!.filter((event) => event.type === 'chat_message').map((event) => JSON.parse(event.data) as { message: string })),
    )
    .toEqual([expect.objectContaining({ message: 'Is it normal to feel tired in week two?' })])
  await admin.screenshot({ path: test.info().outputPath('admin-thread-live.png'), fullPage: false })

  // The clinician's reply (written as the admin writes it) reaches the patient's browser.
  localApi('create', {
    collection: 'chat-messages',
    data: { thread: thread.id, body: 'Yes, that is common early on. Drink plenty of water.' },
    overrideAccess: false,
    user: { id: clinicianCredentials.id, collection: 'staff', role: 'clinical', email: clinicianCredentials.email },
  })
  await expect.poll(() => page.evaluate(() => window.chatEvents!.filter((event) => event.type === 'chat_message').length), { timeout: 5_000 }).toBe(2)
  const reply = await page.evaluate(() => JSON.parse(window.chatEvents!.at(-1)!.data) as { message: string; in_out: number; is_doctor: boolean; role: string })
  expect(reply).toEqual(
    expect.objectContaining({ message: 'Yes, that is common early on. Drink plenty of water.', in_out: 0, is_doctor: true, role: 'assistant' }),
  )
  await expect(newMessages).toContainText('Clinician')
  await admin.context().close()
})
