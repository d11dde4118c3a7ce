import type { AppLoadContext } from '@remix-run/node'
import { startPatientSession } from '~/auth/patient-session.server.ts'
import type { SignedInPatient } from '~/cms.server.ts'

/** What a loader answered: a redirect's target, or its data and the cookie it set. */
export interface LoaderAnswer {
  status: number
  location: string | null
  setCookie: string | null
  data: unknown
}

type Loader = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown
type Route = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => Promise<Response> | Response

const context = { cspNonce: '', clientIp: '203.0.113.9', trackingSessionId: 'home-test' } as unknown as AppLoadContext

/** A live session for the patient, as the Cookie header a browser would send (the real sign-in's cookie). */
export async function sessionCookie(patient: SignedInPatient): Promise<string> {
  const setCookie = await startPatientSession(new Request('https://care.example.com/login'), patient.id)
  return setCookie.split(';')[0]!
}

/** Calls a loader or action as Remix would, with the Cookie header and, when given, a JSON body posted; a thrown Response is its answer. */
async function callRoute(route: Loader, path: string, cookie: string, options: { params?: Record<string, string>; json?: unknown } = {}): Promise<unknown> {
  const init: RequestInit =
    options.json === undefined
      ? { headers: { Cookie: cookie } }
      : { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify(options.json) }
  try {
    return await route({ request: new Request(`https://care.example.com${path}`, init), params: options.params ?? {}, context })
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    return thrown
  }
}

/** A resource route's answer (`/api/...`): its status, its JSON body when it has one, and its content type. */
export async function runRoute(route: Route, path: string, cookie: string, options: { params?: Record<string, string>; json?: unknown } = {}) {
  const response = (await callRoute(route, path, cookie, options)) as Response
  const type = response.headers.get('Content-Type') ?? ''
  return { status: response.status, body: type.includes('json') ? ((await response.json()) as Record<string, unknown>) : null, type }
}

/** Runs one route's loader for `path` with the given Cookie header, as Remix would (thrown redirects included). */
export async function runLoader(loader: Loader, path: string, cookie: string): Promise<LoaderAnswer> {
  const result = await callRoute(loader, path, cookie)
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get('Location'), setCookie: result.headers.get('Set-Cookie'), data: null }
  if (typeof result === 'object' && result !== null && 'type' in result && result.type === 'DataWithResponseInit') {
    const { data, init } = result as unknown as { data: unknown; init: ResponseInit | null }
    return { status: init?.status ?? 200, location: null, setCookie: new Headers(init?.headers).get('Set-Cookie'), data }
  }
  return { status: 200, location: null, setCookie: null, data: result }
}
