import type { FooterCopy } from '@telehealth/ui/components/SiteFooter'
import { TAG_MANAGER_CONTAINER_ID } from '@telehealth/domain'
import { getFooterLegalPages, getFunnelCopy, getSettings } from './content.server.ts'
import { env } from './env.server.ts'

/** The tag manager marketing set in Settings: its script address, or null (then nothing loads). */
export async function loadTagManager(): Promise<{ scriptSrc: string } | null> {
  const containerId = (await getSettings()).tagManagerContainerId ?? ''
  if (!TAG_MANAGER_CONTAINER_ID.test(containerId)) return null
  return { scriptSrc: `${env.TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}` }
}

/** The footer on every page: legal links, company address and seal, from the CMS. */
export async function loadFooter(): Promise<FooterCopy> {
  const [copy, settings, legal] = await Promise.all([getFunnelCopy(), getSettings(), getFooterLegalPages()])
  return {
    brandName: copy.brandName,
    legalLinks: legal.map((page) => ({ label: page.footerLabel, href: `/legal/${page.slug}` })),
    addressLines: (settings.companyAddress ?? '')
      .split(/\n|,\s*(?=[A-Z][a-z]+,)/)
      .map((line) => line.trim())
      .filter(Boolean),
    sealLabel: settings.sealLabel ?? 'LegitScript Certified',
    sealHref: settings.sealHref ?? undefined,
    copyrightYear: String(new Date().getUTCFullYear()),
    companyName: settings.companyName || undefined,
    supportEmail: settings.supportEmail || undefined,
    supportPhone: settings.supportPhone || undefined,
  }
}
