import { describe, expect, it } from 'vitest'
import { allowFrameSource, allowTagManagerOrigin, isAllowedRequestOrigin, securityHeaders } from './security.ts'

describe('origin check', () => {
  const allowedOrigins = ['https://care.example.com']

  it('lets safe methods through whatever their origin', () => {
    expect(isAllowedRequestOrigin({ method: 'GET', origin: 'https://evil.example', allowedOrigins })).toBe(true)
  })

  it('accepts a POST from this origin', () => {
    expect(isAllowedRequestOrigin({ method: 'POST', origin: 'https://care.example.com', allowedOrigins })).toBe(true)
  })

  it.each([['https://evil.example'], ['null'], [undefined], ['https://care.example.com.evil.example'], ['http://care.example.com']])(
    'refuses a POST from %s',
    (origin) => {
      expect(isAllowedRequestOrigin({ method: 'POST', origin, allowedOrigins })).toBe(false)
    },
  )

  it('accepts only the listed origins, never one the request names for itself', () => {
    const local = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']
    expect(isAllowedRequestOrigin({ method: 'POST', origin: 'http://127.0.0.1:3000', allowedOrigins: local })).toBe(true)
    expect(isAllowedRequestOrigin({ method: 'POST', origin: 'http://evil.example', allowedOrigins: local })).toBe(false)
    expect(isAllowedRequestOrigin({ method: 'POST', origin: 'http://localhost:3001', allowedOrigins: local })).toBe(false)
  })
})

describe('security headers', () => {
  it('allows no tag manager by default; a page of the allowlist lets it send to its own origin only, its script running by the nonce', () => {
    const base = securityHeaders({ nonce: 'n', isProduction: true, isHttps: true })['Content-Security-Policy'] ?? ''
    expect(base).not.toContain('googletagmanager')
    const policy = allowTagManagerOrigin(base, 'https://www.googletagmanager.com')
    expect(policy).toContain("script-src 'self' 'nonce-n';")
    expect(policy).toContain("connect-src 'self' https://www.googletagmanager.com")
    expect(policy).toContain("img-src 'self' data: blob: https://www.googletagmanager.com")
    expect(allowTagManagerOrigin(base, 'https://x.example; script-src *')).toBe(base)
  })

  it('puts the nonce in the script policy', () => {
    const headers = securityHeaders({ nonce: 'abc123', isProduction: true, isHttps: true })
    expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'nonce-abc123'")
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    expect(headers['Strict-Transport-Security']).toBeDefined()
  })

  it('lets only the named origins frame a response (the CMS admin, for the questionnaire preview)', () => {
    const framed = securityHeaders({ nonce: 'n', isProduction: true, isHttps: true, frameAncestors: ['https://cms.example.com'] })
    expect(framed['Content-Security-Policy']).toContain('frame-ancestors https://cms.example.com;')
    expect(framed['X-Frame-Options']).toBeUndefined()
    expect(securityHeaders({ nonce: 'n', isProduction: true, isHttps: true })['X-Frame-Options']).toBe('DENY')
  })

  it('lets Stripe.js, its card frame and its API in only when Stripe is the gateway', () => {
    const withStripe = securityHeaders({ nonce: 'n', isProduction: true, isHttps: true, stripe: true })['Content-Security-Policy']
    expect(withStripe).toContain("script-src 'self' 'nonce-n' https://js.stripe.com")
    expect(withStripe).toContain('frame-src https://js.stripe.com https://hooks.stripe.com')
    expect(withStripe).toContain("connect-src 'self' https://api.stripe.com")
    const sandbox = securityHeaders({ nonce: 'n', isProduction: true, isHttps: true })['Content-Security-Policy']
    expect(sandbox).not.toContain('stripe')
  })

  it("allows one page's outside frame by its origin only: added to frame-src, never a directive of its own (ADR 098)", () => {
    const plain = securityHeaders({ nonce: 'n', isProduction: true, isHttps: true })['Content-Security-Policy'] ?? ''
    const framed = allowFrameSource(plain, 'https://doctors.example.com')
    expect(framed).toContain("script-src 'self' 'nonce-n'; frame-src 'self' https://doctors.example.com; style-src")
    expect(framed.match(/frame-src/g)).toHaveLength(1)
    const withStripe = securityHeaders({ nonce: 'n', isProduction: true, isHttps: true, stripe: true })['Content-Security-Policy'] ?? ''
    expect(allowFrameSource(withStripe, 'https://doctors.example.com:8443')).toContain(
      'frame-src https://js.stripe.com https://hooks.stripe.com https://doctors.example.com:8443;',
    )
    for (const bad of ['http://doctors.example.com', "https://doctors.example.com; script-src 'unsafe-inline'", 'https://a.example.com/path', '*', ''])
      expect(allowFrameSource(plain, bad)).toBe(plain)
  })

  it('leaves HSTS and request upgrades out on plain http (localhost)', () => {
    const headers = securityHeaders({ nonce: 'n', isProduction: true, isHttps: false })
    expect(headers['Strict-Transport-Security']).toBeUndefined()
    expect(headers['Content-Security-Policy']).not.toContain('upgrade-insecure-requests')
  })
})
