import net from 'node:net'
import { cmsOrigins, findRepoRoot, loadLocalSecrets, resolveDataDir } from '@telehealth/cms/env'
import { z } from 'zod'

/** Names Express knows for whole address ranges (`trust proxy`). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true
  const [address, prefix, ...rest] = value.split('/')
  if (rest.length > 0 || !address) return false
  const family = net.isIP(address)
  if (family === 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: whose forwarded headers (X-Forwarded-For, -Proto) the site believes. Unset: nobody's,
 * the client is the address that connected. A hop count (`1`: one proxy in front, whatever its
 * address) or a comma list of addresses, CIDR ranges and Express's names (`loopback`, `linklocal`,
 * `uniquelocal`). `true` (believe anyone) is refused: any client could then choose its own address
 * and walk around every per-address limit.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? ''
    if (text === '' || text === 'false' || text === 'none' || text === '0') return false
    if (/^\d+$/.test(text)) {
      const hops = Number(text)
      if (hops > 32) ctx.addIssue({ code: 'custom', message: 'must be a hop count from 0 to 32, or addresses' })
      return hops
    }
    if (text === 'true') {
      ctx.addIssue({ code: 'custom', message: "true would believe any client about its own address; give a hop count (1) or the proxies' addresses" })
      return false
    }
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const wrong = entries.filter((entry) => !isAddressOrRange(entry))
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count or a comma list of addresses, CIDR ranges, loopback, linklocal or uniquelocal (not ${wrong.join(', ')})`,
      })
    }
    return entries
  })

/** An origin only (scheme, host, port): a path, query or fragment in SITE_ORIGIN is a mistake. */
const originSchema = z
  .url('must be a URL such as https://care.example.com')
  .refine((value) => /^https?:$/.test(new URL(value).protocol), 'must start with https:// (or http:// on this machine)')
  .refine((value) => {
    const url = new URL(value)
    return (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username && !url.password
  }, 'must be an origin only, such as https://care.example.com (no path, query or credentials)')
  .transform((value) => new URL(value).origin)

/** A host name that never leaves this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}

/** The site's environment, parsed once at start; a wrong value stops the server with a clear message. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SITE_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Where the server listens. Default: 0.0.0.0 in production (a container), 127.0.0.1 otherwise. */
    SITE_HOST: z.string().min(1).optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * The public origin (https://care.example.com): every link in an email or a text starts with it,
     * and a POST must come from it. Required in production; elsewhere http://localhost:<SITE_PORT>.
     * Never taken from a request's Host or forwarded headers.
     */
    SITE_ORIGIN: originSchema.optional(),
    /** Whose X-Forwarded-* headers to believe: unset = nobody's (see trustProxySchema). */
    TRUST_PROXY: trustProxySchema,
    /** Where secrets made for this machine are kept (outside production), as `npm start` keeps them. */
    DATA_DIR: z.string().optional(),
    /** Card payments through Stripe when set; otherwise the embedded sandbox gateway. */
    STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must be a Stripe secret key (sk_...)').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must be a Stripe publishable key (pk_...)').optional(),
    /** Text messages through Twilio when all three are set; otherwise they go to the outbox. */
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    /** Address suggestions from Smarty's US Autocomplete Pro when both are set; otherwise the built-in parser. */
    SMARTY_AUTH_ID: z.string().optional(),
    SMARTY_AUTH_TOKEN: z.string().optional(),
    /** The affiliate network's conversion endpoint (the spec's call-conversion); unset: recorded on the order only. */
    AFFILIATE_CONVERSION_URL: z.url('must be a URL such as https://affiliates.example.com/conversion').optional(),
    /** A consent-certificate service (spec's trust-form): POST endpoint answering { certificateUrl }. Unset: none recorded. */
    CONSENT_CERTIFICATE_URL: z.url('must be a URL such as https://certificates.example.com/consent').optional(),
    /**
     * Where the tag manager's script is loaded from (the container id is set by marketing in the CMS).
     * Google's by default; the e2e points it at a local stand-in container.
     */
    TAG_MANAGER_ORIGIN: originSchema.default('https://www.googletagmanager.com'),
    /** How long content staff edit in the CMS is kept in this process before it is read again (ms; 0 = every request). */
    CONTENT_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'is required with STRIPE_SECRET_KEY (the card form in the page needs it)' })
    }
    if (env.NODE_ENV !== 'production') return
    if (!env.SESSION_SECRET) ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' })
    if (!env.SITE_ORIGIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_ORIGIN'],
        message: 'is required in production: the public origin (https://care.example.com) that links in emails and texts start with',
      })
    }
    for (const [name, value] of [
      ['TAG_MANAGER_ORIGIN', env.TAG_MANAGER_ORIGIN],
      ['CONSENT_CERTIFICATE_URL', env.CONSENT_CERTIFICATE_URL],
    ] as const) {
      if (value && new URL(value).protocol !== 'https:' && !isLoopbackHost(new URL(value).hostname)) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'must start with https:// in production' })
      }
    }
    if (env.AFFILIATE_CONVERSION_URL) {
      const url = new URL(env.AFFILIATE_CONVERSION_URL)
      // A listener on this machine is not a network hop; anything else must be encrypted.
      if (url.protocol !== 'https:' && !isLoopbackHost(url.hostname)) {
        ctx.addIssue({ code: 'custom', path: ['AFFILIATE_CONVERSION_URL'], message: 'must start with https:// in production' })
      }
    }
  })

/**
 * The session secret given; else, outside production, the one made for this machine in DATA_DIR
 * (`<DATA_DIR>/local-secrets.json`, the file `npm start` writes; made there if missing). Never a
 * fixed value. Production without one has failed above.
 */
function sessionSecret(given: string | undefined, isProduction: boolean, dataDir: string | undefined): string {
  if (given) return given
  if (isProduction) throw new Error('Invalid site environment:\n  SESSION_SECRET: is required in production')
  return loadLocalSecrets(resolveDataDir(dataDir, findRepoRoot())).SESSION_SECRET
}

/** The loopback names of a local origin, which a browser on this machine may use for it. */
function loopbackAliases(origin: string): string[] {
  const url = new URL(origin)
  if (!isLoopbackHost(url.hostname)) return []
  const port = url.port ? `:${url.port}` : ''
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `${url.protocol}//${host}${port}`).filter((alias) => alias !== origin)
}

function parseEnv() {
  const result = envSchema.safeParse(process.env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid site environment:\n${lines.join('\n')}`)
  }
  const isProduction = result.data.NODE_ENV === 'production'
  const publicOrigin = result.data.SITE_ORIGIN ?? `http://localhost:${result.data.SITE_PORT}`
  return {
    ...result.data,
    isProduction,
    // A container needs every interface; a developer's machine serves only itself.
    SITE_HOST: result.data.SITE_HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    publicOrigin,
    /**
     * Origins a POST may come from: the public origin, and when that is this machine
     * (http://localhost:<port>), its other loopback names, which no other machine can be.
     */
    allowedRequestOrigins: [publicOrigin, ...loopbackAliases(publicOrigin)],
    sessionSecret: sessionSecret(result.data.SESSION_SECRET, isProduction, result.data.DATA_DIR),
    /**
     * The CMS admin's origin(s), as the CMS reads them (CMS_URL, else the local admin on CMS_PORT):
     * the only page that may frame the questionnaire preview, and the only sender it listens to (ADR 057).
     */
    cmsOrigins: cmsOrigins(process.env.CMS_URL, process.env.CMS_PORT),
  }
}

export const env = parseEnv()

/** The site's public origin (SITE_ORIGIN): the start of every link the site sends. Never from a request. */
export function publicOrigin(): string {
  return env.publicOrigin
}
