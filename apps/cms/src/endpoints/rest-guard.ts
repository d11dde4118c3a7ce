import { parseRowId } from '@telehealth/domain'
import { getPayload, type SanitizedConfig } from 'payload'
import { jsonRefusal } from './json.ts'

/**
 * What the REST API refuses before Payload reads a request (ADR 104, found by the route fuzz suite):
 * - a path id that is no row id of the running engine (`/api/orders/abc`, `/api/orders/'`): Payload
 *   passes it to the query as NaN on SQLite, and the database's error came back as a 500; it now
 *   answers 404 exactly as an unknown id does (the shared row-id parser, ADR 077);
 * - a `/versions` route of a collection or global that keeps no versions: Payload's version reads
 *   and restores of an unknown version failed with a TypeError (a 500); it is a route that is not there;
 * - a body declared multipart that is not (no boundary, another body, cut off, a `_payload` that is
 *   no JSON): Payload's parser threw and the request answered 500; refused 400 with a sentence;
 * - a query whose `where` gives an id or relationship field a value that is no row id, a date field
 *   one that is no date, or a `limit` / `page` that is no count: Payload handed them to the SQL
 *   query (NaN, an invalid date, a negative offset), a 500; refused 400 with a sentence;
 * - a document written (create, update, duplicate, a global's save) with a body that is no JSON
 *   object (another Content-Type, `null`, a list): Payload handed the hooks no data, and they failed
 *   reading its fields (a 500); refused 415 with a sentence;
 * - `file/.` of an upload collection (Payload read the upload folder as a file, a 500) or a name that
 *   is a path: 404;
 * - `verify/:token` of an auth collection without email verification (Payload looked for a field it
 *   does not have, a 500), and the admin's preferences asked for by anyone but staff (patients have
 *   no admin preferences; Payload's query failed): 404, a route that is not there for them.
 */
export const BAD_QUERY = 'This query names a value its field cannot hold (an id, a date, a page or a limit).'
export const NOT_A_DOCUMENT = 'Send the document as a JSON object (application/json), or as a form with files whose _payload is one.'
export const UNREADABLE_MULTIPART = 'This request says it carries a form with files, but its body could not be read as one.'
const NOT_FOUND = 'Not Found'

/** Second segments of Payload's own collection routes that are names, not ids (the CMS's own endpoints are read from the config: ownNamedRoute). */
const NAMED_ROUTES = new Set([
  'count',
  'versions',
  'access',
  'paste-url',
  'file',
  'init',
  'login',
  'logout',
  'me',
  'refresh-token',
  'first-register',
  'forgot-password',
  'reset-password',
  'unlock',
  'verify',
  'run',
  'handle-schedules',
])

/** Collections whose second segment is a key of Payload's own, not a row id. */
const KEYED_COLLECTIONS = new Set(['payload-preferences'])

const refuse = () => jsonRefusal(NOT_FOUND, 404)

/**
 * Whether a collection's own endpoints begin with `segment` as a name (the audit log's `/export` and
 * `/chain`, the staff's `/second-factor/...`): read from the config, so a new endpoint is never taken
 * for a row id and refused.
 */
function ownNamedRoute(endpoints: false | readonly { path: string }[] | undefined, segment: string): boolean {
  return (endpoints || []).some((endpoint) => endpoint.path.split('/')[1] === segment)
}

function isRowId(segment: string | undefined): boolean {
  return segment === undefined || parseRowId(segment) !== null
}

/**
 * Whether a multipart body parses. Read from a copy of the request (Payload reads the original); the
 * CMS's multipart requests are the admin's uploads (staff photos, a few MB), so the copy is small.
 */
async function readableMultipart(request: Request): Promise<boolean> {
  if (!/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) return true
  try {
    const form = await request.clone().formData()
    // Payload reads the document's fields from `_payload`, a JSON object.
    const fields = form.get('_payload')
    if (fields !== null) {
      const parsed: unknown = JSON.parse(typeof fields === 'string' ? fields : '')
      if (typeof parsed !== 'object' || parsed === null) return false
    }
    return true
  } catch {
    return false
  }
}

const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
])
/** Operators whose value is compared as the field's own type (an id, a date). */
const COMPARING = new Set(['equals', 'not_equals', 'in', 'not_in', 'all', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const LISTS = new Set(['in', 'not_in', 'all'])

type FieldLike = { type: string; name?: string; fields?: FieldLike[]; tabs?: FieldLike[]; relationTo?: unknown }

/** The field a where path names, through groups and unnamed containers; null when it goes elsewhere. */
function fieldAt(fields: readonly FieldLike[], path: readonly string[]): FieldLike | null {
  const [head, ...rest] = path
  for (const field of fields) {
    if (!field.name || field.type === 'tab') {
      const inner = field.fields ?? field.tabs
      const found = inner ? fieldAt(inner, path) : null
      if (found) return found
      continue
    }
    if (field.name !== head) continue
    if (rest.length === 0) return field
    return field.type === 'group' && field.fields ? fieldAt(field.fields, rest) : null
  }
  return null
}

/** The kind of value a where path's field holds, when it is one the database would choke on. */
function valueKind(fields: readonly FieldLike[], path: readonly string[]): 'id' | 'date' | null {
  if (path.length === 1 && path[0] === 'id') return 'id'
  if (path.length === 1 && (path[0] === 'createdAt' || path[0] === 'updatedAt')) return 'date'
  const field = fieldAt(fields, path)
  if (!field) return null
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') return 'id'
  return field.type === 'date' ? 'date' : null
}

/** Whether the query's where, limit and page hold values their fields can take. */
function sensibleQuery(search: URLSearchParams, fields: readonly FieldLike[]): boolean {
  for (const [key, value] of search) {
    if ((key === 'limit' || key === 'page') && !/^\d{1,9}$/.test(value)) return false
    if (!key.startsWith('where[')) continue
    const segments = [...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!)
    const at = segments.findIndex((segment) => OPERATORS.has(segment))
    if (at < 0) continue
    const operator = segments[at]!
    const path = segments
      .slice(0, at)
      .filter((segment) => segment !== 'and' && segment !== 'or' && !/^\d+$/.test(segment))
      .flatMap((segment) => segment.split('.'))
    if (!COMPARING.has(operator)) continue
    const kind = valueKind(fields, path)
    const values = LISTS.has(operator) && segments.length === at + 1 ? value.split(',') : [value]
    if (kind === 'id' && values.some((each) => parseRowId(each) === null)) return false
    if (kind === 'date' && values.some((each) => Number.isNaN(Date.parse(each)))) return false
  }
  return true
}

/** Whether a document write carries a document: a JSON object, or a multipart form (checked above). */
async function carriesDocument(request: Request): Promise<boolean> {
  const type = request.headers.get('Content-Type') ?? ''
  if (/^multipart\/form-data/i.test(type)) return true
  if (!/^application\/json/i.test(type)) return false
  try {
    const body: unknown = await request.clone().json()
    return typeof body === 'object' && body !== null && !Array.isArray(body)
  } catch {
    return false
  }
}

/** Payload's document writes: create and update many (`/`), update one (`/:id`), duplicate, a global's save. */
function isDocumentWrite(method: string, segments: readonly string[], global: boolean): boolean {
  if (global) return method === 'POST' && segments.length === 1
  if (method === 'POST') return segments.length === 1 || (segments.length === 3 && segments[2] === 'duplicate')
  return method === 'PATCH' && segments.length <= 2 && !NAMED_ROUTES.has(segments[1] ?? '')
}

/** Whether the request is signed in as staff (Payload's own authentication of its headers). */
async function isStaff(config: SanitizedConfig, request: Request): Promise<boolean> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  return user?.collection === 'staff'
}

export async function restRefusal(configPromise: SanitizedConfig | Promise<SanitizedConfig>, request: Request): Promise<Response | null> {
  const config = await configPromise
  if (!(await readableMultipart(request))) return jsonRefusal(UNREADABLE_MULTIPART, 400)
  const url = new URL(request.url)
  const pathname = url.pathname
  if (!pathname.startsWith(`${config.routes.api}/`)) return null
  let segments: string[]
  try {
    segments = pathname
      .slice(config.routes.api.length + 1)
      .split('/')
      .map(decodeURIComponent)
  } catch {
    return refuse()
  }
  if (segments[0] === 'globals') {
    const global = config.globals.find((each) => each.slug === segments[1])
    if (global && !sensibleQuery(url.searchParams, global.fields as FieldLike[])) return jsonRefusal(BAD_QUERY, 400)
    if (global && isDocumentWrite(request.method, segments.slice(1), true) && !(await carriesDocument(request))) return jsonRefusal(NOT_A_DOCUMENT, 415)
    if (global && segments[2] === 'versions' && !global.versions) return refuse()
    if (global && segments[2] === 'versions' && !isRowId(segments[3])) return refuse()
    return null
  }
  const collection = config.collections.find((each) => each.slug === segments[0])
  if (!collection) return null
  if (!sensibleQuery(url.searchParams, collection.fields as FieldLike[])) return jsonRefusal(BAD_QUERY, 400)
  const written = segments.filter((segment, at) => at === 0 || segment !== '')
  if (isDocumentWrite(request.method, written, false) && !(await carriesDocument(request))) return jsonRefusal(NOT_A_DOCUMENT, 415)
  if (collection.slug === 'payload-preferences' && !(await isStaff(config, request))) return refuse()
  if (segments.length < 2 || segments[1] === '') return null
  const [, second, third] = segments
  if (second === 'verify' && !(collection.auth && collection.auth.verify)) return refuse()
  if (second === 'versions') return !collection.versions || !isRowId(third) ? refuse() : null
  if (second === 'access' || second === 'paste-url') return isRowId(third) ? null : refuse()
  // A stored file's name: never a folder (`.` was read as the upload folder itself, a 500) nor a path.
  if (second === 'file') return third && third !== '.' && third !== '..' && !/[/\\\0]/.test(third) ? null : refuse()
  if (NAMED_ROUTES.has(second!) || ownNamedRoute(collection.endpoints, second!) || KEYED_COLLECTIONS.has(collection.slug)) return null
  return isRowId(second) ? null : refuse()
}
