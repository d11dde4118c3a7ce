import type { Payload } from 'payload'
import { checkoutRequests, intakeBody } from './fixtures.ts'
import { loadPosts, type LoadResult } from './load.ts'
import { countStatementsOf, homeRequests, medicalFormSubmits, type BenchRequest, type StatementCount } from './statements.ts'
import { writeLine, writeSummary } from './writes.ts'

/**
 * The part of the bench that depends on the database engine, run once per engine (ADR 080): SQL
 * statements per request for BUY NOW, intake submit, /home and the medical-form submit, then the
 * write loads (intake submit and checkout authorize, 20 clients, several rounds).
 */
export interface DatabasePassOptions {
  /** Label of the engine in the table: SQLite, PostgreSQL. */
  engine: string
  rounds: number
  writeClients: number
  writeRequests: number
  buyers: number
  /** Requests of each kind sent one at a time to count statements. */
  probes: number
}

export type Row = [label: string, value: string, target?: string]

function statementLine(count: StatementCount): string {
  const spread = count.min === count.max ? '' : ` (${count.min}-${count.max} over ${count.requests})`
  const statuses = [...new Set(count.statuses)].join('/')
  return `${count.median} statements${spread}, HTTP ${statuses}; ${count.kinds}`
}

export async function databasePass(payload: Payload, origin: string, options: DatabasePassOptions): Promise<{ rows: Row[]; results: Record<string, unknown> }> {
  const { engine } = options
  const rows: Row[] = []
  const results: Record<string, unknown> = {}
  const statements: Record<string, StatementCount | string> = {}

  /** One kind of request, counted; a failure is a row of its own and the rest still runs. */
  async function count(label: string, requests: () => Promise<BenchRequest[] | { reason: string }>) {
    try {
      const made = await requests()
      if ('reason' in made) throw new Error(made.reason)
      const counted = await countStatementsOf(origin, made)
      if (!counted) throw new Error('the site sent no X-Statements (not started with BENCH_COUNT_STATEMENTS=1)')
      statements[label] = counted
      rows.push([`statements ${label} [${engine}]`, statementLine(counted)])
    } catch (error) {
      statements[label] = (error as Error).message
      rows.push([`statements ${label} [${engine}]`, `not measured (${(error as Error).message.split('\n')[0]})`])
    }
  }

  let formCookies: string[] = []
  await count('BUY NOW (checkout authorize)', () => checkoutRequests(payload, origin, options.probes))
  await count('intake submit', async () => Array.from({ length: options.probes }, (_, index) => intakeBody(origin, 900_000 + index)))
  await count('medical-form submit', async () => {
    const made = await medicalFormSubmits(payload, origin, options.probes)
    if ('requests' in made) formCookies = made.cookies
    return 'requests' in made ? made.requests : made
  })
  // The patients who just submitted their form: an order waiting for its prescription, with its answers.
  await count('/home/orders (a tab)', async () =>
    formCookies.length > 0 ? homeRequests(formCookies) : { reason: 'no signed-in patient from the form submits' },
  )
  results.statements = statements

  // Writes under 20 concurrent clients, in alternating rounds, each round with fresh intakes and fresh patients.
  const intakeProbeBody = intakeBody(origin, 0)
  const intakeProbe = await fetch(`${origin}/intake/submit`, {
    method: 'POST',
    headers: intakeProbeBody.headers,
    body: intakeProbeBody.body,
    redirect: 'manual',
  })
  if (intakeProbe.status >= 400) rows.push([`intake submit (20 clients) [${engine}]`, `not measured (HTTP ${intakeProbe.status})`])
  const intakeRounds: LoadResult[] = []
  const checkoutRounds: LoadResult[] = []
  let checkoutSkipped = ''
  for (let round = 0; round < options.rounds; round += 1) {
    if (intakeProbe.status < 400) {
      const bodies = Array.from({ length: options.writeRequests }, (_, index) => intakeBody(origin, 1 + round * options.writeRequests + index))
      intakeRounds.push(await loadPosts(origin, bodies, options.writeClients))
    }
    if (!checkoutSkipped) {
      const requests = await checkoutRequests(payload, origin, options.buyers)
      if (requests.length === options.buyers) checkoutRounds.push(await loadPosts(origin, requests, options.writeClients))
      else
        checkoutSkipped = `not measured in round ${round + 1} and after (sign-in refused for ${options.buyers - requests.length} of ${options.buyers} patients)`
    }
  }
  if (intakeRounds.length > 0) {
    const intake = writeSummary(intakeRounds)
    results.intakeSubmit = intake
    rows.push([`intake submit (20 clients) [${engine}]`, `${options.writeRequests} per round: ${writeLine(intake)}`, 'p95 < 300 ms, 0 errors'])
  }
  if (checkoutRounds.length > 0) {
    const checkout = writeSummary(checkoutRounds)
    results.checkoutAuthorize = checkout
    rows.push([`checkout authorize (20 clients) [${engine}]`, `${options.buyers} per round: ${writeLine(checkout)}`, 'p95 < 500 ms, 0 errors'])
  }
  if (checkoutSkipped) rows.push([`checkout authorize (20 clients) [${engine}]`, checkoutSkipped])
  return { rows, results }
}
