import { getTestPayload } from '@telehealth/cms/testing'
import { sampleIntakeForm } from '@telehealth/domain/intake/sample-intake-form.fixture'
import { intakeMessages } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { action as disqualifyAction } from '~/routes/resources/intake-disqualify.ts'
import { recordDisqualifiedLead } from './disqualified-lead.server.ts'
import { advanceIntakeWithoutJs } from './no-js-step.server.ts'
import { submitIntake, type IntakeRequest } from './submit-intake.server.ts'

/**
 * Issue #15: a DC visitor (and any value the CMS refuses) gets one decision on every path: stored
 * valid, or refused with a message; never stored invalid, never a 500.
 */

let payload: Payload
const now = new Date('2026-11-23T12:00:00.000Z')
const context = { cspNonce: '', clientIp: '203.0.113.7', trackingSessionId: 'dc-session' }

beforeAll(async () => {
  payload = await getTestPayload()
})

function disqualifyPost(fields: Record<string, string>) {
  const request = new Request('http://localhost/intake/disqualify', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'user-agent': 'dc-agent' },
  })
  return disqualifyAction({ request, params: {}, context })
}

function submit(values: Record<string, string>): IntakeRequest {
  return {
    values,
    funnel: 'new',
    offers: null,
    request: new Request('https://care.example.com/', { method: 'POST', headers: { 'user-agent': 'dc-agent' } }),
    clientIp: context.clientIp,
    trackingSessionId: context.trackingSessionId,
    now,
  }
}

async function leadsOf(email: string) {
  return (await payload.find({ collection: 'leads', where: { email: { equals: email } }, depth: 0 })).docs
}

async function patientsOf(email: string) {
  return (await payload.find({ collection: 'patients', where: { email: { equals: email } }, depth: 0 })).docs
}

async function auditOf(resource: string, documentId: string | number) {
  const found = await payload.find({
    collection: 'audit-log',
    where: { and: [{ resource: { equals: resource } }, { documentId: { equals: String(documentId) } }] },
    sort: 'at',
    limit: 10,
  })
  return found.docs.map((entry) => [entry.actorCollection, entry.actorId, entry.action])
}

describe('a DC visitor', () => {
  it('under 18, at the browser dead end (/intake/disqualify): the lead is stored with state DC, audited as the site', async () => {
    const response = await disqualifyPost({
      funnel: 'new',
      reason: 'underage',
      state: 'dc',
      email: 'young-dc@example.com',
      first_name: 'Dee',
      last_name: 'Cee',
    })
    expect(response.status).toBe(200)
    const [lead] = await leadsOf('young-dc@example.com')
    expect(lead).toMatchObject({
      state: 'DC',
      outcome: 'disqualified',
      disqualifyReason: 'underage',
      person: { first_name: 'Dee', state: 'DC' },
      user_agent: 'dc-agent',
    })
    expect(await auditOf('leads', lead!.id)).toEqual([['site', 'site', 'create']])
  })

  it('under 18, at the final submit: the disqualified lead is stored with state DC, no account', async () => {
    const outcome = await submitIntake(submit(sampleIntakeForm({ state: 'DC', dob_year: '2010', email: 'young-dc-submit@example.com' })))
    expect(outcome).toEqual({ status: 'disqualified', redirectTo: `/sorry?message=${encodeURIComponent(intakeMessages.underage)}` })
    expect(await leadsOf('young-dc-submit@example.com')).toMatchObject([{ state: 'DC', outcome: 'disqualified', disqualifyReason: 'underage' }])
    expect(await patientsOf('young-dc-submit@example.com')).toHaveLength(0)
  })

  it('under 18, without JavaScript (the last step posted; age is checked there): the lead is stored with state DC and the visitor sent to /sorry', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries(sampleIntakeForm({ state: 'DC', dob_year: '2011', email: 'young-dc-nojs@example.com' }))) form.set(name, value)
    form.set('step', 'goalWeight')
    const request = new Request('http://localhost/?index', { method: 'POST' })
    const result = await advanceIntakeWithoutJs({ funnel: 'new', form, request, context, blockedStates: ['LA', 'MS', 'AL'], minimumAge: 18, now })
    expect(result).toEqual({ kind: 'redirect', to: `/sorry?message=${encodeURIComponent(intakeMessages.underage)}`, setCookie: null })
    expect(await leadsOf('young-dc-nojs@example.com')).toMatchObject([{ state: 'DC', outcome: 'disqualified', disqualifyReason: 'underage' }])
  })

  it('qualified: the patient and the lead are stored with state DC, both audited with the new patient as actor', async () => {
    const outcome = await submitIntake(submit(sampleIntakeForm({ state: 'DC', email: 'adult-dc@example.com', first_name: 'Dana' })))
    expect(outcome).toMatchObject({ status: 'qualified', firstName: 'Dana' })
    const [patient] = await patientsOf('adult-dc@example.com')
    expect(patient).toMatchObject({ state: 'DC', first_name: 'Dana', gender: 'Female' })
    const [lead] = await leadsOf('adult-dc@example.com')
    expect(lead).toMatchObject({ state: 'DC', outcome: 'qualified', patient: patient!.id })
    expect(outcome).toMatchObject({ patientId: String(patient!.id), leadId: String(lead!.id) })
    expect(await auditOf('patients', patient!.id)).toEqual([['patients', String(patient!.id), 'create']])
    expect(await auditOf('leads', lead!.id)).toEqual([['patients', String(patient!.id), 'create']])
  })
})

describe('a value the CMS refuses', () => {
  it('a state forced past the domain (ZZ) is refused with a message, nothing stored, nothing thrown', async () => {
    const request = new Request('http://localhost/intake/disqualify', { method: 'POST' })
    const record = await recordDisqualifiedLead({ funnel: 'new', reason: 'underage', state: 'ZZ', email: 'zz@example.com', request, context })
    expect(record).toEqual({ recorded: false, refusal: { field: 'state', message: intakeMessages.stateRequired } })
    expect(await leadsOf('zz@example.com')).toHaveLength(0)
    const response = await disqualifyPost({ funnel: 'new', reason: 'underage', state: 'ZZ', email: 'zz@example.com' })
    expect(response.status).toBe(400)
    expect(await leadsOf('zz@example.com')).toHaveLength(0)
  })

  it('an email the route lets through but the CMS refuses, at /intake/disqualify: 400 with the message, not a 500', async () => {
    const response = await disqualifyPost({ funnel: 'new', reason: 'blockedState', state: 'DC', email: 'dc@example..com' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Please enter a valid email address.', field: 'email' })
    expect(await leadsOf('dc@example..com')).toHaveLength(0)
  })

  it('an email the domain accepts but the CMS refuses, at the final submit: invalid with the message, nothing half-written', async () => {
    const email = 'edge-dc@example-.com'
    const before = [(await payload.count({ collection: 'patients' })).totalDocs, (await payload.count({ collection: 'leads' })).totalDocs]
    const outcome = await submitIntake(submit(sampleIntakeForm({ state: 'DC', email })))
    expect(outcome).toEqual({ status: 'invalid', errors: { email: 'Please enter a valid email address.' } })
    expect([(await payload.count({ collection: 'patients' })).totalDocs, (await payload.count({ collection: 'leads' })).totalDocs]).toEqual(before)
  })
})
