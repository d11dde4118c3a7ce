import type { Locator } from '@playwright/test'

/** A Billing tab card form (Update Card, Pay Now with a new card), as a patient types it. */
export async function fillCard(dialog: Locator, card: string, { exp = '12/30', address = true } = {}) {
  const cardGroup = dialog.getByRole('group', { name: 'Card', exact: true })
  await cardGroup.getByLabel('Card number').fill(card)
  await cardGroup.getByLabel('MM/YY').fill(exp)
  await cardGroup.getByLabel('CVC').fill('123')
  await cardGroup.getByLabel('ZIP').fill('78701')
  const billing = dialog.getByRole('group', { name: 'Billing address' })
  await billing.getByLabel('Street address').fill(address ? '100 Congress Ave' : '')
  await billing.getByLabel('City').fill(address ? 'Austin' : '')
  if (address) await billing.getByLabel('State').selectOption('TX')
  await billing.getByLabel('ZIP').fill(address ? '78701' : '')
}
