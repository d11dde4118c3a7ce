import type { PayloadRequest } from 'payload'

/** A JSON answer of the CMS's own endpoints: never cached; a cookie when one is given. */
export function jsonAnswer(body: object, status = 200, cookie?: string): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (cookie) headers.set('Set-Cookie', cookie)
  return Response.json(body, { status, headers })
}

/** A refusal with its message, also in Payload's own `errors` shape (the admin shows either). */
export function jsonRefusal(message: string, status: number): Response {
  return jsonAnswer({ message, errors: [{ message }] }, status)
}

/** The request's JSON body, or null when there is none or it is not JSON. */
export async function jsonBody(req: PayloadRequest): Promise<unknown> {
  if (!req.json) return null
  return req.json().catch(() => null)
}
