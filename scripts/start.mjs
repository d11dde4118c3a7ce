// `npm start`: install what is missing, build, migrate and seed, then serve the site (as
// SITE_PROCESSES processes, default 1) and the CMS admin. One Ctrl-C stops both.
import { ensureInstall } from './ensure-install.mjs'

ensureInstall()

const { localEnv } = await import('./local-env.mjs')
const { buildApps, setupDatabase, startCms, startSite, stopAll, waitForUrl } = await import('./processes.mjs')

const env = localEnv({ PRINT_SEED_LOGIN: '1' })
buildApps(env)
setupDatabase(env)

const children = [startSite(env), startCms(env)]
let stopping = false

async function stop(code) {
  if (stopping) return
  stopping = true
  await stopAll(children)
  process.exit(code)
}

process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
for (const child of children) {
  child.on('exit', (code) => {
    if (stopping) return
    console.error(`A server stopped unexpectedly (exit code ${code}); stopping the other.`)
    void stop(code || 1)
  })
}

const siteUrl = `http://localhost:${env.SITE_PORT}`
const siteProcesses = Number(env.SITE_PROCESSES || '1')
const adminUrl = `http://localhost:${env.CMS_PORT}/admin`
await Promise.all([waitForUrl(siteUrl), waitForUrl(adminUrl)])
console.log(`
  Site:  ${siteUrl}${siteProcesses > 1 ? ` (${siteProcesses} processes)` : ''}
  Admin: ${adminUrl}
  (the local staff login is printed above; Ctrl-C stops both)
`)
