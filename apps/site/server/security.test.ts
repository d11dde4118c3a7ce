import { describe, expect, it } from 'vitest'
import { isAllowedRequestOrigin, securityHeaders } from './security.ts'

describe('origin check', () => {
  const expectedOrigin = 'https://care.example.com'

  it('lets safe methods through whatever their origin', () => {
    expect(isAllowedRequestOrigin({ method: 'GET', origin: 'https://evil.example', expectedOrigin })).toBe(true)
  })

  it('accepts a POST from this origin', () => {
    expect(isAllowedRequestOrigin({ method: 'POST', origin: expectedOrigin, expectedOrigin })).toBe(true)
  })

  it.each([['https://evil.example'], ['null'], [undefined], ['https://care.example.com.evil.example']])(
    'refuses a POST from %s',
    (origin) => {
      expect(isAllowedRequestOrigin({ method: 'POST', origin, expectedOrigin })).toBe(false)
    },
  )
})

describe('security headers', () => {
  it('puts the nonce in the script policy', () => {
    const headers = securityHeaders({ nonce: 'abc123', isProduction: true, isHttps: true })
    expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'nonce-abc123'")
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    expect(headers['Strict-Transport-Security']).toBeDefined()
  })

  it('lets Stripe.js, its card frame and its API in only when Stripe is the gateway', () => {
    const withStripe = securityHeaders({ nonce: 'n', isProduction: true, isHttps: true, stripe: true })['Content-Security-Policy']
    expect(withStripe).toContain("script-src 'self' 'nonce-n' https://js.stripe.com")
    expect(withStripe).toContain('frame-src https://js.stripe.com https://hooks.stripe.com')
    expect(withStripe).toContain("connect-src 'self' https://api.stripe.com")
    const sandbox = securityHeaders({ nonce: 'n', isProduction: true, isHttps: true })['Content-Security-Policy']
    expect(sandbox).not.toContain('stripe')
  })

  it('leaves HSTS and request upgrades out on plain http (localhost)', () => {
    const headers = securityHeaders({ nonce: 'n', isProduction: true, isHttps: false })
    expect(headers['Strict-Transport-Security']).toBeUndefined()
    expect(headers['Content-Security-Policy']).not.toContain('upgrade-insecure-requests')
  })
})
