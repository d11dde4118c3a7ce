import { UPLOAD_RULES, type DoctorProfile, type ProviderMessage } from '@telehealth/domain'
import type { DoctorSendResult } from '../screens/portal/DoctorMessageComposer.tsx'

/** A portrait as the site serves it (/api/doctor-photo/...), drawn here so the stories need no network. */
const portrait = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#a9e1ca"/><circle cx="40" cy="31" r="15" fill="#0b634a"/><path d="M12 80a28 28 0 0 1 56 0z" fill="#0b634a"/></svg>',
)}`

export const doctorProfile: DoctorProfile = {
  name: 'Dr. Jane Rivera, MD',
  npi: '1234567893',
  bio: 'Board-certified in internal medicine and obesity medicine. Ten years helping patients reach a healthy weight with medication, nutrition and steady habits.',
  image: portrait,
}

export const threadMessages: ProviderMessage[] = [
  {
    id: '1',
    message: 'Hello doctor, I feel a little nauseous on the second day after each injection. Is that normal?',
    in_out: 1,
    is_doctor: false,
    created_at: '2026-11-24T14:05:00.000Z',
    attachments: [],
  },
  {
    id: '2',
    message: 'Yes, mild nausea is common in the first weeks. Eat smaller meals and stay hydrated. Tell me if it lasts more than a week.',
    in_out: 0,
    is_doctor: true,
    created_at: '2026-11-24T17:42:00.000Z',
    attachments: [],
  },
  {
    id: '3',
    message: '[File attachment]',
    in_out: 1,
    is_doctor: false,
    created_at: '2026-11-25T09:12:00.000Z',
    attachments: [{ id: '31', url: '/api/files/31', type: 'application/pdf', name: 'lab-results.pdf' }],
  },
  {
    id: '4',
    message: 'Your refill ships tomorrow; tracking follows by email.',
    in_out: 0,
    is_doctor: false,
    created_at: '2026-11-25T10:30:00.000Z',
    attachments: [],
  },
]

export const chatAcceptTypes = UPLOAD_RULES.chat.types

export const sent = async (): Promise<DoctorSendResult> => ({ ok: true })

/** A File of `bytes` bytes for the composer's picker. */
export function fileOf(name: string, bytes: number, type = 'application/pdf'): File {
  return new File([new Uint8Array(bytes)], name, { type })
}
