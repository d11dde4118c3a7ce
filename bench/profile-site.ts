/**
 * `npm run profile -w @telehealth/bench -- [get PATH|intake|checkout|memory]`: starts the built site with --cpu-prof on a fresh
 * database, puts one kind of load on it, stops it and prints the functions that took the most
 * time (self time). For finding why a bench figure misses its target. The site gets the same heap
 * budget as `npm start` (SITE_MAX_OLD_SPACE_MB); SITE_NODE_FLAGS adds node flags to it.
 *
 * `... rounds [intake|checkout] [N]` runs no profiler: N rounds of the same write load (200
 * intakes, or 25 BUY NOWs by new patients, each from its own client address) on one
 * site process, printing the site's CPU per request (from /proc, all its threads) and the latency of
 * each round. The first round is what a freshly started site serves before the JIT has warmed up.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../e2e/support/free-port.ts'
import { localEnv } from '../scripts/local-env.mjs'
import { setupDatabase, siteHeapFlag, stopAll, waitForUrl } from '../scripts/processes.mjs'
import { loadGet, loadPosts } from './load.ts'
import { processCpuMs, treeRssMb } from './servers.ts'
import { benchPayload, checkoutRequests, intakeBody } from './fixtures.ts'

const kind = process.argv[2] ?? 'get'
const target = kind === 'rounds' ? '/' : (process.argv[3] ?? '/')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telehealth-profile-'))
const profileDir = path.join(dataDir, 'profile')
const profiler = kind === 'rounds' ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]
const port = await freePort()
const env = localEnv({ DATA_DIR: dataDir, DATABASE_URL: `file:${path.join(dataDir, 'p.db')}`, SITE_PORT: String(port), CMS_PORT: String(await freePort()) })
setupDatabase(env)
// --cpu-prof is refused in NODE_OPTIONS, so the site's server runs under node directly, with tsx as a loader.
const site = spawn(
  process.execPath,
  [
    siteHeapFlag(env),
    ...(process.env.SITE_NODE_FLAGS ?? '').split(' ').filter(Boolean),
    ...profiler,
    '--conditions=production',
    '--import',
    'tsx',
    'server/index.ts',
  ],
  {
    cwd: path.resolve(import.meta.dirname, '../apps/site'),
    // The load gives each fake patient its own address in X-Forwarded-For, as the bench does.
    env: { ...env, NODE_ENV: 'production', TRUST_PROXY: 'loopback' },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
)
const origin = `http://localhost:${port}`
/** 200 intakes, each with its own email: one round of the intake load. */
const intakeRound = (round: number) => Array.from({ length: 200 }, (_, index) => intakeBody(origin, round * 1000 + index))
await waitForUrl(`${origin}/healthz`)
for (let i = 0; i < 20; i++) await fetch(`${origin}${target}`).catch(() => undefined)
if (kind === 'memory') {
  // Resident memory after rounds of the same intake load: a plateau is the heap settling, a steady
  // climb is a leak.
  // `memory` puts intakes on the site; `memory /path` puts 10-second page loads on it.
  const page = process.argv[3]
  for (let round = 1; round <= 4; round += 1) {
    const load = page ? await loadGet(`${origin}${page}`, { seconds: 10, connections: 10 }) : await loadPosts(origin, intakeRound(round), 20)
    console.log(
      `after round ${round} (${page ? `${round * 10} s of ${page}` : `${round * 200} intakes`}, ${load.requestsPerSecond} req/s): site RSS ${treeRssMb(site.pid!)} MB`,
    )
  }
} else if (kind === 'rounds') {
  const buyers = process.argv[3] === 'checkout' ? await benchPayload(env.DATABASE_URL, env.PAYLOAD_SECRET) : null
  for (let round = 0; round < Number(process.argv[4] ?? 4); round += 1) {
    const requests = buyers ? await checkoutRequests(buyers, origin, 25) : intakeRound(round)
    const cpuBefore = processCpuMs(site.pid!)
    const load = await loadPosts(origin, requests, 20)
    const cpuPerRequest = (processCpuMs(site.pid!) - cpuBefore) / requests.length
    console.log(
      `round ${round + 1}: ${cpuPerRequest.toFixed(1)} ms of site CPU per request, p50 ${load.p50} ms, p95 ${load.p95} ms, p99 ${load.p99} ms, ${JSON.stringify(load.statusCounts)}`,
    )
  }
} else if (kind === 'checkout') {
  const payload = await benchPayload(env.DATABASE_URL, env.PAYLOAD_SECRET)
  const requests = await checkoutRequests(payload, origin, 25)
  console.log(await loadPosts(origin, requests, 20))
} else if (kind === 'intake') {
  console.log(await loadPosts(origin, intakeRound(0), 20))
} else {
  console.log(await loadGet(`${origin}${target}`, { seconds: 10, connections: 10 }))
}
await stopAll([site])
await new Promise((resolve) => setTimeout(resolve, 1000))

interface Node {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
const files = fs.existsSync(profileDir) ? fs.readdirSync(profileDir) : []
for (const file of files) {
  const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] }
  const self = new Map<number, number>()
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)))
  const byFunction = new Map<string, number>()
  const byPackage = new Map<string, number>()
  for (const node of profile.nodes) {
    const time = self.get(node.id) ?? 0
    const url = node.callFrame.url.replace(/^file:\/\//, '')
    const key = `${node.callFrame.functionName || '(anonymous)'} ${url.split('node_modules/').pop()}:${node.callFrame.lineNumber}`
    byFunction.set(key, (byFunction.get(key) ?? 0) + time)
    const pkg = url.includes('node_modules/')
      ? url
          .split('node_modules/')
          .pop()!
          .split('/')
          .slice(0, url.split('node_modules/').pop()!.startsWith('@') ? 2 : 1)
          .join('/')
      : url
        ? 'app'
        : node.callFrame.functionName
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time)
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0)
  console.log(`\n${file}: ${(total / 1000).toFixed(0)} ms sampled`)
  console.log('-- by package')
  for (const [key, time] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${((time / total) * 100).toFixed(1).padStart(5)}%  ${key}`)
  console.log('-- by function')
  for (const [key, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${((time / total) * 100).toFixed(1).padStart(5)}%  ${key}`)
  console.log('-- by function, outside node_modules')
  const own = [...byFunction].filter(([key]) => key.includes('/work/') || key.includes('/apps/') || key.includes('/packages/'))
  for (const [key, time] of own.sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${((time / total) * 100).toFixed(1).padStart(5)}%  ${key}`)
}
fs.rmSync(dataDir, { recursive: true, force: true })
