import { expect, test } from '../support/fixtures.ts'

test.describe('intake step 1: welcome', () => {
  test('shows the consent pre-ticked and the start button', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('checkbox')).toBeChecked()
    await expect(page.getByRole('button', { name: 'Start my FREE visit' })).toBeVisible()
  })

  test('unticking consent and pressing start shows the message beside the box', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('checkbox').uncheck()
    await page.getByRole('button', { name: 'Start my FREE visit' }).click()
    const checkbox = page.getByRole('checkbox')
    await expect(checkbox).toHaveAccessibleDescription('Please agree to the terms and conditions')
    await expect(page.getByRole('alert')).toHaveText('Please agree to the terms and conditions')
    await expect(page.getByText('Step 1 of 9')).toBeVisible()
  })

  test('with consent given the funnel moves to step 2, and Go Back returns', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Start my FREE visit' }).click()
    await expect(page.getByText('Step 2 of 9')).toBeVisible()
    await page.getByRole('button', { name: 'Go Back' }).click()
    await expect(page.getByText('Step 1 of 9')).toBeVisible()
  })
})

test.describe('intake without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server gives the same message and a 400', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('checkbox').uncheck()
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Start my FREE visit' }).click(),
    ])
    expect(response.status()).toBe(400)
    await expect(page.getByRole('alert')).toHaveText('Please agree to the terms and conditions')
  })
})
