import {
  blockedStateDeadEnd,
  buildIntakePerson,
  heightInInches,
  intakeMessages,
  isUsStateOrDcCode,
  sorryPath,
  underageDeadEnd,
  type IntakeAnswers,
  type Offers,
  type ResidenceState,
} from '@telehealth/domain'
import type { PasswordlessPatientData } from '@telehealth/cms/site'
import type { Lead, Patient } from '@telehealth/cms/payload-types'
import { cmsAsServer, cmsBeforeSignIn, cmsFor, cmsLogger, cmsPasswordlessPatient, cmsUnitOfWork, type ServerApi } from '~/cms.server.ts'
import { refusalOf, type Refusal } from '~/cms-refusal.server.ts'
import { blockedStatesFor, minimumAge } from '~/content.server.ts'
import { consentRecord } from './consent-record.server.ts'
import { recordDisqualifiedLead } from './disqualified-lead.server.ts'
import { publicOrigin } from '~/env.server.ts'
import { parseIntake, type IntakeValues } from './parse-intake.server.ts'

export type Funnel = 'new' | 'old'

export type IntakeOutcome =
  | { status: 'invalid'; errors: Record<string, string> }
  | { status: 'disqualified'; redirectTo: string }
  | { status: 'qualified'; leadId: string; patientId: string | null; firstName: string }

export interface IntakeRequest {
  values: IntakeValues
  funnel: Funnel
  offers: Offers | null
  /** The affiliate's conversion id (c_id) the visitor arrived with. */
  conversionId?: string | null
  request: Request
  clientIp: string
  trackingSessionId: string
  now?: Date
}

function patientData(answers: IntakeAnswers, state: ResidenceState): PasswordlessPatientData {
  const dob = answers.dateOfBirth
  return {
    email: answers.email,
    first_name: answers.first_name,
    last_name: answers.last_name,
    phone: `${answers.phone.areaCode}${answers.phone.prefix}${answers.phone.line}`,
    gender: answers.gender,
    date_of_birth: dob ? `${dob.year}-${String(dob.month).padStart(2, '0')}-${String(dob.day).padStart(2, '0')}` : undefined,
    state,
    height_inch: heightInInches(answers.height_feet, answers.height_inches),
    weight: answers.weight,
    agreed_to_email: answers.agreed_to_email,
    agreed_to_text: answers.agreed_to_text ?? undefined,
  }
}

async function sendWelcomeEmail(cms: Pick<ServerApi, 'sendEmail'>, email: string, firstName: string, origin: string, setPasswordToken: string | null) {
  if (setPasswordToken) {
    const token = setPasswordToken
    const link = `${origin}/password-reset/${token}`
    await cms.sendEmail({
      to: email,
      subject: 'Set your password',
      text: `Hi ${firstName},\n\nThank you for starting your free visit. Set a password so you can sign in later:\n${link}\n\nThe link works for one hour; after that, use "Forgot password" on the sign-in page.`,
    })
    return
  }
  // The address already has an account: say so only to its owner, never on the page.
  await cms.sendEmail({
    to: email,
    subject: 'Continue your visit',
    text: `Hi,\n\nSomeone (hopefully you) just started a new visit with this email address, which already has an account. Sign in to continue:\n${origin}/login\n\nIf you forgot your password, reset it here: ${origin}/forgot-password\n\nIf this was not you, you can ignore this email.`,
  })
}

/** A value the CMS refused, as the intake's answer: the field and its words (a 400, never a 500). */
function refused(refusal: Refusal): IntakeOutcome {
  return { status: 'invalid', errors: { [refusal.field]: refusal.message } }
}

/** What one submit's unit committed, so that a welcome email that fails can remove it again. */
interface Written {
  patientId?: Patient['id']
  leadId?: Lead['id']
}

/** Removes what a failed submit wrote (the lead, then the new account), so nothing is half-written. */
async function undo(server: ServerApi, written: Written): Promise<void> {
  try {
    if (written.leadId !== undefined) await server.delete({ collection: 'leads', id: written.leadId, depth: 0 })
    // Access off: the server removes the account it has just made; a patient may not delete their account.
    if (written.patientId !== undefined) await (await cmsFor({ id: written.patientId })).delete({ collection: 'patients', id: written.patientId, depth: 0 })
  } catch (error) {
    // The first failure is the one the caller reports; this one is logged without personal data.
    ;(await cmsLogger()).error({ errorName: error instanceof Error ? error.name : 'unknown', ...written }, 'Intake submit: could not undo its writes')
  }
}

/**
 * The intake's final submit: checks every answer again, records the lead (qualified or not), and
 * for a new email creates the patient account. A returning email never logs anyone in and the page
 * reads the same either way (ADR 005). Every write goes through the Local API (validation, hooks,
 * audit), except the passwordless account (see passwordless-patient.ts), and a failure after one
 * write removes what was written: all land, or none is kept. A value the CMS refuses is answered
 * as an invalid answer with its message, never stored and never a 500.
 *
 * Who acts: finding an account by email (`cmsBeforeSignIn`) and a returning email's lead are the server's own (the
 * visitor is not signed in and may not be the account's owner: the audit log names the site); a
 * new account's lead is written as that new patient (`cmsFor`: the audit log names them).
 */
export async function submitIntake(input: IntakeRequest): Promise<IntakeOutcome> {
  const now = input.now ?? new Date()
  const parsed = parseIntake(input.values, now)
  if (!parsed.ok) return { status: 'invalid', errors: parsed.errors }
  const { answers } = parsed
  // The state step already checked it; this narrows it to the residence list the CMS stores.
  const { state } = answers
  if (!isUsStateOrDcCode(state)) return { status: 'invalid', errors: { state: intakeMessages.stateRequired } }

  const person = buildIntakePerson(answers, {
    now,
    ip_address: input.clientIp,
    tracking_session_id: input.trackingSessionId,
    user_agent: input.request.headers.get('user-agent') ?? '',
  })
  const blockedMessage = blockedStateDeadEnd(state, await blockedStatesFor(input.funnel))
  const underageMessage = answers.dateOfBirth ? underageDeadEnd(answers.dateOfBirth, now, await minimumAge()) : null

  const consent = await consentRecord({ request: input.request, clientIp: input.clientIp, now })
  if (blockedMessage || underageMessage) {
    const record = await recordDisqualifiedLead({
      consent,
      funnel: input.funnel,
      reason: blockedMessage ? 'blocked_state' : 'underage',
      state,
      email: answers.email,
      person,
      offers: input.offers,
      request: input.request,
      context: { clientIp: input.clientIp, trackingSessionId: input.trackingSessionId },
    })
    if (!record.recorded) return refused(record.refusal)
    return { status: 'disqualified', redirectTo: sorryPath((blockedMessage ?? underageMessage) as string) }
  }

  const leadBase = {
    email: answers.email,
    funnel: input.funnel,
    state,
    person,
    offers: input.offers,
    conversionId: input.conversionId ?? null,
    consent,
    ip_address: input.clientIp,
    user_agent: person.user_agent,
    tracking_session_id: input.trackingSessionId,
  }
  // Links in the welcome email start with SITE_ORIGIN, never with the request's Host.
  const origin = publicOrigin()
  const server = await cmsAsServer()
  const existing = await (
    await cmsBeforeSignIn()
  ).find({ collection: 'patients', where: { email: { equals: answers.email } }, limit: 1, pagination: false, depth: 0, select: { email: true } })
  const returning = existing.docs[0]
  const written: Written = {}
  try {
    // The new account and its lead land together (ADR 079): one transaction where the engine has
    // one; on SQLite the compensations remove them. The email follows the commit (never inside it).
    const { patientId, leadId, setPasswordToken } = await cmsUnitOfWork(async (tx) => {
      let patientId: Patient['id']
      let setPasswordToken: string | null = null
      if (returning) {
        patientId = returning.id
      } else {
        // No password until the patient sets one from the welcome email (ADR 014). The email was
        // just looked up, so no second lookup.
        const created = await cmsPasswordlessPatient(patientData(answers, state), tx)
        // Access off: the server removes the account it has just made (SQLite, a later write failed); a patient may not delete their account.
        tx.compensate(async () => (await cmsFor({ id: created.id })).delete({ collection: 'patients', id: created.id, depth: 0 }))
        patientId = created.id
        setPasswordToken = created.setPasswordToken
      }
      const leadData = { ...leadBase, outcome: 'qualified' as const, patient: patientId }
      // Access off (leads are written by the server only); a new account's lead names its new patient as the actor.
      const lead = returning
        ? await (await cmsAsServer(tx)).create({ collection: 'leads', depth: 0, data: leadData })
        : await (await cmsFor({ id: patientId }, tx)).create({ collection: 'leads', depth: 0, data: leadData })
      tx.compensate(() => server.delete({ collection: 'leads', id: lead.id, depth: 0 }))
      return { patientId, leadId: lead.id, setPasswordToken }
    })
    // Written: a welcome email that cannot be queued takes them back (below), on every engine.
    written.leadId = leadId
    if (!returning) written.patientId = patientId
    await sendWelcomeEmail(server, answers.email, answers.first_name, origin, setPasswordToken)
    return {
      status: 'qualified' as const,
      leadId: String(leadId),
      patientId: returning ? null : String(patientId),
      firstName: answers.first_name,
    }
  } catch (error) {
    await undo(server, written)
    const refusal = refusalOf(error)
    if (refusal) return refused(refusal)
    throw error
  }
}
