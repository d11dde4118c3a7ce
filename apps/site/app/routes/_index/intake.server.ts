import type { FunnelCopy } from '@telehealth/cms/payload-types'
import { cmsAsServer } from '~/cms.server.ts'
import { blockedStatesFor, getFunnelCopy, minimumAge } from '~/content.server.ts'
import { getSession } from '~/session.server.ts'

/** The funnel's words and the states it does not serve, as staff last saved them in the CMS. */
export async function getFunnelContent(funnel: 'new' | 'old') {
  const [copy, blockedStates, age] = await Promise.all([getFunnelCopy(), blockedStatesFor(funnel), minimumAge()])
  return { copy: copy as Required<FunnelCopy>, blockedStates: [...blockedStates], minimumAge: age }
}

/**
 * The result page's numbers: from the lead this browser just submitted (its id kept in the session).
 * The visitor may not be signed in (a returning email never is), so finding the lead the session
 * names is the server's own read.
 */
export async function getResult(request: Request) {
  const session = await getSession(request)
  const leadId = session.get('leadId')
  if (typeof leadId !== 'string') return null
  const cms = await cmsAsServer()
  const lead = await cms.findByID({ collection: 'leads', id: leadId, depth: 0, disableErrors: true, select: { person: true } })
  const person = lead?.person as { first_name?: string; weight?: number; desired_weight?: number } | undefined
  if (!person?.first_name || !person.weight || !person.desired_weight) return null
  return { firstName: person.first_name, currentWeight: person.weight, targetWeight: person.desired_weight }
}
