/**
 * Empty states of the patient portal (spec 001 section 2).
 * @public the catalogue test holds the spec's texts here; OrdersTab and DosageTab in packages/ui still write them inline.
 */
export const portalMessages = {
  noOrders: "You don't have any orders yet",
  noPrescription: 'No prescription found',
} as const
