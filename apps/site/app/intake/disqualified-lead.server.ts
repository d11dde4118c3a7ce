import type { AppLoadContext } from '@remix-run/node'
import { intakeMessages, isUsStateOrDcCode, type Offers } from '@telehealth/domain'
import type { LeadConsent } from './consent-record.server.ts'
import { cmsAsServer } from '~/cms.server.ts'
import { refusalOf, type Refusal } from '~/cms-refusal.server.ts'

/** The lead was stored, or refused with the field and words to show (never stored invalid). */
export type LeadRecord = { recorded: true } | { recorded: false; refusal: Refusal }

/**
 * A visit that ended at a dead end before the final submit (a state not served, or under 18),
 * recorded as a disqualified lead with its reason. Only what was typed so far is kept.
 *
 * The visitor is not signed in, so the lead is the server's own row (`cmsAsServer`: validation and
 * hooks run; the audit log names the site as the actor, for the visitor). A state outside the
 * residence list (the 50 states and DC) or any value the CMS refuses is answered as a refusal,
 * never thrown: the caller answers it with a 400 and the message.
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
  /** The consent agreed at the welcome step (the final submit records it). */
  consent?: LeadConsent | undefined
  request: Request
  context: Pick<AppLoadContext, 'clientIp' | 'trackingSessionId'>
}): Promise<LeadRecord> {
  const { state } = input
  if (!isUsStateOrDcCode(state)) return { recorded: false, refusal: { field: 'state', message: intakeMessages.stateRequired } }
  try {
    await (
      await cmsAsServer()
    ).create({
      collection: 'leads',
      depth: 0,
      data: {
        email: input.email,
        outcome: 'disqualified',
        disqualifyReason: input.reason,
        funnel: input.funnel,
        state,
        person: input.person ?? { first_name: input.firstName ?? null, last_name: input.lastName ?? null, state },
        offers: input.offers ?? undefined,
        consent: input.consent,
        ip_address: input.context.clientIp,
        user_agent: input.request.headers.get('user-agent') ?? '',
        tracking_session_id: input.context.trackingSessionId,
      },
    })
    return { recorded: true }
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal) throw error
    return { recorded: false, refusal }
  }
}
