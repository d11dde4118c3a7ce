import { createStaff, getTestPayload, prescribe } from '@telehealth/cms/testing'
import { doctorMessagingPageMessages, rowIdText, type RowId } from '@telehealth/domain'
import type { Payload, TypedUser } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/cms.server.ts'
import { FRAME_SOURCE_HEADER } from '~/http/frame-source.ts'
import * as doctorTab from '~/routes/portal/home/doctor.tsx'
import * as ordersTab from '~/routes/portal/home/orders.tsx'
import { action as postMessageAction } from '~/routes/resources/api/provider-messages.ts'
import type { DoctorTabData } from './doctor-tab.server.ts'
import { runLoader, runRoute, sessionCookie } from '../../test/home-routes.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

/**
 * ADR 098 through the tab's own loaders: the card of the latest encounter's doctor, the thread, the
 * provider-1 page (its origin for the CSP) or why it is not there, and the Orders tab's visits.
 */
let payload: Payload
let clinician: TypedUser
let admin: TypedUser
const shippingAddress = { address_line_1: '12 Elm St', city: 'Austin', state: 'TX' as const, zip: '78701' }
const items = [{ rxId: 'rx-1', medId: 'm-1', name: 'Tirzepatide 10 mg/mL', strength: '2.5 mg', directions: 'Inject 0.25 mL weekly.' }]

beforeAll(async () => {
  payload = await getTestPayload()
  clinician = await createStaff(payload, 'clinical')
  admin = await createStaff(payload, 'admin')
  await payload.update({
    collection: 'staff',
    id: clinician.id,
    data: { displayName: 'Dr. Jane Rivera, MD', npi: '1234567893', bio: 'Board-certified in obesity medicine.' },
    user: clinician,
    overrideAccess: false,
  })
})

async function setMessagingPage(url: string | null) {
  await payload.updateGlobal({ slug: 'clinical-settings', data: { doctorMessagingUrl: url }, user: clinician, overrideAccess: false })
}

beforeEach(async () => setMessagingPage(null))

/** A patient whose order the clinician prescribed with `provider`: their session and order. */
async function prescribedPatient(provider: number): Promise<{ patient: SignedInPatient; cookie: string; orderId: RowId; encounterId: string }> {
  const patient = await signedInPatient(payload)
  const order = await payload.create({
    collection: 'orders',
    data: { patient: patient.id, status: 'waiting_prescription', amountCents: 24999, medication: 'tirzepatide', shippingAddress },
    depth: 0,
  })
  const result = await prescribe(payload, {
    orderId: String(order.id),
    body: { doctor: 'Dr. J. Rivera', provider, external_visit_id: 'visit-1', items },
    staff: { id: clinician.id, role: 'clinical' },
  })
  if (!result.ok) throw new Error(result.message)
  const encounter = (await payload.find({ collection: 'encounters', where: { order: { equals: order.id } }, depth: 0 })).docs[0]!
  return { patient, cookie: await sessionCookie(patient), orderId: order.id, encounterId: encounter.publicId! }
}

const doctorTabOf = async (cookie: string, path = '/home/doctor') => {
  const answer = await runLoader(doctorTab.loader, path, cookie)
  return { ...answer, data: answer.data as DoctorTabData }
}

describe('the Doctor on Demand tab', () => {
  it("shows the latest encounter's doctor and the thread, with what the patient sent", async () => {
    const { cookie, encounterId } = await prescribedPatient(3)
    const empty = await doctorTabOf(cookie)
    expect(empty.status).toBe(200)
    expect(empty.data.encounterId).toBe(encounterId)
    expect(empty.data.doctor).toEqual({ name: 'Dr. Jane Rivera, MD', npi: '1234567893', bio: 'Board-certified in obesity medicine.', image: '' })
    expect(empty.data.chat).toEqual({ kind: 'thread', externalUnavailable: false, messages: [], page: 1, hasOlder: false })

    const posted = await runRoute(postMessageAction, '/api/provider-messages', cookie, {
      json: { message: 'Is nausea normal?', latestEncounterId: encounterId },
    })
    expect(posted.status).toBe(200)
    const after = await doctorTabOf(cookie)
    expect(after.data.chat.kind === 'thread' && after.data.chat.messages.map((message) => [message.message, message.in_out])).toEqual([
      ['Is nausea normal?', 1],
    ])
  })

  it('a provider-1 encounter without a page set: the thread, and the patient is told the page is not available', async () => {
    const { cookie } = await prescribedPatient(1)
    const tab = await doctorTabOf(cookie)
    expect(tab.data.chat).toMatchObject({ kind: 'thread', externalUnavailable: true })
  })

  it("a provider-1 encounter with the page set: that page, and its origin for this answer's frame-src only", async () => {
    await setMessagingPage('https://doctors.example.com/messages?clinic=7')
    const provider1 = await prescribedPatient(1)
    const framed = await runLoader(doctorTab.loader, '/home/doctor', provider1.cookie)
    expect(framed.data).toMatchObject({
      chat: { kind: 'external', url: 'https://doctors.example.com/messages?clinic=7', origin: 'https://doctors.example.com' },
    })
    expect(framed.headers.get(FRAME_SOURCE_HEADER)).toBe('https://doctors.example.com')

    // Another provider's patient never sees it, and no frame is allowed for them.
    const provider3 = await prescribedPatient(3)
    const thread = await runLoader(doctorTab.loader, '/home/doctor', provider3.cookie)
    expect(thread.data).toMatchObject({ chat: { kind: 'thread' } })
    expect(thread.headers.get(FRAME_SOURCE_HEADER)).toBeNull()
  })

  it('without an encounter the card is neutral (no doctor) and the thread still works', async () => {
    const patient = await signedInPatient(payload, { health_id: 'H-98' })
    const tab = await doctorTabOf(await sessionCookie(patient))
    expect(tab.data).toEqual({
      encounterId: null,
      doctor: null,
      chat: { kind: 'thread', externalUnavailable: false, messages: [], page: 1, hasOlder: false },
      realtime: 'sse',
    })
  })
})

describe('the clinical settings', () => {
  it('take only an https page, written by clinical staff and admins, not marketing', async () => {
    for (const refused of ['http://doctors.example.com', 'javascript:alert(1)']) {
      const error: unknown = await setMessagingPage(refused).catch((caught: unknown) => caught)
      // Payload's ValidationError carries each field's message in its data.
      expect(JSON.stringify((error as { data?: unknown }).data)).toContain(doctorMessagingPageMessages.notHttps)
    }
    expect((await payload.findGlobal({ slug: 'clinical-settings' })).doctorMessagingUrl ?? null).toBeNull()
    const marketing = await createStaff(payload, 'marketing')
    await expect(
      payload.updateGlobal({ slug: 'clinical-settings', data: { doctorMessagingUrl: 'https://evil.example.com' }, user: marketing, overrideAccess: false }),
    ).rejects.toThrow()
    await payload.updateGlobal({ slug: 'clinical-settings', data: { doctorMessagingUrl: 'https://doctors.example.com' }, user: admin, overrideAccess: false })
    expect((await payload.findGlobal({ slug: 'clinical-settings' })).doctorMessagingUrl).toBe('https://doctors.example.com')
  })
})

describe('the Orders tab', () => {
  it("offers the Message to the doctor on each reviewed order, by its visit; another patient's visits are not there", async () => {
    const { cookie, orderId, encounterId } = await prescribedPatient(3)
    await prescribedPatient(3)
    const orders = await runLoader(ordersTab.loader, '/home/orders', cookie)
    expect((orders.data as { visits: Record<string, string> }).visits).toEqual({ [rowIdText(orderId)]: encounterId })
  })
})
