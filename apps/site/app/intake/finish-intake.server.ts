import { startPatientSession } from '~/auth/patient-session.server.ts'
import type { AppLoadContext } from '@remix-run/node'
import { takeAttribution } from '~/checkout/attribution.server.ts'
import { commitSession, getSession } from '~/session.server.ts'
import { submitIntake } from './submit-intake.server.ts'
import { logServerError } from '@telehealth/cms/site'

export type FinishedIntake =
  | { status: 'invalid'; errors: Record<string, string> }
  | { status: 'done'; redirectTo: string; setCookie: string | null }
  /** The lead and account could not be written; nothing was kept (what was written was removed). */
  | { status: 'failed' }

/**
 * The last step of either funnel, with or without JavaScript: every answer checked again, the
 * lead and account written, a new patient signed in, and where to go next.
 */
export async function finishIntake(
  request: Request,
  context: Pick<AppLoadContext, 'clientIp' | 'trackingSessionId'>,
  values: Record<string, string>,
): Promise<FinishedIntake> {
  const funnel = values.funnel === 'old' ? 'old' : 'new'
  const session = await getSession(request)
  // The entry link's offers and c_id (cookie, or this address's query) go on the lead.
  const attribution = await takeAttribution(request)
  let outcome: Awaited<ReturnType<typeof submitIntake>>
  try {
    outcome = await submitIntake({
      values,
      funnel,
      offers: attribution.offers,
      conversionId: attribution.conversionId,
      request,
      clientIp: context.clientIp,
      trackingSessionId: context.trackingSessionId,
    })
  } catch (error) {
    // The error's name only: its message may quote what was typed (PHI).
    logServerError('Intake submit failed', error)
    return { status: 'failed' }
  }
  if (outcome.status === 'invalid') return { status: 'invalid', errors: outcome.errors }
  if (outcome.status === 'disqualified') return { status: 'done', redirectTo: outcome.redirectTo, setCookie: null }
  const redirectTo = funnel === 'old' ? `/weight-loss-report?desiredWeight=${encodeURIComponent(values.desired_weight ?? '')}` : '/?step=result'
  if (outcome.patientId) {
    return { status: 'done', redirectTo, setCookie: await startPatientSession(request, outcome.patientId, { leadId: outcome.leadId }) }
  }
  session.set('leadId', outcome.leadId)
  return { status: 'done', redirectTo, setCookie: await commitSession(session) }
}
