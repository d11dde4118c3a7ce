import fc from 'fast-check'
import { databaseFingerprint, getTestPayload, MAY_RECORD_REFUSALS } from '@telehealth/cms/testing'
import { stopJobCrons } from '@telehealth/cms/testing/fuzz'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { env } from '~/env.server.ts'
import { sessionCookie } from '../../test/home-routes.ts'
import { figures, fullPattern, holds, requestsFor, type Actor, type SendOptions } from '../../test/fuzz/harness.ts'
import { siteHandler, siteManifest, siteServerBuild, type ManifestRoute } from '../../test/fuzz/site-handler.ts'
import { writeBeforeValidateRoute } from '../../test/fuzz/write-before-validate.fixture.ts'
import { signedInPatient } from '../../test/signed-in-patient.ts'

// The route fuzz suite must be able to fail (issue 32, ADR 104): a fixture route that writes before
// it validates, wired into the same build and harness as the site's routes, is reported half-written;
// the same route validating first is not.

let payload: Payload
let options: SendOptions
const planted: Record<'write-first' | 'validate-first', ManifestRoute> = {} as Record<'write-first' | 'validate-first', ManifestRoute>

// The planted route's inputs are not the site's: the suite's figures are put back as they were.
const figuresBefore = { ...figures }
afterAll(() => {
  Object.assign(figures, figuresBefore)
})

beforeAll(async () => {
  payload = await getTestPayload()
  stopJobCrons(payload)
  planted['write-first'] = writeBeforeValidateRoute(payload, 'write-first')
  planted['validate-first'] = writeBeforeValidateRoute(payload, 'validate-first')
  const manifest = [...(await siteManifest()), planted['write-first'], planted['validate-first']]
  const patient = await signedInPatient(payload)
  const actors: Actor[] = [
    { name: 'anonymous', session: async () => null },
    { name: 'patient', session: () => sessionCookie(patient) },
  ]
  options = { payload, handler: siteHandler(await siteServerBuild(manifest)), origin: env.publicOrigin, actors }
}, 60_000)

const fuzz = (route: ManifestRoute) => {
  const pattern = fullPattern(route, new Map([[route.id, route]]))
  return fc.assert(
    fc.asyncProperty(requestsFor(route, pattern, { fields: ['first_name'] }, [], 2), (input) => holds(options, route, pattern, input)),
    { seed: 32, numRuns: 60 },
  )
}

describe('the planted write-before-validate route', () => {
  it('is reported by the harness: refused, and half-written in the patients table', async () => {
    const failure: unknown = await fuzz(planted['write-first']).then(
      () => null,
      (error: unknown) => error,
    )
    // fast-check's report names the seed and the smallest input; the harness's own error is its cause.
    expect(failure).toBeInstanceOf(Error)
    const cause = (failure as Error).cause
    expect(cause instanceof Error ? cause.message : '').toMatch(
      /^refused and half-written \(patients \d+:.+ -> \d+:.+\): patient POST .*api\/planted-write-first .*-> 400 /,
    )
    expect((failure as Error).message).toMatch(/seed: 32/)
  })

  it('done right (validating first) passes the same inputs', async () => {
    await expect(fuzz(planted['validate-first'])).resolves.toBeUndefined()
  })

  it('compares every table but those that rightly record refusals', async () => {
    const tables = Object.keys(await databaseFingerprint(payload, MAY_RECORD_REFUSALS))
    expect(tables).toEqual(expect.arrayContaining(['patients', 'orders', 'transactions', 'uploads', 'questionnaire_responses']))
    expect(tables.filter((table) => (MAY_RECORD_REFUSALS as readonly string[]).includes(table))).toEqual([])
    expect(tables.length).toBeGreaterThan(40)
  })
})
