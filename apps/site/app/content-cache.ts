export interface MemoizeOptions {
  /**
   * Serve the last value read when a read fails (the spec's "stale cache on error"), and be told of
   * the failure. Without it a failure reaches the caller. With no good value yet, it always does.
   */
  onStale?: (error: unknown) => void
  now?: () => number
}

/**
 * Wraps an async read so that its result is reused for `ttlMs` milliseconds. Callers arriving
 * while a read is under way share it; a read that fails is not kept, so the next call tries again
 * (with `onStale`, the last good value answers meanwhile, for another `ttlMs`). `ttlMs` 0 reads
 * every time.
 */
export function memoizeFor<T>(ttlMs: number, load: () => Promise<T>, options: MemoizeOptions | (() => number) = {}): () => Promise<T> {
  const { now = Date.now, onStale } = typeof options === 'function' ? { now: options } : options
  let entry: { value: Promise<T>; expiresAt: number } | null = null
  let lastGood: { value: T } | null = null
  return () => {
    const time = now()
    if (entry && time < entry.expiresAt) return entry.value
    const read = load().then((value) => {
      lastGood = { value }
      return value
    })
    const value =
      onStale === undefined
        ? read
        : read.catch((error: unknown) => {
            if (!lastGood) throw error
            onStale(error)
            return lastGood.value
          })
    const current = { value, expiresAt: time + ttlMs }
    entry = current
    value.catch(() => {
      if (entry === current) entry = null
    })
    return value
  }
}
