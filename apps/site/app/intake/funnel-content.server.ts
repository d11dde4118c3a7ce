import type { FunnelCopy } from '@telehealth/cms/payload-types'
import { DEFAULT_REPORT_GOAL_WEIGHT } from '@telehealth/domain'
import { cmsAs, cmsAsServer, type SignedInPatient } from '~/cms.server.ts'
import { blockedStatesFor, getFunnelCopy, minimumAge } from '~/content.server.ts'
import { getSession } from '~/session.server.ts'

/** The funnel's words and the states it does not serve, as staff last saved them in the CMS. */
export async function getFunnelContent(funnel: 'new' | 'old') {
  const [copy, blockedStates, age] = await Promise.all([getFunnelCopy(), blockedStatesFor(funnel), minimumAge()])
  return { copy: copy as Required<FunnelCopy>, blockedStates: [...blockedStates], minimumAge: age }
}

type ReportSubject = { firstName: string; currentWeight: number; targetWeight: number }

function subjectOf(person: unknown): ReportSubject | null {
  const { first_name, weight, desired_weight } = (person ?? {}) as { first_name?: unknown; weight?: unknown; desired_weight?: unknown }
  if (typeof first_name !== 'string' || typeof weight !== 'number' || typeof desired_weight !== 'number') return null
  return { firstName: first_name, currentWeight: weight, targetWeight: desired_weight }
}

/**
 * The report's numbers for a signed-in patient, from their record on any device: the latest intake
 * they submitted (read as them), else their profile's weight with the report's default goal.
 */
export async function getPatientReport(patient: SignedInPatient): Promise<ReportSubject | null> {
  const found = await (
    await cmsAs(patient)
  ).find({
    collection: 'leads',
    where: { and: [{ patient: { equals: patient.id } }, { outcome: { equals: 'qualified' } }] },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    select: { person: true },
  })
  const fromLead = subjectOf(found.docs[0]?.person)
  if (fromLead) return fromLead
  if (typeof patient.weight !== 'number' || !patient.first_name) return null
  return { firstName: patient.first_name, currentWeight: patient.weight, targetWeight: DEFAULT_REPORT_GOAL_WEIGHT }
}

/**
 * The result page's numbers: from the lead this browser just submitted (its id kept in the session).
 * The visitor may not be signed in (a returning email never is), so finding the lead the session
 * names is the server's own read.
 */
export async function getResult(request: Request) {
  const session = await getSession(request)
  const leadId: unknown = session.get('leadId')
  if (typeof leadId !== 'string') return null
  const cms = await cmsAsServer()
  const lead = await cms.findByID({ collection: 'leads', id: leadId, depth: 0, disableErrors: true, select: { person: true } })
  return subjectOf(lead?.person)
}
