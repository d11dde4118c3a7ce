import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../e2e/support/free-port.ts'
import { chatFanOut } from './chat.ts'
import { invoicePdfTimes } from './invoice-pdf.ts'
import { databasePass, type Row } from './database-pass.ts'
import { benchPayload, createPatientsWithCarts, intakeCookie, signInCookie } from './fixtures.ts'
import { lighthouseScores, type LighthouseScores } from './lighthouse.ts'
import { loadGet, loadPosts, type LoadResult } from './load.ts'
import {
  BUYERS,
  CHAT_ROUNDS,
  CHAT_SUBSCRIBERS,
  CONNECTIONS,
  databasePassOptions,
  ENGINES,
  GAP_MS,
  ONLY_CHAT,
  ONLY_DATABASE,
  ONLY_VIDEO,
  PAIRS,
  ROUNDS,
  STATEMENT_PROBES,
  WARMUP_SECONDS,
  WINDOW_SECONDS,
  WRITE_CLIENTS,
  WRITE_REQUESTS,
} from './options.ts'
import { measurePairs, type PairedResult, type Target } from './pairs.ts'
import { startApps, treeRssMb } from './servers.ts'
import { autosaveRequests, generatedVersion, nextQuestionTimes } from './runner.ts'
import { builtRouteIds, routeSizes } from './sizes.ts'
import { videoUploadMemory } from './video-upload.ts'
import { scaleSpread, spreadOf } from './stats.ts'
import type { Payload } from 'payload'
import { range, writeLine, writeSummary } from './writes.ts'

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
 *   BENCH_STATEMENT_PROBES requests of each kind sent one at a time to count SQL statements (default 5)
 *   BENCH_ONLY=database    only what depends on the engine: statements per request and the write loads
 *   BENCH_ONLY=chat        only the chat fan-out
 *   BENCH_ONLY=video       only the 100 MB video upload (the site's peak memory while it takes it)
 *   BENCH_CHAT_SUBSCRIBERS patients following their thread live in the chat fan-out (default 50)
 *   BENCH_CHAT_ROUNDS      rounds of the chat fan-out, each a message from every subscriber at once (default 3)
 *   BENCH_ENGINES          engines of that part (default sqlite,postgres; PostgreSQL is started by
 *                          scripts/postgres.mjs from the machine's binaries, in a second process)
 *   SITE_PROCESSES         passed to the site as given; unset, the site's start script decides
 *
 * Every request's SQL statements are counted by the site itself (ADR 080: BENCH_COUNT_STATEMENTS=1,
 * set only by the bench), for BUY NOW, intake submit, the medical-form submit and /home.
 */
const benchDir = path.dirname(fileURLToPath(import.meta.url))
const siteDir = path.resolve(benchDir, '../apps/site')

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
  statementProbes: STATEMENT_PROBES,
}
const rows: Row[] = []
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

  // 0. A 100 MB video upload, as the video page sends it: how far the site's memory rises (ADR 102).
  if (!ONLY_DATABASE && !ONLY_CHAT)
    await section('video upload (100 MB)', async () => {
      const upload = await videoUploadMemory(payload, origin, apps.children[0]!.pid!)
      results.videoUpload = upload
      note(
        'video upload (100 MB, 8 MiB chunks)',
        `site peak RSS ${upload.rssBeforeMb} MB before -> ${upload.peakMb} MB during the upload (grew ${upload.growthMb} MB) in ${upload.seconds} s`,
        'grows < 80 MB',
      )
    })

  // 1. Throughput and latency against the baseline, in alternating windows.
  if (!ONLY_DATABASE && !ONLY_CHAT && !ONLY_VIDEO) await pagesAgainstBaseline(payload, origin)

  // 2. What depends on the engine (statements per request, then writes under 20 concurrent clients), on SQLite here.
  if (ENGINES.has('sqlite') && !ONLY_CHAT && !ONLY_VIDEO) {
    const pass = await databasePass(payload, origin, databasePassOptions('SQLite'))
    rows.push(...pass.rows)
    results.sqlite = pass.results
  }
  // 3. Chat fan-out: server-sent events to many patients at once, send to delivery (ADR 099).
  if (!ONLY_DATABASE && !ONLY_VIDEO)
    await section('chat fan-out', async () => {
      const fanOut = await chatFanOut(payload, origin, { subscribers: CHAT_SUBSCRIBERS, rounds: CHAT_ROUNDS })
      results.chatFanOut = fanOut
      note(
        `chat fan-out (${fanOut.subscribers} SSE subscribers)`,
        `send-to-delivery p50 ${fanOut.sendToDeliveryMs.p50} ms, p95 ${fanOut.sendToDeliveryMs.p95} ms, max ${fanOut.sendToDeliveryMs.max} ms; ${fanOut.delivered}/${fanOut.expected} delivered over ${fanOut.rounds} rounds (POST p95 ${fanOut.postMs.p95} ms; from the POST's answer p50 ${fanOut.committedToDeliveryMs.p50} ms, p95 ${fanOut.committedToDeliveryMs.p95} ms)`,
        'p95 < 2000 ms, all delivered',
      )
    })
  results.memoryAfterLoad = memory()

  if (!ONLY_DATABASE && !ONLY_CHAT && !ONLY_VIDEO) await contentChecks(payload, origin)
  const mem = results.memoryAfterWarmUp as { siteMb: number; cmsMb: number }
  const memAfter = results.memoryAfterLoad as { siteMb: number; cmsMb: number }
  note('memory (RSS)', `site ${mem.siteMb} -> ${memAfter.siteMb} MB, cms ${mem.cmsMb} -> ${memAfter.cmsMb} MB (after warm-up -> after load)`)
} finally {
  await apps.stop()
}

/** One plan with a card on file and its paid payment (hold and capture), for the Billing tab's measure. */
async function billingFor(payload: Payload, email: string) {
  const patient = (await payload.find({ collection: 'patients', where: { email: { equals: email } }, limit: 1, depth: 0 })).docs[0]
  if (!patient) return
  await payload.create({
    collection: 'subscriptions',
    data: {
      patient: patient.id,
      plan_name: 'Semaglutide Semiannual',
      amountCents: 80999,
      paymentTerms: '6',
      status: 'active',
      next_billing_date: new Date(Date.now() + 180 * 24 * 60 * 60 * 1000).toISOString(),
      cardOnFile: { status: 'saved', gateway: 'sandbox', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    },
  })
  const common = { patient: patient.id, amountCents: 80999, gateway: 'sandbox' as const, gatewayReference: `pi_bench_${String(patient.id)}` }
  await payload.create({
    collection: 'transactions',
    data: { ...common, status: 'authorized', product_name: 'Semaglutide Semiannual', idempotencyKey: `bench-hold-${String(patient.id)}` },
  })
  await payload.create({ collection: 'transactions', data: { ...common, status: 'captured', idempotencyKey: `bench-capture-${String(patient.id)}` } })
}

/** Section 1: each page's throughput against the baseline page, in alternating windows. */
async function pagesAgainstBaseline(payload: Payload, origin: string) {
  const [homePatient] = await createPatientsWithCarts(payload, 1, 'home')
  const cookie = homePatient ? await signInCookie(origin, homePatient.email) : null
  // The Billing tab reads a plan with its card on file and a paid payment, as a patient after checkout has them.
  if (homePatient) await billingFor(payload, homePatient.email)
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
    ['/home/billing (signed in)', { url: `${origin}/home/billing`, headers: cookie ? { Cookie: cookie } : undefined }, ''],
  ]
  const throughput: Record<string, (PairedResult & { requestsPerSecond: number; ratio: number }) | { status: number }> = {}
  const baselineProbe = await fetch(baseline.url, { redirect: 'manual' })
  if (baselineProbe.status !== 200) note('baseline /bench-baseline', `not measured (HTTP ${baselineProbe.status}); no page measured against it`)
  else {
    // A short run first, discarded: the first windows must not pay for the server's warm-up (JIT,
    // lazy modules), or every ratio to the baseline is flattered.
    await loadGet(baseline.url, { seconds: WARMUP_SECONDS, connections: CONNECTIONS })
    const baselineWindows: number[] = []
    const pageRows: Row[] = []
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
}

/** Sections 3 and 4: first-load sizes, the questionnaire runner, the autosave and Lighthouse. */
async function contentChecks(payload: Payload, origin: string) {
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

  // 3c. The invoice PDF (ADR 093): drawing one A4 invoice, time and bytes.
  await section('invoice PDF', async () => {
    const pdf = await invoicePdfTimes()
    results.invoicePdf = pdf
    note(
      'invoice PDF (draw one, A4)',
      `p50 ${pdf.p50} ms, p95 ${pdf.p95} ms, max ${pdf.max} ms over ${pdf.drawings} drawings, ${(pdf.bytes / 1024).toFixed(1)} KB`,
    )
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
}

// 5. The same engine-dependent part on PostgreSQL, in a process of its own (one Payload per process).
const postgresScript = path.resolve(benchDir, '../scripts/postgres.mjs')
if (ENGINES.has('postgres') && !ONLY_CHAT && !ONLY_VIDEO) {
  if (!fs.existsSync(postgresScript)) note('PostgreSQL', 'not measured (no scripts/postgres.mjs in this checkout)')
  else {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'telehealth-bench-pg-')), 'pass.json')
    const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, 'postgres-pass.ts'), out], { cwd: benchDir, stdio: 'inherit' })
    if (child.status === 0 && fs.existsSync(out)) {
      const pass = JSON.parse(fs.readFileSync(out, 'utf8')) as { rows: Row[]; results: Record<string, unknown> }
      rows.push(...pass.rows)
      results.postgres = pass.results
    } else note('PostgreSQL', `not measured (its pass exited with ${child.status ?? child.signal})`)
    fs.rmSync(path.dirname(out), { recursive: true, force: true })
  }
}

const width = Math.max(...rows.map((row) => row[0].length))
const processes = apps.siteProcesses ? `SITE_PROCESSES=${apps.siteProcesses}` : 'SITE_PROCESSES unset (the start script decides)'
console.log(
  `\nBenchmark (built apps, loopback, temporary SQLite and PostgreSQL, ${processes}; pages: ${PAIRS} pairs of ${WINDOW_SECONDS}-s windows against the baseline, ${CONNECTIONS} connections; writes: ${ROUNDS} rounds)\n`,
)
for (const [label, value, target] of rows) console.log(`${label.padEnd(width)}  ${value}${target ? `   [target: ${target}]` : ''}`)
fs.writeFileSync(path.join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
console.log(`\nWritten to bench/results.json`)
process.exit(0)
