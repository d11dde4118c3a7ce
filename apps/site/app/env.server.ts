import { z } from 'zod'

/** The site's environment, parsed once at start; a wrong value stops the server with a clear message. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SITE_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    SITE_HOST: z.string().default('0.0.0.0'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The public origin (https://example.com) when a proxy sits in front; else taken from Host. */
    SITE_ORIGIN: z.url('must be a URL such as https://example.com').optional(),
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
    /** How long content staff edit in the CMS is kept in this process before it is read again (ms; 0 = every request). */
    CONTENT_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'is required with STRIPE_SECRET_KEY (the card form in the page needs it)' })
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' })
    }
  })

function parseEnv() {
  const result = envSchema.safeParse(process.env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid site environment:\n${lines.join('\n')}`)
  }
  return {
    ...result.data,
    isProduction: result.data.NODE_ENV === 'production',
    // A fixed secret is fine on a developer's machine and is refused in production (above).
    sessionSecret: result.data.SESSION_SECRET ?? 'local-development-session-secret-not-for-production',
  }
}

export const env = parseEnv()
export type SiteEnv = typeof env
