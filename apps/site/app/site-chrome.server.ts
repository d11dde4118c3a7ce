import type { FooterCopy } from '@telehealth/ui/components/SiteFooter'
import { getFooterLegalPages, getFunnelCopy, getSettings } from './content.server.ts'

/** The footer on every page: legal links, company address and seal, from the CMS. */
export async function loadFooter(): Promise<FooterCopy> {
  const [copy, settings, legal] = await Promise.all([getFunnelCopy(), getSettings(), getFooterLegalPages()])
  return {
    brandName: copy.brandName,
    legalLinks: legal.map((page) => ({ label: page.footerLabel, href: `/legal/${page.slug}` })),
    addressLines: (settings.companyAddress ?? '').split(/\n|,\s*(?=[A-Z][a-z]+,)/).map((line) => line.trim()).filter(Boolean),
    sealLabel: settings.sealLabel ?? 'LegitScript Certified',
    sealHref: settings.sealHref ?? undefined,
    copyrightYear: String(new Date().getUTCFullYear()),
  }
}
