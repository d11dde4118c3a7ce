export type DoctorProfile = { name: string; npi: string; bio: string; image: string }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

/**
 * The doctor profile may come wrapped under case, doctor, profile or data, or bare with a name.
 * Anything without a name is no profile (the card stays empty, with no error shown).
 */
export function unwrapDoctorProfile(response: unknown): DoctorProfile | null {
  if (!isRecord(response)) return null
  if (typeof response.name === 'string' && response.name !== '') {
    return { name: response.name, npi: text(response.npi), bio: text(response.bio), image: text(response.image) }
  }
  for (const key of ['case', 'doctor', 'profile', 'data']) {
    const inner = unwrapDoctorProfile(response[key])
    if (inner) return inner
  }
  return null
}
