import { DEFAULT_CONSENT_TEXT_VERSION } from '@telehealth/domain'
import type { Lead } from '@telehealth/cms/payload-types'
import { cmsLogger } from '~/cms.server.ts'
import { getSettings } from '~/content.server.ts'
import type { ConsentCertificates } from '~/services/consent/consent-certificates.ts'
import { consentCertificates } from '~/services/consent/index.server.ts'

export type LeadConsent = NonNullable<Lead['consent']>

/** A certificate that does not come in this time is not waited for: the intake goes on without it. */
const CERTIFICATE_TIMEOUT_MS = 5_000

/**
 * What the lead keeps of the consent given at the welcome step (terms, privacy, telehealth
 * consent): the version of the text agreed (Settings), when (the submit that confirmed it), from
 * where (the client address as the configured proxies report it), and the certificate of the
 * consent-certificate service when one is configured. A failing service costs the certificate,
 * never the intake.
 */
export async function consentRecord(input: { request: Request; clientIp: string; now: Date; certificates?: ConsentCertificates }): Promise<LeadConsent> {
  const settings = await getSettings()
  const textVersion = settings.consentTextVersion || DEFAULT_CONSENT_TEXT_VERSION
  const agreedAt = input.now.toISOString()
  const url = new URL(input.request.url)
  const certificates = input.certificates ?? consentCertificates
  let certificateUrl: string | null = null
  try {
    certificateUrl = await certificates.certify(
      { textVersion, agreedAt, ipAddress: input.clientIp, userAgent: input.request.headers.get('user-agent') ?? '', pageUrl: `${url.origin}${url.pathname}` },
      AbortSignal.timeout(CERTIFICATE_TIMEOUT_MS),
    )
  } catch (error) {
    const logger = await cmsLogger()
    logger.warn({ service: certificates.name, error: error instanceof Error ? error.name : 'unknown' }, 'No consent certificate: the service failed')
  }
  return { textVersion, agreedAt, ipAddress: input.clientIp, certificateUrl }
}
