// `npm run lint` (and the first phase of `npm test`): ESLint, Prettier's check and knip over the
// whole repository (ADR 069). Prints every problem and writes `.reports/lint.json`:
// one entry per check with `problems`, the number found (0 = the check passes), and `lines`, each problem. Exit code 1 on any.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name)
const cacheDir = path.join(repoRoot, 'node_modules/.cache')

/** Runs a tool, lets its output through, and answers its exit code and what it wrote to `outFile`. */
function run(command, args, outFile) {
  const started = Date.now()
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: ['ignore', outFile ? 'pipe' : 'inherit', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  return { exitCode: result.status ?? 1, stdout: result.stdout ?? '', seconds: Math.round((Date.now() - started) / 100) / 10 }
}

/**
 * ESLint with type information; each message (error or warning) is one problem. Its cache is only
 * for a local loop (LINT_CACHE=1): a file's cached result does not change when a type it uses
 * changes in another file, and a file edited during the run kept its old result, so `npm test`
 * lints afresh.
 */
function eslint() {
  const out = path.join(cacheDir, 'eslint-report.json')
  fs.rmSync(out, { force: true })
  const cache = process.env.LINT_CACHE === '1' ? ['--cache', '--cache-strategy', 'content', '--cache-location', path.join(cacheDir, 'eslint/')] : []
  const { exitCode, seconds } = run(bin('eslint'), ['.', ...cache, '--format', 'json', '--output-file', out])
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
function prettier() {
  const { exitCode, stdout, seconds } = run(
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
function knip(mode) {
  const args = mode === 'production' ? ['--production', '--include', exportKinds.join(',')] : ['--exclude', exportKinds.join(',')]
  const { exitCode, stdout, seconds } = run(bin('knip'), [...args, '--reporter', 'json', '--no-progress'], true)
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

const results = []
for (const [, check] of checks) {
  const result = check()
  results.push(result)
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
