import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findPostgresBin, startPostgres } from '../../../scripts/postgres.mjs'
import { startSite, stopAll, waitForUrl } from '../../../scripts/processes.mjs'
import { freePort } from '../free-port.ts'
import { answersIn } from './lines.ts'

/**
 * A production deployment in miniature for the two-hosts test (issue 29): two site hosts, each the
 * built site started as `npm start` starts it (scripts/processes.mjs startSite: server/cluster.ts
 * with one process, so server/index.ts serving build/), on ports of their own, behind one public
 * origin, on one database. The hosts share nothing on disk: each has a DATA_DIR of its own, and
 * every secret comes from the environment, the same for both, as a real deployment hands them out.
 *
 * The database is PostgreSQL (the production engine): a database of its own created on the server
 * POSTGRES_TEST_URL names (`npm test` starts one), or, run by hand without it, on a throwaway server
 * this module starts (scripts/postgres.mjs). On SQLite the hosts share one file: the file is the
 * database server, nothing else of one host is seen by the other.
 */
export type Engine = 'postgres' | 'sqlite'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx')

interface Database {
  url: string
  drop(): Promise<void>
}

/** Runs one of PostgreSQL's client programs (createdb, dropdb) against the server `serverUrl` names. */
function postgresClient(program: 'createdb' | 'dropdb', serverUrl: string, args: string[]): void {
  const bin = findPostgresBin()
  if (!bin) throw new Error('No PostgreSQL client programs here (createdb, dropdb); see scripts/postgres.mjs')
  const result = spawnSync(path.join(bin, program), [`--maintenance-db=${serverUrl}`, ...args], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${program} failed (exit ${result.status}): ${result.stderr}`)
}

/** A fresh PostgreSQL database, dropped again with `drop()` (with the server, when it was started here). */
async function postgresDatabase(): Promise<Database> {
  const given = process.env.POSTGRES_TEST_URL
  const server = given ? { url: given, stop: () => {} } : await startPostgres()
  const name = `two_hosts_${process.pid}_${crypto.randomBytes(4).toString('hex')}`
  postgresClient('createdb', server.url, [name])
  const url = new URL(server.url)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      // The hosts are stopped by now; FORCE ends any connection a killed process left behind.
      postgresClient('dropdb', server.url, ['--force', '--if-exists', name])
      server.stop()
    },
  }
}

function sqliteDatabase(folder: string): Database {
  fs.mkdirSync(folder, { recursive: true })
  return { url: `file:${path.join(folder, 'two-hosts.db')}`, drop: async () => {} }
}

/**
 * A process of its own on the database (two-hosts-database-runner.ts), asked one question at a
 * time; its answers are the marked lines of its stdout.
 */
class DatabaseProcess {
  private readonly child: ChildProcess
  private output = ''
  private errors = ''
  private waiting: (() => void)[] = []
  private asked = 0
  private queue: Promise<unknown>

  constructor(env: NodeJS.ProcessEnv, children: ChildProcess[]) {
    this.child = spawn(tsx, [path.join(repoRoot, 'e2e/support/two-hosts-database-runner.ts')], { cwd: repoRoot, env, stdio: ['pipe', 'pipe', 'pipe'] })
    children.push(this.child)
    this.child.stdout?.on('data', (chunk: Buffer) => this.heard(chunk, 'out'))
    this.child.stderr?.on('data', (chunk: Buffer) => this.heard(chunk, 'err'))
    this.child.on('exit', () => this.wake())
    this.queue = this.answer(1)
  }

  /** Once Payload has started in it. */
  get ready(): Promise<unknown> {
    return this.answer(1)
  }

  private heard(chunk: Buffer, stream: 'out' | 'err') {
    if (stream === 'out') this.output += chunk.toString('utf8')
    else this.errors += chunk.toString('utf8')
    this.wake()
  }

  private wake() {
    const waiting = this.waiting
    this.waiting = []
    for (const resolve of waiting) resolve()
  }

  /** The `count`-th answer (1-based) once it is printed; fails if the process ends first or the wait is too long. */
  private async answer(count: number): Promise<unknown> {
    // Minutes, not seconds: on two shared cores, loading Payload (its config compiled by tsx) can take one or two.
    const deadline = Date.now() + 420_000
    for (;;) {
      const answers = answersIn(this.output)
      if (answers.length >= count) return answers[count - 1]
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(`The database process stopped (${this.child.exitCode ?? this.child.signalCode}):\n${this.errors.slice(-4000)}`)
      }
      if (Date.now() > deadline) throw new Error(`The database process gave no answer in 420 s:\n${this.errors.slice(-4000)}`)
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve)
        setTimeout(resolve, 1_000).unref()
      })
    }
  }

  /** Asks one question; questions wait for the answers before them (the n-th answer is the n-th question's). */
  ask<T>(operation: string, args: Record<string, unknown> = {}): Promise<T> {
    const next = this.queue.then(async () => {
      this.asked += 1
      this.child.stdin?.write(`${JSON.stringify({ id: this.asked, operation, args })}\n`)
      const reply = (await this.answer(this.asked + 1)) as { ok: boolean; value?: T; error?: string }
      if (!reply.ok) throw new Error(`${operation}: ${reply.error}`)
      return reply.value as T
    })
    this.queue = next.catch(() => undefined)
    return next
  }
}

export interface SiteHost {
  name: 'A' | 'B'
  /** Where this host listens (the load balancer's side of it). */
  url: string
  dataDir: string
}

/** One minute's tick of a job runner (two-hosts-database-runner.ts, `tick`): whether it ran the queue, and the run's answer. */
export interface RunnerTick {
  ticks: { queue: string | undefined; ran: boolean; result?: { noJobsRemaining?: boolean; remainingJobsFromQueried?: number } }[]
}

export interface TwoHosts {
  engine: Engine
  /** The origin patients use (the load balancer's): links start with it, a POST must come from it. */
  publicOrigin: string
  hosts: [SiteHost, SiteHost]
  /** The test's look at the database; also the first of the two job runners. */
  database: DatabaseProcess
  /** Lets the deployment's two job runners, each a process of its own on the database, tick at the same moment; answers what each did. */
  tickJobRunnersAtOnce(): Promise<RunnerTick[]>
  stop(): Promise<void>
}

/** What every process of the deployment is given: the same database and secrets, its own DATA_DIR. */
function deploymentEnv(shared: Record<string, string>, own: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...shared, ...own }
  // Nothing of the e2e run's own apps (support/global-setup.ts) leaks in, nor more site processes.
  for (const name of Object.keys(env)) if (name.startsWith('E2E_')) delete env[name]
  delete env.SITE_PROCESSES
  delete env.TRUST_PROXY
  return env
}

function setUpDatabase(env: NodeJS.ProcessEnv, log: string) {
  // Migrations, then the seed (products, questionnaires, settings), as `npm start` does before the servers start.
  const result = spawnSync(tsx, ['src/scripts/setup-database.ts'], { cwd: path.join(repoRoot, 'apps/cms'), env, encoding: 'utf8' })
  fs.writeFileSync(log, `${result.stdout}\n${result.stderr}`)
  if (result.status !== 0) throw new Error(`The database set-up failed (exit ${result.status}):\n${result.stderr.slice(-4000)}`)
}

/** Starts a host; `ready` settles once it answers, or fails with its log if it stops before. */
function startHost(host: SiteHost, env: NodeJS.ProcessEnv): { child: ChildProcess; ready: Promise<void> } {
  const logFile = path.join(host.dataDir, 'site.log')
  // startSite's JavaScript return type is inferred from spawn's overloads and reduces to never; it is a ChildProcess.
  const child: ChildProcess = startSite(env, ['ignore', fs.openSync(logFile, 'a'), fs.openSync(logFile, 'a')])
  const stopped = () => new Error(`Host ${host.name} stopped (exit ${child.exitCode ?? child.signalCode}):\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`)
  const ready = new Promise<void>((resolve, reject) => {
    const onExit = () => reject(stopped())
    child.once('exit', onExit)
    // Minutes, not seconds: on two shared cores a host's first start (Payload's config compiled by tsx) can take one or two.
    waitForUrl(`${host.url}/healthz`, 420_000).then(
      () => {
        child.off('exit', onExit)
        resolve()
      },
      (error: unknown) => reject(new Error(`Host ${host.name}: ${String(error)}\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`)),
    )
  })
  return { child, ready }
}

export async function startTwoHosts(engine: Engine): Promise<TwoHosts> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `telehealth-two-hosts-${engine}-`))
  const dataDir = (name: string) => {
    const dir = path.join(root, name)
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
    return dir
  }
  const databaseOfRun = engine === 'postgres' ? await postgresDatabase() : sqliteDatabase(dataDir('database-server'))
  const [portA, portB, balancerPort] = [await freePort(), await freePort(), await freePort()]
  const publicOrigin = `http://localhost:${balancerPort}`
  const shared = {
    NODE_ENV: 'production',
    NODE_OPTIONS: '--conditions=production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseOfRun.url,
    // Made for this deployment and handed to every host, as a real one gets them from its secret store.
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    SITE_ORIGIN: publicOrigin,
    SITE_URL: publicOrigin,
  }
  const hosts: [SiteHost, SiteHost] = [
    { name: 'A', url: `http://127.0.0.1:${portA}`, dataDir: dataDir('host-a') },
    { name: 'B', url: `http://127.0.0.1:${portB}`, dataDir: dataDir('host-b') },
  ]
  const children: ChildProcess[] = []
  const stop = async () => {
    await stopAll(children)
    await databaseOfRun.drop()
    fs.rmSync(root, { recursive: true, force: true })
  }
  try {
    const setupDir = dataDir('setup')
    setUpDatabase(
      deploymentEnv(shared, { DATA_DIR: setupDir, SEED_ADMIN_PASSWORD: crypto.randomBytes(12).toString('base64url') }),
      path.join(setupDir, 'setup.log'),
    )
    // Two processes on the database beside the hosts, started now (loading Payload takes a while, a tick does not).
    const database = new DatabaseProcess(deploymentEnv(shared, { DATA_DIR: dataDir('runner-1') }), children)
    const secondRunner = new DatabaseProcess(deploymentEnv(shared, { DATA_DIR: dataDir('runner-2') }), children)
    const sites = hosts.map((host, index) =>
      startHost(host, deploymentEnv(shared, { DATA_DIR: host.dataDir, SITE_HOST: '127.0.0.1', SITE_PORT: String([portA, portB][index]) })),
    )
    children.push(...sites.map((site) => site.child))
    await Promise.all([database.ready, secondRunner.ready, ...sites.map((site) => site.ready)])
    return {
      engine,
      publicOrigin,
      hosts,
      database,
      tickJobRunnersAtOnce: () => Promise.all([database.ask<RunnerTick>('tick'), secondRunner.ask<RunnerTick>('tick')]),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
