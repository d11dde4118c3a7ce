import { localApi } from '../../support/local-api.ts'
import { expect, expectOnSiteSoon, test } from '../../support/fixtures.ts'

interface FunnelCopy {
  intake: { welcome: { heading: string; intro: string; consentLabel: string; startButton: string } }
}

test('copy edited through the CMS Local API shows on the page within seconds, without a restart', async ({ page }) => {
  const before = localApi<FunnelCopy>('findGlobal', { slug: 'funnel-copy' })
  const heading = `Feel better in your body ${Date.now()}`
  try {
    localApi('updateGlobal', { slug: 'funnel-copy', data: { intake: { ...before.intake, welcome: { ...before.intake.welcome, heading } } } })
    await expectOnSiteSoon(page, '/', () => expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 1_000 }))
  } finally {
    localApi('updateGlobal', { slug: 'funnel-copy', data: { intake: before.intake } })
  }
})
