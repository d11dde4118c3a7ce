import { expect, expectOnSiteSoon, test } from '../../support/fixtures.ts'
import { localApi } from '../../support/local-api.ts'
import { createStaff, editAndSubmit, logIntoAdmin } from '../../support/staff.ts'

interface FunnelCopy {
  intake: { welcome: { startButton: string } }
}
interface Product {
  id: number
  plans: { paymentTerms: string; priceCents: number }[]
}

test.use({ viewport: { width: 1280, height: 900 } })

function usd(cents: number): string {
  return `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`
}

test('marketing changes a price and a step’s copy in the admin, and the site shows both without a restart', async ({ page, browser }) => {
  const copyBefore = localApi<FunnelCopy>('findGlobal', { slug: 'funnel-copy' })
  const product = localApi<{ docs: Product[] }>('find', { collection: 'products', where: { slug: { equals: 'semaglutide' } }, depth: 0 }).docs[0]!
  const newPriceCents = 20_000 + (Date.now() % 9_000)
  const buttonLabel = `Start my visit today ${Date.now() % 10_000}`
  const cmsUrl = process.env.E2E_CMS_URL ?? ''
  try {
    await logIntoAdmin(page, createStaff('marketing'))

    await page.goto(`${cmsUrl}/admin/globals/funnel-copy`)
    await editAndSubmit(page, page.getByLabel('Start button').first(), buttonLabel, 'Save')
    await expect(page.getByText(/updated successfully/i)).toBeVisible()

    await page.goto(`${cmsUrl}/admin/collections/products/${product.id}`)
    await editAndSubmit(page, page.getByLabel('Price for the term (cents)').first(), String(newPriceCents), 'Save')
    await expect(page.getByText(/updated successfully/i)).toBeVisible()

    const site = await browser.newPage({ baseURL: process.env.E2E_SITE_URL, viewport: { width: 390, height: 844 } })
    await expectOnSiteSoon(site, '/', () => expect(site.getByRole('button', { name: buttonLabel })).toBeVisible({ timeout: 1_000 }))
    await expectOnSiteSoon(site, '/select-med', () => expect(site.getByText(`${usd(newPriceCents)} billed monthly`).first()).toBeVisible({ timeout: 1_000 }))
    await site.close()
  } finally {
    localApi('updateGlobal', { slug: 'funnel-copy', data: { intake: copyBefore.intake } })
    localApi('update', { collection: 'products', id: product.id, data: { plans: product.plans } })
  }
})

test('marketing cannot open patient records', async ({ page }) => {
  await logIntoAdmin(page, createStaff('marketing'))
  await page.goto(`${process.env.E2E_CMS_URL}/admin/collections/patients`)
  await expect(page.getByText(/not allowed|unauthorized|not found/i).first()).toBeVisible()
})
