import type { ActionFunctionArgs } from '@remix-run/node'
import type { ClientActionFunctionArgs } from '@remix-run/react'
import { intakeMessages } from '@telehealth/domain'
import { finishIntake } from '~/intake/finish-intake.server.ts'
import { answerOrUnanswered } from '~/http/fetcher-actor.ts'
import { readForm } from '~/http/read-form.server.ts'

/**
 * The intake's final submit (the funnel machine's `submitIntake` actor posts every answer here).
 * Answers JSON: where to go next, or the first step's errors (400). A qualified new patient is
 * signed in; the result page reads the lead from the session.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  const values = Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '']))
  const outcome = await finishIntake(request, context, values)
  if (outcome.status === 'failed') return Response.json({ status: 'error', message: intakeMessages.submitFailed }, { status: 503 })
  if (outcome.status === 'invalid') return Response.json({ status: 'invalid', errors: outcome.errors }, { status: 400 })
  return Response.json({ status: 'success', redirectTo: outcome.redirectTo }, outcome.setCookie ? { headers: { 'Set-Cookie': outcome.setCookie } } : undefined)
}

export function loader() {
  return Response.json({ message: 'Use POST.' }, { status: 405 })
}

/** In the browser: a post that got no answer reaches the funnel as a failure, not the error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => answerOrUnanswered(() => serverAction<typeof action>())
