import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendWithRetries, type Conversion, type ConversionSender } from './conversion.ts'
import { httpConversions } from './http-conversions.server.ts'

const conversion: Conversion = {
  c_id: 'aff-123',
  order_id: '41',
  amount: '809.99',
}

function scripted(answers: ('success' | 'unexpected' | 'error')[]): ConversionSender & { calls: number } {
  const sender = {
    name: 'scripted',
    calls: 0,
    async send() {
      const answer = answers[sender.calls] ?? 'error'
      sender.calls += 1
      if (answer === 'error') throw new Error('network down')
      return answer
    },
  }
  return sender
}

describe('the conversion retry policy', () => {
  it('stops at the first success', async () => {
    const waits: number[] = []
    const sender = scripted(['success'])
    expect(await sendWithRetries(sender, conversion, { sleep: async (ms) => void waits.push(ms) })).toEqual({ status: 'sent', attempts: 1 })
    expect(waits).toEqual([])
  })

  it('waits 2 s after an unexpected answer and 1 s x 2^attempt after an error', async () => {
    const waits: number[] = []
    const sender = scripted(['unexpected', 'error', 'success'])
    expect(await sendWithRetries(sender, conversion, { sleep: async (ms) => void waits.push(ms) })).toEqual({ status: 'sent', attempts: 3 })
    expect(waits).toEqual([2000, 4000])
  })

  it('gives up after 3 attempts and says so', async () => {
    const sender = scripted(['error', 'error', 'error', 'success'])
    expect(await sendWithRetries(sender, conversion, { sleep: async () => undefined })).toEqual({ status: 'failed', attempts: 3 })
    expect(sender.calls).toBe(3)
  })
})

describe('the HTTP conversion adapter', () => {
  const received: unknown[] = []
  let mode: 'success' | 'other' | 'slow' | 'error' = 'success'
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ method: request.method, type: request.headers['content-type'], body: JSON.parse(body) as unknown })
      if (mode === 'slow') return // never answers: the caller's time-out must end it
      if (mode === 'error') {
        response.writeHead(500).end()
        return
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: mode === 'success' ? 'success' : 'pending' }))
    })
  })
  let url = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/conversion`
  })
  afterAll(() => {
    server.closeAllConnections()
    server.close()
  })

  it('posts the conversion id, the order id and the amount as JSON, and reads status success', async () => {
    mode = 'success'
    expect(await httpConversions(url).send(conversion, AbortSignal.timeout(2000))).toBe('success')
    expect(received.at(-1)).toEqual({ method: 'POST', type: 'application/json', body: { c_id: 'aff-123', order_id: '41', amount: '809.99' } })
  })

  it('sends nothing but those three fields, whatever the object handed to it carries (no name, no medication, no patient id)', async () => {
    mode = 'success'
    const carrying = { ...conversion, user_id: '7', user_name: 'Ana Lee', product_name: 'Compounded Semaglutide, Half Yearly Plan', payment_terms: 6 }
    await httpConversions(url).send(carrying, AbortSignal.timeout(2000))
    const sent = (received.at(-1) as { body: Record<string, unknown> }).body
    expect(Object.keys(sent).sort()).toEqual(['amount', 'c_id', 'order_id'])
    expect(JSON.stringify(sent)).not.toMatch(/Ana|Lee|Semaglutide/)
  })

  it('treats another status as unexpected and a server error as an error', async () => {
    mode = 'other'
    expect(await httpConversions(url).send(conversion, AbortSignal.timeout(2000))).toBe('unexpected')
    mode = 'error'
    await expect(httpConversions(url).send(conversion, AbortSignal.timeout(2000))).rejects.toThrow('500')
  })

  it('gives up on a silent endpoint at the time-out, and the policy counts it as a failed attempt', async () => {
    mode = 'slow'
    const outcome = await sendWithRetries(httpConversions(url), conversion, { sleep: async () => undefined, timeoutMs: 100 })
    expect(outcome).toEqual({ status: 'failed', attempts: 3 })
  })
})
