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
      .regex(/^(file:|mongodb(\+srv)?:\/\/)/, 'must start with file: (SQLite) or mongodb:// (MongoDB)')
      .optional(),
    PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    CMS_URL: z.url('must be a URL such as http://localhost:3001').optional(),
    /** The admin's port when CMS_URL is unset (npm start and the e2e set it): its origin is http://localhost:<port>. */
    CMS_PORT: z.string().regex(/^\d+$/, 'must be a port number').optional(),
    /** The site's public address, for the checkout links staff hand to patients (ADR 010). */
    SITE_URL: z.url('must be a URL such as https://care.example.com').optional(),
    DATA_DIR: z.string().optional(),
    /** Email through this SMTP server (smtp://user:password@host:587); unset: the outbox collection. */
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
    /** The sender of every email: "Patient Care <care@example.com>". */
    EMAIL_FROM: z.string().min(3).default('Patient Care <care@example.com>'),
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
    dataDir: path.resolve(/*turbopackIgnore: true*/ root, result.data.DATA_DIR ?? '.data'),
    // A fixed secret is fine on a developer's machine and is refused in production (above).
    payloadSecret: result.data.PAYLOAD_SECRET ?? 'local-development-secret-never-used-in-production',
  }
}

export const cmsEnv = parseEnv()
