import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../testing/test-payload.ts'
import { REDELIVER_AFTER_MS, REDELIVER_WITHIN_MS, redeliverUnsentEmails } from './delivery.ts'
import { recordEmail } from './outboxAdapter.ts'
import { smtpEmailAdapter, smtpTransportOptions } from './smtpAdapter.ts'

interface Received {
  from: string
  to: string[]
  raw: string
}

let payload: Payload
const received: Received[] = []
// A real SMTP server on a free local port, started by the test.
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = ''
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw,
      })
      callback()
    })
  },
})
let port = 0

beforeAll(async () => {
  payload = await getTestPayload()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('email over SMTP', () => {
  it('delivers the message to the SMTP server and keeps it in the outbox as sent', async () => {
    const adapter = (await smtpEmailAdapter({ url: `smtp://127.0.0.1:${port}`, from: 'Patient Care <care@example.com>' }))({ payload })
    await adapter.sendEmail({ to: 'ana@example.com', subject: 'Set your password', text: 'Hi Ana, set a password here: https://example.com/x' })
    const message = received.at(-1)
    expect(message?.from).toBe('care@example.com')
    expect(message?.to).toEqual(['ana@example.com'])
    expect(message?.raw).toContain('Subject: Set your password')
    expect(message?.raw).toContain('set a password here')
    const outbox = await payload.find({ collection: 'outbox', where: { to: { equals: 'ana@example.com' } } })
    expect(outbox.docs[0]).toMatchObject({ channel: 'email', subject: 'Set your password', status: 'sent' })
  })

  it('reads the server, its port, TLS and the account from SMTP_URL', () => {
    expect(smtpTransportOptions('smtps://mailer%40example.com:p%40ss@mail.example.com')).toEqual({
      host: 'mail.example.com',
      port: 465,
      secure: true,
      auth: { user: 'mailer@example.com', pass: 'p@ss' },
    })
    expect(smtpTransportOptions('smtp://127.0.0.1:2525')).toEqual({ host: '127.0.0.1', port: 2525, secure: false })
  })

  it('passes a delivery failure on and records it as failed', async () => {
    const closed = (await smtpEmailAdapter({ url: 'smtp://127.0.0.1:1', from: 'care@example.com' }))({ payload })
    await expect(closed.sendEmail({ to: 'bo@example.com', subject: 'Your code', text: '1234' })).rejects.toThrow()
    const outbox = await payload.find({ collection: 'outbox', where: { to: { equals: 'bo@example.com' } } })
    expect(outbox.docs[0]?.status).toBe('failed')
  })

  it('sends again, once, what failed or never finished, from the outbox row; a stale one stays failed', async () => {
    const closed = (await smtpEmailAdapter({ url: 'smtp://127.0.0.1:1', from: 'care@example.com' }))({ payload })
    await expect(
      closed.sendEmail({ to: 'cy@example.com', subject: 'Your order shipped', text: 'It is on its way.', html: '<p>It is on its way.</p>' }),
    ).rejects.toThrow()
    // A process that ended between keeping the message and sending it leaves it queued.
    await recordEmail(payload, { to: 'di@example.com', subject: 'Set your password', text: 'Set it here.' }, 'queued')
    const rowsTo = async (to: string) => (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, depth: 0, overrideAccess: true })).docs
    const createdAt = Date.parse((await rowsTo('cy@example.com'))[0]?.createdAt ?? '')
    const deliveredTo = (to: string) => received.filter((message) => message.to.includes(to))

    // The server is still down for this Payload's transport: nothing goes, the row stays failed.
    expect(await redeliverUnsentEmails({ payload }, new Date(createdAt + REDELIVER_AFTER_MS + 60_000))).toBe(0)
    expect((await rowsTo('cy@example.com'))[0]?.status).toBe('failed')
    // Too soon: the first send may still be going.
    ;(await smtpEmailAdapter({ url: `smtp://127.0.0.1:${port}`, from: 'care@example.com' }))({ payload })
    expect(await redeliverUnsentEmails({ payload }, new Date(createdAt + 60_000))).toBe(0)
    expect(deliveredTo('cy@example.com')).toEqual([])

    const later = new Date(createdAt + REDELIVER_AFTER_MS + 60_000)
    expect(await redeliverUnsentEmails({ payload }, later)).toBeGreaterThanOrEqual(2)
    expect(deliveredTo('cy@example.com')).toHaveLength(1)
    expect(deliveredTo('cy@example.com')[0]?.raw).toContain('Subject: Your order shipped')
    expect(deliveredTo('di@example.com')).toHaveLength(1)
    expect((await rowsTo('cy@example.com')).map((row) => row.status)).toEqual(['sent'])
    expect((await rowsTo('di@example.com')).map((row) => row.status)).toEqual(['sent'])
    // Sent is sent: the next run sends nothing again.
    expect(await redeliverUnsentEmails({ payload }, later)).toBe(0)
    expect(deliveredTo('cy@example.com')).toHaveLength(1)

    // A failure older than the window stays failed, for staff to see.
    await expect(closed.sendEmail({ to: 'ed@example.com', subject: 'Your code', text: '5678' })).rejects.toThrow()
    const edCreated = Date.parse((await rowsTo('ed@example.com'))[0]?.createdAt ?? '')
    expect(await redeliverUnsentEmails({ payload }, new Date(edCreated + REDELIVER_WITHIN_MS + 60_000))).toBe(0)
    expect((await rowsTo('ed@example.com'))[0]?.status).toBe('failed')
  })
})
