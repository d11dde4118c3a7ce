import { createPatient } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import type { SignedInPatient } from '~/cms.server.ts'

/** A new patient account (the CMS's test actor), shaped as the session hands it to the doors. */
export async function signedInPatient(payload: Payload, overrides: Record<string, unknown> = {}): Promise<SignedInPatient> {
  const patient = await createPatient(payload, overrides)
  return { ...(patient as unknown as SignedInPatient), collection: 'patients' }
}

/** The site's test support hands on the CMS's actor for an order awaiting its video (the app's own files reach Payload only through the door). */
export { createOrderAwaitingVideo } from '@telehealth/cms/testing'
