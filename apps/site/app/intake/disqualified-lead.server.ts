import type { AppLoadContext } from '@remix-run/node'
import type { Offers } from '@telehealth/domain'
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
  /** The whole person, when every answer was given (the final submit); else built from the names. */
  person?: Record<string, unknown> | undefined
  offers?: Offers | null | undefined
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
      person: input.person ?? { first_name: input.firstName ?? null, last_name: input.lastName ?? null, state: input.state },
      offers: input.offers ?? undefined,
      ip_address: input.context.clientIp,
      user_agent: input.request.headers.get('user-agent') ?? '',
      tracking_session_id: input.context.trackingSessionId,
    },
  })
}
