import type { AppLoadContext } from '@remix-run/node'
import { testContext } from './home-routes.ts'

/** Any loader or action of the site, called as Remix calls it. */
export type RouteHandler = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown

/** What a route answered, however it answered it (a Response, `data(...)`, plain data, a thrown Response): status, headers, body. */
export interface RouteAnswer {
  status: number
  headers: Headers
  /** The JSON body parsed, a text body as text, a binary body as its bytes in base64, or the loader's data. */
  body: unknown
}

export interface RouteCall {
  method?: string
  cookie?: string
  params?: Record<string, string>
  json?: unknown
  form?: Record<string, string | string[]>
  /** A raw body (a draft's autosave, an upload's bytes). */
  text?: string
  headers?: Record<string, string>
  clientIp?: string
}

function isDataWithInit(value: unknown): value is { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null } {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === 'DataWithResponseInit' && 'data' in value
}

async function bodyOf(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? ''
  if (response.body === null) return null
  if (type.includes('json')) return response.json().catch(() => null)
  if (type.startsWith('text/')) return response.text()
  return Buffer.from(await response.arrayBuffer()).toString('base64')
}

/** Calls `handler` for `path` as a browser's request would reach it, and reads the answer whole (a stream to its end). */
export async function callRoute(handler: RouteHandler, path: string, call: RouteCall = {}): Promise<RouteAnswer> {
  const headers = new Headers(call.headers)
  if (call.cookie) headers.set('Cookie', call.cookie)
  let body: BodyInit | undefined
  if (call.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(call.json)
  } else if (call.form !== undefined) {
    const form = new FormData()
    for (const [name, value] of Object.entries(call.form)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item)
    body = form
  } else if (call.text !== undefined) body = call.text
  const method = call.method ?? (body === undefined ? 'GET' : 'POST')
  const request = new Request(`https://care.example.com${path}`, { method, headers, body })
  const context: AppLoadContext = { ...testContext, ...(call.clientIp ? { clientIp: call.clientIp } : {}) }
  let result: unknown
  try {
    result = await handler({ request, params: call.params ?? {}, context })
  } catch (thrown) {
    // A thrown Response or `data(...)` is the route's answer (Remix answers it as such).
    if (!(thrown instanceof Response) && !isDataWithInit(thrown)) throw thrown
    result = thrown
  }
  if (result instanceof Response) return { status: result.status, headers: result.headers, body: await bodyOf(result) }
  if (isDataWithInit(result)) return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), body: result.data }
  return { status: 200, headers: new Headers(), body: result ?? null }
}
