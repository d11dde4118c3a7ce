import { createCookieSessionStorage } from '@remix-run/node'
import { env } from './env.server.ts'

/**
 * The patient's session cookie: httpOnly, SameSite=Lax, Secure in production, and in production
 * the __Host- prefix (Secure, Path=/, no Domain) so no subdomain can plant or read it.
 */
export function sessionCookieOptions(isProduction: boolean) {
  return {
    name: isProduction ? '__Host-session' : 'session',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isProduction,
    path: '/',
  }
}

export const sessionStorage = createCookieSessionStorage({
  cookie: { ...sessionCookieOptions(env.isProduction), secrets: [env.sessionSecret] },
})

export function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get('Cookie'))
}

export const { commitSession, destroySession } = sessionStorage
