/** Bundle add-ons offered on the status page and after payment. */
export const BUNDLE_OPTIONS = ['GLP Anti-Nausea', 'GLP Energy'] as const
export type BundleOption = (typeof BUNDLE_OPTIONS)[number]
