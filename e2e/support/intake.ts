import type { Locator, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { canaryEmail, PHI_CANARIES } from '@telehealth/domain/phi-canaries'

/** The answers a test walks a funnel with; every field has a sensible default. */
export interface IntakeAnswers {
  state: string
  firstName: string
  lastName: string
  gender: 'Male' | 'Female'
  email: string
  phone: string
  feet: number
  inches: number
  weight: number
  /** 1-12 */
  dobMonth: number
  dobDay: number
  dobYear: number
  desiredWeight: number
}

/**
 * The defaults carry the PHI canaries (issue 32): last name, email local part, birth date and weight
 * are markers that the run's end searches the logs, URLs, outbound calls and dataLayer for (canaries.ts).
 */
export function intakeAnswers(overrides: Partial<IntakeAnswers> = {}): IntakeAnswers {
  return {
    state: 'TX',
    firstName: 'Maria',
    lastName: PHI_CANARIES.lastName,
    gender: 'Female',
    email: canaryEmail(`${Date.now()}-${Math.random().toString(36).slice(2, 8)}`),
    phone: '5125550142',
    feet: 5,
    inches: 6,
    weight: PHI_CANARIES.weight,
    dobMonth: PHI_CANARIES.dateOfBirth.month,
    dobDay: PHI_CANARIES.dateOfBirth.day,
    dobYear: PHI_CANARIES.dateOfBirth.year,
    desiredWeight: 160,
    ...overrides,
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The message is shown beside the field: the field is marked invalid and names the message as
 * (part of) its description through aria-describedby, and the message itself is on screen.
 */
export async function expectMessageBeside(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible()
}

export function continueButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Continue', exact: true })
}

// ----- new funnel, at / -----

export async function newFunnelStart(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Start my FREE visit' }).click()
  await expect(page.getByText('Step 2 of 9')).toBeVisible()
}

export async function newFunnelState(page: Page, answers: IntakeAnswers) {
  await page.getByLabel('State', { exact: true }).selectOption(answers.state)
  await continueButton(page).click()
}

export async function newFunnelName(page: Page, answers: IntakeAnswers) {
  await page.getByLabel('First name').fill(answers.firstName)
  await page.getByLabel('Last name').fill(answers.lastName)
  await continueButton(page).click()
}

export async function newFunnelGender(page: Page, answers: IntakeAnswers) {
  // Choosing one advances (the radios are large cards; the inputs themselves are visually hidden).
  await page.getByText(answers.gender, { exact: true }).click()
}

export async function newFunnelEmail(page: Page, answers: IntakeAnswers) {
  await page.getByRole('textbox', { name: 'Email' }).fill(answers.email)
  await page.getByRole('checkbox').check()
  await continueButton(page).click()
}

export async function fillPhoneBoxes(page: Page, phone: string) {
  await page.getByLabel('Area code').fill(phone.slice(0, 3))
  await page.getByLabel('First 3 digits').fill(phone.slice(3, 6))
  await page.getByLabel('Last 4 digits').fill(phone.slice(6))
}

export async function newFunnelPhone(page: Page, answers: IntakeAnswers) {
  await fillPhoneBoxes(page, answers.phone)
  await continueButton(page).click()
}

export async function fillBody(page: Page, answers: Pick<IntakeAnswers, 'feet' | 'inches' | 'weight'>) {
  await page.getByLabel('Feet').fill(String(answers.feet))
  await page.getByLabel('Inches').fill(String(answers.inches))
  await page.getByLabel(/^Weight/).fill(String(answers.weight))
}

export async function fillDateOfBirth(page: Page, answers: Pick<IntakeAnswers, 'dobMonth' | 'dobDay' | 'dobYear'>) {
  await page.getByLabel('Month').selectOption(String(answers.dobMonth))
  await page.getByLabel('Day').fill(String(answers.dobDay))
  await page.getByLabel('Year').fill(String(answers.dobYear))
}

export function submitVisitButton(page: Page): Locator {
  return page.getByRole('button', { name: /Start my FREE visit/ })
}

/** Walks all nine steps of / with the answers and presses the final button. */
export async function completeNewFunnel(page: Page, answers: IntakeAnswers) {
  await newFunnelStart(page)
  await newFunnelState(page, answers)
  await newFunnelName(page, answers)
  await newFunnelGender(page, answers)
  await newFunnelEmail(page, answers)
  await newFunnelPhone(page, answers)
  await fillBody(page, answers)
  await continueButton(page).click()
  await fillDateOfBirth(page, answers)
  await continueButton(page).click()
  await page.getByLabel('Goal weight', { exact: true }).fill(String(answers.desiredWeight))
  await submitVisitButton(page).click()
}

// ----- old funnel, at /sign-up -----

export async function oldFunnelStart(page: Page) {
  await page.goto('/sign-up')
  await page.getByRole('button', { name: 'Get started' }).click()
  await expect(page.getByRole('heading', { name: 'Tell us about you' })).toBeVisible()
}

export async function fillOldFunnelContact(page: Page, answers: IntakeAnswers) {
  await page.getByLabel('State', { exact: true }).selectOption(answers.state)
  await page.getByLabel('First name').fill(answers.firstName)
  await page.getByLabel('Last name').fill(answers.lastName)
  await page.getByText(answers.gender, { exact: true }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(answers.email)
  await page.getByRole('checkbox', { name: /receive emails/ }).check()
  await fillPhoneBoxes(page, answers.phone)
}

/** Walks the five slides of /sign-up with the answers and presses the final button. */
export async function completeOldFunnel(page: Page, answers: IntakeAnswers) {
  await oldFunnelStart(page)
  await fillOldFunnelContact(page, answers)
  await continueButton(page).click()
  await fillDateOfBirth(page, answers)
  await continueButton(page).click()
  await fillBody(page, answers)
  await continueButton(page).click()
  await page.getByLabel('Goal weight', { exact: true }).fill(String(answers.desiredWeight))
  await submitVisitButton(page).click()
}
