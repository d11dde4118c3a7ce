import type { Browser, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, lastMessageTo, signIn } from '../support/patients.ts'
import { distinctLoopbacks, postLoginsFrom } from '../support/sign-in-from.ts'
import { codeFrom, maskedEmail, patientToVerify, readPatient } from '../support/verify.ts'

/**
 * Issue 16 (ADR 022): sessions end on the server, reset tokens are the patient's alone, a contact
 * change needs the new address's code, and sign-in throttling cannot be turned against a patient.
 * The site runs as two processes (support/global-setup.ts): every check here holds whichever of
 * them answers, because sessions, codes and failures live in the database.
 */

// Outbox and database reads start a Local API process each; wrong passwords cost a slow hash each.
test.describe.configure({ timeout: 180_000 })

const WRONG_PASSWORD = 'Email or password entered is incorrect. Please try again or reset your password.'

/** A second browser holding a copy of the first one's cookies, as someone who copied them would. */
async function browserWithCopiedCookies(browser: Browser, page: Page) {
  const context = await browser.newContext({ baseURL: process.env.E2E_SITE_URL })
  await context.addCookies(await page.context().cookies())
  return context
}

async function expectSignedIn(page: Page, firstName: string) {
  await page.goto('/home')
  await expect(page).toHaveURL(/\/home\/orders$/)
  await expect(page.getByRole('heading', { name: `Hi, ${firstName}` })).toBeVisible()
}

async function expectSignedOut(page: Page) {
  await page.goto('/home')
  await expect(page).toHaveURL(/\/login\?page_ref=%2Fhome$/)
}

test('a cookie copied before logout does not open /home after it', async ({ page, browser }) => {
  const patient = createPatient('Noor')
  await signIn(page, patient)
  const copy = await browserWithCopiedCookies(browser, page)
  const thief = await copy.newPage()
  // The copy works while the session lives...
  await expectSignedIn(thief, 'Noor')

  await page.goto('/home')
  await page.getByRole('button', { name: 'Log Out' }).click()
  await expect(page).toHaveURL(/\/login\?page_ref=%2Fhome$/)

  // ...and opens nothing once the patient has logged out.
  await expectSignedOut(thief)
  await copy.close()
})

test('a password reset signs out every other browser', async ({ page, browser }) => {
  const patient = createPatient('Ines')
  await signIn(page, patient)
  await expectSignedIn(page, 'Ines')

  const other = await browser.newContext({ baseURL: process.env.E2E_SITE_URL })
  const resetting = await other.newPage()
  await resetting.goto('/forgot-password')
  await resetting.getByLabel('Email').fill(patient.email)
  await resetting.getByRole('button', { name: 'Request Reset Email' }).click()
  await expect(resetting.getByRole('status')).toHaveText('We have emailed you a link to reset your password.')
  const link = /\/password-reset\/[0-9a-f]{64}/.exec(lastMessageTo(patient.email)?.body ?? '')?.[0]
  expect(link).toBeTruthy()
  await resetting.goto(link ?? '/')
  await resetting.getByLabel('New password').fill('a quiet harbor at dawn')
  await resetting.getByLabel('Confirm password').fill('a quiet harbor at dawn')
  await resetting.getByRole('button', { name: 'Set new password' }).click()
  await expect(resetting.getByRole('status')).toHaveText('Password changed successfully.')
  await other.close()

  await expectSignedOut(page)
  await signIn(page, { email: patient.email, password: 'a quiet harbor at dawn' })
  await expectSignedIn(page, 'Ines')
})

test('an email change without the new code changes nothing, and the old address gets a notice', async ({ page }) => {
  const patient = patientToVerify({ firstName: 'Lena' })
  const newEmail = `lena-new-${Date.now()}@example.com`
  await signIn(page, patient, '/verify')
  await expect(page.getByText('Step 4 of 5')).toBeVisible({ timeout: 30_000 })
  // Skip counts once the phone code is out (the countdown shows): the machine is then waiting for it.
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Skip' }).click()
  // The email step sends its code first (an outbox write; slow on a busy machine).
  await expect(page.getByText(`We sent it by email to ${maskedEmail(patient.email)}.`)).toBeVisible({ timeout: 30_000 })

  await page.getByRole('button', { name: 'Change email' }).click()
  await expect(page.getByRole('heading', { name: 'Change your email' })).toBeVisible()
  await page.getByLabel('Email').fill(newEmail)
  await page.getByRole('button', { name: 'Update and resend code' }).click()

  // The code goes to the new address; the old one is told, without the new one in full.
  await expect.poll(() => codeFrom(lastMessageTo(newEmail)?.body), { timeout: 15_000 }).toMatch(/^\d{4}$/)
  const notices = localApi<{ docs: { subject?: string; body: string }[] }>('find', {
    collection: 'outbox',
    where: { and: [{ to: { equals: patient.email } }, { subject: { equals: 'A change of your email address was requested' } }] },
    limit: 5,
  }).docs
  expect(notices).toHaveLength(1)
  expect(notices[0]?.body).toContain(maskedEmail(newEmail))
  expect(notices[0]?.body).not.toContain(newEmail)

  // Without the code nothing changed: the account keeps its email, and signs in with it.
  const stored = readPatient(patient.id)
  expect(stored.email).toBe(patient.email)
  expect(stored.emailVerifiedAt ?? null).toBeNull()
  await page.goto('/home')
  await page.getByRole('button', { name: 'Log Out' }).click()
  await expect(page).toHaveURL(/\/login\?page_ref=%2Fhome$/)
  await signIn(page, patient)
  await expect(page).toHaveURL(/\/home\/orders$/)
})

test("a patient's account still signs in with the right password after 50 wrong ones from other addresses", async ({ page }) => {
  const patient = createPatient('Sami')
  const answers = await postLoginsFrom(distinctLoopbacks(50), patient.email, (index) => `wrong-password-${index}`)
  expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(401))
  for (const answer of answers) expect(answer.body).toContain(WRONG_PASSWORD)

  // The patient, from an address of their own, through the page.
  await signIn(page, patient)
  await expect(page).toHaveURL(/\/home\/orders$/)
})

test('100 wrong passwords from other addresses lock the account, right password or not; the emailed link lifts it', async ({ page }) => {
  const patient = createPatient('Tariq')
  const answers = await postLoginsFrom(distinctLoopbacks(100), patient.email, (index) => `wrong-password-${index}`)
  expect(answers.filter((answer) => answer.status === 401)).toHaveLength(100)

  // Locked: the page answers as it does to any wait, for the right password too.
  await page.goto('/login')
  await page.getByLabel('Email').fill(patient.email)
  await page.getByLabel('Password').fill(patient.password)
  const [locked] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/login'),
    page.getByRole('button', { name: 'Sign In' }).click(),
  ])
  expect(locked.status()).toBe(429)
  await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Please wait (59|60) minutes and try again\.$/)

  const email = lastMessageTo(patient.email)
  expect(email?.subject).toBe('Sign-in to your account is paused')
  const link = /\/login\?unlock=[0-9a-f]{64}/.exec(email?.body ?? '')?.[0]
  expect(link).toBeTruthy()
  await page.goto(link ?? '/login')
  await page.getByRole('button', { name: 'Allow signing in' }).click()
  await expect(page.getByText('Signing in is possible again. Sign in below.')).toBeVisible()
  await page.getByLabel('Email').fill(patient.email)
  await page.getByLabel('Password').fill(patient.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/home\/orders$/)
})
