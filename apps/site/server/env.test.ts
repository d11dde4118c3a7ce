import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runEnvChild } from './env-child.ts'

/**
 * The site's environment (app/env.server.ts), parsed in a fresh process each time: the public
 * origin, the proxies trusted, where the development server listens, and the affiliate's endpoint.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telehealth-env-test-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const secrets = { SESSION_SECRET: 's'.repeat(40), PAYLOAD_SECRET: 'p'.repeat(40) }
const production = { NODE_ENV: 'production', ...secrets, SITE_ORIGIN: 'https://care.example.com' }

describe('site environment', () => {
  it('development listens on 127.0.0.1 and answers as http://localhost:<port>, production on every interface', () => {
    const dev = runEnvChild({ DATA_DIR: dataDir, SITE_PORT: '4100' })
    expect(dev.parsed).toMatchObject({
      siteHost: '127.0.0.1',
      publicOrigin: 'http://localhost:4100',
      allowedRequestOrigins: ['http://localhost:4100', 'http://127.0.0.1:4100', 'http://[::1]:4100'],
      trustProxy: false,
    })
    const prod = runEnvChild({ ...production, DATA_DIR: dataDir })
    expect(prod.status, prod.stderr).toBe(0)
    expect(prod.parsed).toMatchObject({ siteHost: '0.0.0.0', publicOrigin: 'https://care.example.com', allowedRequestOrigins: ['https://care.example.com'] })
    expect(runEnvChild({ DATA_DIR: dataDir, SITE_HOST: '0.0.0.0' }).parsed?.siteHost).toBe('0.0.0.0')
  })

  it('requires SITE_ORIGIN in production, as an origin only', () => {
    const missing = runEnvChild({ ...production, SITE_ORIGIN: '', DATA_DIR: dataDir })
    expect(missing.status).not.toBe(0)
    const unset = runEnvChild({ NODE_ENV: 'production', ...secrets, DATA_DIR: dataDir })
    expect(unset.status).not.toBe(0)
    expect(unset.stderr).toContain('SITE_ORIGIN: is required in production')
    const withPath = runEnvChild({ ...production, SITE_ORIGIN: 'https://care.example.com/app', DATA_DIR: dataDir })
    expect(withPath.stderr).toContain('SITE_ORIGIN: must be an origin only')
    expect(runEnvChild({ ...production, SITE_ORIGIN: 'https://care.example.com/', DATA_DIR: dataDir }).parsed?.publicOrigin).toBe('https://care.example.com')
  })

  it.each([
    ['', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8, 2001:db8::/32, 192.0.2.7', ['loopback', '10.0.0.0/8', '2001:db8::/32', '192.0.2.7']],
  ])('TRUST_PROXY=%j is %j', (value, expected) => {
    const child = runEnvChild({ DATA_DIR: dataDir, TRUST_PROXY: value })
    expect(child.status, child.stderr).toBe(0)
    expect(child.parsed?.trustProxy).toEqual(expected)
  })

  it.each([
    ['true', 'true would believe any client'],
    ['proxy.example', 'must be a hop count or a comma list'],
    ['10.0.0.0/33', 'must be a hop count or a comma list'],
  ])('TRUST_PROXY=%j stops the start', (value, message) => {
    const child = runEnvChild({ DATA_DIR: dataDir, TRUST_PROXY: value })
    expect(child.status).not.toBe(0)
    expect(child.stderr).toContain(`TRUST_PROXY: ${message}`)
  })

  it('in production the affiliate endpoint is https (a listener on this machine excepted)', () => {
    const plain = runEnvChild({ ...production, DATA_DIR: dataDir, AFFILIATE_CONVERSION_URL: 'http://affiliates.example.com/conversion' })
    expect(plain.status).not.toBe(0)
    expect(plain.stderr).toContain('AFFILIATE_CONVERSION_URL: must start with https:// in production')
    expect(runEnvChild({ ...production, DATA_DIR: dataDir, AFFILIATE_CONVERSION_URL: 'https://affiliates.example.com/conversion' }).status).toBe(0)
    expect(runEnvChild({ ...production, DATA_DIR: dataDir, AFFILIATE_CONVERSION_URL: 'http://127.0.0.1:9999/conversion' }).status).toBe(0)
    expect(runEnvChild({ DATA_DIR: dataDir, AFFILIATE_CONVERSION_URL: 'http://affiliates.example.com/conversion' }).status).toBe(0)
  })
}, 180_000)
