import { GENDERS, RESIDENCE_STATES, TEXT_CONSENT, type ResidenceState } from '@telehealth/domain'
import { createLocalReq, getPayload, validations, ValidationError, type EmailField, type Payload } from 'payload'
import { z } from 'zod'
import { newAccountToken, tokenHash } from './tokens.ts'
import { recordPatientCreated } from '../hooks/audit.ts'
import config from '../payload.config.ts'
import type { Patient } from '../payload-types.ts'

const residenceCodes: ReadonlySet<string> = new Set(RESIDENCE_STATES.map((state) => state.code))

/**
 * What an intake may put on a new account, checked against the same closed lists the patients
 * collection's fields are built from (packages/domain records/choices.ts) and the fields' limits.
 * Anything else is refused: the row is written below the Local API, so nothing else checks it.
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

/** The data checked as the collection would check it, or Payload's ValidationError (a 400) naming the fields. */
async function validated(payload: Payload, data: PasswordlessPatientData): Promise<PatientRow> {
  const parsed = passwordlessPatientSchema.safeParse(data)
  if (!parsed.success) {
    throw new ValidationError({
      collection: 'patients',
      errors: parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.') || 'patient',
        message: issue.code === 'unrecognized_keys' ? `A new account cannot be given: ${issue.keys.join(', ')}.` : issue.message,
      })),
    })
  }
  // The email as the collection's own email field checks it (stricter than zod's at the edges, such
  // as a domain label ending in '-'), so an address the Local API would refuse is never stored.
  // (The password is the one field not checked: the account has none yet.)
  const row = parsed.data
  const field = payload.collections.patients.config.fields.find(
    (candidate): candidate is EmailField => candidate.type === 'email' && candidate.name === 'email',
  )
  const validate = field?.validate ?? validations.email
  const req = await createLocalReq({}, payload)
  const emailVerdict = await validate(row.email, {
    ...field,
    type: 'email',
    name: 'email',
    collectionSlug: 'patients',
    req,
    required: true,
    siblingData: {},
    data: row,
    blockData: {},
    path: ['email'],
    preferences: { fields: {} },
  })
  if (emailVerdict !== true) throw new ValidationError({ collection: 'patients', errors: [{ path: 'email', message: emailVerdict }] })
  return row
}

/**
 * Creates a patient account that has no password yet: the intake makes the account, and the
 * patient sets a password from the welcome email.
 *
 * THE ONE WRITE BELOW THE LOCAL API (DESIGN.md "Payload is the single data layer"; the data-path
 * test allows `payload.db` in apps/cms only in this file, db.ts, migrate.ts and migrations).
 * Payload's `create` on an auth collection always hashes a password (PBKDF2-SHA256, 600,000 rounds:
 * about 150 ms of a core); hashing a random throw-away secret at every intake bought nothing and
 * capped intake submits at about 13 a second on two cores (bench, issue #9; ADR 014). So this single
 * row is written through the collection's database adapter with no hash and no salt, which
 * Payload's local strategy treats as "no password": no password signs in until a reset sets one.
 * What the Local API would have done is done here instead:
 * - validation: the data is checked against the collection's closed lists and limits first, and
 *   refused with Payload's `ValidationError` (a 400, never a 500) - nothing invalid is stored;
 * - the audit trail: the creation is recorded with the new patient as the actor (no hook sees a
 *   `payload.db` write); if that record cannot be written, the account is removed again.
 * The unique index on email refuses a patient created in between (the adapter answers a
 * `ValidationError` too).
 *
 * The account comes with a set-password token for the welcome email, stored as every reset token
 * is (ADR 022): only its SHA-256, in `resetPasswordToken`, with the collection's reset lifetime, so
 * the welcome email needs no second write. The site's reset (apps/site/app/auth/account.server.ts)
 * accepts it like any reset link, once; the token itself is only returned, never stored.
 *
 * It takes Payload itself from the config (the site reaches Payload only through its doors in
 * cms.server.ts, none of which exposes `db`).
 */
export async function insertPasswordlessPatient(data: PasswordlessPatientData): Promise<{ id: Patient['id']; setPasswordToken: string }> {
  const payload = await getPayload({ config })
  const row = await validated(payload, data)
  const now = new Date()
  const at = now.toISOString()
  const setPasswordToken = newAccountToken()
  // The database adapter answers an untyped document; only the id is selected.
  const created = (await payload.db.create({
    collection: 'patients',
    data: {
      ...row,
      resetPasswordToken: tokenHash(setPasswordToken),
      resetPasswordExpiration: new Date(now.getTime() + resetLifetimeMs(payload)).toISOString(),
      createdAt: at,
      updatedAt: at,
    },
    select: { id: true },
  })) as Pick<Patient, 'id'>
  const id = created.id
  try {
    await recordPatientCreated(payload, id)
  } catch (error) {
    // An account the audit log does not know of is not kept.
    await payload.delete({ collection: 'patients', id, overrideAccess: true })
    throw error
  }
  return { id, setPasswordToken }
}

/** The reset-link lifetime the patients collection configures (Payload's default is one hour). */
function resetLifetimeMs(payload: Payload): number {
  const forgot = payload.collections.patients.config.auth.forgotPassword
  return typeof forgot?.expiration === 'number' ? forgot.expiration : 60 * 60 * 1000
}
