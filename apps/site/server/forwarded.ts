/**
 * Forwarded host headers. The site never builds a link from a request (every link starts with
 * SITE_ORIGIN), but a request that claims, through a proxy header, to be for another host is either
 * a misconfigured proxy or someone probing for host-header poisoning: it is answered 400 before
 * anything reads it, whichever proxies are trusted.
 */

export const FORWARDED_HOST_MESSAGE = 'This request names another site as its host, so it was not accepted.'

/** `host` or `host:port`, lowercased, with the scheme's default port dropped. */
export function normalizeHost(host: string, protocol: 'http:' | 'https:'): string {
  const lower = host.trim().toLowerCase()
  const defaultPort = protocol === 'https:' ? ':443' : ':80'
  return lower.endsWith(defaultPort) ? lower.slice(0, -defaultPort.length) : lower
}

/** The host= values of a Forwarded header (RFC 7239), quoted or not, of every element. */
export function forwardedHeaderHosts(forwarded: string): string[] {
  const hosts: string[] = []
  const pattern = /(?:^|[;,])\s*host\s*=\s*("(?:[^"\\]|\\.)*"|[^;,\s]*)/gi
  for (const match of forwarded.matchAll(pattern)) {
    const raw = match[1] ?? ''
    hosts.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw)
  }
  return hosts
}

export interface ForwardedHostInput {
  xForwardedHost: string | string[] | undefined
  forwarded: string | string[] | undefined
  /** SITE_ORIGIN (the public origin): the only host a request may name. */
  publicOrigin: string
}

/** Whether X-Forwarded-Host or Forwarded's host= names any host but the public origin's. */
export function forwardedHostMismatch({ xForwardedHost, forwarded, publicOrigin }: ForwardedHostInput): boolean {
  const origin = new URL(publicOrigin)
  const protocol = origin.protocol === 'https:' ? 'https:' : 'http:'
  const expected = normalizeHost(origin.host, protocol)
  const named = [...[xForwardedHost ?? []].flat().flatMap((value) => value.split(',')), ...[forwarded ?? []].flat().flatMap(forwardedHeaderHosts)]
  return named.some((host) => normalizeHost(host, protocol) !== expected)
}

/**
 * A request target the site answers: a path (origin-form). The absolute form (`GET http://other/`),
 * meant for proxies, and anything else are refused, so the URL Remix sees is always SITE_ORIGIN
 * followed by this path.
 */
export function isOriginFormTarget(target: string): boolean {
  return target.startsWith('/')
}

export const BAD_TARGET_MESSAGE = 'This request is not for a page of this site.'
