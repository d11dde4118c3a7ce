import type { Locator, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { localApi } from './local-api.ts'

export type StaffRole = 'admin' | 'marketing' | 'clinical'

/** A staff account of the role, made through the Local API for this test run. */
export function createStaff(role: StaffRole): { email: string; password: string } {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const password = `e2e-${role}-password-long`
  localApi('create', { collection: 'staff', data: { email, password, name: `E2E ${role}`, role } })
  return { email, password }
}

export async function logIntoAdmin(page: Page, credentials: { email: string; password: string }) {
  const cmsUrl = process.env.E2E_CMS_URL ?? ''
  await page.goto(`${cmsUrl}/admin/login`)
  await page.getByLabel('Email').fill(credentials.email)
  await page.getByLabel('Password').fill(credentials.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * Types a value into an admin field and presses the form's button once the admin has registered
 * the edit: the button stays disabled until then, and a keystroke made before the page is
 * interactive can be lost, so the typing is repeated until the button is enabled.
 */
export async function editAndSubmit(page: Page, field: Locator, value: string, buttonName: string | RegExp) {
  const button = page.getByRole('button', { name: buttonName })
  await expect(async () => {
    await field.fill('')
    await field.fill(value)
    await expect(button).toBeEnabled({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await button.click()
}
