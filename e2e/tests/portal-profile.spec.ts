import { addressMessages, intakeMessages, profileMessages, verificationMessages } from '@telehealth/domain'
import type { Browser, Locator, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { localApi } from '../support/local-api.ts'
import { createPatient, lastMessageTo, signIn } from '../support/patients.ts'

/**
 * The Profile / Manage Account tab (spec 001 sections 2, 5, 8): five forms, each with its own
 * Update button, message and 3-second toast, with JavaScript (no reload) and without (a full-page
 * post the server renders), at a phone's width and a laptop's.
 */

const WIDTHS = [
  { name: '390 px', use: { viewport: { width: 390, height: 844 } } },
  { name: '1280 px', use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } },
] as const

type Patient = ReturnType<typeof createPatient>

/** A patient whose phone is on the account already (a new one would wait for its code). */
function patientWithPhone(firstName: string, phone = '5125550142'): Patient {
  const patient = createPatient(firstName)
  localApi('update', { collection: 'patients', id: patient.id, data: { phone } })
  return patient
}

function patientRecord(id: number): Record<string, unknown> {
  return localApi<{ docs: Record<string, unknown>[] }>('find', { collection: 'patients', where: { id: { equals: id } }, depth: 0, limit: 1 }).docs[0] ?? {}
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const toast = (page: Page) => page.getByTestId('toast')

async function openProfile(page: Page, patient: Patient) {
  await signIn(page, patient, '/home?tab=profile')
  await expect(region(page, 'Contact info')).toBeVisible()
}

/** With JavaScript, a marker on the window survives a post: the page was not reloaded. */
async function markPage(page: Page, javaScript: boolean) {
  if (javaScript) await page.evaluate(() => Object.assign(window, { profileMarker: true }))
}
async function expectNoReload(page: Page, javaScript: boolean) {
  if (javaScript) expect(await page.evaluate(() => (window as unknown as { profileMarker?: boolean }).profileMarker)).toBe(true)
}

async function update(form: Locator) {
  await form.getByRole('button', { name: /^Update/ }).click()
}

/** The toast shows the message, and goes after about 3 seconds (with or without JavaScript). */
async function expectToast(page: Page, message: string) {
  await expect(toast(page)).toHaveText(message)
  await expect(toast(page)).toBeHidden({ timeout: 6_000 })
}

async function secondBrowserSignedIn(browser: Browser, patient: Patient) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, patient, '/home?tab=profile')
  return { context, page }
}

for (const width of WIDTHS) {
  for (const javaScript of [true, false]) {
    test.describe(`profile tab at ${width.name}, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
      test.use({ ...width.use, javaScriptEnabled: javaScript })
      // Each test walks several forms and reads the database between them (a process per read).
      test.describe.configure({ timeout: 180_000 })

      test('contact, physical, address and interests: messages, a toast each, and the values kept', async ({ page }) => {
        const patient = patientWithPhone('Maria')
        await openProfile(page, patient)
        await markPage(page, javaScript)

        const contact = region(page, 'Contact info')
        await contact.getByLabel('First name').fill('')
        await contact.getByLabel('Email').fill('not-an-email')
        await contact.getByLabel('Area code').fill('51')
        await update(contact)
        await expect(contact.getByText(intakeMessages.nameRequired).first()).toBeVisible()
        await expect(contact.getByText(intakeMessages.emailInvalid).first()).toBeVisible()
        await expect(contact.getByText(profileMessages.phoneInvalid).first()).toBeVisible()
        expect(patientRecord(patient.id)).toMatchObject({ first_name: 'Maria' })

        await contact.getByLabel('First name').fill('Mariana')
        await contact.getByLabel('Email').fill(patient.email)
        await contact.getByLabel('Area code').fill('512')
        await contact.getByLabel('First three digits').fill('555')
        await contact.getByLabel('Last four digits').fill('0142')
        await contact.getByLabel('Text me with news and offers').check()
        await update(contact)
        await expectToast(page, 'Profile updated successfully!')
        await expect(region(page, 'Contact info').getByText('Profile updated successfully!')).toBeVisible()
        expect(patientRecord(patient.id)).toMatchObject({ first_name: 'Mariana', text_updates: true })

        const physical = region(page, 'Physical info')
        await physical.getByLabel('Weight').fill('')
        await update(physical)
        await expect(physical.getByText(intakeMessages.weightInvalid).first()).toBeVisible()
        await physical.getByText('Female', { exact: true }).click()
        await physical.getByLabel('Weight').fill('182')
        await physical.getByLabel('Feet').fill('5')
        // 12 or more inches reads as 11.
        await physical.getByLabel('Inches').fill('14')
        await update(physical)
        await expectToast(page, 'Physical information updated successfully!')
        expect(patientRecord(patient.id)).toMatchObject({ gender: 'Female', weight: 182, height_inch: 71 })

        const address = region(page, 'Shipping address')
        await address.getByLabel('Street address').fill('1100 Congress Ave')
        await address.getByLabel('City').fill('Austin')
        await address.getByLabel('State').selectOption('TX')
        await address.getByLabel('ZIP').fill('787')
        await update(address)
        await expect(address.getByText(addressMessages.shippingIncomplete).first()).toBeVisible()
        if (javaScript) {
          // The checkout's suggestions: a free-typed address is split, its trailing unit on line 2.
          await address.getByLabel('Street address').fill('')
          await address.getByLabel('Street address').pressSequentially('500 W 2nd St Apt 4, Austin, TX 78701', { delay: 5 })
          await page
            .getByRole('option', { name: /500 W 2nd St/ })
            .first()
            .click()
          await expect(address.getByLabel('Apt., suite (optional)')).toHaveValue('Apt 4')
          await expect(address.getByLabel('ZIP')).toHaveValue('78701')
        } else {
          await address.getByLabel('Street address').fill('500 W 2nd St')
          await address.getByLabel('Apt., suite (optional)').fill('Apt 4')
          await address.getByLabel('ZIP').fill('78701')
        }
        await update(address)
        await expectToast(page, 'Address updated successfully!')
        await expect(region(page, 'Shipping address').getByLabel('Apt., suite (optional)')).toHaveValue('Apt 4')

        const interests = region(page, 'Your interests')
        await interests.getByLabel('Mind').check()
        await interests.getByLabel('Skin').check()
        await update(interests)
        await expectToast(page, profileMessages.categoriesUpdated)
        expect(patientRecord(patient.id)).toMatchObject({ preferred_categories: ['MIND', 'SKIN'] })
        await expectNoReload(page, javaScript)

        // What was saved is what the tab shows after a fresh load.
        await page.goto('/home?tab=profile')
        await expect(region(page, 'Contact info').getByLabel('First name')).toHaveValue('Mariana')
        await expect(region(page, 'Physical info').getByLabel('Inches')).toHaveValue('11')
        await expect(region(page, 'Shipping address').getByLabel('City')).toHaveValue('Austin')
        await expect(region(page, 'Your interests').getByLabel('Skin')).toBeChecked()
      })

      test('password: the messages, the form cleared, and another signed-in browser signed out', async ({ page, browser }) => {
        const patient = createPatient('Lena')
        const other = await secondBrowserSignedIn(browser, patient)
        await openProfile(page, patient)
        await markPage(page, javaScript)
        const form = region(page, 'Password')
        const newPassword = `new-passphrase-${Date.now()}`

        await form.getByLabel('Current password').fill(patient.password)
        await form.getByLabel('New password', { exact: true }).fill(newPassword)
        await form.getByLabel('Confirm new password').fill(`${newPassword}x`)
        await update(form)
        await expect(form.getByText('Passwords do not match').first()).toBeVisible()

        await form.getByLabel('Current password').fill('not-the-password')
        await form.getByLabel('New password', { exact: true }).fill(newPassword)
        await form.getByLabel('Confirm new password').fill(newPassword)
        await update(form)
        await expect(form.getByText(profileMessages.oldPasswordWrong).first()).toBeVisible()

        await form.getByLabel('Current password').fill(patient.password)
        await form.getByLabel('New password', { exact: true }).fill(newPassword)
        await form.getByLabel('Confirm new password').fill(newPassword)
        await update(form)
        await expectToast(page, 'Password updated successfully!')
        for (const label of ['Current password', 'New password', 'Confirm new password']) await expect(form.getByLabel(label, { exact: true })).toHaveValue('')
        await expectNoReload(page, javaScript)

        // This browser stays signed in; the other one is signed out.
        await page.goto('/home?tab=profile')
        await expect(region(page, 'Password')).toBeVisible()
        await other.page.goto('/home?tab=profile')
        await expect(other.page).toHaveURL(/\/login/)
        await other.context.close()
      })

      test('a new email takes effect only after the code sent to it', async ({ page }) => {
        const patient = createPatient('Ada')
        await openProfile(page, patient)
        const newEmail = `moved-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`
        const contact = region(page, 'Contact info')
        await contact.getByLabel('Email').fill(newEmail)
        await contact.getByLabel('Area code').fill('512')
        await contact.getByLabel('First three digits').fill('555')
        await contact.getByLabel('Last four digits').fill('0177')
        await update(contact)

        const confirm = region(page, 'Confirm your new email')
        await expect(confirm).toBeVisible()
        await expect(region(page, 'Contact info').getByText(`We sent a 4-digit code to ${newEmail}`)).toBeVisible()
        expect(patientRecord(patient.id)).toMatchObject({ email: patient.email })
        // A new phone waits for its own code too.
        await expect(region(page, 'Confirm your new phone number')).toBeVisible()

        const code = /\b(\d{4})\b/.exec(lastMessageTo(newEmail)?.body ?? '')?.[1] ?? ''
        expect(code).toMatch(/^\d{4}$/)
        await confirm.getByLabel('Code').fill(code === '0000' ? '1111' : '0000')
        await confirm.getByRole('button', { name: 'Confirm code' }).click()
        await expect(region(page, 'Confirm your new email').getByText(verificationMessages.invalidCode).first()).toBeVisible()
        expect(patientRecord(patient.id)).toMatchObject({ email: patient.email })

        await region(page, 'Confirm your new email').getByLabel('Code').fill(code)
        await region(page, 'Confirm your new email').getByRole('button', { name: 'Confirm code' }).click()
        await expectToast(page, 'Profile updated successfully!')
        await expect(region(page, 'Confirm your new email')).toHaveCount(0)
        expect(patientRecord(patient.id)).toMatchObject({ email: newEmail })
        expect(lastMessageTo(patient.email)?.subject).toBe('Your email address was changed')
      })
    })
  }
}
