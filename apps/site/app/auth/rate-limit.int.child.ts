/**
 * A second site process for rate-limit.int.test.ts: spends attempts on one budget through the same
 * database as the test, at the moment the test says "go", and prints what it was let through.
 *
 * stdin: one line "go"; stdout: "ready", then {"admitted": n, "refused": m}.
 * env: DATABASE_URL (the test's), SPEND_BUDGET (a LimitName), SPEND_SUBJECT, SPEND_COUNT, and
 * SPEND_MODE: `burst` (all attempts at once) or `sequential` (one after another).
 */
import readline from 'node:readline'
import { cmsAsServer } from '~/cms.server.ts'
import { RateLimited, spendAttempt, type LimitName } from './rate-limit.server.ts'

const budget = process.env.SPEND_BUDGET as LimitName // checked by the test that starts this
const subject = process.env.SPEND_SUBJECT ?? ''
const count = Number(process.env.SPEND_COUNT ?? '0')
const sequential = process.env.SPEND_MODE === 'sequential'

await cmsAsServer() // Payload started before the signal, so the burst is all spending.
const lines = readline.createInterface({ input: process.stdin })
console.log('ready')
for await (const line of lines) {
  if (line.trim() === 'go') break
}
lines.close()

function spend(): Promise<'admitted' | 'refused'> {
  return spendAttempt([budget, subject]).then(
    () => 'admitted' as const,
    (error: unknown) => {
      if (error instanceof RateLimited) return 'refused' as const
      throw error
    },
  )
}

const outcomes: ('admitted' | 'refused')[] = []
if (sequential) {
  for (let attempt = 0; attempt < count; attempt += 1) outcomes.push(await spend())
} else {
  outcomes.push(...(await Promise.all(Array.from({ length: count }, spend))))
}
console.log(JSON.stringify({ admitted: outcomes.filter((o) => o === 'admitted').length, refused: outcomes.filter((o) => o === 'refused').length }))
process.exit(0)
