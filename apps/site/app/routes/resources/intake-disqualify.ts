import type { ActionFunctionArgs } from '@remix-run/node'
import type { ClientActionFunctionArgs } from '@remix-run/react'
import { isUsStateOrDcCode } from '@telehealth/domain'
import { recordDisqualifiedLead } from '~/intake/disqualified-lead.server.ts'
import { answerOrUnanswered } from '~/http/fetcher-actor.ts'
import { readForm } from '~/http/read-form.server.ts'

/**
 * Records a visit that ended at a dead end in the browser (a state not served, or under 18) as a
 * disqualified lead with its reason. Only what the visitor had typed so far is kept. A DC visitor
 * is stored like any other; a value that cannot be stored is answered 400 with a message.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries([...(await readForm(request)).entries()].map(([key, value]) => [key, String(value)]))
  const reason = form.reason === 'blockedState' ? 'blocked_state' : form.reason === 'underage' ? 'underage' : null
  const state = (form.state ?? '').toUpperCase()
  if (!reason || !isUsStateOrDcCode(state)) return Response.json({ message: 'Please check the request.' }, { status: 400 })
  const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email ?? '') ? form.email!.toLowerCase() : undefined
  const record = await recordDisqualifiedLead({
    funnel: form.funnel === 'old' ? 'old' : 'new',
    reason,
    state,
    email,
    firstName: form.first_name,
    lastName: form.last_name,
    request,
    context,
  })
  // A value the CMS refuses (an email it does not accept, say) is the visitor's answer to fix: a 400.
  if (!record.recorded) return Response.json({ message: record.refusal.message, field: record.refusal.field }, { status: 400 })
  return Response.json({ status: 'recorded', redirectTo: null })
}

/** In the browser: a post that got no answer reaches the funnel as a failure, not the error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => answerOrUnanswered(() => serverAction<typeof action>())
