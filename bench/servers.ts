import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { STATEMENT_COUNT_FLAG } from '@telehealth/cms/statement-counter'
import { localEnv } from '../scripts/local-env.mjs'
import { buildApps, setupDatabase, startCms, startSite, stopAll, waitForUrl } from '../scripts/processes.mjs'

export interface RunningApps {
  siteUrl: string
  cmsUrl: string
  env: ReturnType<typeof localEnv>
  children: ChildProcess[]
  dataDir: string
  /** SITE_PROCESSES as passed to the site, or undefined: the start script decides how many. */
  siteProcesses: string | undefined
  stop(): Promise<void>
}

export interface StartOptions {
  /** An empty database of another engine (PostgreSQL); by default a fresh SQLite file in the temporary folder. */
  databaseUrl?: string
  /** False when this run already built the apps. */
  build?: boolean
}

/**
 * The built apps on their own ports over a fresh temporary database, as `npm start` runs them.
 * SITE_PROCESSES (how many site processes to run) is handed to the site as the bench was given it;
 * unset or empty, it stays unset and the site's start script decides. The site counts the SQL
 * statements of each request and answers them in headers (ADR 080): only the bench starts it so.
 */
export async function startApps(sitePort: number, cmsPort: number, options: StartOptions = {}): Promise<RunningApps> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telehealth-bench-'))
  const siteProcesses = process.env.SITE_PROCESSES?.trim() || undefined
  const env = localEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? `file:${path.join(dataDir, 'bench.db')}`,
    SITE_PORT: String(sitePort),
    SITE_ORIGIN: `http://localhost:${sitePort}`,
    CMS_PORT: String(cmsPort),
    // The load clients stand in for a proxy on this machine: each bench patient's address comes in
    // X-Forwarded-For (fixtures.ts benchClientAddress), which the site believes only from loopback.
    TRUST_PROXY: 'loopback',
    // The bench's own build adds its baseline page (/bench-baseline); production builds never have it.
    SITE_BENCH_ROUTES: '1',
    [STATEMENT_COUNT_FLAG]: '1',
    ...(siteProcesses ? { SITE_PROCESSES: siteProcesses } : {}),
  })
  if (!siteProcesses) delete env.SITE_PROCESSES
  if (options.build !== false) buildApps(env)
  setupDatabase(env)
  const log = fs.openSync(path.join(dataDir, 'servers.log'), 'a')
  const children = [startSite(env, ['ignore', log, log]), startCms(env, ['ignore', log, log])]
  const siteUrl = `http://localhost:${sitePort}`
  const cmsUrl = `http://localhost:${cmsPort}`
  await Promise.all([waitForUrl(`${siteUrl}/healthz`), waitForUrl(`${cmsUrl}/admin`)])
  return {
    siteUrl,
    cmsUrl,
    env,
    children,
    dataDir,
    siteProcesses,
    async stop() {
      await stopAll(children)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Resident memory (MB) of a process and all its descendants (tsx and next start children). */
export function treeRssMb(rootPid: number): number {
  const table = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => {
      try {
        const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
        const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1] ?? 0)
        const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
        return { pid: Number(pid), ppid, rssKb }
      } catch {
        return null
      }
    })
    .filter((row): row is { pid: number; ppid: number; rssKb: number } => row !== null)
  const inTree = new Set([rootPid])
  let grew = true
  while (grew) {
    grew = false
    for (const row of table) {
      if (!inTree.has(row.pid) && inTree.has(row.ppid)) {
        inTree.add(row.pid)
        grew = true
      }
    }
  }
  const kb = table.filter((row) => inTree.has(row.pid)).reduce((sum, row) => sum + row.rssKb, 0)
  return Math.round(kb / 1024)
}

/** CPU time (user + system, all threads, in ms) a process has used so far; Linux ticks are 10 ms. */
export function processCpuMs(pid: number): number {
  // The fields after the command name, which may itself hold spaces: utime and stime are 14th and 15th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}
