import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { heldOrder } from '../support/orders.ts'
import { createPatient, signIn } from '../support/patients.ts'

test.use({ viewport: { width: 390, height: 844 } })
test.describe.configure({ timeout: 180_000 })

const PREGNANCY = 'Are you pregnant, breastfeeding, or planning to become pregnant?'
const FLORIDA = 'Florida Patient Bill of Rights'
const CONDITIONS = 'Do you have, or have you ever had, any of these conditions?'
const TAKES_GLP = 'Are you currently taking a GLP-1 medication?'
const GLP_DOSE = 'What is your current weekly dose (mg)?'
const ALLERGIES = 'Do you have any allergies? List them, or write "none".'
const CURRENT_MEDS = 'Which medications and supplements do you take now? Write "none" if none.'
const ANYTHING_ELSE = 'Is there anything else you would like your doctor to know?'
const ID_PHOTO = "Upload a photo of your driver's license or state ID"
const RESTRICTED = 'Before you continue in Mississippi or Louisiana'
const WEIGHT = 'What is your weight today (lb)?'
const PRIMARY_CARE = 'What is the name of your primary care provider?'
const TREATMENT = 'How your treatment works'
const RX_PHOTO = 'Upload a photo of your current GLP-1 prescription or medication label (optional)'
const DOSE_PLAN = 'Plan your doses'

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const next = (page: Page) => page.getByRole('button', { name: 'Next' })

async function uploadIdPhoto(page: Page) {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 220, g: 230, b: 240 } } })
    .png()
    .toBuffer()
  await page.locator('input[type=file]').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: photo })
  await page.getByRole('button', { name: 'Confirm Upload' }).click()
}

/** A patient in `state` (and of `gender`) with a waiting order of the given form (medical: provider 1). */
async function openForm(page: Page, options: { state: string; gender?: 'Female' | 'Male'; medical?: boolean }) {
  const patient = createPatient('Alma')
  localApi('update', { collection: 'patients', id: patient.id, data: { state: options.state, ...(options.gender ? { gender: options.gender } : {}) } })
  const { orderId } = heldOrder(patient.id, 'pending_approval', { medication: 'tirzepatide' })
  if (options.medical) localApi('update', { collection: 'orders', id: orderId, data: { provider: 1 } })
  await signIn(page, patient, `/medical-form/${orderId}`)
  await expect(page.locator('[data-form-type]')).toBeVisible({ timeout: 30_000 })
  return orderId
}

test('conditions: pregnancy for women, the Florida bill of rights in Florida; Yes to pregnancy is the popup, Resubmit closes it', async ({ page }) => {
  await openForm(page, { state: 'FL', gender: 'Female' })
  await expect(heading(page, PREGNANCY)).toBeVisible()
  await expect(next(page)).toBeDisabled()
  await page.getByRole('radio', { name: 'Yes' }).check()
  await next(page).click()
  const dialog = page.getByRole('alertdialog', { name: 'We Cannot Proceed' })
  await expect(dialog).toContainText('GLP-1 medications are not safe during pregnancy or breastfeeding')
  await dialog.getByRole('button', { name: 'Resubmit Form' }).click()
  await expect(dialog).toBeHidden()
  // Back on the form: Go Back from the dead end returns to the question and clears it.
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(heading(page, PREGNANCY)).toBeVisible()
  await page.getByRole('radio', { name: 'No' }).check()
  await next(page).click()
  await expect(heading(page, FLORIDA)).toBeVisible()
  await next(page).click()
  await expect(heading(page, CONDITIONS)).toBeVisible()
})

test('the restricted-states notice in MS; a man never sees the pregnancy question', async ({ page }) => {
  await openForm(page, { state: 'MS', gender: 'Male' })
  await expect(heading(page, CONDITIONS)).toBeVisible()
  await page.getByRole('checkbox', { name: 'None of the above' }).check()
  await next(page).click()
  await page.getByRole('radio', { name: 'No' }).check()
  await next(page).click()
  for (const label of [ALLERGIES, CURRENT_MEDS]) {
    await page.getByRole('textbox', { name: label }).fill('none')
    await next(page).click()
  }
  await next(page).click()
  await expect(heading(page, ID_PHOTO)).toBeVisible()
  await expect(next(page)).toBeDisabled()
  await uploadIdPhoto(page)
  await expect(heading(page, RESTRICTED)).toBeVisible({ timeout: 30_000 })
  await next(page).click()
  await expect(heading(page, WEIGHT)).toBeVisible()
})

test('navigation and Next-button rules on the medical form: none clears the others, follow-ups, dependencies, blank text, numbers, uploads, optional questions, Back, the dose plan and Back from the confirmation', async ({
  page,
}) => {
  await openForm(page, { state: 'TX', gender: 'Male', medical: true })
  await expect(heading(page, CONDITIONS)).toBeVisible()
  await expect(next(page)).toBeDisabled()

  // Each chosen option opens its follow-ups; 'None of the above' clears the others (and their follow-ups).
  await page.getByRole('checkbox', { name: 'Type 2 diabetes' }).check()
  await page.getByRole('checkbox', { name: 'Gallbladder disease' }).check()
  await expect(page.getByRole('heading', { name: 'Which diabetes medications do you take?' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Has your gallbladder been removed?' })).toBeVisible()
  await page.getByRole('checkbox', { name: 'None of the above' }).check()
  await expect(page.getByRole('checkbox', { name: 'Type 2 diabetes' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Gallbladder disease' })).not.toBeChecked()
  await expect(page.getByRole('heading', { name: 'Which diabetes medications do you take?' })).toHaveCount(0)
  // Another choice removes 'none'.
  await page.getByRole('checkbox', { name: 'Type 2 diabetes' }).check()
  await expect(page.getByRole('checkbox', { name: 'None of the above' })).not.toBeChecked()
  await page.getByRole('textbox', { name: 'Which diabetes medications do you take?' }).fill('Metformin')
  await next(page).click()

  // A Yes opens the dependent question; it is skipped after a No.
  await expect(heading(page, TAKES_GLP)).toBeVisible()
  await expect(next(page)).toBeDisabled()
  await page.getByRole('radio', { name: 'Yes' }).check()
  await next(page).click()
  await expect(heading(page, GLP_DOSE)).toBeVisible()
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(heading(page, TAKES_GLP)).toBeVisible()
  await page.getByRole('radio', { name: 'No' }).check()
  await next(page).click()

  // Blank text does not count; Back clears the answer of the question left.
  await expect(heading(page, ALLERGIES)).toBeVisible()
  await page.getByRole('textbox', { name: ALLERGIES }).fill('   ')
  await expect(next(page)).toBeDisabled()
  await page.getByRole('textbox', { name: ALLERGIES }).fill('Penicillin')
  await expect(next(page)).toBeEnabled()
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(heading(page, TAKES_GLP)).toBeVisible()
  await next(page).click()
  await expect(page.getByRole('textbox', { name: ALLERGIES })).toHaveValue('')
  await page.getByRole('textbox', { name: ALLERGIES }).fill('none')
  await next(page).click()
  await page.getByRole('textbox', { name: CURRENT_MEDS }).fill('none')
  await next(page).click()

  // An optional question may be left empty.
  await expect(heading(page, ANYTHING_ELSE)).toBeVisible()
  await expect(next(page)).toBeEnabled()
  await next(page).click()

  // An image answer is needed before Next; the form moves on after the upload.
  await expect(heading(page, ID_PHOTO)).toBeVisible()
  await expect(next(page)).toBeDisabled()
  await uploadIdPhoto(page)

  // Numbers only for an integer question; the restricted-states notice is not shown in TX.
  await expect(heading(page, WEIGHT)).toBeVisible({ timeout: 30_000 })
  await page.getByRole('textbox', { name: WEIGHT }).fill('abc')
  await expect(next(page)).toBeDisabled()
  await page.getByRole('textbox', { name: WEIGHT }).fill('198')
  await next(page).click()
  await page.getByRole('textbox', { name: PRIMARY_CARE }).fill('Dr. Reyes')
  await next(page).click()
  await expect(heading(page, TREATMENT)).toBeVisible()
  await next(page).click()

  // The medical form has questions 14 and 15: an optional file, then the dose plan (every month filled).
  await expect(heading(page, RX_PHOTO)).toBeVisible()
  await expect(next(page)).toBeEnabled()
  await next(page).click()
  await expect(heading(page, DOSE_PLAN)).toBeVisible()
  await expect(next(page)).toBeDisabled()
  for (const month of ['Month 1', 'Month 2', 'Month 3']) {
    const group = page.getByRole('group', { name: month })
    await group.locator('label').first().click()
  }
  await expect(next(page)).toBeEnabled()
  await next(page).click()
  await expect(heading(page, 'Upload recent lab results, if you have them (optional)')).toBeVisible()
  await next(page).click()

  // The confirmation step lists the answers; Back returns to question 8.
  await expect(heading(page, 'Review your answers')).toBeVisible()
  await expect(page.getByText('Metformin')).toBeVisible()
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(heading(page, ANYTHING_ELSE)).toBeVisible()
})
