import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/**
 * The CMS's environment, parsed once. Both the admin (Next) and the site (which loads this config
 * for the Local API) read it, so a wrong value fails fast in either with the same message.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z
      .string()
      .regex(/^(file:|postgres(ql)?:\/\/|mongodb(\+srv)?:\/\/)/, 'must start with file: (SQLite), postgres:// (PostgreSQL) or mongodb:// (MongoDB)')
      .optional(),
    PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    CMS_URL: z.url('must be a URL such as http://localhost:3001').optional(),
    /** The admin's port when CMS_URL is unset (npm start and the e2e set it): its origin is http://localhost:<port>. */
    CMS_PORT: z.string().regex(/^\d+$/, 'must be a port number').optional(),
    /** The site's public address, for the checkout links staff hand to patients (ADR 010). */
    SITE_URL: z.url('must be a URL such as https://care.example.com').optional(),
    DATA_DIR: z.string().optional(),
    /** Email through this SMTP server (smtp://user:password@host:587); unset: the outbox collection. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    /** Texts through Twilio when all three are set (ADR 100); unset: kept in the outbox collection. */
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    /** The sender of every email: "Patient Care <care@example.com>". */
    EMAIL_FROM: z.string().min(3).default('Patient Care <care@example.com>'),
    /**
     * Live chat through Ably when set (an API key, `keyName:keySecret`, with publish and subscribe):
     * the site signs token requests with it and the server publishes each new message (ADR 099).
     * Unset: server-sent events from the site, fed from the database.
     */
    ABLY_API_KEY: z
      .string()
      .regex(/^[^.:\s]+\.[^.:\s]+:\S+$/, 'must be an Ably API key (appId.keyId:secret)')
      .optional(),
  })
  .superRefine((env, ctx) => {
    // `next build` evaluates the config without serving anything; secrets are a run-time matter.
    const isBuilding = process.env.NEXT_PHASE === 'phase-production-build'
    if (env.NODE_ENV === 'production' && !env.PAYLOAD_SECRET && !isBuilding) {
      ctx.addIssue({ code: 'custom', path: ['PAYLOAD_SECRET'], message: 'is required in production' })
    }
  })

/** The repository root: the nearest folder upwards that declares npm workspaces. */
export function findRepoRoot(from: string = process.cwd()): string {
  let dir = path.resolve(/*turbopackIgnore: true*/ from)
  for (;;) {
    const manifest = path.join(/*turbopackIgnore: true*/ dir, 'package.json')
    if (fs.existsSync(manifest)) {
      const parsed: unknown = JSON.parse(fs.readFileSync(manifest, 'utf8'))
      if (typeof parsed === 'object' && parsed !== null && 'workspaces' in parsed) return dir
    }
    const parent = path.dirname(dir)
    if (parent === dir) return path.resolve(/*turbopackIgnore: true*/ from)
    dir = parent
  }
}

/** The secrets made once for this machine, in the format `scripts/local-env.mjs` writes (`npm start`). */
export interface LocalSecrets {
  PAYLOAD_SECRET: string
  SESSION_SECRET: string
  SEED_ADMIN_PASSWORD: string
}

export const LOCAL_SECRETS_FILE = 'local-secrets.json'

const localSecretsSchema = z.object({
  PAYLOAD_SECRET: z.string().min(32),
  SESSION_SECRET: z.string().min(32),
  SEED_ADMIN_PASSWORD: z.string().min(12),
})

function readLocalSecrets(file: string): LocalSecrets | null {
  let text: string
  try {
    text = fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = null
  }
  const result = localSecretsSchema.safeParse(parsed)
  if (!result.success) {
    throw new Error(
      `${file} does not hold the local secrets npm start makes (PAYLOAD_SECRET, SESSION_SECRET, SEED_ADMIN_PASSWORD). Delete it to have new ones made, or set the secrets in the environment.`,
    )
  }
  return result.data
}

/**
 * The secrets of this machine outside production: read from `<dataDir>/local-secrets.json`, or made
 * there once (random, mode 0600) when the file is missing. Never a fixed value: a copy of the code
 * signs nothing another copy accepts. Several processes may start at once (the site's workers, the
 * admin): the file is written whole under a temporary name and linked into place, which fails for
 * all but the first, and the others read the winner's file.
 */
export function loadLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.join(/*turbopackIgnore: true*/ dataDir, LOCAL_SECRETS_FILE)
  const existing = readLocalSecrets(file)
  if (existing) return existing
  const made: LocalSecrets = {
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    SEED_ADMIN_PASSWORD: `local-${crypto.randomBytes(9).toString('base64url')}`,
  }
  fs.mkdirSync(/*turbopackIgnore: true*/ dataDir, { recursive: true, mode: 0o700 })
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`
  fs.writeFileSync(/*turbopackIgnore: true*/ temporary, JSON.stringify(made, null, 2), { mode: 0o600, flag: 'wx' })
  try {
    fs.linkSync(/*turbopackIgnore: true*/ temporary, file)
    return made
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const winner = readLocalSecrets(file)
    if (!winner) throw error
    return winner
  } finally {
    fs.rmSync(/*turbopackIgnore: true*/ temporary, { force: true })
  }
}

/** DATA_DIR as an absolute path (relative ones from the repository root); default `.data`. */
export function resolveDataDir(dataDir: string | undefined, root: string): string {
  return path.resolve(/*turbopackIgnore: true*/ root, dataDir ?? '.data')
}

/** SQLite wants an absolute file path; relative ones are taken from the repository root. */
export function resolveDatabaseUrl(url: string | undefined, root: string): string {
  if (!url) return `file:${path.join(root, '.data', 'telehealth.db')}`
  if (!url.startsWith('file:')) return url
  const filePath = url.slice('file:'.length)
  return `file:${path.isAbsolute(filePath) ? filePath : path.resolve(root, filePath)}`
}

/**
 * CMS_URL's origin; without it, the local admin on CMS_PORT under both names a browser may use
 * for this machine (localhost and 127.0.0.1).
 */
export function cmsOrigins(cmsUrl: string | undefined, cmsPort: string | undefined): [string, ...string[]] {
  if (cmsUrl) return [new URL(cmsUrl).origin]
  const port = cmsPort ?? '3001'
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}

function parseEnv() {
  const result = envSchema.safeParse(process.env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid CMS environment:\n${lines.join('\n')}`)
  }
  const root = findRepoRoot()
  const dataDir = resolveDataDir(result.data.DATA_DIR, root)
  const origins = cmsOrigins(result.data.CMS_URL, result.data.CMS_PORT)
  return {
    ...result.data,
    isProduction: result.data.NODE_ENV === 'production',
    /** The admin's own origin(s): the CSRF allowlist of cookie-authenticated requests. */
    cmsOrigins: origins,
    /**
     * Staff cookies carry Secure only in production behind https: `npm start` runs a production
     * build on http://localhost, where a Secure cookie would never come back and no one could sign in.
     */
    secureCookies: result.data.NODE_ENV === 'production' && origins[0].startsWith('https://'),
    databaseUrl: resolveDatabaseUrl(result.data.DATABASE_URL, root),
    /** Local files (uploads) when no object storage is configured. */
    dataDir,
    payloadSecret: payloadSecret(result.data.PAYLOAD_SECRET, result.data.NODE_ENV, dataDir),
  }
}

/**
 * The secret given; else, outside production, the one made for this machine in DATA_DIR (as
 * `npm start` makes it). Production without one has already failed above. `next build` signs
 * nothing, so while building it gets a random secret that lives only as long as the build.
 */
function payloadSecret(given: string | undefined, nodeEnv: 'development' | 'production' | 'test', dataDir: string): string {
  if (given) return given
  if (nodeEnv !== 'production') return loadLocalSecrets(dataDir).PAYLOAD_SECRET
  if (process.env.NEXT_PHASE === 'phase-production-build') return crypto.randomBytes(32).toString('hex')
  throw new Error('Invalid CMS environment:\n  PAYLOAD_SECRET: is required in production')
}

export const cmsEnv = parseEnv()
