/** No reply within this many hours and the order ships as written. */
export const PRESCRIPTION_REPLY_WINDOW_HOURS = 12

/** The confirmation page hides ondansetron (the anti-nausea add-on) from the items to approve. */
export function visiblePrescriptionItems<T extends { name: string }>(items: readonly T[]): T[] {
  return items.filter((item) => !item.name.toLowerCase().includes('ondansetron'))
}

/** Approve goes home; Decline goes to adjust the doses with the doctor. */
export function pathAfterPrescriptionDecision(accept: boolean, orderId: string | number): string {
  return accept ? '/home' : `/adjust-doses/${encodeURIComponent(String(orderId))}`
}

/** When a prescription written at `writtenAt` ships as written if the patient has not answered. */
export function prescriptionReplyDeadline(writtenAt: Date): Date {
  return new Date(writtenAt.getTime() + PRESCRIPTION_REPLY_WINDOW_HOURS * 3600_000)
}

export function hasPrescriptionReplyWindowPassed(approvedAt: Date, now: Date): boolean {
  return now.getTime() >= prescriptionReplyDeadline(approvedAt).getTime()
}

/** Why an order at prescription_received may not go to the pharmacy yet (ADR 085): the patient declined, or may still answer until `until`. */
export type PrescriptionPlacementHold = { kind: 'declined' } | { kind: 'awaiting-patient'; until: Date }

/**
 * The hold the order's latest prescription puts on placing it: declined, or pending with its 12 hours
 * not over. Null when it may go (approved, shipped as written, past the window, or none recorded).
 * The lifecycle refuses by it; the admin's queue and panel show it.
 */
export function prescriptionPlacementHold(latest: { status: string; createdAt: string } | null | undefined, now: Date): PrescriptionPlacementHold | null {
  if (!latest) return null
  if (latest.status === 'declined') return { kind: 'declined' }
  if (latest.status !== 'pending') return null
  const writtenAt = new Date(latest.createdAt)
  return hasPrescriptionReplyWindowPassed(writtenAt, now) ? null : { kind: 'awaiting-patient', until: prescriptionReplyDeadline(writtenAt) }
}
