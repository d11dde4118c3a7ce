import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { twilioSms } from './twilio.ts'

// A local stand-in of Twilio's Messages API that records what it was sent.
const received: { url?: string; auth?: string; body: string }[] = []
let status = 201
const server = http.createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    received.push({ url: req.url, auth: req.headers.authorization, body })
    res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}')
  })
})
let apiBase = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('Twilio adapter', () => {
  it('posts the message with basic auth and a +1 number', async () => {
    const sms = twilioSms({ accountSid: 'AC123', authToken: 'secret', from: '+15550001111', apiBase })
    await sms.send({ to: '5125550142', body: 'Your code is 1234' })
    const [request] = received
    expect(request?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json')
    expect(request?.auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`)
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({ To: '+15125550142', From: '+15550001111', Body: 'Your code is 1234' })
  })

  it('throws when Twilio refuses', async () => {
    status = 400
    const sms = twilioSms({ accountSid: 'AC123', authToken: 'secret', from: '+15550001111', apiBase })
    await expect(sms.send({ to: '5125550142', body: 'x' })).rejects.toThrow('HTTP 400')
  })
})
