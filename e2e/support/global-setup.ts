import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { localEnv } from '../../scripts/local-env.mjs'
import { setupDatabase, startCms, startSite, stopAll, waitForUrl } from '../../scripts/processes.mjs'
import { checkCanaries } from './canaries.ts'
import { freePort } from './free-port.ts'

/**
 * Starts the built site and CMS on free ports over a fresh temporary SQLite database, exactly as
 * `npm start` runs them, and hands their addresses to the tests through the environment. The site
 * runs as two processes (SITE_PROCESSES=2), so every test, a whole purchase included, is served
 * by whichever of them the cluster picks: state that must agree has to be in the database.
 */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telehealth-e2e-'))
  const [sitePort, cmsPort, affiliatePort, tagManagerPort] = [await freePort(), await freePort(), await freePort(), await freePort()]
  process.env.DATA_DIR = dataDir
  const env = localEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'e2e.db')}`,
    SITE_PORT: String(sitePort),
    SITE_ORIGIN: `http://localhost:${sitePort}`,
    CMS_PORT: String(cmsPort),
    // The affiliate network is a listener the conversion spec starts on this port
    // (security-origin-and-limits.spec.ts); when it is not listening a conversion fails and is recorded so.
    AFFILIATE_CONVERSION_URL: `http://127.0.0.1:${affiliatePort}/conversion`,
    // The tag manager's script comes from a stand-in container the tag-manager spec serves on this
    // port (only while a container id is set in Settings does any page load it).
    TAG_MANAGER_ORIGIN: `http://127.0.0.1:${tagManagerPort}`,
    SEED_ADMIN_EMAIL: 'admin@example.com',
    SITE_PROCESSES: '2',
  })
  setupDatabase(env)

  // The PHI canary check's captures (canaries.ts): each server's own log file, and every outbound
  // HTTP call the servers make (outbound-recorder.mjs, loaded into both); the browser's in fixtures.ts.
  const canaryDir = path.join(dataDir, 'canaries')
  fs.mkdirSync(canaryDir, { recursive: true })
  const recorder = pathToFileURL(path.join(path.dirname(new URL(import.meta.url).pathname), 'outbound-recorder.mjs')).href
  const serverEnv = { ...env, E2E_CANARY_DIR: canaryDir, NODE_OPTIONS: [env.NODE_OPTIONS, `--import=${recorder}`].filter(Boolean).join(' ') }
  // The site's and the CMS's stdout and stderr; the set-up server (test machinery, not the product) has a file of its own.
  const logFile = fs.openSync(path.join(dataDir, 'servers.log'), 'a')
  const supportLog = fs.openSync(path.join(dataDir, 'support.log'), 'a')
  const children: ChildProcess[] = [startSite(serverEnv, ['ignore', logFile, logFile]), startCms(serverEnv, ['ignore', logFile, logFile])]
  const siteUrl = `http://localhost:${sitePort}`
  const cmsUrl = `http://localhost:${cmsPort}`
  const supportToken = crypto.randomBytes(24).toString('base64url')
  const support = startSupportServer(env, supportToken, supportLog)
  children.push(support.child)
  let supportUrl: string
  try {
    ;[supportUrl] = await Promise.all([support.url, waitForUrl(siteUrl), waitForUrl(`${cmsUrl}/admin`)])
  } catch (error) {
    await stopAll(children)
    for (const log of ['servers.log', 'support.log']) console.error(fs.readFileSync(path.join(dataDir, log), 'utf8'))
    throw error
  }

  // Tests read these (workers inherit the environment set here).
  Object.assign(process.env, {
    E2E_SITE_URL: siteUrl,
    E2E_SITE_ORIGIN: env.SITE_ORIGIN,
    E2E_AFFILIATE_PORT: String(affiliatePort),
    E2E_TAG_MANAGER_PORT: String(tagManagerPort),
    E2E_CMS_URL: cmsUrl,
    E2E_DATABASE_URL: env.DATABASE_URL,
    E2E_PAYLOAD_SECRET: env.PAYLOAD_SECRET,
    E2E_SESSION_SECRET: env.SESSION_SECRET,
    E2E_ADMIN_EMAIL: env.SEED_ADMIN_EMAIL,
    E2E_ADMIN_PASSWORD: env.SEED_ADMIN_PASSWORD,
    E2E_SUPPORT_URL: supportUrl,
    E2E_SUPPORT_TOKEN: supportToken,
    E2E_CANARY_DIR: canaryDir,
    // The site's cluster primary: its workers' memory is read from /proc by the upload memory spec (site-memory.ts).
    E2E_SITE_PID: String(children[0]!.pid),
  })

  return async () => {
    await stopAll(children)
    try {
      await reportCanaries(dataDir, canaryDir, env.DATABASE_URL)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/** The set-up operations' long-lived process (support-server.ts); answers its address once it listens. */
function startSupportServer(env: Record<string, string>, token: string, logFile: number): { child: ChildProcess; url: Promise<string> } {
  const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(repoRoot, 'e2e/support/support-server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...env, NODE_ENV: 'production', NODE_OPTIONS: '--conditions=production', E2E_SUPPORT_TOKEN: token },
    stdio: ['ignore', 'pipe', logFile],
  })
  const url = new Promise<string>((resolve, reject) => {
    let seen = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8')
      const port = /^(\d+)\n/.exec(seen)?.[1]
      if (port) resolve(`http://127.0.0.1:${port}/`)
    })
    child.once('exit', (code) => reject(new Error(`The e2e support server stopped (${code})`)))
    setTimeout(() => reject(new Error('The e2e support server did not start in 120 s')), 120_000).unref()
  })
  return { child, url }
}

/**
 * The PHI canary check over everything the run captured (canaries.ts): the figures for `npm test`'s
 * closing line in .test-figures/canaries.json, and the run fails on any hit or when no canary
 * patient went in at all. A run of a few specs may have made none: then it says so and writes nothing.
 */
async function reportCanaries(dataDir: string, canaryDir: string, databaseUrl: string): Promise<void> {
  const report = await checkCanaries(dataDir, canaryDir, databaseUrl)
  if (report.canaryPatients === 0) {
    console.log('PHI canaries: no canary patient went in during this run; nothing to check.')
    return
  }
  const folder = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../.test-figures')
  fs.mkdirSync(folder, { recursive: true })
  fs.writeFileSync(path.join(folder, 'canaries.json'), `${JSON.stringify({ canaryHits: report.canaryHits, canaryPlaces: report.canaryPlaces })}\n`)
  const searched = Object.entries(report.searched)
    .map(([place, count]) => `${place} ${count}`)
    .join(', ')
  console.log(`PHI canaries: ${report.canaryPatients} canary patients, ${report.canaryHits} hits in ${report.canaryPlaces} places (searched: ${searched}).`)
  // A capture that broke would make the check pass over nothing: the servers always log their start,
  // and a run with pages always has URLs (a run of API-only specs has none, and is told so).
  if (report.searched.serverLog === 0) throw new Error(`PHI canaries: the servers' log is empty (${searched}); the check would prove nothing.`)
  if (report.searched.browserUrl === 0) console.warn('PHI canaries: no page was opened in this run; the browser was not checked.')
  if (report.canaryHits > 0) {
    throw new Error(`PHI canaries found where no specification puts them:\n${report.hits.slice(0, 40).join('\n')}`)
  }
}
