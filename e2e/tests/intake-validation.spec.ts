import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import {
  completeNewFunnel,
  completeOldFunnel,
  continueButton,
  expectMessageBeside,
  fillBody,
  fillDateOfBirth,
  fillPhoneBoxes,
  intakeAnswers,
  newFunnelEmail,
  newFunnelGender,
  newFunnelName,
  newFunnelStart,
  newFunnelState,
  oldFunnelStart,
  submitVisitButton,
} from '../support/intake.ts'
import { localApi } from '../support/local-api.ts'

// The spec's texts (spec 000 section 5), quoted here so a drift in the app is caught.
const TERMS = 'Please agree to the terms and conditions'
const STATE = 'Please select your state'
const NAME = 'Please enter your full name'
const GENDER = 'Please select your gender'
const EMAIL = 'Please enter a valid email address'
const EMAIL_CONSENT = 'Please agree to receive email communications'
const PHONE = 'Please enter a complete, valid phone number'
const HEIGHT = 'Please enter a valid height'
const WEIGHT = 'Please enter a valid weight'
const DOB_INCOMPLETE = 'Please enter a complete date of birth'
const DOB_INVALID = 'Please enter a valid date of birth'
const GOAL_INVALID = 'Please enter a valid desired weight'
const GOAL_NOT_BELOW = 'Desired weight should be less than current weight'
const UNDERAGE = 'We cannot proceed since your age is less than 18 years.'

test.describe.configure({ timeout: 120_000 })

const field = {
  state: (page: Page) => page.getByLabel('State', { exact: true }),
  firstName: (page: Page) => page.getByLabel('First name'),
  lastName: (page: Page) => page.getByLabel('Last name'),
  email: (page: Page) => page.getByRole('textbox', { name: 'Email' }),
  areaCode: (page: Page) => page.getByLabel('Area code'),
  prefix: (page: Page) => page.getByLabel('First 3 digits'),
  line: (page: Page) => page.getByLabel('Last 4 digits'),
  feet: (page: Page) => page.getByLabel('Feet'),
  inches: (page: Page) => page.getByLabel('Inches'),
  weight: (page: Page) => page.getByLabel(/^Weight/),
  month: (page: Page) => page.getByLabel('Month'),
  day: (page: Page) => page.getByLabel('Day'),
  year: (page: Page) => page.getByLabel('Year'),
  goal: (page: Page) => page.getByLabel('Goal weight', { exact: true }),
}

async function expectValid(locator: Locator) {
  await expect(locator).not.toHaveAttribute('aria-invalid', 'true')
}

/** The body step's bad inputs (shared by both funnels). */
async function checkBodyMessages(page: Page, next: Locator) {
  await next.click()
  await expectMessageBeside(page, field.feet(page), HEIGHT)
  await expectMessageBeside(page, field.inches(page), HEIGHT)
  await expectMessageBeside(page, field.weight(page), WEIGHT)
  for (const [feet, inches, weight, heightBad, weightBad] of [
    [3, 6, 79, true, true],
    [9, 6, 701, true, true],
    [5, 12, 210, true, false],
    [5, 6, 700.5, false, true],
  ] as const) {
    await fillBody(page, { feet, inches, weight })
    await next.click()
    const label = `${feet} ft ${inches} in, ${weight} lb`
    await test.step(label, async () => {
      if (heightBad) await expectMessageBeside(page, field.feet(page), HEIGHT)
      else await expectValid(field.feet(page))
      if (weightBad) await expectMessageBeside(page, field.weight(page), WEIGHT)
      else await expectValid(field.weight(page))
    })
  }
}

/** The date-of-birth step's bad inputs (shared by both funnels). */
async function checkDateOfBirthMessages(page: Page, next: Locator) {
  await next.click()
  for (const part of [field.month(page), field.day(page), field.year(page)]) await expectMessageBeside(page, part, DOB_INCOMPLETE)
  await field.month(page).selectOption('4')
  await field.day(page).fill('12')
  await next.click()
  await expectMessageBeside(page, field.year(page), DOB_INCOMPLETE)
  const nextYear = new Date().getFullYear() + 1
  for (const [month, day, year] of [
    [2, 30, 1985], // not a calendar date
    [2, 29, 1985], // not a leap year
    [4, 12, 1923], // before 1924
    [1, 15, nextYear], // in the future
  ] as const) {
    await fillDateOfBirth(page, { dobMonth: month, dobDay: day, dobYear: year })
    await next.click()
    await test.step(`${month}/${day}/${year}`, async () => {
      await expectMessageBeside(page, field.year(page), DOB_INVALID)
    })
  }
}

/** The goal step's bad inputs, for a current weight of `weight`. */
async function checkGoalMessages(page: Page, weight: number) {
  const submit = submitVisitButton(page)
  await submit.click()
  await expectMessageBeside(page, field.goal(page), GOAL_INVALID)
  for (const goal of [79, 701]) {
    await field.goal(page).fill(String(goal))
    await submit.click()
    await expectMessageBeside(page, field.goal(page), GOAL_INVALID)
  }
  for (const goal of [weight, weight + 1]) {
    await field.goal(page).fill(String(goal))
    await submit.click()
    await expectMessageBeside(page, field.goal(page), GOAL_NOT_BELOW)
  }
}

test('new funnel at /: each step shows its messages beside the fields they belong to', async ({ page }) => {
  const answers = intakeAnswers()
  await page.goto('/')

  // 1. Welcome: the consent box.
  await page.getByRole('checkbox').uncheck()
  await page.getByRole('button', { name: 'Start my FREE visit' }).click()
  await expectMessageBeside(page, page.getByRole('checkbox'), TERMS)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Start my FREE visit' }).click()

  // 2. State.
  await expect(page.getByText('Step 2 of 9')).toBeVisible()
  await continueButton(page).click()
  await expectMessageBeside(page, field.state(page), STATE)
  await newFunnelState(page, answers)

  // 3. Name: both required, blanks do not count.
  await expect(page.getByText('Step 3 of 9')).toBeVisible()
  await continueButton(page).click()
  await expectMessageBeside(page, field.firstName(page), NAME)
  await expectMessageBeside(page, field.lastName(page), NAME)
  await field.firstName(page).fill(answers.firstName)
  await field.lastName(page).fill('   ')
  await continueButton(page).click()
  await expectValid(field.firstName(page))
  await expectMessageBeside(page, field.lastName(page), NAME)
  await newFunnelName(page, answers)

  // 4. Gender.
  await expect(page.getByText('Step 4 of 9')).toBeVisible()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expectMessageBeside(page, page.getByRole('radiogroup'), GENDER)
  await newFunnelGender(page, answers)

  // 5. Email and its consent.
  await expect(page.getByText('Step 5 of 9')).toBeVisible()
  await field.email(page).fill('maria lopez@example.com')
  await continueButton(page).click()
  await expectMessageBeside(page, field.email(page), EMAIL)
  await expectMessageBeside(page, page.getByRole('checkbox'), EMAIL_CONSENT)
  await field.email(page).fill(answers.email)
  await continueButton(page).click()
  await expectValid(field.email(page))
  await expectMessageBeside(page, page.getByRole('checkbox'), EMAIL_CONSENT)
  await newFunnelEmail(page, answers)

  // 6. Phone: non-digits are dropped as typed; a short number is refused.
  await expect(page.getByText('Step 6 of 9')).toBeVisible()
  await field.areaCode(page).fill('5a1-2')
  await expect(field.areaCode(page)).toHaveValue('512')
  await continueButton(page).click()
  for (const box of [field.areaCode(page), field.prefix(page), field.line(page)]) await expectMessageBeside(page, box, PHONE)
  await fillPhoneBoxes(page, '512555014')
  await continueButton(page).click()
  await expectMessageBeside(page, field.line(page), PHONE)
  await fillPhoneBoxes(page, answers.phone)
  await continueButton(page).click()

  // 7. Height and weight.
  await expect(page.getByText('Step 7 of 9')).toBeVisible()
  await checkBodyMessages(page, continueButton(page))
  await fillBody(page, answers)
  await continueButton(page).click()

  // 8. Date of birth.
  await expect(page.getByText('Step 8 of 9')).toBeVisible()
  await checkDateOfBirthMessages(page, continueButton(page))
  await fillDateOfBirth(page, answers)
  await continueButton(page).click()

  // 9. Goal weight.
  await expect(page.getByText('Step 9 of 9')).toBeVisible()
  await checkGoalMessages(page, answers.weight)
})

test('old funnel at /sign-up: slide 2 reports one message at a time in the spec order, every slide beside its field', async ({ page }) => {
  const answers = intakeAnswers()
  await page.goto('/sign-up')

  // Slide 1: consent.
  await page.getByRole('checkbox').uncheck()
  await page.getByRole('button', { name: 'Get started' }).click()
  await expectMessageBeside(page, page.getByRole('checkbox'), TERMS)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Get started' }).click()

  // Slide 2: state, name, gender, email, email consent, phone, one message at a time.
  await expect(page.getByRole('heading', { name: 'Tell us about you' })).toBeVisible()
  const onlyMessage = async (locator: Locator, message: string) => {
    await expectMessageBeside(page, locator, message)
    await expect(page.getByRole('alert')).toHaveCount(1)
  }
  await continueButton(page).click()
  await onlyMessage(field.state(page), STATE)
  await field.state(page).selectOption(answers.state)
  await continueButton(page).click()
  await onlyMessage(field.firstName(page), NAME)
  await field.firstName(page).fill(answers.firstName)
  await continueButton(page).click()
  await onlyMessage(field.lastName(page), NAME)
  await field.lastName(page).fill(answers.lastName)
  await continueButton(page).click()
  await onlyMessage(page.getByRole('radiogroup', { name: 'Sex assigned at birth' }), GENDER)
  await page.getByText(answers.gender, { exact: true }).click()
  await continueButton(page).click()
  await onlyMessage(field.email(page), EMAIL)
  await field.email(page).fill('maria@@example.com')
  await continueButton(page).click()
  await onlyMessage(field.email(page), EMAIL)
  await field.email(page).fill(answers.email)
  await continueButton(page).click()
  const emailConsent = page.getByRole('checkbox', { name: /receive emails/ })
  await onlyMessage(emailConsent, EMAIL_CONSENT)
  await emailConsent.check()
  await continueButton(page).click()
  await onlyMessage(field.areaCode(page), PHONE)
  await fillPhoneBoxes(page, '51255501')
  await continueButton(page).click()
  await onlyMessage(field.line(page), PHONE)
  await fillPhoneBoxes(page, answers.phone)
  await continueButton(page).click()

  // Slide 3: date of birth.
  await expect(page.getByRole('heading', { name: 'When were you born?' })).toBeVisible()
  await checkDateOfBirthMessages(page, continueButton(page))
  await fillDateOfBirth(page, answers)
  await continueButton(page).click()

  // Slide 4: height and weight, with the live BMI (703 x weight / height in inches squared).
  await expect(page.getByRole('heading', { name: 'How tall are you, and what do you weigh?' })).toBeVisible()
  await checkBodyMessages(page, continueButton(page))
  await fillBody(page, answers)
  const inches = answers.feet * 12 + answers.inches
  const expectedBmi = Math.round(((703 * answers.weight) / inches ** 2) * 10) / 10
  await expect(page.getByRole('status', { name: 'Your BMI' })).toHaveText(expectedBmi.toFixed(1))
  await continueButton(page).click()

  // Slide 5: goal weight.
  await expect(page.getByRole('heading', { name: 'What is your goal weight?' })).toBeVisible()
  await checkGoalMessages(page, answers.weight)
})

type LeadRecord = { outcome: string; disqualifyReason?: string | null; funnel: string; email?: string | null }

function leadsFor(email: string): LeadRecord[] {
  return localApi<{ docs: LeadRecord[] }>('find', { collection: 'leads', where: { email: { equals: email } }, limit: 5 }).docs
}

for (const funnel of ['new', 'old'] as const) {
  test(`${funnel} funnel: an applicant under 18 ends at /sorry with the spec message, kept as a disqualified lead`, async ({ page }) => {
    const answers = intakeAnswers({ dobYear: new Date().getFullYear() - 16, dobMonth: 1, dobDay: 2 })
    if (funnel === 'new') await completeNewFunnel(page, answers)
    else await completeOldFunnel(page, answers)

    await expect(page).toHaveURL(/\/sorry\?/)
    await expect(page.getByRole('heading', { name: "We're Sorry" })).toBeVisible()
    await expect(page.getByText(UNDERAGE, { exact: true })).toBeVisible()

    await expect
      .poll(() => leadsFor(answers.email), { timeout: 15_000 })
      .toEqual([expect.objectContaining({ outcome: 'disqualified', disqualifyReason: 'underage', funnel })])
    const patients = localApi<{ totalDocs: number }>('find', { collection: 'patients', where: { email: { equals: answers.email } }, limit: 1 })
    expect(patients.totalDocs).toBe(0)
  })
}

/** Pastes text into a box the way a patient does: from the clipboard with the keyboard shortcut. */
async function pasteInto(page: Page, box: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await box.click()
  await page.keyboard.press('ControlOrMeta+V')
}

test.describe('pasting a phone number', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('a whole number pasted into the first box is split over the three boxes (new funnel)', async ({ page }) => {
    const answers = intakeAnswers()
    await newFunnelStart(page)
    await newFunnelState(page, answers)
    await newFunnelName(page, answers)
    await newFunnelGender(page, answers)
    await newFunnelEmail(page, answers)
    await expect(page.getByText('Step 6 of 9')).toBeVisible()

    await pasteInto(page, field.areaCode(page), '5125550199')
    await expect(field.areaCode(page)).toHaveValue('512')
    await expect(field.prefix(page)).toHaveValue('555')
    await expect(field.line(page)).toHaveValue('0199')
    await expect(field.line(page)).toBeFocused()

    // Formatting and a leading +1 are dropped.
    for (const box of [field.areaCode(page), field.prefix(page), field.line(page)]) await box.fill('')
    await pasteInto(page, field.areaCode(page), '+1 (737) 555-0123')
    await expect(field.areaCode(page)).toHaveValue('737')
    await expect(field.prefix(page)).toHaveValue('555')
    await expect(field.line(page)).toHaveValue('0123')

    await continueButton(page).click()
    await expect(page.getByText('Step 7 of 9')).toBeVisible()
  })

  test('a whole number pasted into the first box is split over the three boxes (old funnel)', async ({ page }) => {
    await oldFunnelStart(page)
    await pasteInto(page, field.areaCode(page), '(512) 555-0177')
    await expect(field.areaCode(page)).toHaveValue('512')
    await expect(field.prefix(page)).toHaveValue('555')
    await expect(field.line(page)).toHaveValue('0177')
  })
})
