import type { Payload } from 'payload'
import { patientAwaitingForm } from './fixtures.ts'
import { spreadOf } from './stats.ts'

/**
 * The bench's count of SQL statements per request (ADR 080). The site, started by the bench with
 * BENCH_COUNT_STATEMENTS=1, answers each request with `X-Statements: N` and `X-Statement-Kinds`
 * (verbs and tables, never values); these requests are sent one at a time, so each count is one
 * request's alone.
 */

export interface BenchRequest {
  path: string
  body?: string
  headers: Record<string, string>
  method?: 'GET' | 'POST' | 'PUT'
}

export interface StatementCount {
  /** Statements of the request that had the median count, with its kinds. */
  median: number
  min: number
  max: number
  requests: number
  statuses: number[]
  /** `select patients=3, insert orders=1, ...` of the request at the median. */
  kinds: string
}

/** Sends each request in turn and reads its statement count; null when the site sends no count (not started for counting). */
export async function countStatementsOf(origin: string, requests: readonly BenchRequest[]): Promise<StatementCount | null> {
  const samples: { total: number; kinds: string; status: number }[] = []
  for (const request of requests) {
    const response = await fetch(`${origin}${request.path}`, {
      method: request.method ?? 'POST',
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
    })
    await response.arrayBuffer()
    const total = response.headers.get('x-statements')
    if (total === null) return null
    samples.push({ total: Number(total), kinds: response.headers.get('x-statement-kinds') ?? '', status: response.status })
  }
  const spread = spreadOf(samples.map((sample) => sample.total))
  const sorted = [...samples].sort((a, b) => a.total - b.total)
  const middle = sorted[Math.floor((sorted.length - 1) / 2)]
  return {
    median: spread.median,
    min: spread.min,
    max: spread.max,
    requests: samples.length,
    statuses: samples.map((sample) => sample.status),
    kinds: middle?.kinds ?? '',
  }
}

/** The published version of a questionnaire kind: its row id and version id, as the form posts them. */
async function publishedVersion(payload: Payload, kind: 'medical' | 'bare' | 'refill') {
  const questionnaire = (await payload.find({ collection: 'questionnaires', where: { kind: { equals: kind } }, limit: 1, depth: 0, draft: false })).docs[0]
  if (!questionnaire) return null
  const latest = (
    await payload.findVersions({
      collection: 'questionnaires',
      where: { and: [{ parent: { equals: questionnaire.id } }, { 'version._status': { equals: 'published' } }] },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
    })
  ).docs[0]
  return latest ? { questionnaireId: questionnaire.id, version: latest.id } : null
}

/**
 * Medical-form submits (`POST /api/submit-md-form`), one per new signed-in patient: a returning
 * patient (a health id) whose semaglutide order waits for its form, so the form is the seeded refill
 * questionnaire, answered completely (no side effects, a weight, no changed medications). Each comes
 * with the patient's cookie, for reading /home afterwards.
 */
export async function medicalFormSubmits(
  payload: Payload,
  origin: string,
  count: number,
): Promise<{ requests: BenchRequest[]; cookies: string[] } | { reason: string }> {
  const version = await publishedVersion(payload, 'refill')
  if (!version) return { reason: 'no published refill questionnaire' }
  const requests: BenchRequest[] = []
  const cookies: string[] = []
  for (let index = 0; index < count; index += 1) {
    const { order, cookie, address } = await patientAwaitingForm(payload, origin, `Form${index}`, { health_id: `H-BENCH-${index}-${Date.now()}` })
    if (!cookie) return { reason: `sign-in refused for patient ${index + 1}` }
    cookies.push(cookie)
    requests.push({
      path: '/api/submit-md-form',
      headers: { Origin: origin, Cookie: cookie, 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({
        order_id: String(order.id),
        questionnaireId: String(version.questionnaireId),
        version: String(version.version),
        answers: { '1': 'No', '3': 201, '4': 'none' },
        doseSchedule: [],
      }),
    })
  }
  return { requests, cookies }
}

/** `GET /home/orders` (the tab /home opens first: the layout's loader and the tab's) for each cookie. */
export function homeRequests(cookies: readonly string[]): BenchRequest[] {
  return cookies.map((cookie) => ({ path: '/home/orders', method: 'GET', headers: { Cookie: cookie } }))
}
