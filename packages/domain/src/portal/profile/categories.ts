/** The fifth profile form's list; its layout is not specified. */
export const PREFERRED_CATEGORIES = ['MIND', 'BODY', 'WEIGHT', 'SEX', 'LONGEVITY', 'SKIN', 'HAIR'] as const
export type PreferredCategory = (typeof PREFERRED_CATEGORIES)[number]

/** Profile toasts stay 3 s. */
export const TOAST_MS = 3_000
