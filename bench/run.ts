import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../e2e/support/free-port.ts'
import { benchPayload, checkoutRequests, createPatientsWithCarts, intakeBody, intakeCookie, signInCookie } from './fixtures.ts'
import { lighthouseScores, type LighthouseScores } from './lighthouse.ts'
import { loadGet, loadPosts, type LoadResult } from './load.ts'
import { startApps, treeRssMb } from './servers.ts'
import { routeSizes } from './sizes.ts'

/**
 * `npm run bench`: speed and size of the built apps, each page against a baseline measured in the
 * same run. Prints one table and writes bench/results.json. Nothing here asserts; targets are
 * printed beside the figures.
 */
const benchDir = path.dirname(fileURLToPath(import.meta.url))
const siteDir = path.resolve(benchDir, '../apps/site')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const WRITE_CLIENTS = 20
const WRITE_REQUESTS = Number(process.env.BENCH_WRITES ?? 200)

const apps = await startApps(await freePort(), await freePort())
const results: Record<string, unknown> = { measuredAt: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS }
const rows: string[][] = []
const note = (label: string, value: string, target = '') => rows.push([label, value, target])

/** One part of the run; a failure is reported in the table and the rest still runs. */
async function section(label: string, work: () => Promise<void>) {
  try {
    await work()
  } catch (error) {
    note(label, `not measured (${(error as Error).message.split('\n')[0]})`)
  }
}

try {
  const payload = await benchPayload(apps.env.DATABASE_URL, apps.env.PAYLOAD_SECRET)
  const origin = apps.siteUrl
  const memory = () => ({ siteMb: treeRssMb(apps.children[0]!.pid!), cmsMb: treeRssMb(apps.children[1]!.pid!) })

  // Warm up every page once (first compile of lazy modules, Payload init).
  for (const route of ['/healthz', '/bench-baseline', '/', '/select-med', '/weight-loss-report']) await fetch(`${origin}${route}`).catch(() => undefined)
  results.memoryAfterWarmUp = memory()

  // 1. Throughput and latency against the baseline.
  const [homePatient] = await createPatientsWithCarts(payload, 1, 'home')
  const cookie = homePatient ? await signInCookie(origin, homePatient.email) : null
  // The report shows the numbers of the intake this browser submitted.
  const reportCookie = await intakeCookie(origin)
  const pages: [string, string, Record<string, string> | undefined][] = [
    // The baseline: a page in the site's layout that renders a static string and reads nothing
    // itself (the layout's footer comes from the content cache, as on every page).
    ['baseline /bench-baseline', '/bench-baseline', undefined],
    // The bare server for reference: a resource route, no React rendering at all.
    ['/healthz (no rendering)', '/healthz', undefined],
    ['/', '/', undefined],
    ['/select-med', '/select-med', undefined],
    ['/weight-loss-report', '/weight-loss-report?desiredWeight=150', reportCookie ? { Cookie: reportCookie } : undefined],
    ['/home (signed in)', '/home', cookie ? { Cookie: cookie } : undefined],
  ]
  const throughput: Record<string, LoadResult & { ratio: number; status: number }> = {}
  let baseline = 0
  for (const [label, route, headers] of pages) {
    const probe = await fetch(`${origin}${route}`, { redirect: 'manual', headers })
    if (probe.status !== 200) {
      note(label, `not measured (HTTP ${probe.status})`)
      continue
    }
    // A short run first, discarded: the first route measured must not pay for the server's warm-up
    // (JIT, lazy modules), or every ratio to the baseline is flattered.
    await loadGet(`${origin}${route}`, { seconds: 2, connections: CONNECTIONS, headers })
    const load = await loadGet(`${origin}${route}`, { seconds: SECONDS, connections: CONNECTIONS, headers })
    if (label.startsWith('baseline')) baseline = load.requestsPerSecond
    const ratio = baseline ? Math.round((load.requestsPerSecond / baseline) * 100) : 0
    throughput[label] = { ...load, ratio, status: probe.status }
    note(label, `${load.requestsPerSecond} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${ratio}% of baseline`, label === '/' ? '>= 70% of baseline' : '')
  }
  results.throughput = throughput

  // 2. Writes under 20 concurrent clients: intake submit and checkout authorize (sandbox).
  const intakeBodies = Array.from({ length: WRITE_REQUESTS }, (_, index) => intakeBody(origin, index))
  const intakeProbe = await fetch(`${origin}/intake/submit`, { method: 'POST', headers: intakeBodies[0]!.headers, body: intakeBodies[0]!.body, redirect: 'manual' })
  if (intakeProbe.status < 400) {
    const intake = await loadPosts(origin, intakeBodies.slice(1), WRITE_CLIENTS)
    results.intakeSubmit = intake
    note('intake submit (20 clients)', `p50 ${intake.p50} ms, p95 ${intake.p95} ms, p99 ${intake.p99} ms, errors ${intake.errors + intake.failedResponses}/${intake.total} (${JSON.stringify(intake.statusCounts)})`, 'p95 < 300 ms, 0 errors')
  } else note('intake submit (20 clients)', `not measured (HTTP ${intakeProbe.status})`)

  // Each checkout needs its own patient (one active order each), and sign-in allows 100 per IP in
  // 15 minutes, so the checkout run uses 25 patients.
  const buyers = Math.min(25, WRITE_REQUESTS)
  const checkoutBodies = await checkoutRequests(payload, origin, buyers)
  if (checkoutBodies.length === buyers) {
    const checkout = await loadPosts(origin, checkoutBodies, WRITE_CLIENTS)
    results.checkoutAuthorize = checkout
    note('checkout authorize (20 clients)', `p50 ${checkout.p50} ms, p95 ${checkout.p95} ms, p99 ${checkout.p99} ms, errors ${checkout.errors + checkout.failedResponses}/${checkout.total} (${JSON.stringify(checkout.statusCounts)})`, 'p95 < 500 ms, 0 errors')
  } else note('checkout authorize (20 clients)', 'not measured (sign-in not available)')
  results.memoryAfterLoad = memory()

  // 3. JavaScript and CSS shipped on a first visit.
  await section('first-load sizes', async () => {
    const sizes = routeSizes(siteDir, ['routes/_index', 'routes/select-med', 'routes/weight-loss-payment.$cartId'])
    results.sizes = sizes
    for (const size of sizes) {
      note(`first-load ${size.route.replace('routes/', '')}`, `JS ${(size.jsGzip / 1024).toFixed(1)} KB gzip / ${(size.jsBrotli / 1024).toFixed(1)} KB br (${size.jsFiles} files), CSS ${(size.cssGzip / 1024).toFixed(1)} KB gzip`, size.route.includes('_index') ? 'JS <= 120 KB gzip' : '')
    }
  })

  // 4. Lighthouse, mobile preset.
  let scores: LighthouseScores[] = []
  try {
    const [viewer] = await createPatientsWithCarts(payload, 1, 'viewer')
    const checkoutPath = viewer ? `/weight-loss-payment/${viewer.cartPublicId}` : '/'
    scores = await lighthouseScores([`${origin}/`, `${origin}/select-med`, `${origin}${checkoutPath}`])
  } catch (error) {
    note('lighthouse', `not measured (${(error as Error).message})`)
  }
  results.lighthouse = scores
  for (const score of scores) {
    note(`lighthouse ${new URL(score.url).pathname.slice(0, 24)}`, `perf ${score.performance}, a11y ${score.accessibility}, LCP ${score.lcpMs} ms, TBT ${score.tbtMs} ms, CLS ${score.cls}`, 'perf >= 95, a11y 100')
  }

  const mem = results.memoryAfterWarmUp as { siteMb: number; cmsMb: number }
  const memAfter = results.memoryAfterLoad as { siteMb: number; cmsMb: number }
  note('memory (RSS)', `site ${mem.siteMb} -> ${memAfter.siteMb} MB, cms ${mem.cmsMb} -> ${memAfter.cmsMb} MB (after warm-up -> after load)`)
} finally {
  await apps.stop()
}

const width = Math.max(...rows.map((row) => row[0]!.length))
console.log('\nBenchmark (built apps, loopback, temporary SQLite)\n')
for (const [label, value, target] of rows) console.log(`${label!.padEnd(width)}  ${value}${target ? `   [target: ${target}]` : ''}`)
fs.writeFileSync(path.join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
console.log(`\nWritten to bench/results.json`)
process.exit(0)
