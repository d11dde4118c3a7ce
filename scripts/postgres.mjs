// A throwaway PostgreSQL server for the tests: the machine's PostgreSQL binaries (Debian's
// `postgresql` package, installed here when missing and running as root, as ensure-browser.mjs does
// for Chromium), a cluster in a temporary folder, on a free port of the loopback, trusting local
// connections, without fsync (a test database is thrown away, never recovered). It stops with the
// process that started it.
//
// As a command, `node scripts/postgres.mjs` starts one, prints `POSTGRES_TEST_URL=...` and keeps it
// until interrupted (for running one suite by hand on PostgreSQL).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

/** The folder holding initdb and pg_ctl: POSTGRES_BIN, else the newest of Debian's, else the PATH's. */
export function findPostgresBin() {
  const candidates = []
  if (process.env.POSTGRES_BIN) candidates.push(process.env.POSTGRES_BIN)
  const debian = '/usr/lib/postgresql'
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
    for (const version of versions) candidates.push(path.join(debian, version, 'bin'))
  }
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim()
  if (onPath) candidates.push(path.dirname(onPath))
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null
}

/** The binaries' folder, installing Debian's postgresql when missing and allowed; else a clear message and exit. */
export function ensurePostgres() {
  const found = findPostgresBin()
  if (found) return found
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0
  if (isRoot && hasApt) {
    console.log("No PostgreSQL server here for the integration tests; installing Debian's postgresql...")
    const apt = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'], { stdio: 'inherit' })
    if (apt.status === 0 && findPostgresBin()) return findPostgresBin()
  }
  console.error(`
No PostgreSQL server for the integration tests. Get one of these, then run npm test again:
  - sudo apt-get install postgresql              (Debian/Ubuntu)
  - POSTGRES_BIN=/path/to/postgresql/bin npm test (a folder holding initdb and pg_ctl, version 13 or newer)
`)
  process.exit(1)
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` system user
 * (made by Debian's package) and its commands run as that user.
 */
function runAsServerUser(bin, args, options = {}) {
  const command = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  const result = spawnSync(command[0], command[1], { encoding: 'utf8', ...options })
  if (result.status !== 0) throw new Error(`${path.basename(bin)} failed (exit ${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`)
  return result
}

/**
 * Starts a server; answers its URL (database `postgres`, user `postgres`, no password) and `stop()`.
 * The server is stopped, and its folder removed, when this process exits.
 */
export async function startPostgres() {
  const bin = ensurePostgres()
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'telehealth-postgres-'))
  const dataDir = path.join(root, 'data')
  fs.mkdirSync(dataDir)
  if (isRoot) {
    fs.chmodSync(root, 0o755)
    spawnSync('chown', ['-R', 'postgres:postgres', root])
  }
  runAsServerUser(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions'])
  const port = await freePort()
  const settings = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
    '-c shared_buffers=128MB',
  ].join(' ')
  runAsServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', path.join(root, 'server.log'), '-o', settings, '-w', '-t', '60', 'start'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    try {
      runAsServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { stdio: ['ignore', 'pipe', 'pipe'] })
    } catch {
      // Already gone: nothing to stop.
    }
    fs.rmSync(root, { recursive: true, force: true })
  }
  process.once('exit', stop)
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { url, stop } = await startPostgres()
  console.log(`POSTGRES_TEST_URL=${url}`)
  const end = () => {
    stop()
    process.exit(0)
  }
  process.on('SIGINT', end)
  process.on('SIGTERM', end)
  setInterval(() => {}, 1 << 30)
}
