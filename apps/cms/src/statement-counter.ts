import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * A bench hook (ADR 080): counts the SQL statements one request runs, through the drizzle logger the
 * SQL adapters accept. On only when BENCH_COUNT_STATEMENTS=1 (the bench's servers); production never
 * sets it, so its adapters get no logger at all. Only the statement's verb and first table are kept,
 * never its text beyond that and never its parameters: they carry PHI.
 */
export const STATEMENT_COUNT_FLAG = 'BENCH_COUNT_STATEMENTS'

export function statementCountingOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[STATEMENT_COUNT_FLAG] === '1'
}

/** The statements of one request: a total and how many of each `verb table` (select patients, insert orders...). */
export interface StatementTally {
  total: number
  byKind: Map<string, number>
}

// The site's build bundles its own copy of this module (through the CMS config) beside the one its
// server loads: both must see one store, so it lives on the process, under a registered symbol.
const STORE_KEY = Symbol.for('telehealth.statementCounter')
const holder = globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<StatementTally> }
const requests = (holder[STORE_KEY] ??= new AsyncLocalStorage<StatementTally>())

/**
 * `select ... from "patients" ...` -> `select patients`: the statement's first word and the table it
 * works on, named outside parentheses (a relational read puts its arrays, joins and hasMany fields in
 * subqueries of its column list; those are part of the same statement).
 */
function kindOf(query: string): string {
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? '?'
  let depth = 0
  for (let index = 0; index < query.length; index += 1) {
    const char = query[index]
    if (char === '(') depth += 1
    else if (char === ')') depth -= 1
    else if (char === '"' || char === "'" || char === '`') index = query.indexOf(char, index + 1) === -1 ? query.length : query.indexOf(char, index + 1)
    else if (depth === 0 && /[a-z]/i.test(char ?? '') && !/\w/.test(query[index - 1] ?? '')) {
      const table = /^(?:from|into|update)\s+["`]?([\w$]+)/i.exec(query.slice(index, index + 80))?.[1]
      if (table) return `${verb} ${table}`
    }
  }
  return verb
}

/** The drizzle logger (`logQuery(query, params)`) for the SQL adapters: counts into the current request's tally, outside one does nothing. */
const statementLogger = {
  logQuery(query: string): void {
    const tally = requests.getStore()
    if (!tally) return
    tally.total += 1
    const kind = kindOf(query)
    tally.byKind.set(kind, (tally.byKind.get(kind) ?? 0) + 1)
  },
}

/** Runs `work` (one request) with its own tally; every statement the adapter runs inside it is counted there. */
export function countStatements<T>(tally: StatementTally, work: () => T): T {
  return requests.run(tally, work)
}

/** The tally as a header value: `select patients=3, insert orders=1` (most first). */
export function describeTally(tally: StatementTally): string {
  return [...tally.byKind]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([kind, count]) => `${kind}=${count}`)
    .join(', ')
}

/** The adapter's `logger` option: the counter when the bench asked for it, else none (production). */
export function benchStatementLogger(): typeof statementLogger | undefined {
  return statementCountingOn() ? statementLogger : undefined
}
