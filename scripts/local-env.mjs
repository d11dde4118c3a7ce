// The environment for running the built apps on this machine: ports, database, and secrets made
// once per checkout (kept in .data/, never committed). Real deployments set these themselves.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from './ensure-install.mjs'

/**
 * The secrets made once for this machine in `<dataDir>/local-secrets.json` (mode 0600). The apps
 * read and, when it is missing, make the same file in the same format outside production
 * (apps/cms/src/env.ts loadLocalSecrets), so `npm start`, `npm run dev` and the tests agree.
 */
export function loadLocalSecrets(dataDir) {
  const file = path.join(dataDir, 'local-secrets.json')
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'))
  const secrets = {
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    SEED_ADMIN_PASSWORD: `local-${crypto.randomBytes(9).toString('base64url')}`,
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  // Written whole under another name, then linked into place: a process starting at the same
  // moment either finds no file or the whole one.
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  try {
    fs.linkSync(temporary, file)
    return secrets
  } catch (error) {
    if (error.code !== 'EEXIST') throw error
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } finally {
    fs.rmSync(temporary, { force: true })
  }
}

/**
 * Everything the site, the CMS and the database set-up need, with the caller's env winning.
 * @param {Record<string, string>} [overrides]
 * @returns {Record<string, string> & { CMS_PORT: string, SITE_PORT: string, SITE_URL: string, SITE_ORIGIN: string, DATABASE_URL: string, PAYLOAD_SECRET: string, SESSION_SECRET: string, SEED_ADMIN_PASSWORD: string }}
 */
export function localEnv(overrides = {}) {
  // The data directory the apps will be given: the caller's override, else the environment's.
  const dataDir = path.resolve(repoRoot, overrides.DATA_DIR ?? process.env.DATA_DIR ?? '.data')
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
    SITE_URL: process.env.SITE_URL ?? process.env.SITE_ORIGIN ?? `http://localhost:${sitePort}`,
    // The site's public origin: every link in an email or a text starts with it, and a POST must
    // come from it (ADR 021). Required in production; on this machine it is the local port.
    SITE_ORIGIN: process.env.SITE_ORIGIN ?? `http://localhost:${sitePort}`,
    CMS_PORT: process.env.CMS_PORT ?? '3001',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? secrets.PAYLOAD_SECRET,
    SESSION_SECRET: process.env.SESSION_SECRET ?? secrets.SESSION_SECRET,
    SEED_ADMIN_PASSWORD: process.env.SEED_ADMIN_PASSWORD ?? secrets.SEED_ADMIN_PASSWORD,
    ...overrides,
  }
}
