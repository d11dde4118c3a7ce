import http from 'node:http'

/**
 * Sign-in attempts from addresses of their own. Any 127.x.y.z is this machine, so a request bound
 * to one (`localAddress`) reaches the site from that address as the server itself sees it (nothing
 * forwarded): each address has budgets, delays and failures of its own, as separate clients would
 * (the technique of rate-limit-across-processes.spec.ts).
 */
export interface LoginAnswer {
  status: number
  /** Which site process answered (X-Site-Process), when the site runs as several. */
  process: string | undefined
  location: string | undefined
  retryAfter: string | undefined
  body: string
}

/** `count` distinct loopback addresses, none of them 127.0.0.1 (which the browser tests sign in from). */
export function distinctLoopbacks(count: number): string[] {
  const addresses = new Set<string>()
  const part = () => 1 + Math.floor(Math.random() * 254)
  while (addresses.size < count) addresses.add(`127.${part()}.${part()}.${part()}`)
  return [...addresses]
}

/** One form POST to /login from `from`, on a connection of its own. */
export function postLoginFrom(from: string, email: string, password: string): Promise<LoginAnswer> {
  const site = new URL(process.env.E2E_SITE_URL ?? '')
  const origin = process.env.E2E_SITE_ORIGIN ?? site.origin
  const body = new URLSearchParams({ email, password }).toString()
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: Number(site.port),
        path: '/login',
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          Origin: origin,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          Connection: 'close',
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            process: response.headers['x-site-process'] as string | undefined,
            location: response.headers.location,
            retryAfter: response.headers['retry-after'],
            body: text,
          }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** Many attempts, a few at a time (each wrong password costs the site one slow hash). */
export async function postLoginsFrom(addresses: string[], email: string, password: (index: number) => string, parallel = 4): Promise<LoginAnswer[]> {
  const answers = new Array<LoginAnswer>(addresses.length)
  let next = 0
  async function worker() {
    while (next < addresses.length) {
      const index = next
      next += 1
      answers[index] = await postLoginFrom(addresses[index] ?? '127.0.0.2', email, password(index))
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return answers
}
