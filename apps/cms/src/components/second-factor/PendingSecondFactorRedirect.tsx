import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { ServerProps } from 'payload'
import { formatAdminURL, getSafeRedirect } from 'payload/shared'
import { pendingSignIn } from '../../auth/staff/sessions.ts'

/**
 * On the login page: someone who has just given the right password but still owes the second
 * factor (the admin sends them back here, as they are not signed in yet) is taken to the
 * second-factor page instead of the login form.
 */
export async function PendingSecondFactorRedirect({ payload, searchParams }: ServerProps) {
  if (!payload) return null
  const pending = await pendingSignIn(payload, await headers())
  if (!pending) return null
  const adminRoute = payload.config.routes.admin
  const next = getSafeRedirect({ redirectTo: searchParams?.redirect ?? '', fallbackTo: adminRoute })
  redirect(`${formatAdminURL({ adminRoute, path: '/second-factor' })}?redirect=${encodeURIComponent(next)}`)
}
