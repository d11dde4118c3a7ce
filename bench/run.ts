import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../e2e/support/free-port.ts'
import { benchPayload, checkoutRequests, createPatientsWithCarts, intakeBody, intakeCookie, signInCookie } from './fixtures.ts'
import { lighthouseScores, type LighthouseScores } from './lighthouse.ts'
import { addStatusCounts, loadGet, loadPosts, type LoadResult } from './load.ts'
import { measurePairs, type PairedResult, type Target } from './pairs.ts'
import { startApps, treeRssMb } from './servers.ts'
import { autosaveRequests, generatedVersion, nextQuestionTimes } from './runner.ts'
import { builtRouteIds, routeSizes } from './sizes.ts'
import { scaleSpread, spreadOf, type Spread } from './stats.ts'

/**
 * `npm run bench`: speed and size of the built apps, each page against a baseline measured in the
 * same run. Prints one table and writes bench/results.json. Nothing here asserts; targets are
 * printed beside the figures.
 *
 * Pages: each route and the baseline page run in alternating short windows (route, baseline;
 * baseline, route; ...), and the figure is the median of the pairwise ratios with their spread, so
 * a noisy stretch of the machine hits both sides of a pair instead of one route's whole run.
 * Writes: several rounds of each load, the median p95 with its range and the errors of all rounds.
 *
 *   BENCH_PAIRS            pairs of windows per route (default 8)
 *   BENCH_WINDOW_SECONDS   length of one window (default 1.5)
 *   BENCH_SECONDS          seconds of load on each route, split into windows: sets the pairs when
 *                          BENCH_PAIRS is not given (pairs = BENCH_SECONDS / BENCH_WINDOW_SECONDS)
 *   BENCH_WARMUP_SECONDS   discarded run of each route before its pairs (default 2)
 *   BENCH_CONNECTIONS      keep-alive clients for the pages (default 10)
 *   BENCH_ROUNDS           rounds of each write load (default 4)
 *   BENCH_WRITES           intake submits per round (default 200)
 *   BENCH_BUYERS           BUY NOWs per checkout round, one new patient each (default 25)
 *   SITE_PROCESSES         passed to the site as given; unset, the site's start script decides
 */
const benchDir = path.dirname(fileURLToPath(import.meta.url))
const siteDir = path.resolve(benchDir, '../apps/site')

/** A positive number from the environment, or the fallback when unset, empty or not a positive number. */
function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw)
  return Number.isFinite(value) && value > 0 ? value : fallback
}

const WINDOW_SECONDS = envNumber('BENCH_WINDOW_SECONDS', 1.5)
const PAIRS = Math.round(envNumber('BENCH_PAIRS', process.env.BENCH_SECONDS ? Math.max(2, Math.round(envNumber('BENCH_SECONDS', 12) / WINDOW_SECONDS)) : 8))
const WARMUP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 2)
const CONNECTIONS = Math.round(envNumber('BENCH_CONNECTIONS', 10))
const GAP_MS = 200
const ROUNDS = Math.round(envNumber('BENCH_ROUNDS', 4))
const WRITE_CLIENTS = 20
const WRITE_REQUESTS = Math.round(envNumber('BENCH_WRITES', 200))
// Each BUY NOW needs its own patient (one active order each); every round makes new ones.
const BUYERS = Math.round(envNumber('BENCH_BUYERS', 25))

const apps = await startApps(await freePort(), await freePort())
const results: Record<string, unknown> = {
  measuredAt: new Date().toISOString(),
  siteProcesses: apps.siteProcesses ?? null,
  pairs: PAIRS,
  windowSeconds: WINDOW_SECONDS,
  warmUpSeconds: WARMUP_SECONDS,
  connections: CONNECTIONS,
  rounds: ROUNDS,
  writesPerRound: WRITE_REQUESTS,
  buyersPerRound: BUYERS,
}
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

const range = (spread: Spread, unit = '') => `${spread.min}-${spread.max}${unit}`

/** Several rounds of one write load: median p95 with its range, errors of all rounds together. */
function writeSummary(loads: LoadResult[]) {
  const statusCounts = addStatusCounts(loads.map((load) => load.statusCounts))
  const errors = loads.reduce((sum, load) => sum + load.errors + load.failedResponses, 0)
  return {
    rounds: loads,
    p50: scaleSpread(spreadOf(loads.map((load) => load.p50)), 1, 1),
    p95: scaleSpread(spreadOf(loads.map((load) => load.p95)), 1, 1),
    p99: scaleSpread(spreadOf(loads.map((load) => load.p99)), 1, 1),
    errors,
    total: loads.reduce((sum, load) => sum + load.total, 0),
    statusCounts,
  }
}

function writeLine(summary: ReturnType<typeof writeSummary>) {
  const perRound = summary.rounds.map((load) => load.p95).join(' / ')
  return `p95 median ${summary.p95.median} ms (${range(summary.p95, ' ms')} over ${summary.rounds.length} rounds: ${perRound}), p50 median ${summary.p50.median} ms, p99 median ${summary.p99.median} ms, errors ${summary.errors}/${summary.total} in all rounds (${JSON.stringify(summary.statusCounts)})`
}

try {
  const payload = await benchPayload(apps.env.DATABASE_URL, apps.env.PAYLOAD_SECRET)
  const origin = apps.siteUrl
  const memory = () => ({ siteMb: treeRssMb(apps.children[0]!.pid!), cmsMb: treeRssMb(apps.children[1]!.pid!) })

  // Warm up every page once (first compile of lazy modules, Payload init).
  for (const route of ['/healthz', '/bench-baseline', '/', '/select-med', '/weight-loss-report']) await fetch(`${origin}${route}`).catch(() => undefined)
  results.memoryAfterWarmUp = memory()

  // 1. Throughput and latency against the baseline, in alternating windows.
  const [homePatient] = await createPatientsWithCarts(payload, 1, 'home')
  const cookie = homePatient ? await signInCookie(origin, homePatient.email) : null
  // The report shows the numbers of the intake this browser submitted.
  const reportCookie = await intakeCookie(origin)
  // The baseline: a page in the site's layout that renders a static string and reads nothing
  // itself (the layout's footer comes from the content cache, as on every page).
  const baseline: Target = { url: `${origin}/bench-baseline` }
  const pages: [string, Target, string][] = [
    // The bare server for reference: a resource route, no React rendering at all.
    ['/healthz (no rendering)', { url: `${origin}/healthz` }, ''],
    ['/', { url: `${origin}/` }, '>= 70% of baseline'],
    ['/select-med', { url: `${origin}/select-med` }, ''],
    ['/weight-loss-report', { url: `${origin}/weight-loss-report?desiredWeight=150`, headers: reportCookie ? { Cookie: reportCookie } : undefined }, ''],
    ['/home (signed in)', { url: `${origin}/home`, headers: cookie ? { Cookie: cookie } : undefined }, ''],
  ]
  const throughput: Record<string, (PairedResult & { requestsPerSecond: number; ratio: number }) | { status: number }> = {}
  const baselineProbe = await fetch(baseline.url, { redirect: 'manual' })
  if (baselineProbe.status !== 200) note('baseline /bench-baseline', `not measured (HTTP ${baselineProbe.status}); no page measured against it`)
  else {
    // A short run first, discarded: the first windows must not pay for the server's warm-up (JIT,
    // lazy modules), or every ratio to the baseline is flattered.
    await loadGet(baseline.url, { seconds: WARMUP_SECONDS, connections: CONNECTIONS })
    const baselineWindows: number[] = []
    const pageRows: string[][] = []
    for (const [label, target, goal] of pages) {
      const probe = await fetch(target.url, { redirect: 'manual', headers: target.headers })
      if (probe.status !== 200) {
        pageRows.push([label, `not measured (HTTP ${probe.status})`, ''])
        throughput[label] = { status: probe.status }
        continue
      }
      await loadGet(target.url, { seconds: WARMUP_SECONDS, connections: CONNECTIONS, headers: target.headers })
      const paired = await measurePairs(target, baseline, { pairs: PAIRS, windowSeconds: WINDOW_SECONDS, connections: CONNECTIONS, gapMs: GAP_MS })
      baselineWindows.push(...paired.baselineWindows)
      throughput[label] = { ...paired, requestsPerSecond: paired.routeRps.median, ratio: paired.ratioPercent.median }
      const ratio = paired.ratioPercent
      const failures = paired.errors + paired.failedResponses
      pageRows.push([
        label,
        `${ratio.median}% of baseline (IQR ${ratio.q1}-${ratio.q3}%, min-max ${range(ratio, '%')}, ${paired.pairs} pairs); ` +
          `${paired.routeRps.median} req/s median (${range(paired.routeRps)}), p50 ${paired.p50} ms, p95 ${paired.p95} ms` +
          (failures > 0 ? `, ${failures} errors (${JSON.stringify(paired.statusCounts)})` : ''),
        goal,
      ])
    }
    const baselineAll = scaleSpread(spreadOf(baselineWindows), 1)
    results.baseline = { windows: baselineWindows, requestsPerSecond: baselineAll }
    note(
      'baseline /bench-baseline',
      `${baselineAll.median} req/s median over ${baselineAll.count} windows (IQR ${baselineAll.q1}-${baselineAll.q3}, min-max ${range(baselineAll)})`,
    )
    rows.push(...pageRows)
  }
  results.throughput = throughput

  // 2. Writes under 20 concurrent clients: intake submit and checkout authorize (sandbox), in
  // alternating rounds, each round with fresh intakes and fresh patients.
  const intakeProbeBody = intakeBody(origin, 0)
  const intakeProbe = await fetch(`${origin}/intake/submit`, {
    method: 'POST',
    headers: intakeProbeBody.headers,
    body: intakeProbeBody.body,
    redirect: 'manual',
  })
  if (intakeProbe.status >= 400) note('intake submit (20 clients)', `not measured (HTTP ${intakeProbe.status})`)
  const intakeRounds: LoadResult[] = []
  const checkoutRounds: LoadResult[] = []
  let checkoutSkipped = ''
  for (let round = 0; round < ROUNDS; round += 1) {
    if (intakeProbe.status < 400) {
      const bodies = Array.from({ length: WRITE_REQUESTS }, (_, index) => intakeBody(origin, 1 + round * WRITE_REQUESTS + index))
      intakeRounds.push(await loadPosts(origin, bodies, WRITE_CLIENTS))
    }
    if (!checkoutSkipped) {
      const requests = await checkoutRequests(payload, origin, BUYERS)
      if (requests.length === BUYERS) checkoutRounds.push(await loadPosts(origin, requests, WRITE_CLIENTS))
      else checkoutSkipped = `not measured in round ${round + 1} and after (sign-in refused for ${BUYERS - requests.length} of ${BUYERS} patients)`
    }
  }
  if (intakeRounds.length > 0) {
    const intake = writeSummary(intakeRounds)
    results.intakeSubmit = intake
    note('intake submit (20 clients)', `${WRITE_REQUESTS} per round: ${writeLine(intake)}`, 'p95 < 300 ms, 0 errors')
  }
  if (checkoutRounds.length > 0) {
    const checkout = writeSummary(checkoutRounds)
    results.checkoutAuthorize = checkout
    note('checkout authorize (20 clients)', `${BUYERS} per round: ${writeLine(checkout)}`, 'p95 < 500 ms, 0 errors')
  }
  if (checkoutSkipped) note('checkout authorize (20 clients)', checkoutSkipped)
  results.memoryAfterLoad = memory()

  // 3. JavaScript and CSS shipped on a first visit.
  await section('first-load sizes', async () => {
    const sizes = routeSizes(siteDir, ['routes/funnel/intake/route', 'routes/funnel/select-med/route', 'routes/checkout/weight-loss-payment/route'])
    results.sizes = sizes
    for (const size of sizes) {
      note(
        `first-load ${size.route.replace(/^routes\/|\/route$/g, '')}`,
        `JS ${(size.jsGzip / 1024).toFixed(1)} KB gzip / ${(size.jsBrotli / 1024).toFixed(1)} KB br (${size.jsFiles} files), CSS ${(size.cssGzip / 1024).toFixed(1)} KB gzip`,
        size.route.includes('/intake/') ? 'JS <= 120 KB gzip' : '',
      )
    }
  })

  // 3b. The questionnaire runner (issue #22): first-load JS of a questionnaire page, the move to the
  // next question of a 100-question version, and the autosave under 20 concurrent patients.
  await section('first-load questionnaire page', async () => {
    // The patient's form when this build has it; else the admin's preview page, the same runner.
    const [routeId] = [...builtRouteIds(siteDir, /^routes\/portal\/medical-form\//), ...builtRouteIds(siteDir, /^routes\/staff\/questionnaire-preview\//)]
    if (!routeId) throw new Error('no questionnaire route in this build')
    const [size] = routeSizes(siteDir, [routeId])
    if (!size) throw new Error(`no sizes for ${routeId}`)
    results.questionnairePageSize = size
    note(
      `first-load ${routeId.replace(/^routes\/|\/route$/g, '')}`,
      `JS ${(size.jsGzip / 1024).toFixed(1)} KB gzip / ${(size.jsBrotli / 1024).toFixed(1)} KB br (${size.jsFiles} files, React and Remix included), CSS ${(size.cssGzip / 1024).toFixed(1)} KB gzip`,
      'JS <= 130 KB gzip (SurveyJS core alone: ~310 KB)',
    )
  })
  await section('runner: next question', async () => {
    const moves = nextQuestionTimes(generatedVersion(100))
    results.runnerNextQuestion = moves
    note(
      'runner: next question (100-question version)',
      `p50 ${moves.p50} ms, p95 ${moves.p95} ms, p99 ${moves.p99} ms, max ${moves.max} ms over ${moves.moves} moves (machine only, no network)`,
      'instant (< 16 ms, one frame)',
    )
  })
  await section('autosave (20 patients)', async () => {
    if (builtRouteIds(siteDir, /^routes\/resources\/api\/questionnaire-draft$/).length === 0) {
      note('autosave (20 patients)', 'not measured: PUT /api/questionnaire-draft/{orderId} is not in this build')
      return
    }
    const autosaveRounds: LoadResult[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      const made = await autosaveRequests(payload, origin, WRITE_CLIENTS)
      if ('reason' in made) {
        note('autosave (20 patients)', `not measured in round ${round + 1} (${made.reason})`)
        break
      }
      // Each patient saves ten times (the first creates the draft, the rest update it), 20 at once.
      autosaveRounds.push(await loadPosts(origin, Array.from({ length: 10 }, () => made.requests).flat(), WRITE_CLIENTS))
    }
    if (autosaveRounds.length > 0) {
      const autosave = writeSummary(autosaveRounds)
      results.autosave = autosave
      note('autosave (20 patients)', `${WRITE_CLIENTS * 10} per round: ${writeLine(autosave)}`, 'p95 < 300 ms, 0 errors')
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
    note(
      `lighthouse ${new URL(score.url).pathname.slice(0, 24)}`,
      `perf ${score.performance}, a11y ${score.accessibility}, LCP ${score.lcpMs} ms, TBT ${score.tbtMs} ms, CLS ${score.cls}`,
      'perf >= 95, a11y 100',
    )
  }

  const mem = results.memoryAfterWarmUp as { siteMb: number; cmsMb: number }
  const memAfter = results.memoryAfterLoad as { siteMb: number; cmsMb: number }
  note('memory (RSS)', `site ${mem.siteMb} -> ${memAfter.siteMb} MB, cms ${mem.cmsMb} -> ${memAfter.cmsMb} MB (after warm-up -> after load)`)
} finally {
  await apps.stop()
}

const width = Math.max(...rows.map((row) => row[0]!.length))
const processes = apps.siteProcesses ? `SITE_PROCESSES=${apps.siteProcesses}` : 'SITE_PROCESSES unset (the start script decides)'
console.log(
  `\nBenchmark (built apps, loopback, temporary SQLite, ${processes}; pages: ${PAIRS} pairs of ${WINDOW_SECONDS}-s windows against the baseline, ${CONNECTIONS} connections; writes: ${ROUNDS} rounds)\n`,
)
for (const [label, value, target] of rows) console.log(`${label!.padEnd(width)}  ${value}${target ? `   [target: ${target}]` : ''}`)
fs.writeFileSync(path.join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
console.log(`\nWritten to bench/results.json`)
process.exit(0)
