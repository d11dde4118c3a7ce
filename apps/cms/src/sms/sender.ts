/** Sending a text message. The product needs only this one operation. */
export interface SmsSender {
  readonly name: string
  send(message: { to: string; body: string; patientId?: string | number }): Promise<void>
}
