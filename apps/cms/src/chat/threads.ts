import type { ChatThreadKind, RowId } from '@telehealth/domain'
import type { FieldHook, Payload, PayloadRequest } from 'payload'
import { rowIdText } from '@telehealth/domain'
import { isDuplicateKey } from '../claims.ts'
import { relationId, relationValue } from '../fields/relation-id.ts'
import type { ChatThread } from '../payload-types.ts'

/** The one thread of a patient and a kind: its unique key. */
export function threadKeyOf(patient: RowId, kind: ChatThreadKind): string {
  return `${kind}:${rowIdText(patient)}`
}

/**
 * The patient's thread of this kind, made on first need (the first message, or the encounter that
 * gives them a doctor). Found by its unique key, so two processes making it at once end with one.
 */
export async function ensureThread(payload: Payload, patient: RowId, kind: ChatThreadKind, req?: Partial<PayloadRequest>): Promise<ChatThread> {
  const key = threadKeyOf(patient, kind)
  const find = async () =>
    (await payload.find({ collection: 'chat-threads', where: { key: { equals: key } }, limit: 1, pagination: false, depth: 0, overrideAccess: true, req }))
      .docs[0] ?? null
  const found = await find()
  if (found) return found
  try {
    return await payload.create({ collection: 'chat-threads', data: { patient: relationValue(patient), kind, key }, depth: 0, overrideAccess: true, req })
  } catch (error) {
    const raced = isDuplicateKey(error) ? await find() : null
    if (!raced) throw error
    return raced
  }
}

/**
 * Who a thread is with, as the inbox lists it (ADR 100): the name and email the patient gave the
 * support chat (their chat profile), else the account's name. Support staff read no patient record,
 * so this is how they know whom they answer; read by the server for the thread's readers only.
 */
export const threadContact: FieldHook<ChatThread> = async ({ data, req }) => {
  const patient = data?.patient === null || data?.patient === undefined ? null : relationId(data.patient)
  if (patient === null) return null
  const profile = (
    await req.payload.find({
      collection: 'chat-profiles',
      where: { patient: { equals: patient } },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { firstName: true, lastName: true, email: true },
      req,
    })
  ).docs[0]
  if (profile) return `${profile.firstName} ${profile.lastName} <${profile.email}>`
  const account = await req.payload.findByID({
    collection: 'patients',
    id: patient,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { first_name: true, last_name: true },
    req,
  })
  return account ? `${account.first_name ?? ''} ${account.last_name ?? ''}`.trim() || null : null
}
