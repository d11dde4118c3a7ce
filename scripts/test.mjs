// `npm test`: installs what is missing (packages, a browser, a PostgreSQL server), runs the lint phase (ESLint,
// Prettier's check, knip and the tests of that set-up: scripts/lint.mjs, ADR 069), then every suite
// through turbo (typecheck, unit, integration on SQLite and on PostgreSQL, story tests, e2e) and ends
// with one line `N passed, M failed` summed over all of them, followed by the integration counts of
// each engine. Exit code 1 on any failure.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { ensureInstall, repoRoot } from './ensure-install.mjs'

/** Each phase's wall time, printed above the closing line so a CI log's tail says where the time went (issue 29). */
const phaseTimes = []
let phaseStarted = Date.now()
const endPhase = (name) => {
  phaseTimes.push(`${name} ${((Date.now() - phaseStarted) / 60_000).toFixed(1)}`)
  phaseStarted = Date.now()
}

ensureInstall()
endPhase('install')

/**
 * The privacy and reliability figures (issue 32): each suite that measures one writes
 * `.test-figures/<suite>.json` (the fuzzing, IDOR, rate-limit, audit and canary suites), and they are
 * printed as one line above the closing one.
 */
const figuresDir = path.join(repoRoot, '.test-figures')

// The lint phase first (ESLint, Prettier's check, knip: scripts/lint.mjs). It needs neither the
// browser nor PostgreSQL, and ESLint keeps one core busy, so their set-up (downloads, a database
// server starting) runs beside it. Each check that finds nothing counts 1 passed; each problem it
// finds counts 1 failed, and is printed above.
const lintReport = path.join(repoRoot, '.reports/lint.json')
const lintTestsReport = path.join(repoRoot, '.reports/lint-tests.json')
fs.rmSync(path.join(repoRoot, '.reports'), { recursive: true, force: true })
fs.rmSync(figuresDir, { recursive: true, force: true })
const lintRun = new Promise((resolve) => {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/lint.mjs')], { cwd: repoRoot, stdio: 'inherit' })
  child.on('error', () => resolve({ status: 1 }))
  child.on('close', (status) => resolve({ status }))
})
const { ensureBrowser } = await import('./ensure-browser.mjs')
await ensureBrowser()
// One throwaway PostgreSQL server for the run (scripts/postgres.mjs); each integration test file makes
// a database of its own on it. It stops when this process exits.
const { startPostgres } = await import('./postgres.mjs')
const postgres = await startPostgres()
endPhase('browser and PostgreSQL (beside lint)')

const workspaces = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? fs
        .readdirSync(path.join(repoRoot, pattern.slice(0, -2)))
        .map((name) => path.join(pattern.slice(0, -2), name))
        .filter((dir) => fs.existsSync(path.join(repoRoot, dir, 'package.json')))
    : [pattern],
)
const workspaceName = (dir) => JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')).name

// Old reports must not be counted again; turbo puts cached ones back.
for (const dir of workspaces) fs.rmSync(path.join(repoRoot, dir, '.reports'), { recursive: true, force: true })

// The two-hosts e2e (e2e/tests/two-hosts.spec.ts) runs on PostgreSQL here, the engine several hosts
// share in production; two site processes on one SQLite file are already checked by the checkout's
// multi-process integration test. `TWO_HOSTS_ENGINES=postgres,sqlite npm test` runs both.
const env = {
  TWO_HOSTS_ENGINES: 'postgres',
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  POSTGRES_TEST_URL: postgres.url,
}
const summaryDir = path.join(repoRoot, '.turbo', 'runs')

// Suites that start browsers and servers run after the light ones, so two cores are not swamped.
const phases = [['typecheck', 'test:unit', 'test:int', 'test:int:postgres'], ['test:stories'], ['test:e2e']]

/** @type {{ workspace: string, task: string, exitCode: number | null }[]} */
const taskResults = []

// The lint phase ends before the suites (type-aware ESLint over the monorepo wants the cores to
// itself). The tests of the lint set-up (scripts/*.test.mjs) count one per test.
await lintRun
const lintTestsRun = spawnSync(
  path.join(repoRoot, 'node_modules/.bin/vitest'),
  ['run', '--dir', 'scripts', '--reporter=default', '--reporter=json', `--outputFile=${lintTestsReport}`],
  { cwd: repoRoot, stdio: 'inherit', env },
)
endPhase('lint')
/** @type {{ label: string, exitCode: number | null, passed: number, failed: number }[]} */
const lintResults = []
const lintChecks = fs.existsSync(lintReport) ? JSON.parse(fs.readFileSync(lintReport, 'utf8')) : []
/** @type {string[]} */
const failures = []
for (const { check, problems, lines = [] } of lintChecks) {
  lintResults.push({ label: `lint ${check}`, exitCode: problems === 0 ? 0 : 1, passed: problems === 0 ? 1 : 0, failed: problems })
  // Each problem is named at the end too, so a CI log that keeps only its tail says what to fix.
  for (const line of lines.slice(0, 20)) failures.push(`  lint ${check}: ${line}`)
  if (lines.length > 20) failures.push(`  lint ${check}: ... and ${lines.length - 20} more above`)
}
if (lintChecks.length === 0) lintResults.push({ label: 'lint', exitCode: (await lintRun).status, passed: 0, failed: 1 })
const lintTests = fs.existsSync(lintTestsReport) ? JSON.parse(fs.readFileSync(lintTestsReport, 'utf8')) : null
lintResults.push({
  label: 'lint tests (scripts)',
  exitCode: lintTestsRun.status,
  passed: lintTests?.numPassedTests ?? 0,
  failed: lintTests ? lintTests.numFailedTests || (lintTestsRun.status === 0 ? 0 : 1) : 1,
})
for (const tasks of phases) {
  const before = new Set(fs.existsSync(summaryDir) ? fs.readdirSync(summaryDir) : [])
  spawnSync(path.join(repoRoot, 'node_modules/.bin/turbo'), ['run', ...tasks, '--continue', '--concurrency=2', '--summarize', '--output-logs=new-only'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env,
  })
  const summaries = fs.existsSync(summaryDir) ? fs.readdirSync(summaryDir).filter((file) => !before.has(file)) : []
  for (const file of summaries) {
    const summary = JSON.parse(fs.readFileSync(path.join(summaryDir, file), 'utf8'))
    for (const task of summary.tasks ?? []) {
      if (!tasks.includes(task.task)) continue
      taskResults.push({ workspace: task.package, task: task.task, exitCode: task.execution?.exitCode ?? null })
    }
    fs.rmSync(path.join(summaryDir, file))
  }
  endPhase(tasks.join(' + '))
}

const reportFiles = {
  'test:unit': 'unit.json',
  'test:int': 'int.json',
  'test:int:postgres': 'int-postgres.json',
  'test:stories': 'stories.json',
  'test:e2e': 'e2e.json',
}
const dirByName = Object.fromEntries(workspaces.map((dir) => [workspaceName(dir), dir]))

/**
 * The names of a report's failed tests (vitest's JSON: testResults[].assertionResults; Playwright's:
 * nested suites of specs), each with the first line of its error, so the end of the output says which
 * test failed even when a CI log keeps only its tail.
 * @param {any} report
 * @returns {string[]}
 */
function failedTestNames(report) {
  const firstLine = (text) =>
    stripVTControlCharacters(String(text ?? ''))
      .trim()
      .split('\n')[0]
      .slice(0, 200)
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map((test) => `${path.relative(repoRoot, file.name)} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`),
    )
  }
  const names = []
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue
        const result = test.results?.at(-1)
        // A time-out's first error only says so; the errors after it say where the test was waiting.
        const errors = (result?.errors ?? [result?.error]).filter(Boolean).slice(0, 3)
        const where = errors.map(
          (error) => `${firstLine(error.message)}${error.location ? ` (${path.basename(error.location.file)}:${error.location.line})` : ''}`,
        )
        const seconds = Math.round((result?.duration ?? 0) / 1000)
        names.push(`${spec.file}:${spec.line} › ${spec.title} [${test.projectName}] after ${seconds} s — ${where.join(' | ')}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites ?? []) walk(suite)
  return names
}

let passed = 0
let failed = 0
const lines = []
/** The integration suites' counts per engine, for the closing line. */
const byEngine = { SQLite: { passed: 0, failed: 0 }, PostgreSQL: { passed: 0, failed: 0 } }
for (const result of lintResults) {
  passed += result.passed
  failed += result.failed
  lines.push(`  ${result.exitCode === 0 ? 'ok  ' : 'FAIL'} ${result.label}: ${result.passed} passed, ${result.failed} failed`)
}
for (const { workspace, task, exitCode } of taskResults) {
  let taskPassed = 0
  let taskFailed = 0
  /** @type {any} */
  let report = null
  if (task === 'typecheck') {
    if (exitCode === 0) taskPassed = 1
    else taskFailed = 1
  } else {
    const file = path.join(repoRoot, dirByName[workspace] ?? '', '.reports', reportFiles[task])
    report = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null
    if (report && typeof report.numPassedTests === 'number') {
      taskPassed = report.numPassedTests
      taskFailed = report.numFailedTests
    } else if (report && report.stats) {
      taskPassed = report.stats.expected + report.stats.flaky
      taskFailed = report.stats.unexpected
    }
    // A suite that failed without a report (it crashed, or did not compile) counts as one failure.
    if (exitCode !== 0 && taskFailed === 0) taskFailed = 1
    if (report) for (const name of failedTestNames(report)) failures.push(`  ${workspace} ${task}: ${name}`)
  }
  passed += taskPassed
  failed += taskFailed
  const engine = task === 'test:int' ? byEngine.SQLite : task === 'test:int:postgres' ? byEngine.PostgreSQL : null
  if (engine) {
    engine.passed += taskPassed
    engine.failed += taskFailed
  }
  // Playwright skips the projects that depend on a failed one: say how many never ran.
  const notRun = task === 'test:e2e' && report?.stats?.skipped ? `, ${report.stats.skipped} did not run` : ''
  lines.push(`  ${exitCode === 0 ? 'ok  ' : 'FAIL'} ${workspace} ${task}: ${taskPassed} passed, ${taskFailed} failed${notRun}`)
}

/**
 * Sums the suites' figures: counts add up over files (and engines); a ratio (routes limited, PHI
 * routes audited) is the worst file's, so one engine's gap is never hidden by the other's.
 */
function privacyFigures() {
  const files = fs.existsSync(figuresDir) ? fs.readdirSync(figuresDir).filter((file) => file.endsWith('.json')) : []
  const all = files.map((file) => JSON.parse(fs.readFileSync(path.join(figuresDir, file), 'utf8')))
  const sum = (key) => all.reduce((total, figure) => total + (typeof figure[key] === 'number' ? figure[key] : 0), 0)
  const has = (key) => all.some((figure) => typeof figure[key] === 'number')
  const worst = (done, of) => {
    const pairs = all.filter((figure) => typeof figure[of] === 'number').map((figure) => [figure[done] ?? 0, figure[of]])
    pairs.sort((a, b) => a[0] / Math.max(1, a[1]) - b[0] / Math.max(1, b[1]))
    return pairs[0] ? `${pairs[0][0]}/${pairs[0][1]}` : '?'
  }
  const wanted = { inputsTried: 'fuzzing', leaks: 'IDOR', limitedRoutes: 'rate limits', phiRoutes: 'audit', canaryHits: 'PHI canaries' }
  const missing = Object.entries(wanted)
    .filter(([key]) => !has(key))
    .map(([, suite]) => suite)
  const line =
    `Privacy: ${sum('inputsTried')} inputs tried, ${sum('answers500')} answers >= 500, ${sum('leaks')} leaks, ` +
    `${worst('limitedRoutes429', 'limitedRoutes')} limited routes answered 429, ${worst('phiRoutesAudited', 'phiRoutes')} PHI routes audited, ` +
    `${sum('canaryHits')} PHI canaries found`
  return { line, missing }
}

if (failures.length > 0) console.log(`\nFailed tests:\n${failures.join('\n')}`)
const e2eReport = path.join(repoRoot, dirByName['@telehealth/e2e'] ?? 'e2e', '.reports', 'e2e.json')
const e2eWorkers = fs.existsSync(e2eReport) ? JSON.parse(fs.readFileSync(e2eReport, 'utf8')).config?.metadata?.actualWorkers : undefined
console.log(`\nMinutes: ${phaseTimes.join(', ')}; e2e workers ${e2eWorkers ?? '?'}`)
console.log(`\n${lines.sort().join('\n')}\n`)
const engineCounts = Object.entries(byEngine)
  .map(([name, counts]) => `${name} ${counts.passed}/${counts.passed + counts.failed} ok`)
  .join(', ')
const figures = privacyFigures()
if (figures.missing.length > 0) {
  failed += 1
  console.log(`No figures from: ${figures.missing.join(', ')} (a suite that should measure them did not run to its end)`)
}
console.log(figures.line)
console.log(`${passed} passed, ${failed} failed (integration: ${engineCounts})`)
process.exit(failed > 0 || taskResults.length === 0 ? 1 : 0)
