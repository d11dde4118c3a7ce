// `npm run lint` (and the first phase of `npm test`): ESLint, Prettier's check and knip over the
// whole repository (ADR 069). Prints every problem and writes `.reports/lint.json`:
// one entry per check with `problems`, the number found (0 = the check passes), and `lines`, each problem. Exit code 1 on any.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name)
const cacheDir = path.join(repoRoot, 'node_modules/.cache')

/** Runs a tool, lets its errors through, and answers its exit code and, when asked, what it printed. */
function run(command, args, captureStdout) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', captureStdout ? 'pipe' : 'inherit', 'inherit'] })
    let stdout = ''
    child.stdout?.setEncoding('utf8').on('data', (chunk) => (stdout += chunk))
    const done = (code) => resolve({ exitCode: code ?? 1, stdout, seconds: Math.round((Date.now() - started) / 100) / 10 })
    child.on('error', () => done(1))
    child.on('close', done)
  })
}

/**
 * ESLint with type information; each message (error or warning) is one problem. Its cache is only
 * for a local loop (LINT_CACHE=1): a file's cached result does not change when a type it uses
 * changes in another file, and a file edited during the run kept its old result, so `npm test`
 * lints afresh.
 */
async function eslint() {
  const out = path.join(cacheDir, 'eslint-report.json')
  fs.rmSync(out, { force: true })
  const cache = process.env.LINT_CACHE === '1' ? ['--cache', '--cache-strategy', 'content', '--cache-location', path.join(cacheDir, 'eslint/')] : []
  const { exitCode, seconds } = await run(bin('eslint'), ['.', ...cache, '--format', 'json', '--output-file', out])
  const files = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : null
  if (!files) return { check: 'eslint', problems: Math.max(exitCode, 1), seconds, lines: ['ESLint wrote no report (crashed?)'] }
  const lines = []
  for (const file of files) {
    for (const message of file.messages) {
      lines.push(
        `${path.relative(repoRoot, file.filePath)}:${message.line ?? 0}:${message.column ?? 0} ${message.message.split('\n')[0]} (${message.ruleId ?? 'parse'})`,
      )
    }
  }
  return { check: 'eslint', problems: lines.length || (exitCode === 0 ? 0 : 1), seconds, lines }
}

/** Prettier's check; each file that is not formatted is one problem. */
async function prettier() {
  const { exitCode, stdout, seconds } = await run(
    bin('prettier'),
    ['.', '--list-different', '--cache', '--cache-location', path.join(cacheDir, 'prettier/.cache')],
    true,
  )
  const lines = stdout
    .split('\n')
    .filter(Boolean)
    .map((file) => `${file} is not formatted (npx prettier --write ${file})`)
  return { check: 'prettier', problems: lines.length || (exitCode === 0 ? 0 : 1), seconds, lines }
}

const exportKinds = ['exports', 'types', 'nsExports', 'nsTypes', 'enumMembers']

/**
 * knip, twice (without its cache: a cached file's findings outlived a change of knip.ts): the default mode (tests are users too) for unused files, dependencies and the rest;
 * the production mode (tests, stories and tools are not users) for exports, so an export that only
 * its own test imports counts. Each finding is one problem.
 */
async function knip(mode) {
  const args = mode === 'production' ? ['--production', '--include', exportKinds.join(',')] : ['--exclude', exportKinds.join(',')]
  const { exitCode, stdout, seconds } = await run(bin('knip'), [...args, '--reporter', 'json', '--no-progress'], true)
  let report = null
  try {
    report = JSON.parse(stdout)
  } catch {
    // knip crashed or printed something else: shown below, counted as one problem.
  }
  const check = `knip ${mode}`
  if (!report) return { check, problems: 1, seconds, lines: [stdout.trim() || `knip exited with ${exitCode}`] }
  const lines = []
  for (const row of report.issues) {
    for (const [kind, findings] of Object.entries(row)) {
      if (!Array.isArray(findings) || kind === 'owners') continue
      for (const finding of findings) {
        const name = Array.isArray(finding) ? finding.map((item) => item.name).join(', ') : finding.name
        lines.push(`${row.file}${finding.line ? `:${finding.line}` : ''} ${kind}: ${name}`)
      }
    }
  }
  return { check, problems: lines.length || (exitCode === 0 ? 0 : 1), seconds, lines }
}

const only = process.argv.slice(2)
const checks = [
  ['eslint', eslint],
  ['prettier', prettier],
  ['knip', () => knip('default')],
  ['knip', () => knip('production')],
].filter(([name]) => only.length === 0 || only.includes(name))

// ESLint (type-aware, one process, most of the time) runs beside the others, one after another, so
// the phase takes ESLint's time on two cores instead of the sum (issue 29).
const [first, ...rest] = checks
const [firstResult, restResults] = await Promise.all([
  first ? first[1]() : null,
  (async () => {
    const answered = []
    for (const [, check] of rest) answered.push(await check())
    return answered
  })(),
])
const results = [...(firstResult ? [firstResult] : []), ...restResults]
for (const result of results) {
  console.log(`${result.problems === 0 ? 'ok  ' : 'FAIL'} ${result.check}: ${result.problems} problem${result.problems === 1 ? '' : 's'} (${result.seconds} s)`)
  for (const line of result.lines) console.log(`  ${line}`)
}

fs.mkdirSync(path.join(repoRoot, '.reports'), { recursive: true })
fs.writeFileSync(
  path.join(repoRoot, '.reports/lint.json'),
  JSON.stringify(
    results.map(({ check, problems, seconds, lines }) => ({ check, problems, seconds, lines })),
    null,
    2,
  ),
)
process.exit(results.some((result) => result.problems > 0) ? 1 : 0)
