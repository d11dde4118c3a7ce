import { getTestPayload } from '@telehealth/cms/testing'
import { sampleIntakeForm } from '@telehealth/domain/intake/sample-intake-form.fixture'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ConsentCertificates, ConsentWitness } from '~/services/consent/consent-certificates.ts'
import { consentRecord } from './consent-record.server.ts'
import { submitIntake } from './submit-intake.server.ts'

let payload: Payload
const now = new Date('2026-11-23T12:00:00.000Z')

beforeAll(async () => {
  payload = await getTestPayload()
})

function visitRequest() {
  return new Request('https://care.example.com/?sema=A&c_id=aff-1', { method: 'POST', headers: { 'user-agent': 'consent-agent' } })
}

async function leadOf(email: string) {
  return (await payload.find({ collection: 'leads', where: { email: { equals: email } }, limit: 1, depth: 0 })).docs[0]
}

describe('the consent record on the lead (spec trust-form)', () => {
  it('keeps the text version agreed, when, from which address, and no certificate with no service configured', async () => {
    const email = 'consent-default@example.com'
    const outcome = await submitIntake({
      values: sampleIntakeForm({ email }),
      funnel: 'new',
      offers: { sema_offer: 'sema_plan_134562', tir_offer: 'tirz_plan_1' },
      conversionId: 'aff-1',
      request: visitRequest(),
      clientIp: '203.0.113.77',
      trackingSessionId: 'tsid-consent',
      now,
    })
    expect(outcome).toMatchObject({ status: 'qualified' })
    const lead = await leadOf(email)
    expect(lead?.consent).toMatchObject({ textVersion: '2025-01', agreedAt: now.toISOString(), ipAddress: '203.0.113.77', certificateUrl: null })
    expect(lead).toMatchObject({ conversionId: 'aff-1', offers: { sema_offer: 'sema_plan_134562', tir_offer: 'tirz_plan_1' } })
  })

  it('records the version marketing sets in Settings, on disqualified leads too', async () => {
    const before = await payload.findGlobal({ slug: 'settings', depth: 0 })
    // An empty test database has no company address yet, which Settings requires.
    const companyAddress = before.companyAddress || '1 Test Street, Austin, TX 78701'
    await payload.updateGlobal({ slug: 'settings', data: { consentTextVersion: '2026-11-b', companyAddress } })
    try {
      const email = 'consent-blocked@example.com'
      await submitIntake({
        values: sampleIntakeForm({ email, state: 'LA' }),
        funnel: 'new',
        offers: null,
        request: visitRequest(),
        clientIp: '198.51.100.4',
        trackingSessionId: 't',
        now,
      })
      const lead = await leadOf(email)
      expect(lead).toMatchObject({ outcome: 'disqualified', consent: { textVersion: '2026-11-b', ipAddress: '198.51.100.4', agreedAt: now.toISOString() } })
    } finally {
      await payload.updateGlobal({ slug: 'settings', data: { consentTextVersion: before.consentTextVersion, companyAddress } })
    }
  })

  it('keeps the certificate URL of a configured service, which is told no personal data', async () => {
    const witnessed: ConsentWitness[] = []
    const service: ConsentCertificates = {
      name: 'test',
      certify: async (witness) => {
        witnessed.push(witness)
        return 'https://cert.example.com/c/abc123'
      },
    }
    const record = await consentRecord({ request: visitRequest(), clientIp: '203.0.113.5', now, certificates: service })
    expect(record).toEqual({
      textVersion: '2025-01',
      agreedAt: now.toISOString(),
      ipAddress: '203.0.113.5',
      certificateUrl: 'https://cert.example.com/c/abc123',
    })
    expect(witnessed).toEqual([
      { textVersion: '2025-01', agreedAt: now.toISOString(), ipAddress: '203.0.113.5', userAgent: 'consent-agent', pageUrl: 'https://care.example.com/' },
    ])
  })

  it('a failing service costs the certificate, never the record', async () => {
    const failing: ConsentCertificates = {
      name: 'down',
      certify: async () => {
        throw new Error('503')
      },
    }
    const record = await consentRecord({ request: visitRequest(), clientIp: '203.0.113.6', now, certificates: failing })
    expect(record).toMatchObject({ ipAddress: '203.0.113.6', certificateUrl: null })
  })
})
