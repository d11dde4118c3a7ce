/**
 * Wraps an async read so that its result is reused for `ttlMs` milliseconds. Callers arriving
 * while a read is under way share it; a read that fails is not kept, so the next call tries again.
 * `ttlMs` 0 reads every time.
 */
export function memoizeFor<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let entry: { value: Promise<T>; expiresAt: number } | null = null
  return () => {
    const time = now()
    if (entry && time < entry.expiresAt) return entry.value
    const value = load()
    const current = { value, expiresAt: time + ttlMs }
    entry = current
    value.catch(() => {
      if (entry === current) entry = null
    })
    return value
  }
}
