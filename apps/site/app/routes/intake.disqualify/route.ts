import type { ActionFunctionArgs } from '@remix-run/node'
import { isUsStateOrDcCode } from '@telehealth/domain'
import { recordDisqualifiedLead } from '~/intake/disqualified-lead.server.ts'

/**
 * Records a visit that ended at a dead end in the browser (a state not served, or under 18) as a
 * disqualified lead with its reason. Only what the visitor had typed so far is kept.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries([...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]))
  const reason = form.reason === 'blockedState' ? 'blocked_state' : form.reason === 'underage' ? 'underage' : null
  const state = (form.state ?? '').toUpperCase()
  if (!reason || !isUsStateOrDcCode(state)) return Response.json({ message: 'Please check the request.' }, { status: 400 })
  const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email ?? '') ? form.email!.toLowerCase() : undefined
  await recordDisqualifiedLead({
    funnel: form.funnel === 'old' ? 'old' : 'new',
    reason,
    state,
    email,
    firstName: form.first_name,
    lastName: form.last_name,
    request,
    context,
  })
  return Response.json({ status: 'recorded', redirectTo: null })
}
