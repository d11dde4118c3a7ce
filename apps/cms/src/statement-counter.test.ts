import { afterEach, describe, expect, it } from 'vitest'
import { benchStatementLogger, countStatements, describeTally, STATEMENT_COUNT_FLAG, type StatementTally } from './statement-counter.ts'

const newTally = (): StatementTally => ({ total: 0, byKind: new Map() })

describe('the bench statement counter (ADR 080)', () => {
  afterEach(() => {
    delete process.env[STATEMENT_COUNT_FLAG]
  })

  it('gives the adapters no logger unless the bench asks for one', () => {
    expect(benchStatementLogger()).toBeUndefined()
    process.env[STATEMENT_COUNT_FLAG] = '0'
    expect(benchStatementLogger()).toBeUndefined()
  })

  it("counts each request's statements in its own tally, by verb and table, and keeps no values", async () => {
    process.env[STATEMENT_COUNT_FLAG] = '1'
    const logger = benchStatementLogger()
    if (!logger) throw new Error('no logger with the flag on')
    const first = newTally()
    const second = newTally()
    await Promise.all([
      countStatements(first, async () => {
        logger.logQuery('select "id", "email" from "patients" where "email" = ?')
        await new Promise((resolve) => setTimeout(resolve, 5))
        logger.logQuery('select "id" from "patients" where "id" = ?')
        logger.logQuery('insert into "orders" ("patient") values (?) returning "id"')
        // A relational read: its array rows come from a subquery in the column list.
        logger.logQuery('select "id", (select json_group_array("name") from "carts_items" where "_parent_id" = "carts"."id") from "carts" where "id" = ?')
      }),
      countStatements(second, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1))
        logger.logQuery('update "carts" set "status" = $1 where "carts"."id" = $2')
      }),
    ])
    // Outside a request nothing is counted (start-up, jobs).
    logger.logQuery('select 1')
    expect(first.total).toBe(4)
    expect(describeTally(first)).toBe('select patients=2, insert orders=1, select carts=1')
    expect(second.total).toBe(1)
    expect(describeTally(second)).toBe('update carts=1')
  })
})
