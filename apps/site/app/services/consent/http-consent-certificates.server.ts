import type { ConsentCertificates } from './consent-certificates.ts'

/**
 * A certificate service over HTTP: POSTs the witness as JSON and reads `certificateUrl` (an
 * https URL) from the answer. Anything else is no certificate.
 */
export function httpConsentCertificates(endpoint: string): ConsentCertificates {
  return {
    name: 'http',
    async certify(witness, signal) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(witness),
        signal,
      })
      if (!response.ok) throw new Error(`Consent certificate service answered ${response.status}`)
      const body = (await response.json()) as { certificateUrl?: unknown }
      const url = typeof body.certificateUrl === 'string' ? body.certificateUrl : ''
      return /^https:\/\/[^\s]{1,2000}$/.test(url) ? url : null
    },
  }
}
