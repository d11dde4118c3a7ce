import { spawnSync } from 'node:child_process'
import path from 'node:path'

const siteRoot = path.resolve(import.meta.dirname, '..')
const repoRoot = path.resolve(siteRoot, '../..')

/** Variables that would leak the developer's or the test runner's own settings into a child. */
const CLEARED = [
  'NODE_ENV',
  'DATA_DIR',
  'SESSION_SECRET',
  'PAYLOAD_SECRET',
  'SITE_ORIGIN',
  'SITE_HOST',
  'SITE_PORT',
  'TRUST_PROXY',
  'AFFILIATE_CONVERSION_URL',
  'DATABASE_URL',
  'CMS_URL',
  'NEXT_PHASE',
  'VITEST',
  'VITEST_POOL_ID',
  'VITEST_WORKER_ID',
  'TEST',
]

export interface EnvChildResult {
  status: number | null
  stdout: string
  stderr: string
  /** The fixture's JSON line, when it got that far. */
  parsed: {
    sessionSecret: string
    payloadSecret: string
    siteHost: string
    publicOrigin: string
    allowedRequestOrigins: string[]
    trustProxy: false | number | string[]
    affiliateUrl: string | null
  } | null
}

/** Imports the site's and the CMS's env modules in a fresh process with exactly `vars` set (besides PATH and the like). */
export function runEnvChild(vars: Record<string, string>): EnvChildResult {
  const base = { ...process.env }
  for (const name of CLEARED) delete base[name]
  const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(siteRoot, 'server/env.fixture.ts')], {
    cwd: siteRoot,
    env: { ...base, NODE_OPTIONS: '--conditions=production', ...vars },
    encoding: 'utf8',
    timeout: 60_000,
  })
  const line = result.stdout.trim().split('\n').at(-1) ?? ''
  let parsed: EnvChildResult['parsed'] = null
  try {
    parsed = line.startsWith('{') ? (JSON.parse(line) as EnvChildResult['parsed']) : null
  } catch {
    parsed = null
  }
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, parsed }
}
