import {
  blockedStateDeadEnd,
  buildIntakePerson,
  heightInInches,
  underageDeadEnd,
  type IntakeAnswers,
  type Offers,
} from '@telehealth/domain'
import { sorryPath } from '@telehealth/machines'
import type { Payload } from 'payload'
import { unitOfWork } from '~/cms.server.ts'
import { insertPasswordlessPatient } from '@telehealth/cms/auth/passwordless-patient'
import { blockedStatesFor } from '~/content.server.ts'
import { recordDisqualifiedLead } from './disqualified-lead.server.ts'
import { env } from '~/env.server.ts'
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
  request: Request
  clientIp: string
  trackingSessionId: string
  now?: Date
}

function siteOrigin(request: Request): string {
  return env.SITE_ORIGIN ?? new URL(request.url).origin
}

function patientData(answers: IntakeAnswers) {
  const dob = answers.dateOfBirth
  return {
    first_name: answers.first_name,
    last_name: answers.last_name,
    phone: `${answers.phone.areaCode}${answers.phone.prefix}${answers.phone.line}`,
    gender: answers.gender,
    date_of_birth: dob ? `${dob.year}-${String(dob.month).padStart(2, '0')}-${String(dob.day).padStart(2, '0')}` : undefined,
    state: answers.state as never,
    height_inch: heightInInches(answers.height_feet, answers.height_inches),
    weight: answers.weight,
    agreed_to_email: answers.agreed_to_email,
    agreed_to_text: answers.agreed_to_text ?? undefined,
  }
}

async function sendWelcomeEmail(cms: Payload, email: string, firstName: string, origin: string, setPasswordToken: string | null) {
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

/**
 * The intake's final submit: checks every answer again, records the lead (qualified or not), and
 * for a new email creates the patient account. A returning email never logs anyone in and the page
 * reads the same either way (ADR 005); all writes land together or are undone.
 */
export async function submitIntake(input: IntakeRequest): Promise<IntakeOutcome> {
  const now = input.now ?? new Date()
  const parsed = parseIntake(input.values, now)
  if (!parsed.ok) return { status: 'invalid', errors: parsed.errors }
  const { answers } = parsed

  const person = buildIntakePerson(answers, {
    now,
    ip_address: input.clientIp,
    tracking_session_id: input.trackingSessionId,
    user_agent: input.request.headers.get('user-agent') ?? '',
  })
  const blockedMessage = blockedStateDeadEnd(answers.state, await blockedStatesFor(input.funnel))
  const underageMessage = answers.dateOfBirth ? underageDeadEnd(answers.dateOfBirth, now) : null

  if (blockedMessage || underageMessage) {
    await recordDisqualifiedLead({
      funnel: input.funnel,
      reason: blockedMessage ? 'blocked_state' : 'underage',
      state: answers.state,
      email: answers.email,
      person,
      offers: input.offers,
      request: input.request,
      context: { clientIp: input.clientIp, trackingSessionId: input.trackingSessionId },
    })
    return { status: 'disqualified', redirectTo: sorryPath((blockedMessage ?? underageMessage) as string) }
  }

  const leadBase = {
    email: answers.email,
    funnel: input.funnel,
    state: answers.state as never,
    person,
    offers: input.offers,
    ip_address: input.clientIp,
    user_agent: person.user_agent,
    tracking_session_id: input.trackingSessionId,
  }
  const origin = siteOrigin(input.request)
  return unitOfWork(async (uow, cms) => {
    const existing = await cms.find({ collection: 'patients', where: { email: { equals: answers.email } }, limit: 1, pagination: false, depth: 0, select: { email: true } })
    const returning = existing.docs[0]
    let patientId = returning?.id
    let setPasswordToken: string | null = null
    if (patientId === undefined) {
      // No password until the patient sets one from the welcome email (ADR 014). The email was
      // just looked up, so no second lookup.
      const created = await insertPasswordlessPatient(cms, { email: answers.email, ...patientData(answers) })
      uow.adopt('patients', created.id)
      patientId = created.id
      setPasswordToken = created.setPasswordToken
    }
    const leadId = await uow.insert('leads', { ...leadBase, outcome: 'qualified', patient: patientId })
    await sendWelcomeEmail(cms, answers.email, answers.first_name, origin, setPasswordToken)
    return {
      status: 'qualified' as const,
      leadId: String(leadId),
      patientId: returning ? null : String(patientId),
      firstName: answers.first_name,
    }
  })
}
