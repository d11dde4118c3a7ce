import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { lastMessageTo, signIn } from '../support/patients.ts'
import { codeFrom, codeInput, maskedEmail, outboxCount, patientToVerify, readPatient, typeCode, wrongCodeFor } from '../support/verify.ts'

const INVALID_CODE = 'Invalid verification code. Please try again.'

// Each outbox and database read starts a Local API process (a few seconds on a busy machine).
test.describe.configure({ timeout: 120_000 })
test.use({ viewport: { width: 390, height: 844 } })

async function expectPhoneStep(page: Page, lastFour: string) {
  await expect(page.getByText('Step 4 of 5')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Enter the 4-digit code' })).toBeVisible()
  await expect(page.getByText(`(•••) •••-${lastFour}`)).toBeVisible()
  // The code has gone out (while it is sent, Next reads "One moment..." and Skip waits).
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible({ timeout: 20_000 })
}

async function expectEmailStep(page: Page, email: string) {
  await expect(page.getByText('Step 5 of 5')).toBeVisible()
  await expect(page.getByText(`We sent it by email to ${maskedEmail(email)}.`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible({ timeout: 20_000 })
}

/** The code in the newest message to `to`, once one has arrived. */
async function codeSentTo(to: string): Promise<string> {
  let code = ''
  await expect
    .poll(
      () => {
        code = codeFrom(lastMessageTo(to)?.body)
        return code
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/)
  return code
}

test('two wrong phone codes skip to the email step; two wrong email codes end at /home, nothing verified', async ({ page }) => {
  const patient = patientToVerify()
  await signIn(page, patient, '/verify')
  await expectPhoneStep(page, patient.phone.slice(6))
  const phoneCode = await codeSentTo(patient.phone)

  await typeCode(page, wrongCodeFor(phoneCode))
  await expect(page.getByRole('alert')).toHaveText(INVALID_CODE)
  // The boxes are cleared for the next try, and the page stays on the phone step.
  await expect(codeInput(page)).toHaveValue('')
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
  await expect(page.getByText('Step 4 of 5')).toBeVisible()

  await typeCode(page, wrongCodeFor(phoneCode))
  await expectEmailStep(page, patient.email)
  const emailCode = await codeSentTo(patient.email)
  expect(readPatient(patient.id).phoneVerifiedAt ?? null).toBeNull()

  await typeCode(page, wrongCodeFor(emailCode))
  await expect(page.getByRole('alert')).toHaveText(INVALID_CODE)
  await expect(page.getByText('Step 5 of 5')).toBeVisible()
  await typeCode(page, wrongCodeFor(emailCode))
  await expect(page).toHaveURL(/\/home\/orders$/)
  const after = readPatient(patient.id)
  expect(after.phoneVerifiedAt ?? null).toBeNull()
  expect(after.emailVerifiedAt ?? null).toBeNull()
})

test('a resend is blocked for 60 s with a live countdown, and "Code sent" shows for 3 s', async ({ page }) => {
  const patient = patientToVerify()
  await signIn(page, patient, '/verify')
  await expectPhoneStep(page, patient.phone.slice(6))
  await expect(page.getByRole('status').filter({ hasText: 'Code sent' })).toBeVisible()

  const resend = page.getByRole('button', { name: /^Resend code in \d+ s$/ })
  await expect(resend).toBeDisabled()
  const secondsAt = async () => Number(/in (\d+) s/.exec((await resend.textContent()) ?? '')?.[1])
  const first = await secondsAt()
  expect(first).toBeGreaterThan(50)
  // The countdown runs (and the button stays disabled while it does).
  await expect.poll(secondsAt, { timeout: 5_000 }).toBeLessThan(first)
  await expect(resend).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Resend code', exact: true })).toHaveCount(0)
  // The "sent" indicator goes after 3 s.
  await expect(page.getByText('Code sent')).toBeHidden({ timeout: 5_000 })

  // The email step starts its own countdown when its code goes out.
  const beforeSkip = await secondsAt()
  await page.getByRole('button', { name: 'Skip' }).click()
  await expectEmailStep(page, patient.email)
  await expect.poll(secondsAt, { timeout: 10_000 }).toBeGreaterThan(beforeSkip)
  await expect(resend).toBeDisabled()
  // One code by text, one by email: nothing was resent.
  expect(outboxCount(patient.phone)).toBe(1)
  expect(outboxCount(patient.email)).toBe(1)
})

test('the resend countdown starts at 60 s, never above', async ({ page }) => {
  // Every "Resend code in N s" the page ever renders, however briefly.
  await page.addInitScript(() => {
    const seen: number[] = []
    Object.assign(window, { resendSecondsSeen: seen })
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('button')) {
        const match = /^Resend code in (\d+) s$/.exec(button.textContent?.trim() ?? '')
        if (match) seen.push(Number(match[1]))
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  const patient = patientToVerify()
  await signIn(page, patient, '/verify')
  await expectPhoneStep(page, patient.phone.slice(6))
  const seen = () => page.evaluate(() => (window as unknown as { resendSecondsSeen: number[] }).resendSecondsSeen)
  // Wait until at least one tick of the countdown has been shown.
  await expect.poll(async () => new Set(await seen()).size, { timeout: 5_000 }).toBeGreaterThan(1)
  expect(Math.max(...(await seen()))).toBeLessThanOrEqual(60)
})

test('change number: the rules refuse bad numbers, cancel returns, a good number gets its code and is verified', async ({ page }) => {
  const patient = patientToVerify()
  await signIn(page, patient, '/verify')
  await expectPhoneStep(page, patient.phone.slice(6))

  await page.getByRole('button', { name: 'Change number' }).click()
  await expect(page.getByRole('heading', { name: 'Change your mobile number' })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expectPhoneStep(page, patient.phone.slice(6))

  await page.getByRole('button', { name: 'Change number' }).click()
  // Area code and prefix must not start with 0 or 1 nor be 911; the line must not be 0000 or 9111.
  const refused = [
    ['123', '555', '0199'],
    ['737', '911', '0199'],
    ['737', '555', '0000'],
    ['737', '555', '9111'],
  ] as const
  for (const [area, prefix, line] of refused) {
    await page.getByLabel('Area code').fill(area)
    await page.getByLabel('Prefix').fill(prefix)
    await page.getByLabel('Line').fill(line)
    await page.getByRole('button', { name: 'Update and resend code' }).click()
    await expect(page.getByRole('alert'), `${area}-${prefix}-${line}`).toHaveText('Error updating phone number. Please try again.')
    await expect(page.getByRole('heading', { name: 'Change your mobile number' })).toBeVisible()
  }
  expect(readPatient(patient.id).phone).toBe(patient.phone)

  const newPhone = `737555${patient.phone.slice(6)}`
  await page.getByLabel('Area code').fill(newPhone.slice(0, 3))
  await page.getByLabel('Prefix').fill(newPhone.slice(3, 6))
  await page.getByLabel('Line').fill(newPhone.slice(6))
  await page.getByRole('button', { name: 'Update and resend code' }).click()

  // The code is resent to the new number; the account keeps its old number until that code is
  // entered (ADR 022), and the old number is told of the change, masked.
  expect(await codeSentTo(newPhone)).toMatch(/^\d{4}$/)
  const saved = readPatient(patient.id)
  expect(saved.phone).toBe(patient.phone)
  expect(lastMessageTo(patient.phone)?.body).toContain(`(•••) •••-${newPhone.slice(6)}`)
  // The code to the new number does not count toward the two sends that skip to email: the page
  // stays on the phone step, names the new number, and its code verifies it.
  await expectPhoneStep(page, newPhone.slice(6))
  await typeCode(page, await codeSentTo(newPhone))
  await expectEmailStep(page, patient.email)
  const afterPhone = readPatient(patient.id)
  expect(afterPhone.phone).toBe(newPhone)
  expect(afterPhone.phoneVerifiedAt).toBeTruthy()

  await codeSentTo(patient.email)
})

test('change email: the new address gets its code, that code verifies it, and the patient lands on /home', async ({ page }) => {
  const patient = patientToVerify()
  await signIn(page, patient, '/verify')
  await expectPhoneStep(page, patient.phone.slice(6))
  await codeSentTo(patient.phone)
  await page.getByRole('button', { name: 'Skip' }).click()
  await expectEmailStep(page, patient.email)
  await codeSentTo(patient.email)
  const newEmail = `moved-${patient.email}`
  await page.getByRole('button', { name: 'Change email' }).click()
  await expect(page.getByRole('heading', { name: 'Change your email' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(newEmail)
  await page.getByRole('button', { name: 'Update and resend code' }).click()
  await expectEmailStep(page, newEmail)
  await typeCode(page, await codeSentTo(newEmail))
  await expect(page).toHaveURL(/\/home\/orders$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Hi, Ava' })).toBeVisible()
  const afterEmail = readPatient(patient.id)
  expect(afterEmail.email).toBe(newEmail)
  expect(afterEmail.emailVerifiedAt).toBeTruthy()
})

test('keyboard only: a code pasted into the boxes fills all four and verifies', async ({ page }) => {
  const patient = patientToVerify()
  await signIn(page, patient, '/verify')
  await expectPhoneStep(page, patient.phone.slice(6))
  const code = await codeSentTo(patient.phone)
  const input = codeInput(page)
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code')
  await input.focus()
  // What a paste from the text message delivers (spaces and all); the boxes keep the digits.
  await input.evaluate(
    (element, text) => {
      const clipboardData = new DataTransfer()
      clipboardData.setData('text/plain', text)
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }))
    },
    ` ${code.split('').join(' ')} `,
  )
  await expect(input).toHaveValue(code)
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled()
  await page.keyboard.press('Enter')
  await expectEmailStep(page, patient.email)
  expect(readPatient(patient.id).phoneVerifiedAt).toBeTruthy()
})

test('skip on the phone step goes to the email step, skip there goes home', async ({ page }) => {
  const patient = patientToVerify()
  await signIn(page, patient, '/verify')
  await expectPhoneStep(page, patient.phone.slice(6))
  await page.getByRole('button', { name: 'Skip' }).click()
  await expectEmailStep(page, patient.email)
  await codeSentTo(patient.email)
  await page.getByRole('button', { name: 'Skip' }).click()
  await expect(page).toHaveURL(/\/home\/orders$/)
  const after = readPatient(patient.id)
  expect(after.phoneVerifiedAt ?? null).toBeNull()
  expect(after.emailVerifiedAt ?? null).toBeNull()
})

test('a stored address with a unit on the street line is offered corrected; accepting saves it and moves on', async ({ page }) => {
  const patient = patientToVerify({ address: { address_line_1: '200 Congress Ave Ste 5', city: 'Austin', state: 'TX', zip: '78701' } })
  await signIn(page, patient, '/verify')
  await expect(page.getByText('Step 3 of 5')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Confirm your shipping address' })).toBeVisible()
  await expect(page.getByText('We found a suggested correction for your address.')).toBeVisible()
  await expect(page.getByText('200 Congress Ave, Ste 5, Austin, TX 78701')).toBeVisible()
  await page.getByRole('button', { name: 'Use this address' }).click()

  await expectPhoneStep(page, patient.phone.slice(6))
  const addresses = localApi<{ docs: { address_line_1: string; address_line_2?: string | null; city: string; state: string; zip: string }[] }>('find', {
    collection: 'addresses',
    where: { and: [{ patient: { equals: patient.id } }, { kind: { equals: 'shipping' } }] },
    sort: '-createdAt',
    limit: 1,
  })
  expect(addresses.docs[0]).toMatchObject({ address_line_1: '200 Congress Ave', address_line_2: 'Ste 5', city: 'Austin', state: 'TX', zip: '78701' })
  await codeSentTo(patient.phone)
})
