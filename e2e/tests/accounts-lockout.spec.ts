import type { Page, Response } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { createPatient } from '../support/patients.ts'
import { distinctLoopbacks, postLoginFrom } from '../support/sign-in-from.ts'

const WRONG_PASSWORD = 'Email or password entered is incorrect. Please try again or reset your password.'

/** The answer while an account must wait (apps/site/app/auth/rate-limit.server.ts, tooManyAttemptsMessage). */
function waitMessage(minutes: number): string {
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

/** One sign-in through the form on /login; answers the POST's response. */
async function attemptSignIn(page: Page, email: string, password: string): Promise<Response> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login'),
    page.getByRole('button', { name: 'Sign In' }).click(),
  ])
  return response
}

/** Seconds the server told a waiting sign-in to wait (its Retry-After). */
function retryAfterSeconds(response: Response): number {
  return Number(response.headers()['retry-after'])
}

/** Waits until `seconds` have passed since `since` (ms): the moment a wait the server named is over. */
async function untilPassed(since: number, seconds: number): Promise<void> {
  await expect.poll(() => Date.now(), { timeout: seconds * 1000 + 5_000, intervals: [50] }).toBeGreaterThan(since + seconds * 1000 + 50)
}

test.describe('sign-in lockout', () => {
  test('wrong passwords make the next sign-in wait longer and longer, even with the right password', async ({ page }) => {
    const patient = createPatient()
    await page.goto('/login')

    // The first three mistakes are free (typos happen).
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await attemptSignIn(page, patient.email, `wrong-password-${attempt}`)
      expect(response.status(), `wrong password ${attempt}`).toBe(401)
      await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD)
    }

    // Right after the third the account must wait (2 s); the email's case does not matter.
    const firstWait = await attemptSignIn(page, patient.email.toUpperCase(), 'wrong-password-4')
    const firstWaitAt = Date.now()
    expect(firstWait.status()).toBe(429)
    const firstWaitSeconds = retryAfterSeconds(firstWait)
    await expect(page.getByRole('alert')).toHaveText(waitMessage(1))

    // After that wait a password is checked again; a fourth failure doubles the wait (4 s).
    await untilPassed(firstWaitAt, firstWaitSeconds)
    const fourthFailure = await attemptSignIn(page, patient.email, 'wrong-password-5')
    const fourthFailureAt = Date.now()
    expect(fourthFailure.status()).toBe(401)
    await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD)

    // 2 s later, when the first wait would be over, the account still waits: even the right
    // password is not accepted, and nobody is signed in.
    await untilPassed(fourthFailureAt, firstWaitSeconds)
    const secondWait = await attemptSignIn(page, patient.email, patient.password)
    const secondWaitAt = Date.now()
    expect(secondWait.status()).toBe(429)
    await expect(page.getByRole('alert')).toHaveText(waitMessage(1))
    await page.goto('/home')
    await expect(page).toHaveURL(/\/login\?page_ref=%2Fhome$/)

    // Once the longer wait is over the right password signs in.
    await untilPassed(secondWaitAt, retryAfterSeconds(secondWait))
    await attemptSignIn(page, patient.email, patient.password)
    await expect(page).toHaveURL(/\/home\/orders$/)
  })

  test('a sign-in that must wait says when to try again in Retry-After', async ({ page }) => {
    const patient = createPatient()
    await page.goto('/login')
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await attemptSignIn(page, patient.email, `wrong-password-${attempt}`)).status()).toBe(401)
    }
    const waiting = await attemptSignIn(page, patient.email, 'wrong-password-4')
    expect(waiting.status()).toBe(429)
    // The route sets Retry-After on this answer (apps/site/app/routes/login/route.tsx).
    const retryAfter = Number(waiting.headers()['retry-after'])
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(2)
  })

  test('wrong passwords from one address make only that address wait; the right one from another address signs in at once (ADR 022)', async ({ page }) => {
    const patient = createPatient()
    await page.goto('/login')
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await attemptSignIn(page, patient.email, `wrong-password-${attempt}`)).status()).toBe(401)
    }
    // This address waits, right password or not...
    expect((await attemptSignIn(page, patient.email, patient.password)).status()).toBe(429)
    // ...the patient elsewhere does not (and Payload's ten-failure lockout, which anyone could set
    // off, is gone).
    const [elsewhere = '127.0.0.2'] = distinctLoopbacks(1)
    const answer = await postLoginFrom(elsewhere, patient.email, patient.password)
    expect(answer.status).toBe(302)
    expect(answer.location).toBe('/home')
  })
})
