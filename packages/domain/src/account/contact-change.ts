/**
 * Changing an account's email or phone (ADR 022): the change takes effect only when the code sent
 * to the new address or number is entered, and the old one is told, never with the new value in
 * full. The texts are not in the specifications, which show no notice.
 */

/** An email as the product shows it where it must not be read in full: first letter, dots, domain. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 1)}•••@${domain}`
}

/** A 10-digit US number shown by its last four digits only. */
export function maskPhone(phone: string | null | undefined): string {
  return phone && /^\d{10}$/.test(phone) ? `(•••) •••-${phone.slice(6)}` : 'your mobile number'
}

export type ContactChannel = 'phone' | 'email'

export interface ContactNotice {
  subject: string
  text: string
}

const what = (channel: ContactChannel) => (channel === 'email' ? 'email address' : 'mobile number')

/** To the old address or number when a change is asked for; `maskedNew` is the new value masked. */
export function contactChangeRequestedNotice(channel: ContactChannel, maskedNew: string, firstName: string): ContactNotice {
  return {
    subject: `A change of your ${what(channel)} was requested`,
    text:
      `Hi ${firstName},\n\nSomeone signed in to your account asked to change its ${what(channel)} to ${maskedNew}. ` +
      `Nothing changes unless the code we sent there is entered.\n\n` +
      `If this was not you, choose a new password with "Forgot password?" on the sign-in page: that signs everyone out of your account.`,
  }
}

/**
 * To an address another account asked to move to while it belongs to this one (ADR 101): the asker
 * is answered exactly as for a free address, so only the owner learns of it, here. No code is sent.
 */
export function emailInUseNotice(firstName: string): ContactNotice {
  return {
    subject: 'Someone tried to use your email address',
    text:
      `Hi ${firstName},\n\nSomeone signed in to another account asked to change that account's email address to this one. ` +
      `Nothing changed on your account, and this address stays yours.\n\n` +
      `If this was you, sign in with this email address instead. If it was not, you need not do anything.`,
  }
}

/** To the old address or number once the change is confirmed with the new one's code. */
export function contactChangedNotice(channel: ContactChannel, maskedNew: string, firstName: string): ContactNotice {
  return {
    subject: `Your ${what(channel)} was changed`,
    text:
      `Hi ${firstName},\n\nThe ${what(channel)} of your account is now ${maskedNew}; this one will no longer be used.\n\n` +
      `If this was not you, please contact us right away.`,
  }
}
