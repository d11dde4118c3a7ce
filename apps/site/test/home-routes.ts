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

const context = { cspNonce: '', clientIp: '203.0.113.9', trackingSessionId: 'home-test' } as unknown as AppLoadContext

/** A live session for the patient, as the Cookie header a browser would send (the real sign-in's cookie). */
export async function sessionCookie(patient: SignedInPatient): Promise<string> {
  const setCookie = await startPatientSession(new Request('https://care.example.com/login'), patient.id)
  return setCookie.split(';')[0]!
}

/** Runs one route's loader for `path` with the given Cookie header, as Remix would (thrown redirects included). */
export async function runLoader(loader: Loader, path: string, cookie: string): Promise<LoaderAnswer> {
  const request = new Request(`https://care.example.com${path}`, { headers: { Cookie: cookie } })
  let result: unknown
  try {
    result = await loader({ request, params: {}, context })
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    result = thrown
  }
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get('Location'), setCookie: result.headers.get('Set-Cookie'), data: null }
  if (typeof result === 'object' && result !== null && 'type' in result && result.type === 'DataWithResponseInit') {
    const { data, init } = result as unknown as { data: unknown; init: ResponseInit | null }
    return { status: init?.status ?? 200, location: null, setCookie: new Headers(init?.headers).get('Set-Cookie'), data }
  }
  return { status: 200, location: null, setCookie: null, data: result }
}
