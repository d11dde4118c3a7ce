import { z } from 'zod'
import { profileMessages } from '../../messages/profile.ts'

/** The fifth profile form's list; its layout is not specified (ADR 036: a grid of checkboxes). */
export const PREFERRED_CATEGORIES = ['MIND', 'BODY', 'WEIGHT', 'SEX', 'LONGEVITY', 'SKIN', 'HAIR'] as const
export type PreferredCategory = (typeof PREFERRED_CATEGORIES)[number]

/** How each category reads on screen (the stored value stays the spec's upper-case name). */
export const PREFERRED_CATEGORY_LABELS: Record<PreferredCategory, string> = {
  MIND: 'Mind',
  BODY: 'Body',
  WEIGHT: 'Weight',
  SEX: 'Sex',
  LONGEVITY: 'Longevity',
  SKIN: 'Skin',
  HAIR: 'Hair',
}

/** Profile toasts stay 3 s. */
export const TOAST_MS = 3_000

/**
 * Profile form 5, as posted: zero or more `preferred_categories` boxes (none is allowed: the
 * patient may clear them). One posted value reads as a list of one; repeats are dropped.
 */
export const preferredCategoriesSchema = z.object({
  preferred_categories: z.preprocess(
    (value): unknown[] => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(z.enum(PREFERRED_CATEGORIES, { error: profileMessages.categoryInvalid }), { error: profileMessages.categoryInvalid })
      .max(PREFERRED_CATEGORIES.length, { error: profileMessages.categoryInvalid })
      .transform((chosen) => PREFERRED_CATEGORIES.filter((category) => chosen.includes(category))),
  ),
})
