import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import config from '../payload.config.ts'
import { createPatient } from '../testing/actors.ts'
import {
  cmsEndpoints,
  cmsFigures,
  cmsHolds,
  cmsRequests,
  isPayloadEndpoint,
  recipeFor,
  recipeKey,
  REST_RECIPE,
  type CmsActor,
  type CmsEndpoint,
  type CmsSendOptions,
} from '../testing/fuzz-endpoints.ts'
import { fuzzSettings, stopJobCrons, writeFigures } from '../testing/fuzz-inputs.ts'
import { unknownRowId } from '../testing/row-ids.ts'
import { getTestPayload } from '../testing/test-payload.ts'

// Issue 32, the CMS's fuzz part (ADR 104): every endpoint of the config (Payload's REST routes of each
// collection and global, and the CMS's own), through Payload's REST handler, as nobody, as a patient
// holding a Payload token, and as a patient naming another's ids. No answer >= 500, and a refusal
// writes nothing. FUZZ_RUNS scales the runs; a failure prints its seed (FUZZ_SEED replays it).

const endpoints = cmsEndpoints(await config)
const { seed, numRuns } = fuzzSettings(24)
const ORIGIN = 'http://localhost:3001'

let payload: Payload
let options: CmsSendOptions
const ownerIds: string[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  stopJobCrons(payload)
  const owner = await createPatient(payload)
  const other = await createPatient(payload)
  const order = await payload.create({
    collection: 'orders',
    data: {
      patient: owner.id,
      status: 'waiting_prescription',
      medication: 'tirzepatide',
      paymentTerms: '3',
      amountCents: 74700,
      shippingAddress: { address_line_1: '1 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
    },
  })
  const transaction = await payload.create({
    collection: 'transactions',
    data: {
      patient: owner.id,
      order: order.id,
      amountCents: 74700,
      gateway: 'sandbox',
      gatewayReference: `pi_fuzz${Date.now()}`,
      status: 'captured',
      idempotencyKey: `fuzz-${Date.now()}`,
    },
  })
  ownerIds.push(...[owner.id, order.id, transaction.id, unknownRowId(order.id)].map(String))
  // Patients never sign in at the CMS (its auth routes refuse them); a token of theirs is what a leaked one would be.
  const token = async (email: unknown) =>
    (await payload.login({ collection: 'patients', data: { email: String(email), password: 'a-long-test-password' } })).token
  const actors: CmsActor[] = [
    { name: 'anonymous', authorization: null },
    { name: 'patient', authorization: `JWT ${await token(owner.email)}` },
    { name: 'another patient', authorization: `JWT ${await token(other.email)}` },
  ]
  options = { payload, config, origin: ORIGIN, actors }
})

afterAll(() => {
  writeFigures('fuzz-cms', cmsFigures)
})

describe('the CMS endpoints and the fuzz recipes', () => {
  it('has a recipe for every endpoint of the CMS own (a new one is added to testing/fuzz-endpoints.ts)', () => {
    expect(endpoints.filter((endpoint) => !recipeFor(endpoint)).map(recipeKey)).toEqual([])
    expect(endpoints.filter((endpoint) => !isPayloadEndpoint(endpoint)).length).toBeGreaterThan(10)
  })
})

const fuzz = (group: readonly CmsEndpoint[], recipe: typeof REST_RECIPE, runs: number) =>
  fc.assert(
    fc.asyncProperty(cmsRequests(group, recipe, ownerIds, 3), (input) => cmsHolds(options, group, input)),
    { seed, numRuns: runs },
  )

describe("Payload's REST routes answer generated requests below 500 and write nothing when they refuse", { timeout: 120_000 }, () => {
  const owners = [...new Set(endpoints.filter(isPayloadEndpoint).map((endpoint) => endpoint.owner))]
  for (const owner of owners) {
    const group = endpoints.filter((endpoint) => endpoint.owner === owner && isPayloadEndpoint(endpoint))
    it(`${owner} (${group.length} routes)`, () => fuzz(group, REST_RECIPE, numRuns))
  }
})

describe("the CMS's own endpoints answer generated requests below 500 and write nothing when they refuse", { timeout: 120_000 }, () => {
  for (const endpoint of endpoints.filter((each) => !isPayloadEndpoint(each))) {
    const recipe = recipeFor(endpoint)
    if (!recipe) continue
    it(`${endpoint.method.toUpperCase()} ${endpoint.pattern}`, () => fuzz([endpoint], recipe, numRuns))
  }
})
