import type { AppLoadContext } from '@remix-run/node'
import { getCms } from '~/cms.server.ts'

/**
 * A visit that ended at a dead end before the final submit (a state not served, or under 18),
 * recorded as a disqualified lead with its reason. Only what was typed so far is kept.
 */
export async function recordDisqualifiedLead(input: {
  funnel: 'new' | 'old'
  reason: 'blocked_state' | 'underage'
  state: string
  email?: string | undefined
  firstName?: string | undefined
  lastName?: string | undefined
  request: Request
  context: Pick<AppLoadContext, 'clientIp' | 'trackingSessionId'>
}): Promise<void> {
  const cms = await getCms()
  await cms.create({
    collection: 'leads',
    depth: 0,
    data: {
      email: input.email,
      outcome: 'disqualified',
      disqualifyReason: input.reason,
      funnel: input.funnel,
      state: input.state as never,
      person: { first_name: input.firstName ?? null, last_name: input.lastName ?? null, state: input.state },
      ip_address: input.context.clientIp,
      user_agent: input.request.headers.get('user-agent') ?? '',
      tracking_session_id: input.context.trackingSessionId,
    },
  })
}
