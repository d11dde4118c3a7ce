import { getTestPayload } from '@telehealth/cms/testing'
import { addDays, progressMessages, utcDay, WEIGHT_ENTRY_INTENT } from '@telehealth/domain'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInPatient } from '~/auth/patient-session.server.ts'
import { cmsAs } from '~/cms.server.ts'
import { loadProgressTab, logWeight, progressAction } from './progress.server.ts'
import { testContext as context } from '../../test/home-routes.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

let payload: Payload

async function newPatient(overrides: Record<string, unknown> = {}): Promise<SignedInPatient> {
  return signedInPatient(payload, { first_name: 'Pro', last_name: 'Gress', height_inch: 66, ...overrides })
}

async function post(patient: SignedInPatient, fields: Record<string, string>, intent = WEIGHT_ENTRY_INTENT) {
  const form = new FormData()
  for (const [name, value] of Object.entries({ intent, ...fields })) form.append(name, value)
  const request = new Request('https://care.example.com/home?tab=myNewSelf', { method: 'POST', body: form })
  const answer = await progressAction({ request, context, patient, form, intent })
  return { status: answer.init?.status ?? 200, body: answer.data }
}

async function entriesOf(patient: SignedInPatient) {
  const found = await payload.find({ collection: 'weight-entries', where: { patient: { equals: patient.id } }, sort: '-measuredOn', depth: 0 })
  return found.docs.map((entry) => [entry.measuredOn, entry.weightLb])
}

const today = () => utcDay(new Date())
const shippingAddress = { address_line_1: '1 Main St', city: 'Austin', state: 'TX' as const, zip: '78701' }

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the progress tab for a new patient', () => {
  it('has no log yet, the intake as the start and goal, and no dose or shipment', async () => {
    const patient = await newPatient()
    await payload.create({
      collection: 'leads',
      data: {
        email: patient.email,
        funnel: 'new',
        outcome: 'qualified',
        patient: patient.id,
        person: { weight: 210, desired_weight: 170, heightInInches: 65 },
      },
    })
    // A later intake typed with the same email (anyone may type it) does not move the start or goal.
    await payload.create({
      collection: 'leads',
      data: {
        email: patient.email,
        funnel: 'new',
        outcome: 'qualified',
        patient: patient.id,
        person: { weight: 150, desired_weight: 100, heightInInches: 60 },
      },
    })
    const tab = await loadProgressTab(patient)
    expect(tab).toMatchObject({
      today: today(),
      entries: [],
      baseline: { startWeightLb: 210, goalWeightLb: 170, startHeightIn: 65, currentHeightIn: 66, startedOn: today() },
      nextDose: null,
      nextShipmentOn: null,
    })
  })

  it('without an intake, starts from the profile weight and shows no goal', async () => {
    const patient = await newPatient({ weight: 190 })
    expect((await loadProgressTab(patient)).baseline).toMatchObject({ startWeightLb: 190, goalWeightLb: null, startHeightIn: 66 })
  })
})

describe('logging a weight', () => {
  it("saves today's weight as the patient's own entry, audited with the patient as actor", async () => {
    const patient = await newPatient()
    const answer = await post(patient, { weight: '201.4', measuredOn: today() })
    expect(answer.status).toBe(200)
    expect(answer.body.saved).toEqual({ measuredOn: today(), weightLb: 201.4, replaced: false })
    expect(await entriesOf(patient)).toEqual([[today(), 201.4]])
    expect((await loadProgressTab(patient)).entries).toEqual([{ measuredOn: today(), weightLb: 201.4 }])
    const saved = await payload.find({ collection: 'weight-entries', where: { patient: { equals: patient.id } }, depth: 0 })
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ resource: { equals: 'weight-entries' } }, { documentId: { equals: String(saved.docs[0]!.id) } }] },
    })
    expect(audit.docs.map((entry) => [entry.actorCollection, entry.actorId, entry.action])).toEqual([['patients', String(patient.id), 'create']])
  })

  it("replaces the day's value when a second weight is logged the same day", async () => {
    const patient = await newPatient()
    expect((await post(patient, { weight: '200', measuredOn: today() })).status).toBe(200)
    const second = await post(patient, { weight: '199.2', measuredOn: today() })
    expect(second.status).toBe(200)
    expect(second.body.saved).toMatchObject({ replaced: true, weightLb: 199.2 })
    expect(await entriesOf(patient)).toEqual([[today(), 199.2]])
  })

  it('keeps one row per day when two processes post the same day at once', async () => {
    const patient = await newPatient()
    await Promise.all([logWeight(patient, { weight: 188, measuredOn: today() }), logWeight(patient, { weight: 187, measuredOn: today() })])
    const rows = await entriesOf(patient)
    expect(rows).toHaveLength(1)
    expect([187, 188]).toContain(rows[0]![1])
  })

  it('logs an earlier day beside today', async () => {
    const patient = await newPatient()
    await post(patient, { weight: '200', measuredOn: addDays(today(), -7) })
    await post(patient, { weight: '198', measuredOn: today() })
    expect(await entriesOf(patient)).toEqual([
      [today(), 198],
      [addDays(today(), -7), 200],
    ])
  })

  it.each([
    ['an empty weight', { weight: '' }, 'weight', progressMessages.weightInvalid],
    ['a weight that is not a number', { weight: 'abc' }, 'weight', progressMessages.weightInvalid],
    ['a weight below the range', { weight: '79' }, 'weight', progressMessages.weightInvalid],
    ['a weight above the range', { weight: '701' }, 'weight', progressMessages.weightInvalid],
    ['a day in the future', { weight: '180', measuredOn: addDays(utcDay(new Date()), 1) }, 'measuredOn', progressMessages.dateInFuture],
    ['a day that is not a date', { weight: '180', measuredOn: 'yesterday' }, 'measuredOn', progressMessages.dateInvalid],
    ['a patient id', { weight: '180', patient: '1' }, '', progressMessages.unexpectedField],
  ])('refuses %s with its message and a 400, writing nothing', async (_, fields, field, message) => {
    const patient = await newPatient()
    const before = (await payload.count({ collection: 'weight-entries' })).totalDocs
    const answer = await post(patient, fields)
    expect(answer.status).toBe(400)
    expect(answer.body.saved).toBeNull()
    expect(answer.body.result.error?.[field]).toEqual([message])
    expect((await payload.count({ collection: 'weight-entries' })).totalDocs).toBe(before)
  })

  it('refuses an intent it does not know with a 400, writing nothing', async () => {
    const patient = await newPatient()
    const answer = await post(patient, { weight: '180' }, 'progress.other')
    expect(answer.status).toBe(400)
    expect(await entriesOf(patient)).toEqual([])
  })
})

describe("one patient's ids reach nothing of another's", () => {
  it("B posting A's id writes nothing; B's log and tab never hold A's entries", async () => {
    const a = await newPatient()
    const b = await newPatient()
    await post(a, { weight: '220', measuredOn: today() })
    const refused = await post(b, { weight: '150', measuredOn: today(), patient: String(a.id) })
    expect(refused.status).toBe(400)
    expect(await entriesOf(a)).toEqual([[today(), 220]])

    // B's own entry the same day is B's, and replacing it never touches A's.
    await post(b, { weight: '150', measuredOn: today() })
    await post(b, { weight: '149', measuredOn: today() })
    expect(await entriesOf(a)).toEqual([[today(), 220]])
    expect(await entriesOf(b)).toEqual([[today(), 149]])
    expect((await loadProgressTab(b)).entries).toEqual([{ measuredOn: today(), weightLb: 149 }])
  })

  it("the patient's door refuses B reading, changing or creating A's entries by id", async () => {
    const a = await newPatient()
    const b = await newPatient()
    await post(a, { weight: '230', measuredOn: today() })
    const aEntry = (await payload.find({ collection: 'weight-entries', where: { patient: { equals: a.id } }, depth: 0 })).docs[0]!
    const asB = await cmsAs(b)
    await expect(asB.findByID({ collection: 'weight-entries', id: aEntry.id, depth: 0 })).rejects.toMatchObject({ status: 404 })
    await expect(asB.update({ collection: 'weight-entries', id: aEntry.id, data: { weightLb: 100 }, depth: 0 })).rejects.toMatchObject({ status: 403 })
    await expect(
      asB.create({ collection: 'weight-entries', data: { patient: a.id, measuredOn: addDays(today(), -1), weightLb: 100 }, depth: 0 }),
    ).rejects.toMatchObject({ status: 403 })
    // Nor may B move their own entry onto A.
    await post(b, { weight: '160', measuredOn: today() })
    const bEntry = (await payload.find({ collection: 'weight-entries', where: { patient: { equals: b.id } }, depth: 0 })).docs[0]!
    const moved = await asB.update({ collection: 'weight-entries', id: bEntry.id, data: { patient: a.id }, depth: 0 })
    expect(moved.patient).toBe(b.id)
    expect(await entriesOf(a)).toEqual([[today(), 230]])
  })
})

describe('the next dose and the next shipment', () => {
  it('come from the patient’s own prescription, order and subscription records', async () => {
    const patient = await newPatient()
    const other = await newPatient()
    const order = await payload.create({
      collection: 'orders',
      data: { patient: patient.id, status: 'order_shipped', amountCents: 29900, shippingAddress, next_billing_date: `${addDays(today(), 20)}T00:00:00.000Z` },
    })
    await payload.create({
      collection: 'orders',
      data: { patient: other.id, status: 'order_shipped', amountCents: 29900, shippingAddress, next_billing_date: `${addDays(today(), 3)}T00:00:00.000Z` },
    })
    await payload.create({
      collection: 'subscriptions',
      data: {
        patient: patient.id,
        plan_name: 'Tirzepatide',
        amountCents: 29900,
        paymentTerms: '1',
        status: 'active',
        next_billing_date: `${addDays(today(), 12)}T00:00:00.000Z`,
      },
    })
    await payload.create({
      collection: 'prescriptions',
      data: {
        patient: patient.id,
        order: order.id,
        status: 'approved',
        items: [
          { name: 'Ondansetron', strength: '4 mg' },
          { name: 'Tirzepatide', strength: '5 mg', directions: 'Inject 5 mg once a week' },
        ],
      },
    })
    const tab = await loadProgressTab(patient)
    expect(tab.nextShipmentOn).toBe(addDays(today(), 12))
    expect(tab.nextDose).toEqual({ name: 'Tirzepatide', strength: '5 mg', directions: 'Inject 5 mg once a week' })
  })
})
