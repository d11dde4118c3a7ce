import type { Payload } from 'payload'
import { vi } from 'vitest'

/** The Payload methods the site's doors (cms.server.ts) call: reads and writes alike. */
const METHODS = ['find', 'findByID', 'count', 'findGlobal', 'create', 'update', 'delete', 'findVersions', 'findVersionByID'] as const

/**
 * Every Local API call `run` makes (hooks' own calls on the same instance included), as
 * `method:collection` (or `findGlobal:slug`), in order. The instance is the one the doors use
 * (getPayload caches it), so nothing a loader reads escapes the count.
 */
export async function countLocalApiCalls<T>(payload: Payload, run: () => Promise<T>): Promise<{ value: T; calls: string[] }> {
  const calls: string[] = []
  const spies = METHODS.map((method) => {
    const original = payload[method].bind(payload) as (options: { collection?: string; slug?: string }) => unknown
    // The recorder passes every call through unchanged, so it has the method's own signature.
    const recorder = ((options: { collection?: string; slug?: string }) => {
      calls.push(`${method}:${options.collection ?? options.slug ?? '?'}`)
      return original(options)
    }) as Payload[typeof method]
    return vi.spyOn(payload, method).mockImplementation(recorder)
  })
  try {
    return { value: await run(), calls }
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
}
