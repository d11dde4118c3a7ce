import { intakeMessages } from '@telehealth/domain'
import { expect, test } from '../support/fixtures.ts'
import {
  completeOldFunnel,
  continueButton,
  fillBody,
  fillDateOfBirth,
  fillOldFunnelContact,
  fillPhoneBoxes,
  intakeAnswers,
  oldFunnelStart,
} from '../support/intake.ts'

// Every step posts to the server, which runs the same checks as the browser (ADR 011).
test.use({ javaScriptEnabled: false })

async function next(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
}

test('without JavaScript the nine-step intake works, with the same messages, to the result page', async ({ page }) => {
  const email = `nojs-${Date.now()}@example.com`
  await page.goto('/')
  await page.getByRole('checkbox').uncheck()
  await page.getByRole('button', { name: 'Start my FREE visit' }).click()
  await expect(page.getByText(intakeMessages.termsRequired)).toBeVisible()
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Start my FREE visit' }).click()

  await next(page)
  await expect(page.getByText(intakeMessages.stateRequired)).toBeVisible()
  await page.getByLabel('State', { exact: true }).selectOption('TX')
  await next(page)

  await page.getByLabel('First name').fill('Ines')
  await page.getByLabel('Last name').fill('Park')
  await next(page)
  await page.getByText('Female', { exact: true }).click()
  await next(page)

  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
  await page.getByRole('checkbox').check()
  await next(page)
  await expect(page.getByText(intakeMessages.emailInvalid)).toBeVisible()
  // Go Back works too, and the answers come along.
  await page.getByRole('button', { name: /Go Back/ }).click()
  await expect(page.getByText('Female', { exact: true })).toBeVisible()
  await next(page)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('checkbox').check()
  await next(page)

  const answers = intakeAnswers({ phone: '5125550199', weight: 210 })
  await fillPhoneBoxes(page, answers.phone)
  await next(page)
  await fillBody(page, answers)
  await next(page)
  await fillDateOfBirth(page, answers)
  await next(page)
  await page.getByLabel('Goal weight', { exact: true }).fill('250')
  await page.getByRole('button', { name: /Start my FREE visit/ }).click()
  await expect(page.getByText(intakeMessages.desiredWeightNotBelowCurrent)).toBeVisible()
  await page.getByLabel('Goal weight', { exact: true }).fill('165')
  await page.getByRole('button', { name: /Start my FREE visit/ }).click()

  await expect(page.getByRole('heading', { name: 'You Qualify, Ines!' })).toBeVisible()
})

test('without JavaScript the older funnel refuses a state it does not serve', async ({ page }) => {
  await oldFunnelStart(page)
  await fillOldFunnelContact(page, intakeAnswers({ state: 'LA' }))
  await continueButton(page).click()
  await expect(page).toHaveURL(/\/sorry\?message=/)
})

test('without JavaScript the older funnel runs its five slides to the report', async ({ page }) => {
  await completeOldFunnel(page, intakeAnswers({ firstName: 'Odile', weight: 220, desiredWeight: 170 }))
  await expect(page).toHaveURL(/\/weight-loss-report\?desiredWeight=170/)
  await expect(page.getByText(/Odile/).first()).toBeVisible()
})
