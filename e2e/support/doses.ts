import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'

/** Picks a month's dose on /adjust-doses. The planner's radios are visually hidden inside their cards: a patient taps the card. */
export async function pickDose(page: Page, month: string, dose: string | RegExp) {
  const group = page.getByRole('group', { name: month })
  const named = typeof dose === 'string' ? { name: dose, exact: true } : { name: dose }
  const radio = group.getByRole('radio', named)
  await group
    .locator('label')
    .filter({ has: page.getByRole('radio', named) })
    .click()
  await expect(radio).toBeChecked()
}
