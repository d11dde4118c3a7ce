import { withPayload } from '@payloadcms/next/withPayload'

/**
 * The site's security headers (apps/site/server/security.ts) on every admin and API response
 * (issue 16). The CSP names no script or style sources, so the admin's own scripts and styles work
 * as Payload ships them; it forbids framing (with X-Frame-Options for older browsers), plugins, a
 * foreign <base> and form posts elsewhere. HSTS from a production build only (browsers ignore it
 * over plain http, so `npm start` on http://localhost is unaffected).
 */
const securityHeaders = [
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'" },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  ...(process.env.NODE_ENV === 'production' ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []),
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // `turbo run typecheck` checks the whole tree once; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
  async redirects() {
    return [{ source: '/', destination: '/admin', permanent: false }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
