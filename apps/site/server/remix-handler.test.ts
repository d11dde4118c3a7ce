import { describe, expect, it } from 'vitest'
import { remixRequestHeaders, remixRequestMethod } from './remix-handler.ts'

describe('the headers the app sees', () => {
  const publicOrigin = 'http://localhost:3000'
  const allowed = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']

  it('name SITE_ORIGIN as the host, whatever Host or forwarded headers the request carried', () => {
    const headers = remixRequestHeaders(
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example', cookie: 'a=1', 'x-extra': ['1', '2'] },
      publicOrigin,
      allowed,
    )
    expect(headers.get('host')).toBe('localhost:3000')
    expect(headers.get('x-forwarded-host')).toBeNull()
    expect(headers.get('forwarded')).toBeNull()
    expect(headers.get('cookie')).toBe('a=1')
    expect(headers.get('x-extra')).toBe('1, 2')
  })

  it('read an Origin the server accepted as SITE_ORIGIN, and leave any other as it came', () => {
    expect(remixRequestHeaders({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }, publicOrigin, allowed).get('origin')).toBe(publicOrigin)
    expect(remixRequestHeaders({ origin: 'https://evil.example' }, publicOrigin, allowed).get('origin')).toBe('https://evil.example')
  })
})

describe('the method the app sees', () => {
  it('is GET for a HEAD (Remix would take any other method for a form submission), and as sent otherwise', () => {
    expect(remixRequestMethod('HEAD')).toBe('GET')
    expect(remixRequestMethod('head')).toBe('GET')
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) expect(remixRequestMethod(method)).toBe(method)
  })
})
