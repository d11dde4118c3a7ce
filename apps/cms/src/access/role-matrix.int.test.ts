import type { Access, Payload, PayloadRequest, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'

/**
 * Every collection and global, every operation, every kind of person, both ways: written from the
 * product's rules (issue #5), not read off the code.
 *   admin     everything
 *   marketing copy, products, plans, offers, promotions, coupons, settings; no patient data, no questionnaires
 *   clinical  questionnaires; reads patients' records (each read audited); reads and answers doctor threads; changes orders and writes
 *             prescriptions only through the order's actions and prescribing (ADR 089), never by create/update/delete
 *   fulfilment reads orders and their status history (changes them only through the order's transitions)
 *   support   the support threads and their messages only (ADR 097); clinical staff read and answer the doctor threads
 *   patient   only their own records, through Where filters; public content; published questionnaires
 *   visitor   public content and published questionnaires only
 * 'all' = allowed for every document, 'none' = refused, 'own' = a filter to the patient's own
 * records, 'published' = a filter to published documents, 'self' = the staff member's own account (or photo),
 * 'kind' = a filter to the threads of the kind this staff member answers.
 */
type Actor = 'admin' | 'marketing' | 'clinical' | 'patient' | 'visitor' | 'fulfilment' | 'support'
type Grant = 'all' | 'none' | 'own' | 'published' | 'self' | 'kind'
type Operation = 'read' | 'create' | 'update' | 'delete'
type Row = Record<Actor, Grant>

const row = (admin: Grant, marketing: Grant, clinical: Grant, patient: Grant, visitor: Grant, fulfilment: Grant = 'none', support: Grant = 'none'): Row => ({
  admin,
  marketing,
  clinical,
  patient,
  visitor,
  fulfilment,
  support,
})

const content = { read: row('all', 'all', 'all', 'all', 'all', 'all', 'all'), write: row('all', 'all', 'none', 'none', 'none') }
const adminOnly = row('all', 'none', 'none', 'none', 'none')
const nobody = row('none', 'none', 'none', 'none', 'none')
const patientRecord = row('all', 'none', 'all', 'own', 'none')
const clinicalWrites = row('all', 'none', 'all', 'none', 'none')
const ownOrAdmin = row('all', 'none', 'none', 'own', 'none')
const billingRecord = row('all', 'none', 'all', 'own', 'none', 'all')

const collections: Record<string, Record<Operation, Row>> = {
  products: { read: content.read, create: content.write, update: content.write, delete: content.write },
  offers: { read: content.read, create: content.write, update: content.write, delete: content.write },
  promotions: { read: content.read, create: content.write, update: content.write, delete: content.write },
  'legal-pages': { read: content.read, create: content.write, update: content.write, delete: content.write },
  coupons: { read: content.write, create: content.write, update: content.write, delete: content.write },
  questionnaires: {
    read: row('all', 'none', 'all', 'published', 'published'),
    create: clinicalWrites,
    update: clinicalWrites,
    delete: clinicalWrites,
  },
  staff: {
    read: row('all', 'self', 'self', 'none', 'none', 'self', 'self'),
    create: adminOnly,
    update: row('all', 'self', 'self', 'none', 'none', 'self', 'self'),
    delete: adminOnly,
  },
  // A profile photo: uploaded by clinicians and admins, changed by its owner or an admin (ADR 097).
  'staff-photos': {
    read: row('all', 'self', 'self', 'none', 'none', 'self', 'self'),
    create: clinicalWrites,
    update: row('all', 'self', 'self', 'none', 'none', 'self', 'self'),
    delete: row('all', 'self', 'self', 'none', 'none', 'self', 'self'),
  },
  // Made by prescribing and the appointment move only (ADR 097).
  encounters: { read: patientRecord, create: nobody, update: nobody, delete: nobody },
  patients: { read: row('all', 'none', 'all', 'own', 'none'), create: adminOnly, update: row('all', 'none', 'none', 'own', 'none'), delete: adminOnly },
  leads: { read: patientRecord, create: adminOnly, update: adminOnly, delete: adminOnly },
  addresses: { read: patientRecord, create: ownOrAdmin, update: ownOrAdmin, delete: ownOrAdmin },
  carts: { read: patientRecord, create: adminOnly, update: ownOrAdmin, delete: adminOnly },
  // Updated by admins only, and then not the fields the order's own steps write (server-written.int.test.ts, ADR 089).
  orders: { read: row('all', 'none', 'all', 'own', 'none', 'all'), create: adminOnly, update: adminOnly, delete: adminOnly },
  'order-status-changes': { read: row('all', 'none', 'all', 'none', 'none', 'all'), create: nobody, update: nobody, delete: nobody },
  // Written by prescribing only, answered by the site only, voided by an admin through its endpoint (ADR 089); a patient never reads a voided one.
  prescriptions: { read: patientRecord, create: nobody, update: nobody, delete: nobody },
  // A patient's billing: read by every staff member who answers patients, charged and refunded by admins only (ADR 096).
  subscriptions: { read: billingRecord, create: adminOnly, update: adminOnly, delete: adminOnly },
  transactions: { read: billingRecord, create: adminOnly, update: adminOnly, delete: nobody },
  'promotion-add-ons': { read: billingRecord, create: adminOnly, update: adminOnly, delete: adminOnly },
  'questionnaire-responses': { read: patientRecord, create: adminOnly, update: adminOnly, delete: adminOnly },
  // A started form's progress: its own patient's (the site's autosave; a patient creates one only
  // for themselves, which patientCreatesOwn checks on the data), never staff's but an admin's.
  'questionnaire-drafts': { read: ownOrAdmin, create: adminOnly, update: ownOrAdmin, delete: ownOrAdmin },
  // Support staff read the files of support threads only (ADR 100: 'kind', a filter on the thread kind the file was sent in).
  uploads: { read: row('all', 'none', 'all', 'own', 'none', 'none', 'kind'), create: adminOnly, update: adminOnly, delete: adminOnly },
  // Created by the site after its checks and decided through the review endpoint, never through the API.
  'reship-requests': { read: row('all', 'none', 'all', 'own', 'none', 'all'), create: nobody, update: nobody, delete: adminOnly },
  // Created by the site after its checks (/adjust-doses); the clinician marks it reviewed.
  'dose-adjustment-requests': { read: row('all', 'none', 'all', 'own', 'none', 'all'), create: nobody, update: clinicalWrites, delete: adminOnly },
  // Doctor threads for clinical staff, support threads for support staff ('kind': a filter on the thread's kind), a patient's own;
  // staff answer in the threads of their kind (the message hook checks the thread), every message kept (ADR 097).
  'chat-threads': { read: row('all', 'none', 'kind', 'own', 'none', 'none', 'kind'), create: nobody, update: nobody, delete: nobody },
  'chat-messages': {
    read: row('all', 'none', 'kind', 'own', 'none', 'none', 'kind'),
    create: row('all', 'none', 'all', 'none', 'none', 'none', 'all'),
    update: nobody,
    delete: nobody,
  },
  // The support chat's profile: written by the site for its patient only, read by support staff who answer the chat (ADR 100).
  'chat-profiles': { read: row('all', 'none', 'none', 'own', 'none', 'none', 'all'), create: nobody, update: nobody, delete: nobody },
  // Created by its own patient (checked with data below); the day's second weight replaces the first.
  'weight-entries': { read: patientRecord, create: adminOnly, update: ownOrAdmin, delete: adminOnly },
  'audit-log': { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  // The audit chain's head row (ADR 106): written by the audit writer only.
  'audit-chain-head': { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  outbox: { read: adminOnly, create: nobody, update: nobody, delete: adminOnly },
  'verification-codes': { read: adminOnly, create: nobody, update: nobody, delete: adminOnly },
  'payment-declines': { read: adminOnly, create: nobody, update: nobody, delete: adminOnly },
  'payment-attempts': { read: patientRecord, create: nobody, update: nobody, delete: nobody },
  'sandbox-payments': { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  claims: { read: adminOnly, create: nobody, update: nobody, delete: adminOnly },
  'rate-limit-hits': { read: adminOnly, create: nobody, update: nobody, delete: adminOnly },
  'upload-tickets': { read: adminOnly, create: nobody, update: nobody, delete: adminOnly },
  'patient-sessions': { read: adminOnly, create: nobody, update: nobody, delete: nobody },
}

const globals: Record<string, Record<'read' | 'update', Row>> = {
  'funnel-copy': { read: content.read, update: content.write },
  settings: { read: content.read, update: content.write },
  // Clinical content: anyone reads it (no patient data), clinicians and admins edit it.
  'medication-catalogue': { read: content.read, update: clinicalWrites },
  // The doctor-messaging page (ADR 098): clinical settings, same grants as the catalogue.
  'clinical-settings': { read: content.read, update: clinicalWrites },
  // The jobs queue's schedule bookkeeping (ADR 070): staff read it; only the queue writes it.
  'payload-jobs-stats': { read: row('all', 'all', 'all', 'none', 'none', 'all', 'all'), update: nobody },
}

let payload: Payload
const actors: Record<Actor, TypedUser | null> = { admin: null, marketing: null, clinical: null, patient: null, visitor: null, fulfilment: null, support: null }

beforeAll(async () => {
  payload = await getTestPayload()
  actors.admin = await createStaff(payload, 'admin')
  actors.marketing = await createStaff(payload, 'marketing')
  actors.clinical = await createStaff(payload, 'clinical')
  actors.fulfilment = await createStaff(payload, 'fulfilment')
  actors.support = await createStaff(payload, 'support')
  actors.patient = await createPatient(payload)
})

/** What an access rule grants this actor, named as in the table above. */
async function grantOf(access: Access | undefined, actor: Actor): Promise<Grant> {
  if (!access) throw new Error('every operation has an explicit rule')
  const user = actors[actor]
  const req = { user, payload } as unknown as PayloadRequest
  const result = await access({ req })
  if (result === true) return 'all'
  if (result === false) return 'none'
  const text = JSON.stringify(result)
  if (text.includes('"_status"') && text.includes('published')) return 'published'
  if (text.startsWith('{"kind":') || text.startsWith('{"chatKind":')) return 'kind'
  if (user && text.includes(`"equals":${JSON.stringify(user.id)}`)) return actor === 'patient' ? 'own' : 'self'
  return 'none'
}

describe('every collection grants each person exactly what the rules say', () => {
  it('covers every collection Payload knows', () => {
    const known = Object.keys(payload.collections).filter((slug) => !slug.startsWith('payload-'))
    expect(known.sort()).toEqual(Object.keys(collections).sort())
  })

  for (const [slug, operations] of Object.entries(collections)) {
    describe(slug, () => {
      for (const [operation, expected] of Object.entries(operations) as [Operation, Row][]) {
        it(`${operation}: ${Object.entries(expected)
          .map(([actor, grant]) => `${actor} ${grant}`)
          .join(', ')}`, async () => {
          const access = payload.collections[slug as keyof typeof payload.collections].config.access[operation]
          const actual = Object.fromEntries(
            await Promise.all((Object.keys(expected) as Actor[]).map(async (actor): Promise<[Actor, Grant]> => [actor, await grantOf(access, actor)])),
          )
          expect(actual).toEqual(expected)
        })
      }
    })
  }
})

describe('a cart is created by its own patient', () => {
  // The table above asks without data (admins only); with data, a patient may create their own.
  it('lets a patient create a cart for themselves, never for someone else', async () => {
    const access = payload.collections.carts.config.access.create
    const req = { user: actors.patient, payload } as unknown as PayloadRequest
    expect(await access({ req, data: { patient: actors.patient!.id } })).toBe(true)
    const someoneElse = await createPatient(payload)
    expect(await access({ req, data: { patient: someoneElse.id } })).toBe(false)
    const visitor = { user: null, payload } as unknown as PayloadRequest
    expect(await access({ req: visitor, data: { patient: actors.patient!.id } })).toBe(false)
  })
})

describe('a weight entry is created by its own patient', () => {
  it('lets a patient log a weight for themselves, never for someone else', async () => {
    const access = payload.collections['weight-entries'].config.access.create
    const req = { user: actors.patient, payload } as unknown as PayloadRequest
    expect(await access({ req, data: { patient: actors.patient!.id } })).toBe(true)
    const someoneElse = await createPatient(payload)
    expect(await access({ req, data: { patient: someoneElse.id } })).toBe(false)
    const clinician = { user: actors.clinical, payload } as unknown as PayloadRequest
    expect(await access({ req: clinician, data: { patient: actors.patient!.id } })).toBe(false)
  })
})

describe('every global grants each person exactly what the rules say', () => {
  it('covers every global', () => {
    expect(payload.config.globals.map((global) => global.slug).sort()).toEqual(Object.keys(globals).sort())
  })

  for (const [slug, operations] of Object.entries(globals)) {
    for (const [operation, expected] of Object.entries(operations) as ['read' | 'update', Row][]) {
      it(`${slug} ${operation}`, async () => {
        const config = payload.config.globals.find((global) => global.slug === slug)!
        const actual = Object.fromEntries(
          await Promise.all(
            (Object.keys(expected) as Actor[]).map(async (actor): Promise<[Actor, Grant]> => [actor, await grantOf(config.access[operation], actor)]),
          ),
        )
        expect(actual).toEqual(expected)
      })
    }
  }
})
