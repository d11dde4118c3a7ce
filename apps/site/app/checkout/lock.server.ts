const held = new Map<string, Promise<unknown>>()

/**
 * Runs `work` for one key at a time in this process (a second BUY NOW for the same cart waits for
 * the first, then sees its result). The database's unique idempotency key guards across processes.
 */
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = held.get(key) ?? Promise.resolve()
  const current = previous.catch(() => undefined).then(work)
  held.set(key, current)
  try {
    return await current
  } finally {
    if (held.get(key) === current) held.delete(key)
  }
}
