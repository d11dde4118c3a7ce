import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_LIMITS, bodyLimitFor, KB, limitedRequestBody, MB, refuseDeclaredTooLarge, TOO_LARGE_MESSAGE } from './body-limits.ts'

describe('body limits by path', () => {
  it('keeps forms small and gives the portal uploads their own caps', () => {
    expect(bodyLimitFor('/forgot-password').maxBytes).toBe(64 * KB)
    expect(bodyLimitFor('/weight-loss-payment/abc.data').maxBytes).toBe(64 * KB)
    expect(bodyLimitFor('/api/uploads/abc').maxBytes).toBe(100 * MB)
    expect(bodyLimitFor('/api/uploads').maxBytes).toBe(64 * KB)
    expect(BODY_LIMITS.at(-1)?.pattern).toBe('*')
  })
})

/**
 * A server as server/index.ts arranges it: a declared length over the cap is refused before reading,
 * and a body without one is read through limitedRequestBody, as the Remix handler reads it.
 */
describe('a body over the cap', () => {
  const cap = 64 * KB
  let maxRead = 0
  let port = 0
  const refuseDeclared = refuseDeclaredTooLarge([{ pattern: '*', maxBytes: cap, what: 'a form' }])
  const server = http.createServer((req, res) => {
    refuseDeclared(req, res, () => {
      let read = 0
      const body = limitedRequestBody(req, res, cap)
      const reader = body.getReader()
      const pump = async (): Promise<void> => {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          read += value.byteLength
          maxRead = Math.max(maxRead, read)
        }
        res.end(`read ${read}`)
      }
      pump().catch(() => undefined)
    })
  })

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => {
    server.closeAllConnections()
    server.close()
  })

  function post(
    headers: http.OutgoingHttpHeaders,
    write: (request: http.ClientRequest, count: (bytes: number) => void) => void,
  ): Promise<{ status: number; body: string; sent: number }> {
    return new Promise((resolve, reject) => {
      let sent = 0
      const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/form', headers, agent: false }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => {
          request.destroy()
          resolve({ status: response.statusCode ?? 0, body, sent })
        })
      })
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)))
      write(request, (bytes) => (sent += bytes))
    })
  }

  /** Writes `total` bytes in 64 KB chunks as the socket takes them, until the request is ended or destroyed. */
  function stream(total: number) {
    return (request: http.ClientRequest, count: (bytes: number) => void) => {
      const chunk = Buffer.alloc(64 * KB, 'a')
      let written = 0
      const more = () => {
        while (written < total && !request.destroyed) {
          written += chunk.length
          count(chunk.length)
          if (!request.write(chunk)) return void request.once('drain', more)
        }
        if (!request.destroyed) request.end()
      }
      more()
    }
  }

  it('a small form is read whole', async () => {
    const answer = await post({ 'Content-Type': 'application/x-www-form-urlencoded' }, (request) => request.end('email=a%40example.com'))
    expect(answer).toMatchObject({ status: 200, body: 'read 21' })
  })

  it('a declared 200 MB is refused with 413 before any of it is read', async () => {
    maxRead = 0
    const answer = await post({ 'Content-Length': String(200 * MB) }, stream(200 * MB))
    expect(answer.status).toBe(413)
    expect(answer.body).toBe(TOO_LARGE_MESSAGE)
    expect(maxRead).toBe(0)
    expect(answer.sent).toBeLessThan(200 * MB)
  })

  it('a chunked 200 MB is cut off past the cap with 413, never read to the end', async () => {
    maxRead = 0
    const answer = await post({ 'Transfer-Encoding': 'chunked' }, stream(200 * MB))
    expect(answer.status).toBe(413)
    expect(answer.body).toBe(TOO_LARGE_MESSAGE)
    expect(maxRead).toBeLessThanOrEqual(cap)
    expect(answer.sent).toBeLessThan(200 * MB)
  })
})
