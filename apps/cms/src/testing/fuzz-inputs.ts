import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { testDatabaseEngine } from './temp-database.ts'

/**
 * The inputs the route fuzz suites send (issue 32, ADR 104), shared by the site's and the CMS's:
 * values for form fields, JSON and query strings, ids for paths, bodies whose declared type lies,
 * files whose bytes are not what their name says, and the headers around them.
 */

/** Values a field may carry: the plausible, the empty, the huge, the wrong type, the hostile. */
export function fieldValue(ids: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.constantFrom('', ' ', '0', '-1', '1', '1.5', '1e309', 'NaN', 'true', 'false', 'on', 'null', 'undefined', '[]', '{}') },
    { weight: 2, arbitrary: fc.constantFrom('a@b.co', 'patient@example.com', 'not-an-email', '5125550100', '78701', 'TX', 'ZZ', '1990-01-01', '2999-13-45') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '__proto__',
        'constructor',
        "' OR 1=1 --",
        '<script>alert(1)</script>',
        '../../etc/passwd',
        '%00',
        '\u0000',
        '\uFFFF',
        '😀'.repeat(20),
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }).map((n) => 'x'.repeat(n * 70_000)) },
    { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
    ...(ids.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...ids) }] : []),
  )
}

/** Ids for a path or a field: real ones (another patient's included), and every shape no row has. */
export function pathId(ids: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    ...(ids.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...ids) }] : []),
    { weight: 2, arbitrary: fc.nat({ max: 2_000_000 }).map(String) },
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999999999', '9223372036854775808', ' 1', '1 ', '0x10') },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.stringMatching(/^[0-9a-f]{24}$/) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{10,64}$/) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
    { weight: 1, arbitrary: fc.constantFrom('..', '.', '%', "'", 'null', 'undefined', 'ticket-', 'ticket-1', 'ticket-abc', '[object Object]') },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 8 }).map((n) => '9'.repeat(n * 500)) },
  )
}

/** A path segment as a browser would send it (encoded); the empty id is not a path of the route. */
export const pathSegment = (id: string) => encodeURIComponent(id === '' ? 'x' : id)

/** A file part: the name and the type it claims, and bytes that are or are not that. */
export interface FuzzFile {
  name: string
  type: string
  bytes: Uint8Array<ArrayBuffer>
}

const MAGIC: Record<string, number[]> = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  exe: [0x4d, 0x5a, 0x90, 0x00],
  html: [...Buffer.from('<!doctype html><script>')],
  mp4: [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d],
  zip: [0x50, 0x4b, 0x03, 0x04],
}

export function fuzzFile(): fc.Arbitrary<FuzzFile> {
  return fc
    .record({
      name: fc.oneof(
        fc.constantFrom('photo.jpg', 'scan.png', 'clip.mp4', 'letter.pdf', 'notes.txt', 'a.exe', '', '../../x.jpg', 'x'.repeat(600)),
        fc.string({ maxLength: 20 }),
      ),
      type: fc.constantFrom('image/jpeg', 'image/png', 'video/mp4', 'application/pdf', 'text/plain', 'application/octet-stream', '', 'image/svg+xml'),
      magic: fc.constantFrom(...Object.keys(MAGIC), 'none'),
      size: fc.oneof(fc.constantFrom(0, 1, 3, 16), fc.nat({ max: 4096 }), fc.constantFrom(300_000, 2_500_000)),
    })
    .map(({ name, type, magic, size }) => {
      const bytes = new Uint8Array(size)
      const head = MAGIC[magic] ?? []
      bytes.set(head.slice(0, size))
      for (let at = head.length; at < Math.min(size, 4096); at++) bytes[at] = (at * 31) & 0xff
      return { name, type, bytes }
    })
}

/** How a body is sent, and whether its Content-Type tells the truth. */
export type BodyShape =
  | { kind: 'form'; fields: [string, string][]; contentType: string | null }
  | { kind: 'multipart'; fields: [string, string][]; files: [string, FuzzFile][] }
  | { kind: 'json'; value: unknown; contentType: string | null }
  | { kind: 'raw'; text: string; contentType: string | null }
  | { kind: 'none' }

const CONTENT_TYPE_LIES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zz',
  'text/plain',
  'application/xml',
  'image/png',
  null,
]

/**
 * A body for a route that reads `fields` (and `fileFields`): its fields, others, repeated ones; as a
 * form, as multipart with files, as JSON of any shape, or as bytes that are none of these.
 */
export function fuzzBody(fields: readonly string[], ids: readonly string[], fileFields: readonly string[] = []): fc.Arbitrary<BodyShape> {
  const name = fc.oneof(
    { weight: 5, arbitrary: fields.length > 0 ? fc.constantFrom(...fields) : fc.string({ maxLength: 12 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  )
  const pairs = fc.array(fc.tuple(name, fieldValue(ids)), { maxLength: Math.max(4, fields.length + 2) })
  const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 5, arbitrary: pairs.map((entries) => Object.fromEntries(entries)) },
    { weight: 2, arbitrary: fc.dictionary(name, fc.oneof(fc.jsonValue({ maxDepth: 3 }), fieldValue(ids)), { maxKeys: 6 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  )
  const fileName = fileFields.length > 0 ? fc.constantFrom(...fileFields) : name
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('form' as const),
        fields: pairs,
        contentType: fc.constantFrom('application/x-www-form-urlencoded', 'application/x-www-form-urlencoded', ...CONTENT_TYPE_LIES),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('multipart' as const), fields: pairs, files: fc.array(fc.tuple(fileName, fuzzFile()), { maxLength: 2 }) }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        value: jsonValue,
        contentType: fc.constantFrom('application/json', 'application/json', ...CONTENT_TYPE_LIES),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: fc.oneof(
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.constantFrom('{"a":', '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n', '%zz=%', '\u0000\u0000'),
        ),
        contentType: fc.constantFrom(...CONTENT_TYPE_LIES),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  )
}

/** The body and Content-Type header of a BodyShape, as fetch would send them. */
export function encodeBody(shape: BodyShape): { body: BodyInit | undefined; contentType: string | null } {
  switch (shape.kind) {
    case 'none':
      return { body: undefined, contentType: null }
    case 'form':
      return { body: new URLSearchParams(shape.fields).toString(), contentType: shape.contentType }
    case 'json':
      return { body: JSON.stringify(shape.value) ?? 'null', contentType: shape.contentType }
    case 'raw':
      return { body: shape.text, contentType: shape.contentType }
    case 'multipart': {
      const form = new FormData()
      for (const [key, value] of shape.fields) form.append(key, value)
      for (const [key, file] of shape.files) form.append(key, new Blob([file.bytes], { type: file.type }), file.name)
      // The boundary is fetch's: the Content-Type is left for the Request to set.
      return { body: form, contentType: null }
    }
  }
}

/** Headers around the request: an Origin (mostly the site's), a cookie jar (sometimes huge or doubled), extras. */
export interface HeaderShape {
  origin: 'own' | 'none' | 'foreign' | 'null' | 'cased'
  hugeCookie: boolean
  doubledCookie: boolean
  extra: [string, string][]
}

export function fuzzHeaders(): fc.Arbitrary<HeaderShape> {
  return fc.record({
    origin: fc.constantFrom('own', 'own', 'own', 'own', 'own', 'own', 'none', 'foreign', 'null', 'cased'),
    hugeCookie: fc.boolean(),
    doubledCookie: fc.boolean(),
    extra: fc.array(
      fc.tuple(
        fc.constantFrom(
          'accept',
          'accept-language',
          'user-agent',
          'x-forwarded-for',
          'x-requested-with',
          'range',
          'if-none-match',
          'authorization',
          'content-encoding',
        ),
        fc.oneof(
          fc.constantFrom(
            '*/*',
            'text/event-stream',
            'application/json',
            'bytes=0-1',
            'bytes=9-1',
            'gzip',
            'Bearer x.y.z',
            'JWT abc',
            '1.2.3.4, 5.6.7.8',
            'Googlebot',
          ),
          fc.stringMatching(/^[ -~]{0,80}$/),
        ),
      ),
      { maxLength: 3 },
    ),
  })
}

/** The Cookie header for `session` (a `name=value` pair, or none) shaped as `shape` says. */
export function cookieHeader(session: string | null, shape: HeaderShape): string | null {
  const jar: string[] = []
  if (shape.hugeCookie) jar.push(`junk=${'c'.repeat(7_000)}`, `other=${'%'.repeat(300)}`)
  if (session) jar.push(session)
  if (shape.doubledCookie && session) jar.push(`${session.split('=')[0]}=garbage-${'z'.repeat(40)}`)
  return jar.length > 0 ? jar.join('; ') : null
}

/** The Origin header for `shape`, given the site's own origin. */
export function originHeader(own: string, shape: HeaderShape): string | null {
  switch (shape.origin) {
    case 'own':
      return own
    case 'none':
      return null
    case 'foreign':
      return 'https://evil.example'
    case 'null':
      return 'null'
    case 'cased':
      return own.toUpperCase()
  }
}

/** The seed and run count of a fuzz run: FUZZ_SEED replays a printed failure, FUZZ_RUNS scales it. */
export function fuzzSettings(defaultRuns: number): { seed: number; numRuns: number } {
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647)
  const numRuns = Number(process.env.FUZZ_RUNS ?? defaultRuns)
  return { seed, numRuns }
}

/**
 * Writes a suite's figures for the closing line of `npm test` (issue 32's shared format):
 * `<repo root>/.test-figures/<name>-<engine>.json`, the engine the integration suites run on.
 */
export function writeFigures(name: string, figures: Record<string, number>): string {
  const dir = path.resolve(import.meta.dirname, '../../../../.test-figures')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${name}-${testDatabaseEngine()}.json`)
  fs.writeFileSync(file, `${JSON.stringify(figures)}\n`)
  return file
}

/**
 * Stops this Payload's job crons (autoRun, the schedules: jobs/config.ts) for the rest of the test
 * file, as Payload's own destroy() does: at each minute they queue and run jobs, writing claims and
 * jobs rows that are no request's, and a fuzz run compares the database around every request.
 */
export function stopJobCrons(payload: Payload): void {
  for (const cron of payload.crons.splice(0, payload.crons.length)) cron.stop()
}
