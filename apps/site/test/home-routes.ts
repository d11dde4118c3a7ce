import type { AppLoadContext } from '@remix-run/node'
import { startPatientSession } from '~/auth/patient-session.server.ts'
import type { SignedInPatient } from '~/cms.server.ts'

/** What a loader answered: a redirect's target, or its data and the cookie it set. */
export interface LoaderAnswer {
  status: number
  location: string | null
  setCookie: string | null
  /** Every header the route set (a `data(..., { headers })` answer's, or a thrown Response's). */
  headers: Headers
  data: unknown
}

type Loader = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown
type Route = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => Promise<Response> | Response

/** What the site's server gives every loader and action (load-context.ts), for routes called in tests. */
export const testContext: AppLoadContext = { cspNonce: '', clientIp: '203.0.113.9', trackingSessionId: 'route-test' }

/** A live session for the patient, as the Cookie header a browser would send (the real sign-in's cookie). */
export async function sessionCookie(patient: SignedInPatient): Promise<string> {
  const setCookie = await startPatientSession(new Request('https://care.example.com/login'), patient.id)
  return setCookie.split(';')[0]!
}

/** Calls a loader or action as Remix would, with the Cookie header and, when given, a JSON body posted; a thrown Response is its answer. */
type CallOptions = { params?: Record<string, string>; json?: unknown; form?: FormData }

async function callRoute(route: Loader, path: string, cookie: string, options: CallOptions = {}): Promise<unknown> {
  const init: RequestInit =
    options.form !== undefined
      ? { method: 'POST', headers: { Cookie: cookie }, body: options.form }
      : options.json === undefined
        ? { headers: { Cookie: cookie } }
        : { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify(options.json) }
  try {
    return await route({ request: new Request(`https://care.example.com${path}`, init), params: options.params ?? {}, context: testContext })
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    return thrown
  }
}

/** A resource route's answer (`/api/...`): its status, its JSON body when it has one, and its content type. */
export async function runRoute(route: Route, path: string, cookie: string, options: CallOptions = {}) {
  const response = (await callRoute(route, path, cookie, options)) as Response
  const type = response.headers.get('Content-Type') ?? ''
  return { status: response.status, body: type.includes('json') ? ((await response.json()) as Record<string, unknown>) : null, type }
}

/** `data(value, init)`'s init: an object (status, headers), or null. */
function isResponseInit(value: unknown): value is ResponseInit {
  return typeof value === 'object' && value !== null
}

/** What a page route answered, read as Remix reads it: a Response (a redirect), `data(...)` with its init, or plain data. */
function answerOf(result: unknown): LoaderAnswer {
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get('Location'), setCookie: result.headers.get('Set-Cookie'), headers: result.headers, data: null }
  if (typeof result === 'object' && result !== null && 'type' in result && result.type === 'DataWithResponseInit' && 'data' in result && 'init' in result) {
    const init = isResponseInit(result.init) ? result.init : null
    const headers = new Headers(init?.headers)
    return { status: init?.status ?? 200, location: null, setCookie: headers.get('Set-Cookie'), headers, data: result.data }
  }
  return { status: 200, location: null, setCookie: null, headers: new Headers(), data: result }
}

/** Runs one route's loader for `path` with the given Cookie header, as Remix would (thrown redirects included). */
export async function runLoader(loader: Loader, path: string, cookie: string): Promise<LoaderAnswer> {
  return answerOf(await callRoute(loader, path, cookie))
}

/** Posts a form to one page route's action, as the page's form or fetcher would. */
export async function runAction(action: Loader, path: string, cookie: string, form: FormData): Promise<LoaderAnswer> {
  return answerOf(await callRoute(action, path, cookie, { form }))
}
