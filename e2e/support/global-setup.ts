import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { localEnv } from '../../scripts/local-env.mjs'
import { setupDatabase, startCms, startSite, stopAll, waitForUrl } from '../../scripts/processes.mjs'
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

  const logFile = fs.openSync(path.join(dataDir, 'servers.log'), 'a')
  const children: ChildProcess[] = [startSite(env, ['ignore', logFile, logFile]), startCms(env, ['ignore', logFile, logFile])]
  const siteUrl = `http://localhost:${sitePort}`
  const cmsUrl = `http://localhost:${cmsPort}`
  const supportToken = crypto.randomBytes(24).toString('base64url')
  const support = startSupportServer(env, supportToken, logFile)
  children.push(support.child)
  let supportUrl: string
  try {
    ;[supportUrl] = await Promise.all([support.url, waitForUrl(siteUrl), waitForUrl(`${cmsUrl}/admin`)])
  } catch (error) {
    await stopAll(children)
    console.error(fs.readFileSync(path.join(dataDir, 'servers.log'), 'utf8'))
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
    // The site's cluster primary: its workers' memory is read from /proc by the upload memory spec (site-memory.ts).
    E2E_SITE_PID: String(children[0]!.pid),
  })

  return async () => {
    await stopAll(children)
    fs.rmSync(dataDir, { recursive: true, force: true })
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
