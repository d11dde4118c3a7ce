import type { Access, Where } from 'payload'
import { patientId } from './isPatient.ts'
import { staffRole } from './isStaff.ts'

/**
 * Reading a stored file: the patient their own (a Where filter), clinical staff and admins all (each
 * read audited), support staff only the files sent in support threads (ADR 100), so the support
 * inbox shows its attachments and nothing of a patient's medical record.
 */
export const uploadReaders: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin' || role === 'clinical') return true
  const supportFiles: Where = { chatKind: { equals: 'support' } }
  if (role === 'support') return supportFiles
  const patient = patientId(req)
  return patient === null ? false : { patient: { equals: patient } }
}
