import { expect, expectOnSiteSoon, test } from '../../support/fixtures.ts'
import { editAndSubmit, logIntoAdmin } from '../../support/staff.ts'
import { localApi } from '../../support/local-api.ts'

interface FunnelCopy {
  intake: { welcome: { heading: string; intro: string; consentLabel: string; startButton: string } }
}

test.use({ viewport: { width: 1280, height: 900 } })

test('staff log into the admin, edit the start button, and the site shows it', async ({ page }) => {
  const before = localApi<FunnelCopy>('findGlobal', { slug: 'funnel-copy' })
  const cmsUrl = process.env.E2E_CMS_URL ?? ''
  const label = `Begin my FREE visit ${Date.now() % 10_000}`
  try {
    // The seeded admin sets up its second factor at this first sign-in (ADR 020).
    await logIntoAdmin(page, { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' })

    await page.goto(`${cmsUrl}/admin/globals/funnel-copy`)
    await editAndSubmit(page, page.getByLabel('Start button').first(), label, 'Save')
    await expect(page.getByText(/updated successfully/i)).toBeVisible()

    await expectOnSiteSoon(page, '/', () => expect(page.getByRole('button', { name: label })).toBeVisible({ timeout: 1_000 }))
  } finally {
    localApi('updateGlobal', { slug: 'funnel-copy', data: { intake: before.intake } })
  }
})
