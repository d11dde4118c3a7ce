import type { ActionFunctionArgs } from '@remix-run/node'
import { intakeMessages, offersFromQuery, DEFAULT_OFFERS } from '@telehealth/domain'
import { commitSession, getSession } from '~/session.server.ts'
import { startPatientSession } from '~/auth/patient-session.server.ts'
import { submitIntake } from '~/intake/submit-intake.server.ts'

/**
 * The intake's final submit (the funnel machine's `submitIntake` actor posts every answer here).
 * Answers JSON: where to go next, or the first step's errors (400). A qualified new patient is
 * signed in; the result page reads the lead from the session.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const values = Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '']))
  const funnel = values.funnel === 'old' ? 'old' : 'new'
  const session = await getSession(request)
  const storedOffers = session.get('offers') as typeof DEFAULT_OFFERS | undefined
  try {
    const outcome = await submitIntake({
      values,
      funnel,
      offers: { ...DEFAULT_OFFERS, ...storedOffers, ...offersFromQuery(new URL(request.url).searchParams) },
      request,
      clientIp: context.clientIp,
      trackingSessionId: context.trackingSessionId,
    })
    if (outcome.status === 'invalid') return Response.json({ status: 'invalid', errors: outcome.errors }, { status: 400 })
    if (outcome.status === 'disqualified') return Response.json({ status: 'disqualified', redirectTo: outcome.redirectTo })
    const redirectTo = funnel === 'old' ? `/weight-loss-report?desiredWeight=${encodeURIComponent(values.desired_weight ?? '')}` : '/?step=result'
    if (outcome.patientId) {
      const cookie = await startPatientSession(request, outcome.patientId, { leadId: outcome.leadId })
      return Response.json({ status: 'success', redirectTo }, { headers: { 'Set-Cookie': cookie } })
    }
    session.set('leadId', outcome.leadId)
    return Response.json({ status: 'success', redirectTo }, { headers: { 'Set-Cookie': await commitSession(session) } })
  } catch (error) {
    console.error('Intake submit failed', error instanceof Error ? error.name : 'unknown')
    return Response.json({ status: 'error', message: intakeMessages.submitFailed }, { status: 503 })
  }
}

export function loader() {
  return Response.json({ message: 'Use POST.' }, { status: 405 })
}
