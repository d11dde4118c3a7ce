// Claims (claims.ts) that a patient's request and a job both take, so the two never act at once.

/** One BUY NOW per patient at a time, across every process; the job settling a stale attempt takes it too. */
export function checkoutClaimKey(patientId: number | string): string {
  return `checkout:patient:${patientId}`
}

/** One charge of a subscription at a time (the renewal, Pay Now), and a cancel waits for it (ADRs 094, 095). */
export function subscriptionChargeClaimKey(subscriptionId: number | string): string {
  return `subscription-charge:${subscriptionId}`
}

/** The patient's answer to a prescription and the 12-hour rule's shipping of it (ADR 050). */
export function prescriptionAnswerClaimKey(prescriptionId: number | string): string {
  return `prescription-answer:${prescriptionId}`
}
