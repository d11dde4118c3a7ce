import { expect, test } from '../support/fixtures.ts'

// The sign-in and reset-request forms check with the domain's schemas in the browser (Conform)
// and again in the action; the messages are the same either way.
test.use({ viewport: { width: 390, height: 844 } })

const EMAIL_INVALID = 'Please enter a valid email address'
const PASSWORD_REQUIRED = 'Please enter your password'

test('with JavaScript a refused sign-in is answered in the browser, without a post', async ({ page }) => {
  await page.goto('/login')
  let posts = 0
  page.on('request', (request) => {
    if (request.method() === 'POST') posts += 1
  })
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText(EMAIL_INVALID)).toBeVisible()
  await expect(page.getByText(PASSWORD_REQUIRED)).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true')
  // Fixing a field clears its message as it is typed.
  await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com')
  await expect(page.getByText(EMAIL_INVALID)).toBeHidden()
  expect(posts).toBe(0)

  await page.goto('/forgot-password')
  await page.getByRole('button', { name: 'Request Reset Email' }).click()
  await expect(page.getByText(EMAIL_INVALID)).toBeVisible()
  expect(posts).toBe(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server answers the same messages with a 400, and keeps the typed email', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Sign In' }).click()])
    expect(response.status()).toBe(400)
    await expect(page.getByText(EMAIL_INVALID)).toBeVisible()
    await expect(page.getByText(PASSWORD_REQUIRED)).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('not-an-email')

    await page.goto('/forgot-password')
    const [forgot] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Request Reset Email' }).click(),
    ])
    expect(forgot.status()).toBe(400)
    await expect(page.getByText(EMAIL_INVALID)).toBeVisible()
  })
})
