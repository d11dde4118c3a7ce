import type { Endpoint, PayloadRequest, Where } from 'payload'
import { z } from 'zod'
import { staffRole } from '../access/isStaff.ts'
import { appendAudit } from '../hooks/audit.ts'
import { verifyAuditChain } from '../hooks/auditChain.ts'
import type { AuditLog } from '../payload-types.ts'
import { jsonAnswer, jsonRefusal } from './json.ts'

/**
 * The audit log's two admin endpoints (ADR 106): the CSV export by patient, actor and date range
 * (itself written to the log), and the chain check. Admins only, as the log's own read access.
 */

/** Answers the refusal for anyone who is not an admin, or null for an admin. */
function refusedUnlessAdmin(req: PayloadRequest): Response | null {
  if (!req.user) return jsonRefusal('Please sign in to the admin to use the audit log.', 401)
  if (staffRole(req) !== 'admin') return jsonRefusal('Only admins can read the audit log.', 403)
  return null
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const day = z
  .string()
  .trim()
  .regex(DAY, 'Dates are written YYYY-MM-DD, for example 2026-11-27.')
  .refine(
    (text) => !Number.isNaN(Date.parse(`${text}T00:00:00.000Z`)) && new Date(`${text}T00:00:00.000Z`).toISOString().startsWith(text),
    'That date does not exist.',
  )
const id = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'An id has letters, digits, "-" and "_" only.')

/** The export's filters, from the query: all optional; `from` and `to` are whole days in UTC, both included. */
const auditExportQuery = z
  .object({
    patient: id.optional(),
    actor: id.optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'The first day comes after the last day.', path: ['to'] })

type AuditExportQuery = z.infer<typeof auditExportQuery>

function queryOf(req: PayloadRequest): Record<string, string> {
  const url = new URL(req.url ?? 'http://localhost/')
  const query: Record<string, string> = {}
  for (const key of ['patient', 'actor', 'from', 'to']) {
    const value = url.searchParams.get(key)
    if (value !== null && value.trim() !== '') query[key] = value
  }
  return query
}

/** The filters as a query on the log. */
function auditExportWhere(query: AuditExportQuery): Where {
  const and: Where[] = []
  if (query.patient) and.push({ patient: { equals: query.patient } })
  if (query.actor) and.push({ actorId: { equals: query.actor } })
  if (query.from) and.push({ at: { greater_than_equal: `${query.from}T00:00:00.000Z` } })
  if (query.to) and.push({ at: { less_than: new Date(Date.parse(`${query.to}T00:00:00.000Z`) + 86_400_000).toISOString() } })
  return and.length ? { and } : {}
}

const AUDIT_CSV_COLUMNS = ['sequence', 'at', 'actorCollection', 'actorId', 'action', 'resource', 'documentId', 'patient', 'prevHash', 'hash'] as const

/** One CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

function auditCsv(entries: readonly Pick<AuditLog, (typeof AUDIT_CSV_COLUMNS)[number]>[]): string {
  const lines = [AUDIT_CSV_COLUMNS.join(',')]
  for (const entry of entries) lines.push(AUDIT_CSV_COLUMNS.map((column) => cell(entry[column])).join(','))
  return `${lines.join('\r\n')}\r\n`
}

const PAGE = 1000

/**
 * GET /api/audit-log/export?patient=&actor=&from=YYYY-MM-DD&to=YYYY-MM-DD: the matching entries as
 * CSV, in chain order. The export is itself an entry (action `export`, the admin as the actor, the
 * filtered patient as its patient); the filters are not kept in it.
 */
export const auditExportEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    const refused = refusedUnlessAdmin(req)
    if (refused || !req.user) return refused ?? jsonRefusal('Please sign in to the admin to use the audit log.', 401)
    const parsed = auditExportQuery.safeParse(queryOf(req))
    if (!parsed.success) return jsonRefusal(parsed.error.issues[0]?.message ?? 'Those filters cannot be read.', 400)
    const where = auditExportWhere(parsed.data)
    const entries: AuditLog[] = []
    for (let page = 1; ; page += 1) {
      // The admin's rights were checked above; the rows are read as the server, in chain order.
      const found = await req.payload.find({ collection: 'audit-log', where, sort: ['sequence', 'at'], limit: PAGE, page, depth: 0, overrideAccess: true })
      entries.push(...found.docs)
      if (!found.hasNextPage) break
    }
    await appendAudit(req.payload, {
      actorCollection: 'staff',
      actorId: req.user.id,
      action: 'export',
      resource: 'audit-log',
      documentId: 'export',
      patient: parsed.data.patient ?? null,
    })
    const name = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`
    return new Response(auditCsv(entries), {
      status: 200,
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-store' },
    })
  },
}

/** GET /api/audit-log/chain: the chain check (hooks/auditChain.ts) as JSON: entries checked and the first broken link. */
export const auditChainEndpoint: Endpoint = {
  path: '/chain',
  method: 'get',
  handler: async (req) => {
    const refused = refusedUnlessAdmin(req)
    if (refused) return refused
    return jsonAnswer(await verifyAuditChain(req.payload))
  },
}
