import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { canariesIn, PHI_CANARIES, type CanaryKind } from '@telehealth/domain/phi-canaries'

/**
 * The PHI canary check at the end of the e2e run (issue 32, ADR 106). The test patients carry marker
 * values (@telehealth/domain/phi-canaries: intakeAnswers and createPatient use them); everything the
 * run captured is searched for them:
 *   serverLog        the site's and the CMS's stdout and stderr (global-setup.ts writes them to a file)
 *   browserUrl       every URL a page requested (fixtures.ts)
 *   dataLayer        `window.dataLayer` after each page load (fixtures.ts)
 *   outbound         every HTTP call the servers made (outbound-recorder.mjs)
 *   outbox           every email and text sent: the patient's own name and address may be in a message
 *                    to them (the specification's greetings); their birth date, weight, answers and
 *                    files may not
 * A marker anywhere else is a hit. Answers the hits, the places searched, and how many canary
 * patients went in (a check over data that never held a marker proves nothing).
 */
export interface CanaryReport {
  canaryHits: number
  canaryPlaces: number
  canaryPatients: number
  /** How many lines, URLs, calls and messages each place gave to search. */
  searched: Record<string, number>
  hits: string[]
}

const OUTBOX_ALLOWED: readonly CanaryKind[] = ['name', 'email']
const ALL: readonly CanaryKind[] = ['name', 'dateOfBirth', 'email', 'weight', 'answer', 'fileName']

function linesOf(file: string): string[] {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []
}

export async function checkCanaries(dataDir: string, canaryDir: string, databaseUrl: string): Promise<CanaryReport> {
  const hits: string[] = []
  const searched: Record<string, number> = { serverLog: 0, browserUrl: 0, dataLayer: 0, outbound: 0, outbox: 0 }
  const search = (place: string, text: string, kinds: readonly CanaryKind[] = ALL) => {
    const key = place.split(' ')[0] ?? place
    searched[key] = (searched[key] ?? 0) + 1
    const found = canariesIn(text, kinds)
    if (found.length) hits.push(`${place} [${found.join(', ')}]: ${text.slice(0, 300)}`)
  }
  for (const line of linesOf(path.join(dataDir, 'servers.log'))) search('serverLog', line)
  const captures = fs.existsSync(canaryDir) ? fs.readdirSync(canaryDir) : []
  for (const file of captures.filter((name) => name.startsWith('browser-'))) {
    for (const line of linesOf(path.join(canaryDir, file))) {
      const entry = JSON.parse(line) as { place: string; page?: string; text: string }
      search(entry.place === 'dataLayer' ? `dataLayer on ${entry.page ?? '?'}` : 'browserUrl', entry.text)
    }
  }
  for (const file of captures.filter((name) => name.startsWith('outbound-'))) {
    for (const line of linesOf(path.join(canaryDir, file))) {
      const entry = JSON.parse(line) as { url: string; body: string }
      search('outbound', `${entry.url} ${entry.body}`)
    }
  }
  const db = createClient({ url: databaseUrl })
  try {
    const messages = await db.execute('SELECT subject, body, html FROM outbox')
    for (const row of messages.rows)
      search(
        'outbox',
        [row.subject, row.body, row.html].map((value) => (typeof value === 'string' ? value : '')).join(' '),
        ALL.filter((kind) => !OUTBOX_ALLOWED.includes(kind)),
      )
    const patients = await db.execute({
      sql: 'SELECT count(*) AS n FROM patients WHERE last_name = ? OR email LIKE ?',
      args: [PHI_CANARIES.lastName, `${PHI_CANARIES.emailLocalPart}%`],
    })
    return { canaryHits: hits.length, canaryPlaces: 5, canaryPatients: Number(patients.rows[0]?.n ?? 0), searched, hits }
  } finally {
    db.close()
  }
}
