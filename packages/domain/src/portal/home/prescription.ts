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
