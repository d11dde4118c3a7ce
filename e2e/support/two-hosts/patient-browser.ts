import type { SiteHost } from './deployment.ts'

/**
 * A patient's browser reduced to what the two-hosts test needs: form posts and page loads sent to
 * a host of the test's choosing (as a load balancer might send them), each from the public origin,
 * carrying the session cookie the patient holds, with redirects read rather than followed.
 */
const SESSION_COOKIE = '__Host-session'

export interface Answer {
  /** Which host answered. */
  host: SiteHost['name']
  status: number
  location: string | null
  body: string
  /** The session cookie this answer set (`name=value`), if it set one. */
  sessionCookie: string | null
}

async function answerOf(host: SiteHost, response: Response): Promise<Answer> {
  const setSession = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
  return {
    host: host.name,
    status: response.status,
    location: response.headers.get('location'),
    body: await response.text(),
    sessionCookie: setSession?.split(';')[0] ?? null,
  }
}

export async function loadPage(host: SiteHost, pagePath: string, sessionCookie: string | null): Promise<Answer> {
  const response = await fetch(`${host.url}${pagePath}`, { redirect: 'manual', headers: sessionCookie ? { Cookie: sessionCookie } : {} })
  return answerOf(host, response)
}

export async function postForm(
  host: SiteHost,
  pagePath: string,
  fields: Record<string, string>,
  { publicOrigin, sessionCookie }: { publicOrigin: string; sessionCookie: string | null },
): Promise<Answer> {
  const response = await fetch(`${host.url}${pagePath}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Origin: publicOrigin,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(sessionCookie ? { Cookie: sessionCookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  })
  return answerOf(host, response)
}
