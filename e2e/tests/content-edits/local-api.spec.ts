import { localApi } from '../../support/local-api.ts'
import { expect, test } from '../../support/fixtures.ts'

interface FunnelCopy {
  intake: { welcome: { heading: string; intro: string; consentLabel: string; startButton: string } }
}

test('copy edited through the CMS Local API shows on the page without a restart', async ({ page }) => {
  const before = localApi<FunnelCopy>('findGlobal', { slug: 'funnel-copy' })
  const heading = `Feel better in your body ${Date.now()}`
  try {
    localApi('updateGlobal', { slug: 'funnel-copy', data: { intake: { ...before.intake, welcome: { ...before.intake.welcome, heading } } } })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  } finally {
    localApi('updateGlobal', { slug: 'funnel-copy', data: { intake: before.intake } })
  }
})
