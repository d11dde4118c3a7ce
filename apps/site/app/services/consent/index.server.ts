import { env } from '~/env.server.ts'
import { noConsentCertificates, type ConsentCertificates } from './consent-certificates.ts'
import { httpConsentCertificates } from './http-consent-certificates.server.ts'

/** The configured certificate service (CONSENT_CERTIFICATE_URL), else the default that records none. */
export const consentCertificates: ConsentCertificates = env.CONSENT_CERTIFICATE_URL
  ? httpConsentCertificates(env.CONSENT_CERTIFICATE_URL)
  : noConsentCertificates
