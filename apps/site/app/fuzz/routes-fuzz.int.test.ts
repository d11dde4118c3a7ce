import fc from 'fast-check'
import { initialFunnelCopy, initialProducts } from '@telehealth/cms/seed'
import { getTestPayload, unknownRowId } from '@telehealth/cms/testing'
import { fuzzSettings, stopJobCrons, writeFigures } from '@telehealth/cms/testing/fuzz'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { env } from '~/env.server.ts'
import { sessionCookie } from '../../test/home-routes.ts'
import { figures, fullPattern, holds, requestsFor, type Actor, type SendOptions } from '../../test/fuzz/harness.ts'
import { RECIPES } from '../../test/fuzz/recipes.ts'
import { siteHandler, siteManifest, siteServerBuild } from '../../test/fuzz/site-handler.ts'
import { pendingFormOrder, tirzepatideProduct } from '../../test/medical-form.ts'
import { paidPlan } from '../../test/paid-plan.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

// Issue 32, the fuzz part (ADR 104): every route of the table (routes.ts), its loader and its action,
// sent generated requests through Remix's request handler as the server sends them: as nobody, as a
// signed-in patient, and as a patient naming another patient's ids. No answer may be >= 500, and a
// refused request leaves the database as it found it. FUZZ_RUNS scales the runs per route; a failure
// prints its seed: FUZZ_SEED=<seed> replays it.

const manifest = await siteManifest()
const byId = new Map(manifest.map((route) => [route.id, route]))
const { seed, numRuns } = fuzzSettings(16)

let payload: Payload
let options: SendOptions

beforeAll(async () => {
  payload = await getTestPayload()
  stopJobCrons(payload)
  // The content a running site has (the seed's copy and catalogue), so pages get past their content to their rules.
  await payload.updateGlobal({ slug: 'funnel-copy', data: initialFunnelCopy })
  for (const product of initialProducts) await payload.create({ collection: 'products', data: product })
  const owner = await signedInPatient(payload)
  const other = await signedInPatient(payload)
  const { order, reference } = await paidPlan(payload, owner)
  const formOrder = await pendingFormOrder(payload, owner.id, await tirzepatideProduct(payload, 'fuzz'))
  // The owner's ids, named by everyone: the owner reaches them, the other patient and nobody must not.
  const ids = [order.id, formOrder.id, owner.id, unknownRowId(order.id)].map(String).concat([reference])
  ownerIds.push(...ids)
  const actors: Actor[] = [
    { name: 'anonymous', session: async () => null },
    { name: 'patient', session: () => sessionCookie(owner) },
    { name: 'another patient', session: () => sessionCookie(other) },
  ]
  options = { payload, handler: siteHandler(await siteServerBuild(manifest)), origin: env.publicOrigin, actors }
})

const ownerIds: string[] = []

afterAll(() => {
  writeFigures('fuzz', figures)
})

describe('the route table and the fuzz recipes', () => {
  it('has a recipe for every route module of the table (a new route is added to test/fuzz/recipes.ts)', () => {
    const missing = [...new Set(manifest.map((route) => route.file))].filter((file) => !(file in RECIPES))
    expect(missing).toEqual([])
  })
})

describe('every route answers generated requests below 500 and writes nothing when it refuses', { timeout: 120_000 }, () => {
  for (const route of manifest) {
    const recipe = RECIPES[route.file]
    if (!recipe) continue
    const pattern = fullPattern(route, byId)
    it(`${pattern} (${route.id})`, async () => {
      await fc.assert(
        fc.asyncProperty(requestsFor(route, pattern, recipe, ownerIds, 3), (input) => holds(options, route, pattern, input)),
        { seed, numRuns, endOnFailure: false },
      )
    })
  }
})
