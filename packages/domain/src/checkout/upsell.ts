/** Bundle add-ons offered on the status page and after payment. */
export const BUNDLE_OPTIONS = ['GLP Anti-Nausea', 'GLP Energy'] as const
export type BundleOption = (typeof BUNDLE_OPTIONS)[number]

/** What /api/bundle-selected receives as selectedMed: the option, or 'None' when declined. */
export function bundleSelection(choice: BundleOption | null): BundleOption | 'None' {
  return choice ?? 'None'
}
