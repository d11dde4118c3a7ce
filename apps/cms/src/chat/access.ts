import type { ChatThreadKind } from '@telehealth/domain'
import type { Access, PayloadRequest, Where } from 'payload'
import { patientId } from '../access/isPatient.ts'
import { staffRole } from '../access/isStaff.ts'

/** The thread kind a staff member answers: clinical staff the doctor threads, support staff the support threads (ADR 097). */
export function answeredKind(req: PayloadRequest): ChatThreadKind | null {
  const role = staffRole(req)
  if (role === 'clinical') return 'doctor'
  if (role === 'support') return 'support'
  return null
}

/**
 * Reading threads and their messages: the patient their own, clinical staff only doctor threads,
 * support staff only support threads (as Where filters, so lists are filtered by the database),
 * admins all. Marketing and fulfilment none.
 */
export const threadReaders: Access = ({ req }) => {
  if (staffRole(req) === 'admin') return true
  const kind = answeredKind(req)
  const patient = patientId(req)
  const filter: Where | null = kind ? { kind: { equals: kind } } : patient !== null ? { patient: { equals: patient } } : null
  return filter ?? false
}

/** Answering in the admin: admins, and staff of the thread's kind (the thread's kind is checked on the data by the message hook). */
export const threadAnswerers: Access = ({ req }) => staffRole(req) === 'admin' || answeredKind(req) !== null

/** Chat profiles (ADR 100): the patient their own, support staff (who answer the chat) and admins all. */
export const chatProfileReaders: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin' || role === 'support') return true
  const patient = patientId(req)
  return patient === null ? false : { patient: { equals: patient } }
}
