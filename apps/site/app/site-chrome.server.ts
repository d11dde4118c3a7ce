import type { FooterCopy } from '@telehealth/ui/components/SiteFooter'
import { getCms } from './cms.server.ts'

/** The footer on every page: legal links, company address and seal, from the CMS. */
export async function loadFooter(): Promise<FooterCopy> {
  const cms = await getCms()
  const [copy, settings, legal] = await Promise.all([
    cms.findGlobal({ slug: 'funnel-copy', depth: 0, overrideAccess: false }),
    cms.findGlobal({ slug: 'settings', depth: 0, overrideAccess: false }),
    cms.find({ collection: 'legal-pages', sort: 'footerOrder', limit: 20, depth: 0, overrideAccess: false, select: { slug: true, footerLabel: true } }),
  ])
  return {
    brandName: copy.brandName,
    legalLinks: legal.docs.map((page) => ({ label: page.footerLabel, href: `/legal/${page.slug}` })),
    addressLines: (settings.companyAddress ?? '').split(/\n|,\s*(?=[A-Z][a-z]+,)/).map((line) => line.trim()).filter(Boolean),
    sealLabel: settings.sealLabel ?? 'LegitScript Certified',
    sealHref: settings.sealHref ?? undefined,
    copyrightYear: '2025',
  }
}
