import { expect, test } from '../support/fixtures.ts'
import { pdf } from '../support/files.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, lastMessageTo, signIn } from '../support/patients.ts'
import { adminPage, createStaff } from '../support/staff.ts'

/**
 * The in-product support chat (spec 001: "In-product chat widget"; ADR 100), both sides: a patient
 * on a phone opens the bubble, gives their name and email, and writes; a support staff member, in
 * the admin at a desktop's width, sees the thread with its unread count, marks it read, answers with
 * a file; the patient, told by text and email without the content, finds the reply after a reload.
 * The patient has closed the chat (away), so the reply waits for them; live delivery to an open thread is the doctor thread's spec (ADR 099).
 */
test.use({ viewport: { width: 390, height: 844 } })

test('a patient starts the support chat and writes; support answers with a file in the admin; the patient reads it after a reload', async ({
  page,
  browser,
}) => {
  const patient = createPatient('Nadia')
  localApi('update', { collection: 'patients', id: patient.id, data: { phone: '5125550177' } })
  await signIn(page, patient)
  await page.goto('/home/orders')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })

  // The bubble sits above the phone's tab bar, not on it.
  const bubble = page.getByRole('button', { name: 'Chat with Customer Service' })
  const tabBar = page.getByRole('tablist', { name: 'Your account' })
  const [bubbleBox, tabBarBox] = [await bubble.boundingBox(), await tabBar.boundingBox()]
  expect(bubbleBox!.y + bubbleBox!.height).toBeLessThanOrEqual(tabBarBox!.y)
  await page.screenshot({ path: '/tmp/support-chat-bubble-390.png' })

  // No chat profile yet: the spec's welcome, the account's name and email, the consent; all four required.
  await page.getByRole('button', { name: 'Chat with Customer Service' }).click()
  const chat = page.getByRole('dialog', { name: 'Chat with Customer Service' })
  await expect(chat.getByText('Welcome!... Enter your name and email to get started')).toBeVisible()
  await expect(chat.getByLabel('First name')).toHaveValue('Nadia')
  await expect(chat.getByRole('textbox', { name: 'Email' })).toHaveValue(patient.email)
  await chat.getByLabel('Last name').fill('')
  await chat.getByRole('button', { name: 'Get Started' }).click()
  await expect(chat.getByText('Please enter your full name')).toBeVisible()
  await expect(chat.getByText('Please agree to receive email communications')).toBeVisible()
  await page.screenshot({ path: '/tmp/support-chat-start-errors-390.png' })
  await chat.getByLabel('Last name').fill('Lopez')
  await chat.getByRole('checkbox').check()
  await chat.getByRole('button', { name: 'Get Started' }).click()

  // With a profile: the conversation, the note with the terms, Enter sends.
  const box = chat.getByPlaceholder('Type your message...')
  await expect(box).toBeVisible()
  await expect(chat.getByText('This is not medical advice. Review our terms for more info.')).toBeVisible()
  await expect(chat.getByRole('link', { name: 'Review our terms for more info.' })).toHaveAttribute('href', '/legal/terms-of-use')
  await box.fill('Hello, when does my next box ship?')
  await box.press('Enter')
  const mine = chat.locator('li[data-role="user"]').filter({ hasText: 'Hello, when does my next box ship?' })
  await expect(mine).toBeVisible()
  await expect(mine.locator('time')).toHaveText(/^\d{2}:\d{2}$/)
  await expect(box).toHaveValue('')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.screenshot({ path: '/tmp/support-chat-sent-390.png' })
  // The patient closes the chat and is away: nothing reads the thread for them until they come back.
  await chat.getByRole('button', { name: 'Close chat' }).click()
  await expect(chat).toHaveCount(0)

  // Support staff, in the admin: the thread with its unread count, newest first.
  const staff = createStaff('support')
  const admin = await adminPage(browser, staff)
  await admin.goto(`${process.env.E2E_CMS_URL}/admin/collections/chat-threads`)
  const row = admin.getByRole('row').filter({ hasText: patient.email })
  await expect(row).toContainText('support')
  await expect(row.getByRole('cell').nth(3)).toHaveText('1')
  await admin.screenshot({ path: '/tmp/support-chat-inbox-1280.png', fullPage: true })
  await row.getByRole('link').first().click()
  await expect(admin.getByTestId('thread-unread')).toHaveText('1 unanswered message.')
  await expect(admin.getByText('Hello, when does my next box ship?')).toBeVisible()

  // Mark as read clears the count without answering.
  await admin.getByRole('button', { name: 'Mark as read' }).click()
  await expect(admin.getByTestId('thread-unread')).toHaveText('No unanswered messages.')
  expect(lastMessageTo(patient.email)).toBeUndefined()

  // A reply with a file.
  await admin.getByLabel('Reply', { exact: true }).fill('It ships Monday. Your shipping notice is attached.')
  await admin.getByLabel(/^Attachment/).setInputFiles({ name: 'shipping-notice.pdf', mimeType: 'application/pdf', buffer: await pdf() })
  await admin.getByRole('button', { name: 'Send reply' }).click()
  await expect(admin.getByText('It ships Monday. Your shipping notice is attached.')).toBeVisible()
  const replies = localApi<{ docs: { attachment: { uploadedBy: number; mimeType: string } | null }[] }>('find', {
    collection: 'chat-messages',
    where: { and: [{ patient: { equals: patient.id } }, { from: { equals: 'support' } }] },
    depth: 1,
  })
  expect(replies.docs.map((reply) => [reply.attachment?.uploadedBy, reply.attachment?.mimeType])).toEqual([[staff.id, 'application/pdf']])
  await admin.screenshot({ path: '/tmp/support-chat-thread-1280.png', fullPage: true })

  // Away, the patient is told by text and by email that a message waits: nothing of its content.
  const text = lastMessageTo('5125550177')
  expect(text?.body).toMatch(/^A new message from your care team is waiting for you\. Sign in to read it: \S+\/home\?chat=support$/)
  const email = lastMessageTo(patient.email)
  expect(email?.subject).toBe('You have a new message from your care team')
  for (const message of [text, email]) expect(message?.body).not.toMatch(/Monday|shipping notice/i)

  // The patient, after a reload: the badge, then the reply with its file to download.
  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.getByRole('button', { name: 'Chat with Customer Service (1 new)' }).click()
  const reply = chat.locator('li[data-role="assistant"]').filter({ hasText: 'It ships Monday.' })
  await expect(reply).toBeVisible()
  const downloading = page.waitForEvent('download')
  await reply.getByRole('link', { name: /^Download / }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  await page.screenshot({ path: '/tmp/support-chat-reply-390.png' })
  // With the chat open, both ways live (ADR 099): support's next answer appears without a reload,
  // and the patient's next message appears in support's view of the thread as it is sent.
  await expect(chat.getByText('Connected', { exact: true })).toBeVisible({ timeout: 20_000 })
  await expect(admin.getByText('Connected. New messages appear here as they are sent.')).toBeVisible({ timeout: 20_000 })
  await admin.getByLabel('Reply', { exact: true }).fill('Anything else I can help with?')
  await admin.getByRole('button', { name: 'Send reply' }).click()
  await expect(chat.locator('li[data-role="assistant"]').filter({ hasText: 'Anything else I can help with?' })).toBeVisible({ timeout: 10_000 })
  // The inbox loads the thread's view again after a reply: the patient writes once it has, and its live panel is back.
  await expect(admin.getByRole('cell', { name: 'Anything else I can help with?' })).toBeVisible({ timeout: 20_000 })
  await expect(admin.getByText('Connected. New messages appear here as they are sent.')).toBeVisible({ timeout: 20_000 })
  await box.fill('No, that is all. Thanks!')
  await box.press('Enter')
  await expect(admin.getByRole('list', { name: 'New messages' })).toContainText('No, that is all. Thanks!', { timeout: 10_000 })
  // A file alone, from the widget: uploaded through the chat ticket, sent as '[File attachment]'.
  await chat.getByLabel('Attach a file').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: await pdf() })
  await expect(chat.getByTitle('receipt.pdf')).toBeVisible()
  await chat.getByRole('button', { name: 'Send' }).click()
  const sentFile = chat.locator('li[data-role="user"]').filter({ hasText: '[File attachment]' })
  await expect(sentFile).toBeVisible({ timeout: 20_000 })
  await expect(sentFile.getByRole('link', { name: /^Download / })).toBeVisible()
  await expect(admin.getByRole('list', { name: 'New messages' })).toContainText('[File attachment]', { timeout: 10_000 })
  await page.screenshot({ path: '/tmp/support-chat-live-390.png' })

  // Read: after the next load the badge is gone.
  await chat.getByRole('button', { name: 'Close chat' }).click()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Chat with Customer Service', exact: true })).toBeVisible()
})

test('no bubble on the Doctor on Demand tab, where ?chat=support still opens the chat', async ({ page }) => {
  const patient = createPatient('Imani')
  localApi('update', { collection: 'patients', id: patient.id, data: { health_id: `H-${Date.now()}` } })
  await signIn(page, patient)
  await page.goto('/home/doctor')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.getByRole('tab', { name: /Doctor/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('button', { name: /^Chat with Customer Service/ })).toHaveCount(0)
  await page.goto('/home?chat=support')
  await expect(page.getByRole('dialog', { name: 'Chat with Customer Service' })).toBeVisible()
  await page.goto('/home/doctor?chat=support')
  await expect(page.getByRole('dialog', { name: 'Chat with Customer Service' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Chat with Customer Service/ })).toHaveCount(0)
})
