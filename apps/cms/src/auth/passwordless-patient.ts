import { GENDERS, RESIDENCE_STATES, TEXT_CONSENT, type ResidenceState } from '@telehealth/domain'
import { getPayload, ValidationError, type Payload, type PayloadRequest } from 'payload'
import { z } from 'zod'
import { ACCOUNT_WITHOUT_PASSWORD } from './account-without-password.ts'
import { newAccountToken, tokenHash } from './tokens.ts'
import config from '../payload.config.ts'
import type { Patient } from '../payload-types.ts'
import type { UnitOfWork } from '../transactions.ts'

const residenceCodes: ReadonlySet<string> = new Set(RESIDENCE_STATES.map((state) => state.code))

/**
 * What an intake may put on a new account: the fields the intake gives, trimmed and normalised,
 * and nothing else. The collection's own validation (closed lists, limits, the email field) runs on
 * top in the Local API's `create`; this schema refuses what that would let through with access off
 * (a field the intake never sets, such as a verified flag), and what it does not check (a blank
 * name, a phone that is not 10 digits, a date that is not YYYY-MM-DD).
 */
const passwordlessPatientSchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Please enter a valid email address.' }).max(256)),
    first_name: z.string().trim().min(1, { error: 'A first name is required.' }).max(256, { error: 'The first name is too long.' }),
    last_name: z.string().trim().min(1, { error: 'A last name is required.' }).max(256, { error: 'The last name is too long.' }),
    phone: z
      .string()
      .regex(/^\d{10}$/, { error: 'A phone number is 10 digits.' })
      .nullish(),
    gender: z.enum(GENDERS, { error: `Gender must be one of: ${GENDERS.join(', ')}.` }).nullish(),
    date_of_birth: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date of birth is YYYY-MM-DD.' })
      .nullish(),
    state: z
      .custom<ResidenceState>((value) => typeof value === 'string' && residenceCodes.has(value), { error: 'The state must be one of the 50 states or DC.' })
      .nullish(),
    height_inch: z.number().min(0).nullish(),
    weight: z.number().min(0).nullish(),
    text_updates: z.boolean().nullish(),
    agreed_to_email: z.boolean().nullish(),
    agreed_to_text: z.enum(TEXT_CONSENT, { error: `Text consent must be one of: ${TEXT_CONSENT.join(', ')}.` }).nullish(),
  })
  .strict()

/** A new account's fields, as the intake gives them (no password: the patient sets one later). */
export type PasswordlessPatientData = z.input<typeof passwordlessPatientSchema>

type PatientRow = z.output<typeof passwordlessPatientSchema>

/** The data as the intake may give it, or Payload's ValidationError (a 400) naming the fields. */
function validated(data: PasswordlessPatientData): PatientRow {
  const parsed = passwordlessPatientSchema.safeParse(data)
  if (parsed.success) return parsed.data
  throw new ValidationError({
    collection: 'patients',
    errors: parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || 'patient',
      message: issue.code === 'unrecognized_keys' ? `A new account cannot be given: ${issue.keys.join(', ')}.` : issue.message,
    })),
  })
}

/**
 * Creates a patient account that has no password yet: the intake makes the account, and the
 * patient sets a password from the welcome email.
 *
 * Through the Local API like every other write (ADR 078): `payload.create`, with the request
 * context asking for an account without a password (account-without-password.ts: Payload's
 * `create` would otherwise hash a random throw-away secret at about 150 ms of a core, ADR 014).
 * So the collection's validation runs (a ValidationError, a 400, names the field), its hooks run
 * (the audit trail records the creation with the new patient as the actor: nobody else is signed
 * in at an intake), and the operation runs in a transaction where the engine has one. The unique
 * index on email refuses an address that has an account (the adapter answers a ValidationError).
 * Access is off: patients' create access is the admins' (nobody signs up through the API); this
 * server code is the intake's one way in.
 *
 * The account comes with a set-password token for the welcome email, stored as every reset token
 * is (ADR 022): only its SHA-256, in `resetPasswordToken`, with the collection's reset lifetime, so
 * the welcome email needs no second write. The site's reset (apps/site/app/auth/account.server.ts)
 * accepts it like any reset link, once; the token itself is only returned, never stored.
 *
 * It takes Payload itself from the config (the site reaches Payload only through its doors in
 * cms.server.ts).
 */
export async function insertPasswordlessPatient(data: PasswordlessPatientData, unit?: UnitOfWork): Promise<{ id: Patient['id']; setPasswordToken: string }> {
  const row = validated(data)
  const payload = await getPayload({ config })
  const setPasswordToken = newAccountToken()
  const storedToken = tokenHash(setPasswordToken)
  // With `unit`, the account is one write of the caller's unit of work (the intake's: account and lead, ADR 079).
  const create = (req?: Partial<PayloadRequest>) =>
    payload.create({
      collection: 'patients',
      data: {
        ...row,
        resetPasswordToken: storedToken,
        resetPasswordExpiration: new Date(Date.now() + resetLifetimeMs(payload)).toISOString(),
      },
      depth: 0,
      select: { createdAt: true },
      context: { [ACCOUNT_WITHOUT_PASSWORD]: true },
      // The intake's account: nobody is signed in yet (see above).
      overrideAccess: true,
      req,
    })
  try {
    const created = await (unit ? unit.run(create) : create())
    return { id: created.id, setPasswordToken }
  } catch (error) {
    await removeHalfCreated(payload, storedToken)
    throw error
  }
}

/**
 * Where the engine has no transaction (SQLite), a create whose audit hook failed leaves its row: an
 * account the audit log does not know of is not kept. The row is found by this call's own token
 * hash (random, 256 bits), so an account that existed before (a refused duplicate) is never touched.
 */
async function removeHalfCreated(payload: Payload, storedToken: string): Promise<void> {
  await payload.delete({ collection: 'patients', where: { resetPasswordToken: { equals: storedToken } }, depth: 0, overrideAccess: true })
}

/** The reset-link lifetime the patients collection configures (Payload's default is one hour). */
function resetLifetimeMs(payload: Payload): number {
  const forgot = payload.collections.patients.config.auth.forgotPassword
  return typeof forgot?.expiration === 'number' ? forgot.expiration : 60 * 60 * 1000
}
