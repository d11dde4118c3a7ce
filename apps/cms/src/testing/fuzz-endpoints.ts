import fc from 'fast-check'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'
import { restRefusal } from '../endpoints/rest-guard.ts'
import { cookieHeader, encodeBody, fieldValue, fuzzBody, fuzzHeaders, originHeader, pathId, type BodyShape, type HeaderShape } from './fuzz-inputs.ts'
import { databaseFingerprint, MAY_RECORD_REFUSALS, onlyScheduledWork, type TableFingerprint } from './test-payload.ts'

/**
 * The CMS's half of the route fuzz suite (issue 32, ADR 104): every endpoint of the sanitized config
 * (Payload's REST routes of every collection and global, and the CMS's own), sent generated requests
 * through Payload's REST handler behind the CMS's guard (what app/(payload)/api/[...slug]/route.ts runs),
 * as nobody, as a patient (a Payload token of theirs) and as a patient naming another's ids.
 */

/** One endpoint: where it is mounted, its method and its path pattern under the API route. */
/** Payload's REST handler behind the CMS's refusals (endpoints/rest-guard.ts), as its API route serves it, for in-process callers. */
export function guardedRestHandler(config: SanitizedConfig | Promise<SanitizedConfig>): (request: Request) => Promise<Response> {
  return async (request) => (await restRefusal(config, request)) ?? handleEndpoints({ config, request })
}

export interface CmsEndpoint {
  /** 'root', `collection:<slug>` or `global:<slug>`. */
  owner: string
  method: string
  /** The full pattern under /api, e.g. /orders/:id/transition. */
  pattern: string
  /** The endpoint's own path, as configured (e.g. /:id/transition). */
  path: string
}

/** Payload's own endpoints (3.90): fuzzed with the REST recipe; anything else is the CMS's and needs a recipe of its own. */
const PAYLOAD_ENDPOINTS = {
  collection: [
    'get /count',
    'post /',
    'delete /',
    'delete /:id',
    'post /access/:id?',
    'get /versions',
    'post /:id/duplicate',
    'get /',
    'get /:id',
    'get /versions/:id',
    'post /versions/:id',
    'patch /',
    'patch /:id',
    // auth collections
    'post /forgot-password',
    'get /init',
    'post /login',
    'post /logout',
    'get /me',
    'post /refresh-token',
    'post /first-register',
    'post /reset-password',
    'post /unlock',
    'post /verify/:id',
    // upload collections
    'get /paste-url/:id?',
    'get /file/:filename',
  ],
  'collection:payload-jobs': ['get /run', 'get /handle-schedules'],
  'collection:payload-preferences': ['get /:key', 'delete /:key', 'post /:key'],
  global: ['post /access', 'get /', 'get /versions/:id', 'get /versions', 'post /versions/:id', 'post /'],
  root: ['get /access'],
} as const

/** Every endpoint the config serves, read from the sanitized config: a new collection or endpoint is in here without anyone listing it. */
export function cmsEndpoints(config: SanitizedConfig): CmsEndpoint[] {
  const api = config.routes.api
  const endpoints: CmsEndpoint[] = []
  const add = (owner: string, base: string, list: readonly { method: string; path: string }[] | false | undefined) => {
    for (const endpoint of list || [])
      endpoints.push({ owner, method: endpoint.method, path: endpoint.path, pattern: `${base}${endpoint.path === '/' ? '' : endpoint.path}` || '/' })
  }
  add('root', '', config.endpoints)
  for (const collection of config.collections) add(`collection:${collection.slug}`, `/${collection.slug}`, collection.endpoints)
  for (const global of config.globals) add(`global:${global.slug}`, `/globals/${global.slug}`, global.endpoints)
  return endpoints.map((endpoint) => ({ ...endpoint, pattern: `${api}${endpoint.pattern}` }))
}

/** Whether Payload itself provides the endpoint (the REST recipe fuzzes it). */
export function isPayloadEndpoint(endpoint: CmsEndpoint): boolean {
  const key = `${endpoint.method} ${endpoint.path}`
  const kind = endpoint.owner === 'root' ? 'root' : endpoint.owner.startsWith('global:') ? 'global' : 'collection'
  const own = (PAYLOAD_ENDPOINTS as Record<string, readonly string[]>)[endpoint.owner] ?? []
  return (PAYLOAD_ENDPOINTS[kind] as readonly string[]).includes(key) || own.includes(key)
}

/** What the fuzz suite sends a CMS endpoint: the body fields it reads and its query values. */
export interface EndpointRecipe {
  fields: readonly string[]
  query?: readonly string[]
  files?: readonly string[]
}

/** Payload's REST routes: documents' fields of every kind, Payload's query language, an upload's file. */
export const REST_RECIPE: EndpointRecipe = {
  fields: [
    '_payload',
    'email',
    'password',
    'token',
    'patient',
    'order',
    'status',
    'amountCents',
    'first_name',
    'name',
    'role',
    'title',
    'kind',
    '_status',
    'id',
    'createdAt',
    'updatedAt',
  ],
  query: [
    'where[patient][equals]',
    'where[id][in]',
    'where[or][0][email][like]',
    'where[nope][equals]',
    'where[password][exists]',
    'depth',
    'limit',
    'page',
    'sort',
    'select[email]',
    'draft',
    'locale',
    'joins',
    'populate',
    'pagination',
    'trash',
  ],
  files: ['file'],
}

/** The CMS's own endpoints, keyed `<owner> <method> <path>`: one missing here fails the suite. */
export const ENDPOINT_RECIPES: Readonly<Record<string, EndpointRecipe>> = {
  'collection:questionnaires get /:id/fhir': { fields: [], query: ['version', 'format'] },
  'collection:questionnaire-responses get /:id/fhir': { fields: [], query: ['format'] },
  'collection:carts post /:id/checkout-link': { fields: ['expiresInMinutes', 'note'] },
  'collection:orders post /:id/transition': { fields: ['from', 'to', 'reason', 'logistics_provider', 'tracking_number', 'deliveredAt'] },
  'collection:orders get /:id/next-statuses': { fields: [] },
  'collection:orders post /:id/prescribe': { fields: ['medication', 'doseSchedule', 'provider', 'external_visit_id', 'notes', 'idempotencyKey', 'doctor'] },
  'collection:prescriptions post /:id/void': { fields: ['reason', 'idempotencyKey'] },
  'collection:transactions post /:id/refund': { fields: ['amountCents', 'reason', 'idempotencyKey'] },
  'collection:reship-requests post /:id/review': { fields: ['decision', 'note', 'reason'] },
  'collection:chat-threads post /:id/reply': { fields: ['body', 'attachment', 'message'] },
  'collection:chat-threads post /:id/mark-read': { fields: [] },
  'collection:chat-threads get /:id/events': { fields: [], query: ['after'] },
  'collection:staff post /second-factor/enrol': { fields: ['code', 'token'] },
  'collection:staff post /second-factor/confirm': { fields: ['code', 'token', 'secret'] },
  'collection:staff post /second-factor/verify': { fields: ['code', 'token', 'recoveryCode'] },
  'collection:staff post /second-factor/cancel': { fields: ['token'] },
  'collection:staff post /:id/second-factor/reset': { fields: ['reason'] },
  'collection:audit-log get /export': { fields: [], query: ['patient', 'actor', 'from', 'to'] },
  'collection:audit-log get /chain': { fields: [] },
}

export const recipeKey = (endpoint: CmsEndpoint) => `${endpoint.owner} ${endpoint.method} ${endpoint.path}`

/** The recipe of an endpoint: Payload's REST one, or the CMS's own (undefined when nobody wrote it). */
export function recipeFor(endpoint: CmsEndpoint): EndpointRecipe | undefined {
  return isPayloadEndpoint(endpoint) ? REST_RECIPE : ENDPOINT_RECIPES[recipeKey(endpoint)]
}

export interface CmsActor {
  name: 'anonymous' | 'patient' | 'another patient'
  /** The Authorization header's value (Payload's `JWT <token>`), or null. */
  authorization: string | null
}

export interface CmsInput {
  endpoint: number
  actor: number
  params: Record<string, string>
  query: [string, string][]
  body: BodyShape
  headers: HeaderShape
  viaCookie: boolean
}

/** Requests to one of `endpoints` (all with `recipe`), by actors 0..actors-1, naming `ids`. */
export function cmsRequests(endpoints: readonly CmsEndpoint[], recipe: EndpointRecipe, ids: readonly string[], actors: number): fc.Arbitrary<CmsInput> {
  const names = new Set(endpoints.flatMap((endpoint) => [...endpoint.pattern.matchAll(/:(\w+)\??/g)].map((match) => match[1]!)))
  const params: Record<string, fc.Arbitrary<string>> = {}
  for (const name of names) params[name] = pathId(ids)
  const queryName = recipe.query?.length ? fc.oneof(fc.constantFrom(...recipe.query), fc.string({ maxLength: 12 })) : fc.string({ maxLength: 12 })
  return fc.record({
    endpoint: fc.nat({ max: endpoints.length - 1 }),
    actor: fc.nat({ max: actors - 1 }),
    params: fc.record(params),
    query: fc.array(fc.tuple(queryName, fieldValue(ids)), { maxLength: 3 }),
    body: fuzzBody(recipe.fields, ids, recipe.files ?? []),
    headers: fuzzHeaders(),
    viaCookie: fc.boolean(),
  })
}

function diff(before: Record<string, TableFingerprint>, after: Record<string, TableFingerprint>): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...tables].filter((table) => before[table] !== after[table]).map((table) => `${table} ${before[table] ?? '-'} -> ${after[table] ?? '-'}`)
}

/** The suite's figures: every input sent, and every answer >= 500 among them. */
export const cmsFigures = { inputsTried: 0, answers500: 0 }

export interface CmsSendOptions {
  payload: Payload
  config: Promise<SanitizedConfig> | SanitizedConfig
  origin: string
  actors: readonly CmsActor[]
  /** The REST API as the CMS serves it (guardedRestHandler) by default; a test may put a fixture in front. */
  handler?: (request: Request) => Promise<Response>
}

/** Sends one input and holds it to the rules: no answer >= 500; a refusal (4xx) writes nothing. */
export async function cmsHolds(options: CmsSendOptions, endpoints: readonly CmsEndpoint[], input: CmsInput): Promise<void> {
  const endpoint = endpoints[input.endpoint]!
  const actor = options.actors[input.actor]!
  const pathname = endpoint.pattern.replace(/\/:(\w+)(\?)?/g, (_, name: string) => `/${encodeURIComponent(input.params[name] || 'x')}`)
  const search = new URLSearchParams(input.query).toString()
  const url = `${options.origin}${pathname}${search ? `?${search}` : ''}`
  const headers = new Headers()
  const token = actor.authorization?.replace(/^JWT /, '') ?? null
  const cookie = cookieHeader(token && input.viaCookie ? `payload-token=${token}` : null, input.headers)
  if (cookie) headers.set('Cookie', cookie)
  if (actor.authorization && !input.viaCookie) headers.set('Authorization', actor.authorization)
  const origin = originHeader(options.origin, input.headers)
  if (origin) headers.set('Origin', origin)
  for (const [name, value] of input.headers.extra) if (name !== 'authorization') headers.set(name, value)
  const method = endpoint.method.toUpperCase()
  const { body, contentType } = method === 'GET' ? { body: undefined, contentType: null } : encodeBody(input.body)
  if (contentType) headers.set('Content-Type', contentType)
  const connection = new AbortController()
  const request = new Request(url, { method, headers, signal: connection.signal, ...(body === undefined ? {} : { body }) })
  const before = await databaseFingerprint(options.payload, MAY_RECORD_REFUSALS)
  const startedAt = Date.now()
  const response = await (options.handler ?? guardedRestHandler(options.config))(request)
  const type = response.headers.get('Content-Type') ?? ''
  let text = '(event stream)'
  if (/event-stream/i.test(type)) await response.body?.cancel().catch(() => undefined)
  else text = await response.text()
  connection.abort()
  cmsFigures.inputsTried++
  const describe = `${actor.name} ${method} ${url.slice(0, 300)} (body ${input.body.kind}) -> ${response.status} ${text.slice(0, 300)}`
  if (response.status >= 500) {
    cmsFigures.answers500++
    throw new Error(`answered ${response.status}: ${describe}`)
  }
  if (response.status >= 400) {
    const changed = diff(before, await databaseFingerprint(options.payload, MAY_RECORD_REFUSALS))
    if (changed.length > 0 && !onlyScheduledWork(changed, startedAt, Date.now()))
      throw new Error(`refused and half-written (${changed.join('; ')}): ${describe}`)
  }
}
