import { postProviderMessage, providerMessagesFor } from '~/portal/doctor-thread.server.ts'
import { threadApi } from '~/portal/thread-api.server.ts'

/** The spec's `GET`/`POST /api/provider-messages`: the signed-in patient's doctor thread (ADR 097); POST { message, latestEncounterId, attachments? }. */
const api = threadApi(providerMessagesFor, postProviderMessage)
export const loader = api.loader
export const action = api.action
