import { postSupportMessage, supportMessagesFor } from '~/portal/support-chat.server.ts'
import { threadApi } from '~/portal/thread-api.server.ts'

/** `GET`/`POST /api/support-messages`: the signed-in patient's support thread, newest last (ADR 100); POST { message, attachments? } with the doctor thread's limits. */
const api = threadApi(supportMessagesFor, postSupportMessage)
export const loader = api.loader
export const action = api.action
