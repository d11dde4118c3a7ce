import crypto from 'node:crypto'

/** A fresh nonce for one response's Content-Security-Policy. */
export function createNonce(): string {
  return crypto.randomBytes(16).toString('base64')
}

export interface SecurityHeaderOptions {
  nonce: string
  isProduction: boolean
  /** Served over HTTPS (directly or behind a proxy): only then HSTS and upgrading requests. */
  isHttps: boolean
  /** Stripe is the payment gateway: allow Stripe.js, its card iframe and its API (Stripe's documented CSP). */
  stripe?: boolean
  /**
   * Origins that may frame this response (the CMS admin's live preview of a questionnaire, ADR
   * 057). None by default: nothing may frame the site.
   */
  frameAncestors?: readonly string[] | undefined
}

/**
 * Headers on every response. Scripts run only from this origin or with this response's nonce;
 * nothing may frame the site; forms post only to it. Development adds Vite's HMR socket.
 */
export function securityHeaders({ nonce, isProduction, isHttps, stripe = false, frameAncestors = [] }: SecurityHeaderOptions): Record<string, string> {
  const stripeScript = stripe ? ' https://js.stripe.com' : ''
  const stripeConnect = stripe ? ' https://api.stripe.com' : ''
  const connectSrc = `${isProduction ? "'self'" : "'self' ws://localhost:* ws://127.0.0.1:*"}${stripeConnect}`
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${stripeScript}`,
    ...(stripe ? ['frame-src https://js.stripe.com https://hooks.stripe.com'] : []),
    // Inline style attributes (progress bars, chart sizes) are harmless; style elements are not used.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connectSrc}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length ? frameAncestors.join(' ') : "'none'"}`,
    ...(isHttps ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    // X-Frame-Options cannot name an origin; where framing is allowed, frame-ancestors alone decides.
    ...(frameAncestors.length ? {} : { 'X-Frame-Options': 'DENY' }),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=(), payment=(self)',
    ...(isHttps ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/** An origin and nothing else: https, a host, an optional port (no path, no spaces, no `;`). */
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/i

/**
 * The policy with `origin` allowed in `frame-src`: added to the directive when there is one (Stripe's),
 * else a new directive that keeps this site's own frames ('self', what default-src allowed them).
 * Anything but a bare https origin changes nothing.
 */
export function allowFrameSource(policy: string, origin: string): string {
  if (!HTTPS_ORIGIN.test(origin)) return policy
  const directives = policy.split('; ')
  const index = directives.findIndex((directive) => directive.startsWith('frame-src '))
  if (index >= 0) directives[index] = `${directives[index]} ${origin}`
  else directives.splice(directives.findIndex((directive) => directive.startsWith('script-src ')) + 1, 0, `frame-src 'self' ${origin}`)
  return directives.join('; ')
}

/**
 * The policy of a page that loads the tag manager (ADR 101: the allowlist's pages only, never by
 * default): its script runs by the page's nonce; it may send hits and pixels to its own origin
 * (connect-src, img-src), nothing more. Any origin but a bare http(s) one changes nothing.
 */
export function allowTagManagerOrigin(policy: string, origin: string): string {
  if (!/^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/i.test(origin)) return policy
  return policy
    .split('; ')
    .map((directive) => (directive.startsWith('connect-src ') || directive.startsWith('img-src ') ? `${directive} ${origin}` : directive))
    .join('; ')
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface OriginCheckInput {
  method: string
  origin: string | undefined
  /**
   * The origins this server answers as: SITE_ORIGIN (and, when that is http://localhost:<port>, its
   * other loopback names). Never the request's own Host: a request cannot vouch for itself.
   */
  allowedOrigins: readonly string[]
}

/**
 * CSRF defence together with SameSite=Lax cookies: a state-changing request must carry an Origin
 * header naming this site. Browsers send Origin on every POST, so a missing one is refused too.
 */
export function isAllowedRequestOrigin({ method, origin, allowedOrigins }: OriginCheckInput): boolean {
  if (!UNSAFE_METHODS.has(method.toUpperCase())) return true
  if (!origin) return false
  return allowedOrigins.some((allowed) => origin.toLowerCase() === allowed.toLowerCase())
}

export const FORBIDDEN_ORIGIN_MESSAGE = 'This request did not come from our site, so it was not accepted.'

/** The page the CMS admin frames for its live preview of a questionnaire (ADR 057). */
export const QUESTIONNAIRE_PREVIEW_PATH = '/questionnaire-preview'
