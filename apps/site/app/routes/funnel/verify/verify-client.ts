import { verificationMessages, type VerificationChannel } from '@telehealth/domain'
import type { AddressCheck, VerifyAddress } from '@telehealth/machines'

/** The browser side of the verify machine's actors: each is one POST to /verify/api. */
async function post(fields: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch('/verify/api', { method: 'POST', body: new URLSearchParams(fields), credentials: 'same-origin' })
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  return { status: response.status, body }
}

function toCheck(body: Record<string, unknown>): AddressCheck {
  if (body.valid === true) return { valid: true }
  return {
    valid: false,
    suggestion: (body.suggestion as VerifyAddress | null | undefined) ?? null,
    ...(typeof body.message === 'string' ? { message: body.message } : {}),
  }
}

export const verifyApi = {
  async checkStoredAddress(): Promise<AddressCheck> {
    const { status, body } = await post({ intent: 'check-address' })
    if (status >= 500) throw new Error('address check failed')
    return toCheck(body)
  },
  async saveAddress(address: VerifyAddress): Promise<AddressCheck> {
    const { status, body } = await post({ intent: 'save-address', ...address, address_line_2: address.address_line_2 ?? '' })
    if (status >= 500) throw new Error('address save failed')
    return toCheck(body)
  },
  async sendCode(channel: VerificationChannel): Promise<void> {
    const { status, body } = await post({ intent: 'send-code', channel })
    if (status !== 200) throw new Error(typeof body.message === 'string' ? body.message : verificationMessages.sendCodeFailed)
  },
  async verifyCode(channel: VerificationChannel, code: string): Promise<boolean> {
    const { status, body } = await post({ intent: 'verify-code', channel, code })
    if (status === 400) return false
    if (status !== 200) throw new Error(verificationMessages.verifyCodeFailed)
    return body.ok === true
  },
  async updateContact(channel: VerificationChannel, value: string): Promise<void> {
    const fields: Record<string, string> =
      channel === 'phone' ? { phone_area: value.slice(0, 3), phone_prefix: value.slice(3, 6), phone_line: value.slice(6) } : { email: value }
    const { status } = await post({ intent: 'update-contact', channel, ...fields })
    if (status !== 200) throw new Error('update failed')
  },
}
