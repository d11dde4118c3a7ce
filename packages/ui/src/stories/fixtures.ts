import { defaultFunnelCopy } from '@telehealth/domain/copy/default-funnel-copy'
import type { FooterCopy } from '../components/SiteFooter.tsx'
import type { LegalPageContent } from '../screens/legal/LegalPageScreen.tsx'
import type { IntakeStepsCopy } from '../screens/intake/IntakeStepSwitch.tsx'
import type { ReportPageCopy } from '../screens/report/ReportScreen.tsx'
import type { ResultPageCopy } from '../screens/result/ResultScreen.tsx'
import type { SignUpCopy } from '../screens/signup/SignUpSlideSwitch.tsx'
import type { SorryPageCopy } from '../screens/sorry/SorryScreen.tsx'
import type { BundleCopy } from '../screens/status/BundleAddOn.tsx'
import type { StatusPageCopy } from '../screens/status/StatusScreen.tsx'

/** Copy as a designer reviews it; the site gets the same shapes from the CMS. */
export const brandName = defaultFunnelCopy.brandName

export const intakeCopy: IntakeStepsCopy = defaultFunnelCopy.intake

export const signUpCopy: SignUpCopy = {
  common: defaultFunnelCopy.intake.common,
  ...defaultFunnelCopy.signUp,
  dateOfBirth: defaultFunnelCopy.intake.dateOfBirth,
  body: defaultFunnelCopy.intake.body,
  goalWeight: defaultFunnelCopy.intake.goalWeight,
}

export const resultCopy: ResultPageCopy = defaultFunnelCopy.result

export const reportCopy: ReportPageCopy = defaultFunnelCopy.report

export const statusCopy: StatusPageCopy = defaultFunnelCopy.status

export const bundleCopy: BundleCopy = defaultFunnelCopy.bundle

export const sorryCopy: SorryPageCopy = defaultFunnelCopy.sorry

export const footerCopy: FooterCopy = {
  brandName,
  legalLinks: [
    { label: 'HIPAA Notice', href: '/legal/hipaa-notice' },
    { label: 'Privacy Policy', href: '/legal/privacy-policy' },
    { label: 'Returns & Refund Policy', href: '/legal/returns-refund-policy' },
    { label: 'Terms Of Use', href: '/legal/terms-of-use' },
    { label: 'CCPA Opt-Out', href: '/legal/ccpa-opt-out' },
    { label: 'TeleHealth Consent', href: '/legal/telehealth-consent' },
  ],
  addressLines: ['1200 Market Street, Suite 400', 'Wilmington, DE 19801'],
  sealLabel: 'LegitScript certified',
  sealHref: 'https://www.legitscript.com/',
  copyrightYear: '2025',
  disclaimer: 'Compounded medications are not FDA-approved. A licensed physician decides whether treatment is right for you.',
}

export const legalContent: LegalPageContent = {
  title: 'Privacy Policy',
  lastUpdated: 'Last updated January 1, 2025',
  blocks: [
    { type: 'paragraph', text: 'This policy explains what we collect, why, and the choices you have.' },
    { type: 'heading', text: 'What we collect' },
    { type: 'list', items: ['Contact details you give us', 'Health information for your visit', 'Payment details, held by our processor'] },
    { type: 'heading', text: 'How we use it' },
    { type: 'paragraph', text: 'We use your information to provide care, ship medication and meet legal duties. We do not sell health information.' },
  ],
}
