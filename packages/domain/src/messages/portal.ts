/** Empty states of the patient portal (spec 001 section 2). */
export const portalMessages = {
  noOrders: "You don't have any orders yet",
  noPrescription: 'No prescription found',
} as const

/** "Hi, {name}" */
export function homeGreeting(name: string): string {
  return `Hi, ${name}`
}

export type PortalMessageKey = keyof typeof portalMessages
