import { postJson } from '../post-json.server.ts'
import type { ConsentCertificates } from './consent-certificates.ts'

/**
 * A certificate service over HTTP: POSTs the witness as JSON and reads `certificateUrl` (an
 * https URL) from the answer. Anything else is no certificate.
 */
export function httpConsentCertificates(endpoint: string): ConsentCertificates {
  return {
    name: 'http',
    async certify(witness, signal) {
      const body = (await postJson(endpoint, witness, signal, 'consent certificate service')) as { certificateUrl?: unknown } | null
      const url = typeof body?.certificateUrl === 'string' ? body.certificateUrl : ''
      return /^https:\/\/[^\s]{1,2000}$/.test(url) ? url : null
    },
  }
}
