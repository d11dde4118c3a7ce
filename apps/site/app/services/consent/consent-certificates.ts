/**
 * A consent-certificate service (the spec's /api/trust-form: a third party that witnesses the
 * consent on the page and issues a certificate URL). It is told when and from where consent was
 * given and which text, never who gave it (no name, email or answers: PHI stays here).
 */
export interface ConsentWitness {
  textVersion: string
  agreedAt: string
  ipAddress: string
  userAgent: string
  /** The page the consent was given on (our own address, no query: queries may carry ids). */
  pageUrl: string
}

export interface ConsentCertificates {
  readonly name: string
  /** The certificate's URL, or null when the service issues none. */
  certify(witness: ConsentWitness, signal: AbortSignal): Promise<string | null>
}

/** The embedded default: no service is configured, so no certificate is recorded. */
export const noConsentCertificates: ConsentCertificates = {
  name: 'none',
  certify: async () => null,
}
