/**
 * A second (and third) CMS process for auditChain.int.test.ts: writes audit entries through the one
 * writer on the same database as the test, at the moment the test says "go".
 *
 * stdin: one line "go"; stdout: "ready", then {"written": n}.
 * env: DATABASE_URL and DATA_DIR (the test's), CHAIN_WRITES (how many), CHAIN_ACTOR (the actor id).
 */
import readline from 'node:readline'
import { getPayload } from 'payload'
import config from '../payload.config.ts'
import { appendAudit } from './audit.ts'

const count = Number(process.env.CHAIN_WRITES ?? '0')
const actor = process.env.CHAIN_ACTOR ?? 'child'

const payload = await getPayload({ config }) // started before the signal, so the burst is all writing
const lines = readline.createInterface({ input: process.stdin })
console.log('ready')
for await (const line of lines) {
  if (line.trim() === 'go') break
}
lines.close()

await Promise.all(
  Array.from({ length: count }, (_, index) =>
    appendAudit(payload, { actorCollection: 'site', actorId: actor, action: 'update', resource: 'leads', documentId: `${actor}-${index}`, patient: null }),
  ),
)
console.log(JSON.stringify({ written: count }))
process.exit(0)
