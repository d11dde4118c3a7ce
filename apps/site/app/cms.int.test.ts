import { getTestPayload } from '@telehealth/cms/testing/test-payload'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { unitOfWork } from './cms.server.ts'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('unit of work', () => {
  it('undoes every write made before a failure, and rethrows', async () => {
    const patient = await payload.create({
      collection: 'patients',
      data: { email: 'uow@example.com', password: 'a-long-test-password', first_name: 'Before', last_name: 'Change' },
    })
    const attempt = unitOfWork(async (uow) => {
      await uow.insert('leads', { email: 'uow@example.com', outcome: 'qualified', funnel: 'new', patient: patient.id })
      await uow.insert('leads', { email: 'uow@example.com', outcome: 'disqualified', funnel: 'old', patient: patient.id })
      expect((await payload.count({ collection: 'leads', where: { email: { equals: 'uow@example.com' } } })).totalDocs).toBe(2)
      await uow.update('patients', patient.id, { first_name: 'After' })
      await uow.set('patients', patient.id, { last_name: 'Set' }, { last_name: 'Change' })
      expect((await payload.findByID({ collection: 'patients', id: patient.id })).last_name).toBe('Set')
      throw new Error('the payment step failed')
    })
    await expect(attempt).rejects.toThrow('the payment step failed')
    expect((await payload.count({ collection: 'leads', where: { email: { equals: 'uow@example.com' } } })).totalDocs).toBe(0)
    expect(await payload.findByID({ collection: 'patients', id: patient.id })).toMatchObject({ first_name: 'Before', last_name: 'Change' })
  })

  it('keeps everything when the work succeeds', async () => {
    const leadId = await unitOfWork((uow) => uow.insert('leads', { email: 'kept@example.com', outcome: 'qualified', funnel: 'new' }))
    expect((await payload.findByID({ collection: 'leads', id: leadId })).email).toBe('kept@example.com')
  })

  it('inserts a row the server writes for itself and answers its id', async () => {
    const id = await unitOfWork((uow) => uow.insert('leads', { email: 'inserted@example.com', outcome: 'qualified', funnel: 'old', person: { first_name: 'Ines' } }))
    const lead = await payload.findByID({ collection: 'leads', id, depth: 0 })
    expect(lead).toMatchObject({ email: 'inserted@example.com', outcome: 'qualified', funnel: 'old', person: { first_name: 'Ines' } })
    expect(Date.parse(lead.createdAt)).not.toBeNaN()
    expect(lead.updatedAt).toBe(lead.createdAt)
  })
})
