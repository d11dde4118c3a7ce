/** Products are cached for 24 h; a stale cache is still used when the server errs. */
export const PRODUCTS_CACHE_TTL_MS = 86_400_000

export function isProductsCacheFresh(cachedAt: Date, now: Date): boolean {
  const age = now.getTime() - cachedAt.getTime()
  return age >= 0 && age < PRODUCTS_CACHE_TTL_MS
}

/** Which products to show: fresh cache, else the server's, else a stale cache, else nothing. */
export function productsSource(input: { cachedAt: Date | null; now: Date; serverFailed: boolean }): 'cache' | 'server' | 'staleCache' | 'none' {
  if (input.cachedAt && isProductsCacheFresh(input.cachedAt, input.now)) return 'cache'
  if (!input.serverFailed) return 'server'
  return input.cachedAt ? 'staleCache' : 'none'
}
