import type { HeadersFunction } from '@remix-run/node'

/**
 * For routes whose forms post as whole pages: an action's headers (Retry-After on a 429) reach the
 * page too, not only fetch callers; otherwise the loader's. Export it as the route's `headers`.
 */
export const actionOrLoaderHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has('Retry-After') ? actionHeaders : loaderHeaders)
