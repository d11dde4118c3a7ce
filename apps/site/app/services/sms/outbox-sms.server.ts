import { relationValue, type SmsSender } from '@telehealth/cms/site'
import { parseRowId } from '@telehealth/domain'
import { cmsAsServer, cmsLogger } from '~/cms.server.ts'

/**
 * The embedded default: texts go to the outbox collection (staff and tests read them there) and the
 * console says one was queued, without its body (which may hold a code). The row is the server's
 * own (nobody may create outbox rows through the API): the server's door, id read back only.
 */
export const outboxSms: SmsSender = {
  name: 'outbox',
  async send({ to, body, patientId }) {
    // A patient id that names no row is left off, not stored as something it is not.
    const patient = patientId === undefined ? null : parseRowId(patientId)
    const [cms, logger] = await Promise.all([cmsAsServer(), cmsLogger()])
    const doc = await cms.create({
      collection: 'outbox',
      depth: 0,
      // The id comes with every document; one small field keeps the read-back to it.
      select: { status: true },
      data: { channel: 'sms', to, body, status: 'queued', ...(patient === null ? {} : { patient: relationValue(patient) }) },
    })
    logger.info(`Text message stored in the outbox (#${doc.id})`)
  },
}
