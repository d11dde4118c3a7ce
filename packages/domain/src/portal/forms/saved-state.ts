import { z } from 'zod'

export const SAVED_FORM_STATE_TTL_MS = 24 * 60 * 60 * 1000

/** The loader's state kept across reloads (spec 001 section 3, "Saved form state"). */
export const savedFormStateSchema = z.object({
  activeFrm: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  productName: z.string().nullable().optional(),
  currentDose: z.union([z.number(), z.string()]).nullable().optional(),
  userState: z.string().nullable().optional(),
  product_id: z.union([z.number(), z.string()]).nullable().optional(),
  formId: z.union([z.number(), z.string()]),
  savedAt: z.iso.datetime(),
  version: z.number().int(),
})

export type SavedFormState = z.infer<typeof savedFormStateSchema>

/**
 * The saved state when it may be restored: under 24 hours old, the right shape and the same
 * form id. Anything else gives null and the caller clears it and fetches afresh.
 */
export function restorableFormState(saved: unknown, formId: string | number, now: Date): SavedFormState | null {
  const parsed = savedFormStateSchema.safeParse(saved)
  if (!parsed.success) return null
  const state = parsed.data
  if (String(state.formId) !== String(formId)) return null
  const age = now.getTime() - Date.parse(state.savedAt)
  return age >= 0 && age < SAVED_FORM_STATE_TTL_MS ? state : null
}
