import { z } from 'zod'

/**
 * A row's id as the database engine hands it out (ADR 077): a number on SQLite, a uuid string on
 * PostgreSQL, an ObjectId string on MongoDB. Code treats it as opaque: it parses one from the outside
 * world here, passes it back to the Local API as it came, and compares two as text (`rowIdText`).
 */
export type RowId = string | number

// Up to 15 digits: every such number is exact in a double (2^53 has 16). No leading zero, so the text
// of a parsed id is the text the engine prints for it and two spellings never name one row.
const INTEGER_ID = /^[1-9]\d{0,14}$/
// RFC 9562's canonical form as PostgreSQL prints it: lower case, versions 1-8, the variant bits 10.
const UUID_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
// A MongoDB ObjectId's 12 bytes, as the driver prints them (lower case).
const OBJECT_ID = /^[0-9a-f]{24}$/

/** The shape of id an engine hands out: SQLite's integers, PostgreSQL's uuids, MongoDB's ObjectIds. */
export type RowIdShape = 'integer' | 'uuid' | 'objectId'

// Kept on globalThis, not in a module variable: a bundler may load this module twice in one process
// (the site's build and the CMS's config), and both copies must read the one engine's shape.
const ENGINE_SHAPE = Symbol.for('telehealth.rowIdShape')
const shared = globalThis as { [ENGINE_SHAPE]?: RowIdShape | null }

/**
 * Narrows `parseRowId` to the running engine's shape; called once where the engine is chosen
 * (apps/cms/src/db.ts). Then on PostgreSQL an integer is no id, as it is none for the uuid column:
 * it answers like an unknown id instead of failing the query. Until it is called (the browser, the
 * domain's own tests) every shape is taken.
 */
export function useRowIdShape(shape: RowIdShape | null): void {
  shared[ENGINE_SHAPE] = shape
}

function shapeOf(value: string): RowIdShape | null {
  if (INTEGER_ID.test(value)) return 'integer'
  if (UUID_ID.test(value)) return 'uuid'
  return OBJECT_ID.test(value) ? 'objectId' : null
}

/**
 * The row id a value from a request names, or null when it names none (empty, padded, signed, a
 * path, a float, a leading zero, too long, another engine's shape...). Integer ids come back as
 * numbers, the others as the text given: the form the engine stores. Callers answer null exactly as
 * they answer an unknown id.
 */
export function parseRowId(value: unknown): RowId | null {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  if (typeof text !== 'string') return null
  const shape = shapeOf(text)
  const engine = shared[ENGINE_SHAPE] ?? null
  if (shape === null || (engine !== null && shape !== engine)) return null
  return shape === 'integer' ? Number(text) : text
}

/** The text form of a stored or parsed id: what two ids are compared by and what goes in a URL or a file name. */
export function rowIdText(id: RowId): string {
  return String(id)
}

/** Whether two ids (either form, either side possibly read from a request) name the same row. */
export function sameRowId(a: RowId | null | undefined, b: RowId | null | undefined): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && rowIdText(a) === rowIdText(b)
}

/**
 * A row id in a request body (a JSON number or text), parsed by `parseRowId`. `error` is the
 * message for anything that is not one.
 */
export function rowIdSchema(error?: string) {
  return z.union([z.string(), z.number()], error === undefined ? undefined : { error }).transform((value, context): RowId => {
    const id = parseRowId(value)
    if (id === null) {
      context.addIssue({ code: 'custom', message: error ?? 'Not a row id.', input: value })
      return z.NEVER
    }
    return id
  })
}
