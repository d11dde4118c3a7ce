import { expect, test } from '../support/fixtures.ts'
import { createPatient, lastMessageTo } from '../support/patients.ts'

test.describe('signing in and out', () => {
  test('a protected page sends a visitor to sign in and back, then Log Out ends the session', async ({ page }) => {
    const patient = createPatient('Maria')
    await page.goto('/home')
    await expect(page).toHaveURL(/\/login\?page_ref=%2Fhome$/)
    await page.getByLabel('Email').fill(patient.email.toUpperCase())
    await page.getByLabel('Password').fill(patient.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/home\/orders$/)
    await expect(page.getByRole('heading', { name: 'Hi, Maria' })).toBeVisible()

    await page.goto('/login')
    await expect(page).toHaveURL(/\/home\/orders$/)

    await page.getByRole('button', { name: 'Log Out' }).click()
    // The spec's Log Out reloads the page, which now asks for a sign-in to come back to it.
    await expect(page).toHaveURL(/\/login\?page_ref=%2Fhome$/)
    await page.goto('/home')
    await expect(page).toHaveURL(/\/login\?page_ref=/)
  })

  test('a wrong password gets the spec message and a 401', async ({ page }) => {
    const patient = createPatient()
    await page.goto('/login')
    await page.getByLabel('Email').fill(patient.email)
    await page.getByLabel('Password').fill('not-the-password')
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Sign In' }).click()])
    expect(response.status()).toBe(401)
    await expect(page.getByRole('alert')).toHaveText('Email or password entered is incorrect. Please try again or reset your password.')
  })

  test('page_ref cannot send a patient to another site', async ({ page }) => {
    const patient = createPatient()
    await page.goto('/login?page_ref=//evil.example/steal')
    await page.getByLabel('Email').fill(patient.email)
    await page.getByLabel('Password').fill(patient.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/home\/orders$/)
  })

  test('pages of a signed-in patient are not stored by caches', async ({ page }) => {
    const patient = createPatient()
    await page.goto('/login')
    await page.getByLabel('Email').fill(patient.email)
    await page.getByLabel('Password').fill(patient.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    const response = await page.goto('/home')
    expect(response?.headers()['cache-control']).toContain('no-store')
  })
})

test('forgot and reset password: same answer for everyone, link works once', async ({ page }) => {
  const patient = createPatient()
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill('nobody-here@example.com')
  await page.getByRole('button', { name: 'Request Reset Email' }).click()
  await expect(page.getByRole('status')).toHaveText('We have emailed you a link to reset your password.')

  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(patient.email)
  await page.getByRole('button', { name: 'Request Reset Email' }).click()
  await expect(page.getByRole('status')).toHaveText('We have emailed you a link to reset your password.')

  const link = /\/password-reset\/[A-Za-z0-9_-]+/.exec(lastMessageTo(patient.email)?.body ?? '')?.[0]
  expect(link).toBeTruthy()
  await page.goto(link!)
  await page.getByLabel('New password').fill('a calm green meadow')
  await page.getByLabel('Confirm password').fill('a calm green meado')
  await expect(page.getByText('Passwords do not match!')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Set new password' })).toBeDisabled()
  await page.getByLabel('Confirm password').fill('a calm green meadow')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('status')).toHaveText('Password changed successfully.')

  await page.goto(link!)
  await expect(page.getByRole('alert')).toHaveText('Link expired or invalid!')

  await page.goto('/login')
  await page.getByLabel('Email').fill(patient.email)
  await page.getByLabel('Password').fill('a calm green meadow')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/home\/orders$/)
})

test('a too-short or common new password is refused with a 400', async ({ request }) => {
  const response = await request.post('/password-reset/not-a-real-token', {
    headers: { Origin: process.env.E2E_SITE_URL ?? '' },
    form: { password: 'short', confirm_password: 'short' },
  })
  expect(response.status()).toBe(400)
})
