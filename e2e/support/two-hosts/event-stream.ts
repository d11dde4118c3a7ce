/** One server-sent event as an EventSource hands it over. */
export interface StreamEvent {
  id: string | null
  event: string
  data: string
  /** When it arrived (ms since epoch). */
  at: number
}

/**
 * The patient's live chat connection (GET /api/chat-events, ADR 099) to a host of the test's
 * choosing (its base URL; the bench uses it too), read as an EventSource reads it: `next(accept, ms)` waits for the next event `accept`
 * takes, or fails after `ms`.
 */
export async function subscribe(hostUrl: string, query: string, sessionCookie: string) {
  const controller = new AbortController()
  const response = await fetch(`${hostUrl}/api/chat-events${query}`, {
    headers: { Cookie: sessionCookie, Accept: 'text/event-stream' },
    signal: controller.signal,
  })
  const events: StreamEvent[] = []
  let taken = 0
  let ended = false
  const waiting = { wake: (): void => undefined }
  void (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    const reader = response.body?.getReader()
    try {
      for (;;) {
        const chunk = await reader?.read()
        if (!chunk || chunk.done) break
        buffer += decoder.decode(chunk.value, { stream: true })
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut)
          buffer = buffer.slice(cut + 2)
          const lines = block.split('\n')
          const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null
          const event = field('event')
          if (event) events.push({ id: field('id'), event, data: field('data') ?? '', at: Date.now() })
        }
        waiting.wake()
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true
      waiting.wake()
    }
  })()
  return {
    response,
    events,
    async next(accept: (event: StreamEvent) => boolean, ms: number): Promise<StreamEvent> {
      const deadline = Date.now() + ms
      for (;;) {
        while (taken < events.length) {
          const event = events[taken++]!
          if (accept(event)) return event
        }
        const left = deadline - Date.now()
        if (ended || left <= 0) throw new Error(`no such event within ${ms} ms (got: ${events.map((item) => item.event).join(', ')})`)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left)
          waiting.wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
      }
    },
    close: () => controller.abort(),
  }
}
