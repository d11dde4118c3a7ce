import { getTestPayload } from '@telehealth/cms/testing'
import { intakeMessages } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { submitIntake, type IntakeRequest } from './submit-intake.server.ts'
import { sampleIntakeForm } from '@telehealth/domain/intake/sample-intake-form.fixture'

let payload: Payload
const now = new Date('2026-11-23T12:00:00.000Z')

beforeAll(async () => {
  payload = await getTestPayload()
})

const answers = sampleIntakeForm

function request(values: Record<string, string>): IntakeRequest {
  return {
    values,
    funnel: 'new',
    offers: null,
    request: new Request('https://care.example.com/', { method: 'POST', headers: { 'user-agent': 'test-agent' } }),
    clientIp: '203.0.113.9',
    trackingSessionId: 'tsid-123',
    now,
  }
}

async function countOf(collection: 'patients' | 'leads' | 'outbox') {
  return (await payload.count({ collection })).totalDocs
}

describe('intake submission', () => {
  it('creates the patient and a qualified lead, and emails a set-password link', async () => {
    const outcome = await submitIntake(request(answers()))
    expect(outcome).toMatchObject({ status: 'qualified', firstName: 'Maria' })
    const patients = await payload.find({ collection: 'patients', where: { email: { equals: 'maria@example.com' } } })
    expect(patients.docs[0]).toMatchObject({ first_name: 'Maria', state: 'TX', height_inch: 66, weight: 210, date_of_birth: '1985-04-12' })
    const lead = await payload.find({ collection: 'leads', where: { email: { equals: 'maria@example.com' } } })
    expect(lead.docs[0]).toMatchObject({ outcome: 'qualified', ip_address: '203.0.113.9', tracking_session_id: 'tsid-123', user_agent: 'test-agent' })
    const mail = await payload.find({ collection: 'outbox', where: { to: { equals: 'maria@example.com' } } })
    expect(mail.docs[0]?.body).toContain('https://care.example.com/password-reset/')
  })

  it('a returning email makes no second account and does not sign in', async () => {
    const before = await countOf('patients')
    const outcome = await submitIntake(request(answers({ first_name: 'Someone' })))
    expect(outcome).toMatchObject({ status: 'qualified', patientId: null, firstName: 'Someone' })
    expect(await countOf('patients')).toBe(before)
    const mail = await payload.find({ collection: 'outbox', where: { subject: { equals: 'Continue your visit' } } })
    expect(mail.totalDocs).toBe(1)
  })

  it('a blocked state goes to /sorry and keeps the lead as disqualified', async () => {
    const outcome = await submitIntake(request(answers({ state: 'LA', email: 'la@example.com' })))
    expect(outcome).toEqual({ status: 'disqualified', redirectTo: `/sorry?message=${encodeURIComponent(intakeMessages.stateBlocked)}` })
    const lead = await payload.find({ collection: 'leads', where: { email: { equals: 'la@example.com' } } })
    expect(lead.docs[0]).toMatchObject({ outcome: 'disqualified', disqualifyReason: 'blocked_state' })
    expect((await payload.find({ collection: 'patients', where: { email: { equals: 'la@example.com' } } })).totalDocs).toBe(0)
  })

  it('under 18 on the day, from the date of birth, goes to /sorry with the age message', async () => {
    // Born 12 April 2009: 17 on 23 November 2026.
    const outcome = await submitIntake(request(answers({ dob_year: '2009', email: 'young@example.com' })))
    expect(outcome).toEqual({ status: 'disqualified', redirectTo: `/sorry?message=${encodeURIComponent(intakeMessages.underage)}` })
  })

  it("18 on the day qualifies even when born after 2006 (the spec's cut-off was its own year)", async () => {
    // Born 12 April 2008: 18 on 23 November 2026.
    const outcome = await submitIntake(request(answers({ dob_year: '2008', email: 'eighteen@example.com' })))
    expect(outcome).toMatchObject({ status: 'qualified' })
  })

  it('answers a bad value with the step and the spec message, writing nothing', async () => {
    const before = [await countOf('patients'), await countOf('leads')]
    const outcome = await submitIntake(request(answers({ desired_weight: '300', email: 'heavy@example.com' })))
    expect(outcome).toEqual({ status: 'invalid', errors: { desired_weight: intakeMessages.desiredWeightNotBelowCurrent } })
    expect([await countOf('patients'), await countOf('leads')]).toEqual(before)
  })
})
