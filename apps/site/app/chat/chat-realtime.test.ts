import { CHAT_USER_NOT_INITIALIZED } from '@telehealth/domain'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serverSentEvents, type ChatRealtimeHandlers } from './chat-realtime.ts'

/** An EventSource stand-in: records what was opened and lets the test fire the server's events. */
class FakeEventSource {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static opened: FakeEventSource[] = []
  readyState = FakeEventSource.CONNECTING
  private readonly listeners = new Map<string, ((event: { data?: string }) => void)[]>()
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this)
  }
  addEventListener(type: string, listener: (event: { data?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
  fire(type: string, data?: unknown) {
    if (type === 'connect') this.readyState = FakeEventSource.OPEN
    for (const listener of this.listeners.get(type) ?? []) listener({ data: data === undefined ? undefined : JSON.stringify(data) })
  }
}

function handlers() {
  const calls: string[] = []
  const on: ChatRealtimeHandlers = {
    open: () => calls.push('open'),
    message: (message) => calls.push(`message:${message.id}`),
    failed: () => calls.push('failed'),
    closed: () => calls.push('closed'),
    error: (text) => calls.push(`error:${text}`),
  }
  return { on, calls }
}

beforeEach(() => {
  FakeEventSource.opened = []
  vi.stubGlobal('EventSource', FakeEventSource)
})
afterEach(() => vi.unstubAllGlobals())

describe('the server-sent events adapter (ADR 099)', () => {
  it('opens /api/chat-events for the thread, resuming after the cursor, and maps the events', () => {
    const { on, calls } = handlers()
    serverSentEvents.open('doctor', '42', on)
    const source = FakeEventSource.opened[0]!
    expect(source.url).toBe('/api/chat-events?thread=doctor&after=42')
    source.fire('connect', { thread: 'doctor' })
    source.fire('chat_message', { id: '43', message: 'hi' })
    source.fire('chat_message', undefined)
    source.fire('disconnect', {})
    expect(calls).toEqual(['open', 'message:43', 'closed'])
    expect(source.readyState).toBe(FakeEventSource.CLOSED)
  })

  it("reports the server's error text once and closes; a broken stream is failed, never retried by the EventSource", () => {
    const first = handlers()
    serverSentEvents.open('support', null, first.on)
    const withError = FakeEventSource.opened[0]!
    expect(withError.url).toBe('/api/chat-events?thread=support')
    withError.fire('server_error', { message: CHAT_USER_NOT_INITIALIZED })
    withError.fire('error')
    expect(first.calls).toEqual([`error:${CHAT_USER_NOT_INITIALIZED}`])
    expect(withError.readyState).toBe(FakeEventSource.CLOSED)

    const second = handlers()
    serverSentEvents.open('doctor', null, second.on)
    const broken = FakeEventSource.opened[1]!
    broken.fire('connect')
    broken.fire('error')
    expect(second.calls).toEqual(['open', 'failed'])
    expect(broken.readyState).toBe(FakeEventSource.CLOSED)
  })

  it('the online ping reports a stream that is no longer open as failed, and leaves an open one alone', () => {
    const { on, calls } = handlers()
    const connection = serverSentEvents.open('doctor', null, on)
    const source = FakeEventSource.opened[0]!
    source.fire('connect')
    connection.ping()
    expect(calls).toEqual(['open'])
    source.readyState = FakeEventSource.CONNECTING
    connection.ping()
    expect(calls).toEqual(['open', 'failed'])
  })
})
