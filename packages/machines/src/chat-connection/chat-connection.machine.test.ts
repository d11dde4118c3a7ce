import { CHAT_SOCKET, CHAT_USER_NOT_INITIALIZED } from '@telehealth/domain'
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, SimulatedClock } from 'xstate'
import {
  canSendChat,
  chatConnectionMachine,
  chatConnectionStatus,
  type ChatConnectionEvent,
  type ChatTransportCommand,
  type ChatTransportInput,
} from './chat-connection.machine.ts'

/** A transport the test drives: each opening is recorded with its attempt and the time it began. */
function start() {
  const clock = new SimulatedClock()
  const openings: { attempt: number; at: number }[] = []
  const pings: number[] = []
  let closed = 0
  const machine = chatConnectionMachine.provide({
    actors: {
      transport: fromCallback<ChatTransportCommand, ChatTransportInput>(({ input, receive }) => {
        openings.push({ attempt: input.attempt, at: clock.now() })
        receive((command) => {
          if (command.type === 'transport.ping') pings.push(clock.now())
        })
        return () => {
          closed += 1
        }
      }),
    },
  })
  const actor = createActor(machine, { clock }).start()
  const send = (event: ChatConnectionEvent) => actor.send(event)
  const status = () => chatConnectionStatus(actor.getSnapshot())
  return { actor, clock, openings, pings, send, status, closedCount: () => closed }
}

describe('chat connection machine', () => {
  it('connects on the transport opening; sends only connected with text left after trimming', () => {
    const { actor, send, status } = start()
    expect(status()).toBe('connecting')
    expect(canSendChat(actor.getSnapshot(), 'hello')).toBe(false)
    send({ type: 'transport.open' })
    expect(status()).toBe('connected')
    expect(canSendChat(actor.getSnapshot(), 'hello')).toBe(true)
    expect(canSendChat(actor.getSnapshot(), '   ')).toBe(false)
  })

  it('a first connection that does not open within 10 s counts as failed and is tried again', () => {
    const { clock, openings, status } = start()
    clock.increment(CHAT_SOCKET.timeoutMs - 1)
    expect(status()).toBe('connecting')
    clock.increment(1)
    expect(status()).toBe('reconnecting')
    expect(openings).toHaveLength(1)
    clock.increment(1_000)
    expect(openings.map((opening) => opening.attempt)).toEqual([0, 1])
  })

  it('backs off 1 s, 2 s, 4 s, 5 s, 5 s between 5 attempts, then stops in error; reconnecting cannot send', () => {
    const { actor, clock, openings, send, status, closedCount } = start()
    send({ type: 'transport.open' })
    send({ type: 'transport.failed' })
    expect(status()).toBe('reconnecting')
    expect(canSendChat(actor.getSnapshot(), 'hello')).toBe(false)
    const waits: number[] = []
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const before = clock.now()
      // Nothing opens a moment before the delay is over.
      const opened = openings.length
      let waited = 0
      while (openings.length === opened) {
        clock.increment(250)
        waited += 250
        if (waited > 10_000) throw new Error('no attempt')
      }
      waits.push(clock.now() - before)
      expect(openings.at(-1)?.attempt).toBe(attempt)
      expect(status()).toBe('reconnecting')
      send({ type: 'transport.failed' })
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 5_000, 5_000])
    expect(status()).toBe('error')
    expect(actor.getSnapshot().context.lastError).toBe('connection')
    // No sixth attempt however long the page waits, and every transport was closed.
    clock.increment(60_000)
    expect(openings).toHaveLength(6)
    expect(closedCount()).toBe(6)
    // The patient's retry starts a new round.
    send({ type: 'connection.retry' })
    expect(openings.at(-1)?.attempt).toBe(0)
    send({ type: 'transport.open' })
    expect(status()).toBe('connected')
    expect(actor.getSnapshot().context).toMatchObject({ attempt: 0, lastError: null })
  })

  it('an attempt that times out counts as one of the 5', () => {
    const { clock, openings, send, status } = start()
    send({ type: 'transport.open' })
    send({ type: 'transport.failed' })
    // Each attempt: its back-off, then 10 s without an answer.
    for (const wait of [1_000, 2_000, 4_000, 5_000, 5_000]) {
      clock.increment(wait)
      clock.increment(CHAT_SOCKET.timeoutMs)
    }
    expect(openings).toHaveLength(6)
    expect(status()).toBe('error')
  })

  it('a success in between starts the count again', () => {
    const { clock, openings, send } = start()
    send({ type: 'transport.open' })
    send({ type: 'transport.failed' })
    clock.increment(1_000)
    send({ type: 'transport.failed' })
    clock.increment(2_000)
    send({ type: 'transport.open' })
    send({ type: 'transport.failed' })
    clock.increment(999)
    expect(openings).toHaveLength(3)
    clock.increment(1)
    expect(openings.at(-1)?.attempt).toBe(1)
  })

  it('a connection the server ended is disconnected, and connected again after the manual reconnect timer (5 s)', () => {
    const { clock, openings, send, status } = start()
    send({ type: 'transport.open' })
    send({ type: 'transport.closed' })
    expect(status()).toBe('disconnected')
    clock.increment(CHAT_SOCKET.manualReconnectMs - 1)
    expect(openings).toHaveLength(1)
    clock.increment(1)
    expect(openings).toHaveLength(2)
    expect(openings[1]?.attempt).toBe(0)
    send({ type: 'transport.open' })
    expect(status()).toBe('connected')
  })

  it("'User not initialized' is set up again up to 3 times, 1 s, 2 s, 3 s apart, then error", () => {
    const { actor, clock, openings, send, status } = start()
    for (const delay of [1_000, 2_000, 3_000]) {
      send({ type: 'transport.error', message: CHAT_USER_NOT_INITIALIZED })
      expect(status()).toBe('reconnecting')
      const opened = openings.length
      clock.increment(delay - 1)
      expect(openings).toHaveLength(opened)
      clock.increment(1)
      expect(openings).toHaveLength(opened + 1)
    }
    send({ type: 'transport.error', message: CHAT_USER_NOT_INITIALIZED })
    expect(status()).toBe('error')
    expect(actor.getSnapshot().context.lastError).toBe(CHAT_USER_NOT_INITIALIZED)
    clock.increment(60_000)
    expect(openings).toHaveLength(4)
  })

  it('a second init answered after one retry clears the count', () => {
    const { actor, clock, send, status } = start()
    send({ type: 'transport.error', message: CHAT_USER_NOT_INITIALIZED })
    clock.increment(1_000)
    send({ type: 'transport.open' })
    expect(status()).toBe('connected')
    expect(actor.getSnapshot().context.initRetries).toBe(0)
  })

  it('another server error stops in error with its text, and the browser coming online tries again', () => {
    const { actor, openings, send, status } = start()
    send({ type: 'transport.error', message: 'This conversation was not found.' })
    expect(status()).toBe('error')
    expect(actor.getSnapshot().context.lastError).toBe('This conversation was not found.')
    send({ type: 'connection.online' })
    expect(openings).toHaveLength(2)
    expect(status()).toBe('connecting')
  })

  it('pings every 120 000 ms while connected, and not while it is not', () => {
    const { clock, pings, send } = start()
    send({ type: 'transport.open' })
    const connectedAt = clock.now()
    for (let tick = 0; tick < 3; tick += 1) clock.increment(CHAT_SOCKET.onlinePingMs)
    expect(pings.map((at) => at - connectedAt)).toEqual([120_000, 240_000, 360_000])
    send({ type: 'transport.closed' })
    clock.increment(CHAT_SOCKET.manualReconnectMs)
    clock.increment(CHAT_SOCKET.onlinePingMs * 2)
    expect(pings).toHaveLength(3)
  })
})
