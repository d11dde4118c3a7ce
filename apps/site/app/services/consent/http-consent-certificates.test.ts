import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ConsentWitness } from './consent-certificates.ts'
import { noConsentCertificates } from './consent-certificates.ts'
import { httpConsentCertificates } from './http-consent-certificates.server.ts'

const witness: ConsentWitness = {
  textVersion: '2025-01',
  agreedAt: '2026-11-23T12:00:00.000Z',
  ipAddress: '203.0.113.5',
  userAgent: 'ua',
  pageUrl: 'https://care.example.com/',
}
const received: unknown[] = []
let answer: { status: number; body: string } = { status: 200, body: '{}' }
const server = http.createServer((request, response) => {
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
  request.on('end', () => {
    received.push(JSON.parse(body))
    response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body)
  })
})
let url = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certify`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('consent certificates', () => {
  it('the embedded default records none', async () => {
    expect(await noConsentCertificates.certify(witness, AbortSignal.timeout(1000))).toBeNull()
  })

  it('over HTTP: sends the witness and keeps an https certificate URL', async () => {
    answer = { status: 200, body: JSON.stringify({ certificateUrl: 'https://cert.example.com/c/1' }) }
    expect(await httpConsentCertificates(url).certify(witness, AbortSignal.timeout(2000))).toBe('https://cert.example.com/c/1')
    expect(received.at(-1)).toEqual(witness)
  })

  it('anything but an https URL is no certificate; an error answer throws', async () => {
    answer = { status: 200, body: JSON.stringify({ certificateUrl: 'javascript:alert(1)' }) }
    expect(await httpConsentCertificates(url).certify(witness, AbortSignal.timeout(2000))).toBeNull()
    answer = { status: 200, body: 'not json' }
    expect(await httpConsentCertificates(url).certify(witness, AbortSignal.timeout(2000))).toBeNull()
    answer = { status: 503, body: '{}' }
    await expect(httpConsentCertificates(url).certify(witness, AbortSignal.timeout(2000))).rejects.toThrow('consent certificate service answered 503')
  })
})
