import fc from 'fast-check'
import type { Payload } from 'payload'
import { databaseFingerprint, MAY_RECORD_REFUSALS, onlyScheduledWork, type TableFingerprint } from '@telehealth/cms/testing'
import {
  cookieHeader,
  encodeBody,
  fuzzBody,
  fuzzHeaders,
  originHeader,
  pathId,
  fieldValue,
  type BodyShape,
  type HeaderShape,
} from '@telehealth/cms/testing/fuzz'
import { FIELD_NAMES, type Recipe } from './recipes.ts'
import type { ManifestRoute } from './site-handler.ts'

/**
 * The route fuzz suite's harness (ADR 104): one generated request per run, sent to the site's handler
 * in-process, judged by two rules: no answer >= 500, and a refused request (4xx, or the spec's JSON
 * refusal `{ status: 'error' }` / `{ success: false }`) leaves every table as it found it.
 */

/** Who sends the request: nobody, a signed-in patient with their own ids, one with another patient's. */
export interface Actor {
  name: 'anonymous' | 'patient' | 'another patient'
  /** A fresh `name=value` session cookie (a fuzzed request may end the session it was given), or null. */
  session: () => Promise<string | null>
}

/** One generated request: who, which path ids, the query, the method, the body and the headers. */
export interface FuzzInput {
  actor: number
  params: Record<string, string>
  splat: string[]
  query: [string, string][]
  method: string
  dataRequest: boolean
  body: BodyShape
  headers: HeaderShape
}

/** The route's full path pattern: its ancestors' paths and its own, joined. */
export function fullPattern(route: ManifestRoute, byId: Map<string, ManifestRoute>): string {
  const parts: string[] = []
  for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined) if (at.path) parts.unshift(at.path)
  return `/${parts.join('/')}`
}

const paramNames = (pattern: string) => [...pattern.matchAll(/:(\w+)\??/g)].map((match) => match[1]!)

/** The requests fuzzed at one route, for actors 0..actors-1, with the ids they might name. */
export function requestsFor(route: ManifestRoute, pattern: string, recipe: Recipe, ids: readonly string[], actors: number): fc.Arbitrary<FuzzInput> {
  const hasAction = typeof route.module.action === 'function'
  const hasLoader = typeof route.module.loader === 'function'
  const methods = [
    ...(hasLoader ? ['GET', 'GET'] : []),
    ...(hasAction ? ['POST', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH'] : []),
    ...(hasLoader || hasAction ? [] : ['GET']),
    'HEAD',
  ]
  const fields = [...recipe.fields, ...(recipe.intents?.length ? ['intent'] : [])]
  const intentValue = recipe.intents?.length ? fc.constantFrom(...recipe.intents) : fc.constant('')
  const queryName = fc.oneof(
    { weight: 3, arbitrary: recipe.query?.length ? fc.constantFrom(...recipe.query) : fc.constantFrom(...FIELD_NAMES) },
    { weight: 1, arbitrary: fc.constantFrom('index', '_data', '_routes', 'page_ref', 'redirect', ...FIELD_NAMES) },
  )
  const body = fuzzBody(fields, ids, recipe.files ?? []).chain((shape) =>
    // Half the bodies of a route with intents name one of them, so the branches behind them are reached.
    shape.kind === 'form' || shape.kind === 'multipart'
      ? fc
          .tuple(fc.boolean(), intentValue)
          .map(([named, intent]) => (named && intent ? { ...shape, fields: [['intent', intent] as [string, string], ...shape.fields] } : shape))
      : shape.kind === 'json' && typeof shape.value === 'object' && shape.value !== null && !Array.isArray(shape.value)
        ? fc
            .tuple(fc.boolean(), intentValue)
            .map(([named, intent]): BodyShape => (named && intent ? { ...shape, value: { intent, ...(shape.value as Record<string, unknown>) } } : shape))
        : fc.constant(shape),
  )
  const params: Record<string, fc.Arbitrary<string>> = {}
  for (const name of paramNames(pattern)) params[name] = pathId(ids)
  return fc.record({
    actor: fc.nat({ max: actors - 1 }),
    params: fc.record(params),
    splat: pattern.includes('*')
      ? fc.array(fc.oneof(fc.constantFrom('home', 'api', 'x', '..', '%2F'), fc.stringMatching(/^[A-Za-z0-9._~-]{1,20}$/)), { minLength: 1, maxLength: 4 })
      : fc.constant([]),
    query: fc.array(fc.tuple(queryName, fieldValue(ids)), { maxLength: 3 }),
    method: fc.constantFrom(...methods),
    dataRequest: route.module.default === undefined ? fc.constant(false) : fc.boolean(),
    body,
    headers: fuzzHeaders(),
  })
}

/** The URL of an input at a route: its path with the ids in, as a document or a single-fetch data request. */
export function urlOf(origin: string, pattern: string, route: ManifestRoute, input: FuzzInput): string {
  let pathname = pattern.replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(input.params[name] || 'x'))
  pathname = pathname.replace('*', input.splat.join('/'))
  pathname = pathname.replace(/\/+/g, '/')
  if (pathname.length > 1) pathname = pathname.replace(/\/$/, '')
  const search = new URLSearchParams(input.query)
  if (input.dataRequest) {
    pathname = pathname === '/' ? '/_root.data' : `${pathname}.data`
    if (route.index) search.set('index', '')
  } else if (route.index && input.method !== 'GET' && input.method !== 'HEAD') search.set('index', '')
  const query = search.toString()
  return `${origin}${pathname}${query ? `?${query}` : ''}`
}

/** What one request did: its status, whether it was refused, what it changed, and what to print about it. */
export interface Outcome {
  status: number
  refused: boolean
  changed: string[]
  describe: string
}

/** Reads an answer's body as far as judging it needs (a live event stream is cut off). */
async function readAnswer(response: Response): Promise<{ text: string; json: unknown }> {
  const type = response.headers.get('Content-Type') ?? ''
  if (/event-stream/i.test(type)) {
    await response.body?.cancel().catch(() => undefined)
    return { text: '(event stream)', json: null }
  }
  const text = await response.text()
  if (!/json/i.test(type)) return { text, json: null }
  try {
    return { text, json: JSON.parse(text) as unknown }
  } catch {
    return { text, json: null }
  }
}

/** The spec's JSON refusal shapes, answered 200 by some of its calls: `{ status: 'error' }`, `{ success: false }`. */
function isJsonRefusal(json: unknown): boolean {
  if (typeof json !== 'object' || json === null) return false
  const record = json as Record<string, unknown>
  return record.status === 'error' || record.success === false
}

function diffFingerprints(before: Record<string, TableFingerprint>, after: Record<string, TableFingerprint>): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...tables].filter((table) => before[table] !== after[table]).map((table) => `${table} ${before[table] ?? '-'} -> ${after[table] ?? '-'}`)
}

export interface SendOptions {
  payload: Payload
  handler: (request: Request) => Promise<Response>
  origin: string
  actors: readonly Actor[]
  /** Tables also left out of the comparison (MAY_RECORD_REFUSALS always is). */
  except?: readonly string[]
}

/** Sends one input to its route and reports what happened; the database is compared around it. */
export async function send(options: SendOptions, route: ManifestRoute, pattern: string, input: FuzzInput): Promise<Outcome> {
  const actor = options.actors[input.actor]!
  const headers = new Headers()
  const cookie = cookieHeader(await actor.session(), input.headers)
  if (cookie) headers.set('Cookie', cookie)
  const origin = originHeader(options.origin, input.headers)
  if (origin) headers.set('Origin', origin)
  for (const [name, value] of input.headers.extra) headers.set(name, value)
  const hasBody = input.method !== 'GET' && input.method !== 'HEAD'
  const { body, contentType } = hasBody ? encodeBody(input.body) : { body: undefined, contentType: null }
  if (contentType) headers.set('Content-Type', contentType)
  const url = urlOf(options.origin, pattern, route, input)
  // Aborted once the answer is read, as a browser's closed connection: a live stream stops there.
  const connection = new AbortController()
  const request = new Request(url, { method: input.method, headers, signal: connection.signal, ...(body === undefined ? {} : { body }) })
  const except = [...MAY_RECORD_REFUSALS, ...(options.except ?? [])]
  const before = await databaseFingerprint(options.payload, except)
  const startedAt = Date.now()
  const response = await options.handler(request)
  const { text, json } = await readAnswer(response).finally(() => connection.abort())
  const refused = (response.status >= 400 && response.status < 500) || isJsonRefusal(json)
  const moved = refused ? diffFingerprints(before, await databaseFingerprint(options.payload, except)) : []
  // The schedules write their own tables on the minute, whatever the request: not the request's writes.
  const changed = onlyScheduledWork(moved, startedAt, Date.now()) ? [] : moved
  const describe = `${actor.name} ${input.method} ${url.slice(0, 300)} (body ${input.body.kind}) -> ${response.status} ${text.slice(0, 300)}`
  return { status: response.status, refused, changed, describe }
}

/** The suite's figures (issue 32): every input sent, and every answer >= 500 among them. */
export const figures = { inputsTried: 0, answers500: 0 }

/** The property every input must hold: no answer >= 500; a refusal writes nothing. */
export async function holds(options: SendOptions, route: ManifestRoute, pattern: string, input: FuzzInput): Promise<void> {
  const outcome = await send(options, route, pattern, input)
  figures.inputsTried++
  if (outcome.status >= 500) {
    figures.answers500++
    throw new Error(`answered ${outcome.status}: ${outcome.describe}`)
  }
  if (outcome.refused && outcome.changed.length > 0) throw new Error(`refused and half-written (${outcome.changed.join('; ')}): ${outcome.describe}`)
}
