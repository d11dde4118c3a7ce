import { describe, expect, it } from 'vitest'
import { sameSitePath } from './same-site-path.ts'

describe('sameSitePath', () => {
  it.each([
    ['/', '/'],
    ['/select-med', '/select-med'],
    ['/weight-loss-report?desiredWeight=150', '/weight-loss-report?desiredWeight=150'],
    ['/legal/terms-of-use#section', '/legal/terms-of-use#section'],
    ['/a/../select-med', '/select-med'],
  ])('keeps the same-site path %s', (value, kept) => {
    expect(sameSitePath(value)).toBe(kept)
  })

  it.each([
    'https://evil.example/',
    'http://localhost:3000/select-med',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'select-med',
    '/\tevil',
    '/%0d%0aSet-Cookie:x',
    '',
    null,
    undefined,
  ])('never leaves the site for %s', (value) => {
    const kept = sameSitePath(value)
    if (kept !== null) {
      // Encoded characters stay encoded in the path: still this site.
      expect(kept.startsWith('/')).toBe(true)
      expect(kept.startsWith('//')).toBe(false)
    } else {
      expect(kept).toBeNull()
    }
  })

  it('refuses every absolute or protocol-relative address outright', () => {
    for (const value of ['https://evil.example/', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)', 'select-med', '/\tevil']) {
      expect(sameSitePath(value)).toBeNull()
    }
  })
})
