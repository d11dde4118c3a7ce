// The environment for running the built apps on this machine: ports, database, and secrets made
// once per checkout (kept in .data/, never committed). Real deployments set these themselves.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from './ensure-install.mjs'

export function loadLocalSecrets(dataDir) {
  const file = path.join(dataDir, 'local-secrets.json')
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'))
  const secrets = {
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    SEED_ADMIN_PASSWORD: `local-${crypto.randomBytes(9).toString('base64url')}`,
  }
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}

/**
 * Everything the site, the CMS and the database set-up need, with the caller's env winning.
 * @param {Record<string, string>} [overrides]
 * @returns {Record<string, string> & { CMS_PORT: string, SITE_PORT: string, SITE_URL: string, DATABASE_URL: string, PAYLOAD_SECRET: string, SEED_ADMIN_PASSWORD: string }}
 */
export function localEnv(overrides = {}) {
  const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '.data')
  const secrets = loadLocalSecrets(dataDir)
  const sitePort = overrides.SITE_PORT ?? process.env.SITE_PORT ?? '3000'
  return {
    ...process.env,
    NODE_ENV: 'production',
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=production'].filter(Boolean).join(' '),
    NEXT_TELEMETRY_DISABLED: '1',
    TURBO_TELEMETRY_DISABLED: '1',
    DATABASE_URL: process.env.DATABASE_URL ?? `file:${path.join(dataDir, 'telehealth.db')}`,
    SITE_PORT: sitePort,
    // The CMS puts it in front of the checkout links staff hand to patients (ADR 010).
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${sitePort}`,
    CMS_PORT: process.env.CMS_PORT ?? '3001',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? secrets.PAYLOAD_SECRET,
    SESSION_SECRET: process.env.SESSION_SECRET ?? secrets.SESSION_SECRET,
    SEED_ADMIN_PASSWORD: process.env.SEED_ADMIN_PASSWORD ?? secrets.SEED_ADMIN_PASSWORD,
    ...overrides,
  }
}
