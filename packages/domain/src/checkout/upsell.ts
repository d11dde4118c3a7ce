/** Bundle add-ons offered on the status page and after payment. */
export const BUNDLE_OPTIONS = ['GLP Anti-Nausea', 'GLP Energy'] as const
export type BundleOption = (typeof BUNDLE_OPTIONS)[number]

/** What /api/bundle-selected receives as selectedMed: the option, or 'None' when declined. */
export function bundleSelection(choice: BundleOption | null): BundleOption | 'None' {
  return choice ?? 'None'
}

/** Upsell step 1 moves to step 2 whether the patient adds the add-on or declines it. */
export function nextUpsellStep(step: 1 | 2): 2 | 'submit' {
  return step === 1 ? 2 : 'submit'
}

/** The compounding note on the review step: B6 with tirzepatide, B12 with semaglutide. */
export function compoundingVitamin(drug: 'semaglutide' | 'tirzepatide'): 'B6' | 'B12' {
  return drug === 'tirzepatide' ? 'B6' : 'B12'
}
