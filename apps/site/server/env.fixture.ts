// Run by secrets.test.ts and env.test.ts in a child process (each environment module parses
// process.env once, when it is first imported): prints what the site's and the CMS's environment
// modules made of the environment it was given, as one JSON line.
const { env } = await import('../app/env.server.ts')
const { cmsEnv } = await import('@telehealth/cms/env')

console.log(
  JSON.stringify({
    sessionSecret: env.sessionSecret,
    payloadSecret: cmsEnv.payloadSecret,
    siteHost: env.SITE_HOST,
    publicOrigin: env.publicOrigin,
    allowedRequestOrigins: env.allowedRequestOrigins,
    trustProxy: env.TRUST_PROXY,
    affiliateUrl: env.AFFILIATE_CONVERSION_URL ?? null,
  }),
)

export {}
