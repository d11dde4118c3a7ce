import cluster from 'node:cluster'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runPrimary, siteProcesses } from './site-processes.ts'

/**
 * The site's entry for `npm start`: SITE_PROCESSES (default 1) site processes sharing one port
 * (ADR 019). With 1 this process is the site (server/index.ts). With more it is only the primary of
 * a node:cluster (site-processes.ts): it forks that many workers, each a whole site running
 * server/index.ts. (Periodic work runs on Payload's Jobs Queue in the admin's server: ADR 070.) Nothing that decides correctness lives in a process
 * (DESIGN.md, "Several processes, one database"), so any worker may serve any request.
 */
const count = siteProcesses()
if (count > 1 && cluster.isPrimary) {
  runPrimary(count, path.join(path.dirname(fileURLToPath(import.meta.url)), 'index.ts'), `http://localhost:${process.env.SITE_PORT ?? '3000'}`)
} else {
  await import('./index.ts')
}
