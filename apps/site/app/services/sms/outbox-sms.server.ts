import { getCms } from '~/cms.server.ts'
import type { SmsSender } from './sms.ts'

/**
 * The embedded default: texts go to the outbox collection (staff and tests read them there) and the
 * console says one was queued, without its body (which may hold a code).
 */
export const outboxSms: SmsSender = {
  name: 'outbox',
  async send({ to, body, patientId }) {
    const cms = await getCms()
    const doc = await cms.create({
      collection: 'outbox',
      data: { channel: 'sms', to, body, status: 'queued', ...(patientId ? { patient: Number(patientId) || undefined } : {}) },
    })
    cms.logger.info(`Text message stored in the outbox (#${doc.id})`)
  },
}
