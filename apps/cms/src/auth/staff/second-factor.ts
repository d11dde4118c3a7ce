import crypto from 'node:crypto'
import { generateSecret, generateURI, verify } from 'otplib'
import qrcode from 'qrcode-generator'
import { killTransaction, type Payload, type PayloadRequest } from 'payload'
import type { Staff } from '../../payload-types.ts'
import { keyedHash, open, sameHash, seal } from './sealed.ts'
import { PENDING_SECOND_FACTOR_SECONDS, RECOVERY_CODE_COUNT, roleRequiresSecondFactor, STAFF_LOCK_MS, STAFF_MAX_LOGIN_ATTEMPTS, TOTP_ISSUER } from './policy.ts'

/**
 * The staff second factor (ADR 020): a TOTP secret kept encrypted on the staff record, recovery
 * codes kept as keyed hashes, and the last time step used, so a code is accepted once.
 */

export const STAFF = 'staff'

interface StoredSession {
  id: string
  createdAt: Date | string
  expiresAt: Date | string
}

/** A staff record as the database holds it, with the fields the API never shows. */
export interface StaffRecord {
  id: number | string
  email: string
  role: string
  sessions?: StoredSession[] | null
  loginAttempts?: number | null
  lockUntil?: Date | string | null
  secondFactorSecret?: string | null
  secondFactorRecoveryCodes?: unknown
  secondFactorLastStep?: number | null
  secondFactorEnrolledAt?: Date | string | null
  [key: string]: unknown
}

/**
 * The member as stored, with the auth state the API never shows: access off and hidden fields
 * shown (sessions, lockout counters, the sealed secret), read as Payload's own auth operations read it.
 */
export async function findStaffRecord(payload: Payload, id: number | string): Promise<StaffRecord | null> {
  const found: unknown = await payload.findByID({ collection: STAFF, id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })
  return (found as StaffRecord | null) ?? null
}

/** The auth state the second factor and the sessions write: nobody's to write through the API. */
type StaffAuthState = Pick<
  Staff,
  'loginAttempts' | 'lockUntil' | 'secondFactorSecret' | 'secondFactorRecoveryCodes' | 'secondFactorLastStep' | 'secondFactorEnrolledAt'
> & { sessions?: StoredSession[] }

/**
 * Writes a member's auth state through the Local API (ADR 078), access off: these fields refuse every
 * API caller, the admin included, and the server's own code is the one that keeps them. The
 * collection's hooks run (no password in the data, no role change: none of them acts). `req` joins
 * the caller's transaction; without it the write stands on its own (a failed sign-in still counts).
 */
export async function writeStaffAuthState(payload: Payload, id: number | string, state: StaffAuthState, req?: PayloadRequest): Promise<void> {
  const { sessions, ...rest } = state
  await payload.update({
    collection: STAFF,
    id,
    data: {
      ...rest,
      ...(sessions ? { sessions: sessions.map((session) => ({ id: session.id, createdAt: iso(session.createdAt), expiresAt: iso(session.expiresAt) })) } : {}),
    },
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
}

function iso(at: Date | string): string {
  return new Date(at).toISOString()
}

export function isEnrolled(staff: StaffRecord): boolean {
  return typeof staff.secondFactorSecret === 'string' && staff.secondFactorSecret.length > 0
}

/** Whether a sign-in must pass the second factor: the role requires it, or the member enrolled. */
export function needsSecondFactor(staff: StaffRecord): boolean {
  return isEnrolled(staff) || roleRequiresSecondFactor(staff.role)
}

export function isLocked(staff: StaffRecord, now: number = Date.now()): boolean {
  return Boolean(staff.lockUntil && new Date(staff.lockUntil).getTime() > now)
}

export function liveSession(staff: StaffRecord, sid: string | undefined, now: number = Date.now()): StoredSession | null {
  if (!sid) return null
  const session = staff.sessions?.find((candidate) => candidate.id === sid)
  return session && new Date(session.expiresAt).getTime() > now ? session : null
}

// ---------------------------------------------------------------------------------------------
// Secrets and codes

function openTotpSecret(payload: Payload, staff: StaffRecord): string | null {
  return isEnrolled(staff) ? open(payload.secret, 'totp-secret', String(staff.id), staff.secondFactorSecret as string) : null
}

function storedRecoveryHashes(staff: StaffRecord): string[] {
  const value = staff.secondFactorRecoveryCodes
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten characters without look-alikes (about 49 bits), shown as `xxxxx-xxxxx`. */
function newRecoveryCode(): string {
  let code = ''
  for (let index = 0; index < 10; index++) code += RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]
  return `${code.slice(0, 5)}-${code.slice(5)}`
}

export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/** The step a valid six-digit code belongs to, or null; a step at or before `afterStep` is refused. */
export async function totpStep(secret: string, code: string, afterStep: number | null | undefined): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null
  try {
    // One step either side: an authenticator's clock may be up to 30 seconds off.
    const result = await verify({ secret, token: code, epochTolerance: 30, afterTimeStep: afterStep ?? undefined })
    // A TOTP result names the time step it matched (HOTP's, which this never asks for, does not).
    return result.valid && 'timeStep' in result ? result.timeStep : null
  } catch {
    return null
  }
}

/** An otpauth:// URI (what the QR code holds) for an authenticator app. */
export function otpauthUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret })
}

/** The QR code of a text as rows of dark (true) and light modules. */
export function qrModules(text: string): boolean[][] {
  const code = qrcode(0, 'M')
  code.addData(text)
  code.make()
  const size = code.getModuleCount()
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, column) => code.isDark(row, column)))
}

// ---------------------------------------------------------------------------------------------
// Enrolment

export interface Enrolment {
  /** The Base32 secret, for typing into an authenticator app. */
  secret: string
  uri: string
  /** The secret sealed for this staff member for 10 minutes: handed back with the first code. */
  enrolment: string
}

/** A new secret for a staff member to add to an authenticator; nothing is stored until confirmed. */
export function startEnrolment(payload: Payload, staff: StaffRecord): Enrolment {
  const secret = generateSecret()
  const expiresAt = Date.now() + PENDING_SECOND_FACTOR_SECONDS * 1000
  return {
    secret,
    uri: otpauthUri(staff.email, secret),
    enrolment: seal(payload.secret, 'enrolment', String(staff.id), JSON.stringify({ secret, expiresAt })),
  }
}

export function openEnrolment(payload: Payload, staff: StaffRecord, enrolment: string): string | null {
  const plaintext = open(payload.secret, 'enrolment', String(staff.id), enrolment)
  if (!plaintext) return null
  const parsed = JSON.parse(plaintext) as { secret?: unknown; expiresAt?: unknown }
  if (typeof parsed.secret !== 'string' || typeof parsed.expiresAt !== 'number' || parsed.expiresAt < Date.now()) return null
  return parsed.secret
}

/**
 * Stores a confirmed secret with ten new recovery codes (replacing any earlier ones) and returns
 * the codes, which are shown once. `usedStep` is the step of the code that confirmed it.
 */
export async function storeSecondFactor(payload: Payload, staffId: number | string, secret: string, usedStep: number | null): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await writeStaffAuthState(payload, staffId, {
    secondFactorSecret: seal(payload.secret, 'totp-secret', String(staffId), secret),
    secondFactorRecoveryCodes: codes.map((code) => keyedHash(payload.secret, 'recovery-code', normaliseRecoveryCode(code))),
    secondFactorLastStep: usedStep,
    secondFactorEnrolledAt: new Date().toISOString(),
  })
  return codes
}

/** Confirms an enrolment with the first code from the app; the recovery codes, or null when the code is wrong. */
export async function confirmEnrolment(payload: Payload, staff: StaffRecord, enrolment: string, code: string): Promise<string[] | null> {
  const secret = openEnrolment(payload, staff, enrolment)
  if (!secret) return null
  const step = await totpStep(secret, code, null)
  if (step === null) {
    await countFailure(payload, staff)
    return null
  }
  return storeSecondFactor(payload, staff.id, secret, step)
}

/** Removes a staff member's second factor and ends their sessions (an admin's reset, e.g. a lost phone). */
export async function clearSecondFactor(payload: Payload, staffId: number | string): Promise<void> {
  await writeStaffAuthState(payload, staffId, {
    secondFactorSecret: null,
    secondFactorRecoveryCodes: null,
    secondFactorLastStep: null,
    secondFactorEnrolledAt: null,
    sessions: [],
  })
}

// ---------------------------------------------------------------------------------------------
// Verification

export interface SecondFactorAnswer {
  code?: string | undefined
  recoveryCode?: string | undefined
}

export function answerFrom(body: unknown): SecondFactorAnswer {
  if (typeof body !== 'object' || body === null) return {}
  const { code, recoveryCode } = body as { code?: unknown; recoveryCode?: unknown }
  return {
    code: typeof code === 'string' && code.trim() ? code.replace(/\s/g, '') : undefined,
    recoveryCode: typeof recoveryCode === 'string' && recoveryCode.trim() ? recoveryCode : undefined,
  }
}

export function hasAnswer(answer: SecondFactorAnswer): boolean {
  return Boolean(answer.code || answer.recoveryCode)
}

/**
 * Checks a code from the app (each accepted once) or a recovery code (each used once). A wrong
 * answer counts as a failed sign-in: 5 lock the account for 15 minutes, as wrong passwords do.
 * `req` is the sign-in operation's own (a code given with the password): the code's use joins its
 * transaction, which holds the member's row; a wrong answer ends that transaction first (the sign-in
 * fails anyway), so the failure is counted outside it and stands.
 */
export async function checkSecondFactor(payload: Payload, staff: StaffRecord, answer: SecondFactorAnswer, req?: PayloadRequest): Promise<boolean> {
  if (isLocked(staff)) return false
  const ok = answer.recoveryCode ? await useRecoveryCode(payload, staff, answer.recoveryCode, req) : await useTotp(payload, staff, answer.code ?? '', req)
  if (ok) {
    if (staff.loginAttempts) await writeStaffAuthState(payload, staff.id, { loginAttempts: 0, lockUntil: null }, req)
  } else {
    if (req) await killTransaction(req)
    await countFailure(payload, staff)
  }
  return ok
}

async function useTotp(payload: Payload, staff: StaffRecord, code: string, req?: PayloadRequest): Promise<boolean> {
  const secret = openTotpSecret(payload, staff)
  if (!secret) return false
  const step = await totpStep(secret, code, staff.secondFactorLastStep)
  if (step === null) return false
  await writeStaffAuthState(payload, staff.id, { secondFactorLastStep: step }, req)
  return true
}

async function useRecoveryCode(payload: Payload, staff: StaffRecord, recoveryCode: string, req?: PayloadRequest): Promise<boolean> {
  const hash = keyedHash(payload.secret, 'recovery-code', normaliseRecoveryCode(recoveryCode))
  const stored = storedRecoveryHashes(staff)
  const match = stored.find((candidate) => sameHash(candidate, hash))
  if (!match) return false
  await writeStaffAuthState(payload, staff.id, { secondFactorRecoveryCodes: stored.filter((candidate) => candidate !== match) }, req)
  return true
}

/**
 * One more failed sign-in, as Payload counts a wrong password (never inside the request's
 * transaction, so a refused sign-in still counts).
 */
async function countFailure(payload: Payload, staff: StaffRecord): Promise<void> {
  const lockExpired = staff.lockUntil && !isLocked(staff)
  const attempts = (lockExpired ? 0 : (staff.loginAttempts ?? 0)) + 1
  const lockUntil = attempts >= STAFF_MAX_LOGIN_ATTEMPTS ? new Date(Date.now() + STAFF_LOCK_MS) : lockExpired ? null : (staff.lockUntil ?? null)
  await writeStaffAuthState(payload, staff.id, { loginAttempts: attempts, lockUntil: lockUntil === null ? null : iso(lockUntil) })
}

export function remainingRecoveryCodes(staff: StaffRecord): number {
  return storedRecoveryHashes(staff).length
}

export { roleRequiresSecondFactor }
