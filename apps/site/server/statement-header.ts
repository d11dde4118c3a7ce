import type { RequestHandler } from 'express'
import { countStatements, describeTally, type StatementTally } from '@telehealth/cms/statement-counter'

/**
 * The bench's view of the database (ADR 080): each request runs with its own tally of SQL statements,
 * answered as `X-Statements: N` and `X-Statement-Kinds: select patients=3, ...` (verbs and tables, no
 * values). Loaded by server/index.ts only when BENCH_COUNT_STATEMENTS=1, which only the bench sets.
 * The headers go out with the response's head, so they count what the loaders and actions ran
 * before it: all of a redirect or a JSON answer, all but deferred data of a page.
 */
export function statementHeaders(): RequestHandler {
  return (_req, res, next) => {
    const tally: StatementTally = { total: 0, byKind: new Map() }
    const writeHead = res.writeHead.bind(res)
    // The head is written once, by whoever answers (Remix, static files, compression's wrapper):
    // the figures are set just before it, whatever its arguments.
    res.writeHead = ((...args: Parameters<typeof writeHead>) => {
      if (!res.headersSent) {
        res.setHeader('X-Statements', String(tally.total))
        res.setHeader('X-Statement-Kinds', describeTally(tally))
      }
      return writeHead(...args)
    }) as typeof res.writeHead
    countStatements(tally, next)
  }
}
