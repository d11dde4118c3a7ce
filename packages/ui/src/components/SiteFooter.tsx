export interface FooterLink {
  label: string
  href: string
}

export interface FooterCopy {
  brandName: string
  /** HIPAA Notice, Privacy Policy, Returns & Refund Policy, Terms Of Use, CCPA Opt-Out, TeleHealth Consent. */
  legalLinks: FooterLink[]
  /** The company address, one line per entry. */
  addressLines: string[]
  /** The legitimacy seal's text, e.g. "LegitScript certified". */
  sealLabel: string
  /** Where the seal verifies (the certifier's page); the seal is plain text without it. */
  sealHref?: string | undefined
  /** '2025' per the specification. */
  copyrightYear: string
  /** A short line above the links, e.g. the medical disclaimer. */
  disclaimer?: string | undefined
  /** The company's legal name (Settings), on the address and the copyright; the brand name otherwise. */
  companyName?: string | undefined
  /** How to reach the care team (Settings); each shown only when set. */
  supportEmail?: string | undefined
  supportPhone?: string | undefined
}

export interface SiteFooterProps {
  copy: FooterCopy
}

function Seal({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-2 rounded-xl border border-line bg-white px-3 py-2 text-sm font-semibold text-brand-800 shadow-sm">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7">
        <path d="M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5l-8-3Z" className="fill-brand-700" />
        <path d="m8.5 12.2 2.4 2.4 4.8-5" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="stroke-white" />
      </svg>
      {label}
    </span>
  )
}

/** The site-wide footer: legal links, address, legitimacy seal and copyright. */
export function SiteFooter({ copy }: SiteFooterProps) {
  return (
    <footer className="border-t border-line bg-white">
      <div className="mx-auto flex max-w-xl flex-col gap-6 px-5 py-8">
        {copy.disclaimer ? <p className="text-sm leading-6 text-muted">{copy.disclaimer}</p> : null}
        <nav aria-label="Legal">
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1">
            {copy.legalLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="inline-flex min-h-11 items-center text-sm font-medium text-ink underline decoration-line underline-offset-4 hover:text-brand-700 hover:decoration-brand-700"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <address className="text-sm not-italic leading-6 text-muted">
            <span className="block font-semibold text-ink">{copy.companyName || copy.brandName}</span>
            {copy.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            {copy.supportEmail ? (
              <a href={`mailto:${copy.supportEmail}`} className="block min-h-6 text-ink underline decoration-line underline-offset-4">
                {copy.supportEmail}
              </a>
            ) : null}
            {copy.supportPhone ? (
              <a href={`tel:${copy.supportPhone.replace(/[^\d+]/g, '')}`} className="block min-h-6 text-ink underline decoration-line underline-offset-4">
                {copy.supportPhone}
              </a>
            ) : null}
          </address>
          {copy.sealHref ? (
            <a href={copy.sealHref} className="rounded-xl">
              <Seal label={copy.sealLabel} />
            </a>
          ) : (
            <Seal label={copy.sealLabel} />
          )}
        </div>
        <p className="text-sm text-muted">
          © {copy.copyrightYear} {copy.companyName || copy.brandName}
        </p>
      </div>
    </footer>
  )
}
