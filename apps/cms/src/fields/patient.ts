import type { RelationshipField } from 'payload'

/** The patient who owns a record; access rules filter on it. */
export function patientField(overrides: Partial<RelationshipField> = {}): RelationshipField {
  return {
    name: 'patient',
    type: 'relationship',
    relationTo: 'patients',
    required: true,
    index: true,
    admin: { position: 'sidebar' },
    ...overrides,
  } as RelationshipField
}
