import type { Locator, Page } from '@playwright/test'
import { expect } from '@playwright/test'

// The admin's Order status panel (ADR 045) and the patient's tracker on /home that follows it.

const cmsUrl = () => process.env.E2E_CMS_URL ?? ''

export function statusPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Order status' })
}

export async function openOrder(page: Page, orderId: number) {
  await page.goto(`${cmsUrl()}/admin/collections/orders/${orderId}`)
  await expect(statusPanel(page).getByTestId('order-status-current')).toBeVisible({ timeout: 20_000 })
}

/** Clicks one of the panel's moves and waits for the reloaded page to show the new status. */
export async function clickMove(page: Page, button: string, nowShows: string) {
  const panel = statusPanel(page)
  await panel.getByRole('group', { name: 'Move the order' }).getByRole('button', { name: button, exact: true }).click()
  await expect(panel.getByTestId('order-status-current')).toHaveText(nowShows, { timeout: 20_000 })
}

/** The patient's order card on /home, opened afresh. */
export async function patientCard(page: Page, orderId: number): Promise<Locator> {
  await page.goto('/home?tab=orders')
  return page.getByRole('listitem', { name: new RegExp(`order ${orderId}$`) })
}

/** The card shows the status label and the tracker's current step (null: every step done, as when delivered). */
export async function expectTracker(page: Page, orderId: number, label: string, currentStep: string | null) {
  const card = await patientCard(page, orderId)
  await expect(card.getByText(label, { exact: true })).toBeVisible()
  if (currentStep === null) {
    await expect(card.locator('[aria-current="step"]')).toHaveCount(0)
    await expect(card.locator('ol:not([aria-label]) > li').getByText('Done:')).toHaveCount(7)
  } else await expect(card.locator('[aria-current="step"]')).toContainText(currentStep)
  return card
}
