import { describe, expect, it } from 'vitest'
import { forwardedHeaderHosts, forwardedHostMismatch, isOriginFormTarget, normalizeHost } from './forwarded.ts'

describe('forwarded host check', () => {
  const publicOrigin = 'https://care.example.com'

  it('lets a request through that names no host or only the public one', () => {
    expect(forwardedHostMismatch({ xForwardedHost: undefined, forwarded: undefined, publicOrigin })).toBe(false)
    expect(forwardedHostMismatch({ xForwardedHost: 'care.example.com', forwarded: undefined, publicOrigin })).toBe(false)
    expect(forwardedHostMismatch({ xForwardedHost: 'CARE.example.com:443', forwarded: 'for=192.0.2.60;proto=https;host=care.example.com', publicOrigin })).toBe(
      false,
    )
  })

  it.each([
    ['X-Forwarded-Host of another site', { xForwardedHost: 'evil.example' }],
    ['X-Forwarded-Host with another port', { xForwardedHost: 'care.example.com:8443' }],
    ['a second X-Forwarded-Host hop', { xForwardedHost: 'care.example.com, evil.example' }],
    ['repeated X-Forwarded-Host headers', { xForwardedHost: ['care.example.com', 'evil.example'] }],
    ['Forwarded host=', { forwarded: 'for=192.0.2.60;host=evil.example' }],
    ['a quoted Forwarded host=', { forwarded: 'for="[2001:db8::1]";Host="evil.example:80"' }],
    ['a second Forwarded element', { forwarded: 'host=care.example.com, for=198.51.100.17;host=evil.example' }],
    ['an empty X-Forwarded-Host', { xForwardedHost: '' }],
  ])('refuses %s', (_label, headers) => {
    expect(forwardedHostMismatch({ xForwardedHost: undefined, forwarded: undefined, publicOrigin, ...headers })).toBe(true)
  })

  it('compares with the local origin and its port', () => {
    expect(forwardedHostMismatch({ xForwardedHost: 'localhost:3000', forwarded: undefined, publicOrigin: 'http://localhost:3000' })).toBe(false)
    expect(forwardedHostMismatch({ xForwardedHost: 'localhost:3001', forwarded: undefined, publicOrigin: 'http://localhost:3000' })).toBe(true)
  })

  it('reads host= from Forwarded elements and drops default ports', () => {
    expect(forwardedHeaderHosts('for=1.2.3.4;host=a.example, host="b.example:8080";proto=https')).toEqual(['a.example', 'b.example:8080'])
    expect(normalizeHost('Care.Example.com:443', 'https:')).toBe('care.example.com')
    expect(normalizeHost('care.example.com:80', 'http:')).toBe('care.example.com')
    expect(normalizeHost('care.example.com:80', 'https:')).toBe('care.example.com:80')
  })

  it('takes only paths as request targets (not the absolute form meant for proxies)', () => {
    expect(isOriginFormTarget('/forgot-password?x=1')).toBe(true)
    expect(isOriginFormTarget('http://evil.example/forgot-password')).toBe(false)
    expect(isOriginFormTarget('*')).toBe(false)
  })
})
