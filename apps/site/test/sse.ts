/** One server-sent event as an EventSource would hand it over. */
export interface ServerSentEvent {
  id: string | null
  event: string
  data: string
}

/**
 * Reads a text/event-stream body as it arrives: `next(predicate, ms)` waits for the next event the
 * predicate accepts (earlier ones are kept in `events`), and fails after `ms`.
 */
export function readEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const events: ServerSentEvent[] = []
  const comments: string[] = []
  let buffer = ''
  let ended = false
  const waiters = new Set<() => void>()
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let cut = buffer.indexOf('\n\n')
        while (cut >= 0) {
          const block = buffer.slice(0, cut)
          buffer = buffer.slice(cut + 2)
          const event: ServerSentEvent = { id: null, event: 'message', data: '' }
          let isEvent = false
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim())
            else if (line.startsWith('id: ')) event.id = line.slice(4)
            else if (line.startsWith('event: ')) {
              event.event = line.slice(7)
              isEvent = true
            } else if (line.startsWith('data: ')) {
              event.data += line.slice(6)
              isEvent = true
            }
          }
          if (isEvent) events.push(event)
          cut = buffer.indexOf('\n\n')
        }
        for (const wake of waiters) wake()
      }
    } catch {
      // The stream was cancelled by the test.
    } finally {
      ended = true
      for (const wake of waiters) wake()
    }
  })()
  let consumed = 0
  return {
    events,
    comments,
    get ended() {
      return ended
    },
    /** The next event (after those already taken) that `accept` takes, within `ms`. */
    async next(accept: (event: ServerSentEvent) => boolean = () => true, ms = 3_000): Promise<ServerSentEvent> {
      const deadline = Date.now() + ms
      for (;;) {
        while (consumed < events.length) {
          const event = events[consumed++]!
          if (accept(event)) return event
        }
        if (ended) throw new Error('the stream ended')
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`no event within ${ms} ms`)
        await new Promise<void>((resolve) => {
          const wake = () => (waiters.delete(wake), clearTimeout(timer), resolve())
          const timer = setTimeout(wake, left)
          waiters.add(wake)
        })
      }
    },
    cancel: () => reader.cancel(),
  }
}
