import { expect, test } from '../support/fixtures.ts'
import { answerPreCheckout } from '../support/checkout.ts'

async function next(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
}

async function throughPhone(page: import('@playwright/test').Page, email: string, state = 'TX') {
  await page.goto('/')
  await page.getByRole('button', { name: 'Start my FREE visit' }).click()
  await page.getByLabel('State', { exact: true }).selectOption(state)
  await next(page)
}

test('the whole intake: nine steps, the result page, then the plan chooser signed in', async ({ page }) => {
  const email = `funnel-${Date.now()}@example.com`
  await throughPhone(page, email)
  await page.getByLabel('First name').fill('Maria')
  await page.getByLabel('Last name').fill('Lopez')
  await next(page)
  // Choosing one advances (the radios are large cards; the inputs themselves are visually hidden).
  await page.getByText('Female', { exact: true }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('checkbox').check()
  await next(page)
  await page.getByLabel('Area code').fill('5125550142')
  await expect(page.getByLabel('Last 4 digits')).toHaveValue('0142')
  await next(page)
  await page.getByLabel('Feet').fill('5')
  await page.getByLabel('Inches').fill('6')
  await page.getByLabel(/Weight/).fill('210')
  await next(page)
  await page.getByLabel('Month').selectOption({ index: 4 })
  await page.getByLabel('Day').fill('12')
  await page.getByLabel('Year').fill('1985')
  await next(page)
  await page.getByLabel('Goal weight', { exact: true }).fill('250')
  await page.getByRole('button', { name: /Start my FREE visit/ }).click()
  await expect(page.getByText('Desired weight should be less than current weight')).toBeVisible()
  await page.getByLabel('Goal weight', { exact: true }).fill('160')
  await page.getByRole('button', { name: /Start my FREE visit/ }).click()

  await expect(page.getByRole('heading', { name: 'You Qualify, Maria!' })).toBeVisible()
  await page.getByRole('link', { name: 'Choose my medication' }).click()
  await expect(page).toHaveURL(/\/select-med$/)
  await page.getByRole('button', { name: 'Continue to checkout' }).click()
  await answerPreCheckout(page)
  await expect(page).toHaveURL(/\/weight-loss-payment\//)
})

test('a state we do not serve ends at /sorry with the spec message', async ({ page }) => {
  await throughPhone(page, 'la@example.com', 'LA')
  await expect(page).toHaveURL(/\/sorry/)
  await expect(
    page.getByText(
      "Unfortunately, our GLP Medical Weight Loss program is not yet available in your state. However, we're excited to announce that it will be launching next month!",
    ),
  ).toBeVisible()
})

test('a step with a missing answer shows the message beside it; progress survives a reload', async ({ page }) => {
  await throughPhone(page, 'reload@example.com')
  await next(page)
  await expect(page.getByText('Please enter your full name').first()).toBeVisible()
  await page.getByLabel('First name').fill('Riley')
  await page.getByLabel('Last name').fill('Stone')
  await next(page)
  await expect(page.getByRole('radiogroup')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('radiogroup')).toBeVisible()
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page.getByLabel('First name')).toHaveValue('Riley')
})
