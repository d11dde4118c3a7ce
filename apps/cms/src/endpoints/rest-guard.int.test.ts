import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import config from '../payload.config.ts'
import { createPatient } from '../testing/actors.ts'
import { unknownRowId } from '../testing/row-ids.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { guardedRestHandler } from '../testing/fuzz-endpoints.ts'
import { BAD_QUERY, NOT_A_DOCUMENT, UNREADABLE_MULTIPART } from './rest-guard.ts'

// Found by the CMS's route fuzz suite (ADR 104): these REST requests answered 500 (a NaN id reached
// the SQL query; a version read of a collection or global without versions failed with a TypeError).
// Each now answers 404, as an unknown id or a route that is not there does.

let payload: Payload
let patientToken: string
let patientId: number | string
const rest = guardedRestHandler(config)
const get = (path: string, token?: string) => rest(new Request(`http://localhost:3001${path}`, { headers: token ? { Authorization: `JWT ${token}` } : {} }))

beforeAll(async () => {
  payload = await getTestPayload()
  const patient = await createPatient(payload)
  patientId = patient.id
  patientToken = (await payload.login({ collection: 'patients', data: { email: String(patient.email), password: 'a-long-test-password' } })).token ?? ''
})

describe('the REST API', () => {
  it('answers a path id that is no row id as it answers an unknown one: 404', async () => {
    for (const id of ['abc', "'", '1.5', '-1', '0x10', '9'.repeat(40)]) {
      const response = await get(`/api/products/${encodeURIComponent(id)}`)
      expect(response.status, id).toBe(404)
      expect(await response.json()).toEqual({ message: 'Not Found', errors: [{ message: 'Not Found' }] })
    }
    expect((await get(`/api/orders/abc/next-statuses`)).status).toBe(404)
    expect((await get(`/api/uploads/access/abc`)).status).toBe(404)
  })

  it('answers the version routes of a collection or global without versions 404', async () => {
    expect((await get('/api/payload-preferences/versions/1', patientToken)).status).toBe(404)
    expect((await get('/api/globals/funnel-copy/versions/0', patientToken)).status).toBe(404)
  })

  it('refuses a body declared multipart that is not one: 400 with a sentence, nothing written', async () => {
    const before = await payload.count({ collection: 'products' })
    for (const [type, body] of [
      ['multipart/form-data', '{}'],
      ['multipart/form-data; boundary=zz', '{}'],
      ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n'],
    ]) {
      const response = await rest(new Request('http://localhost:3001/api/products', { method: 'POST', headers: { 'Content-Type': type! }, body }))
      expect(response.status, `${type} ${body}`).toBe(400)
      expect(await response.json()).toMatchObject({ message: UNREADABLE_MULTIPART })
    }
    expect(await payload.count({ collection: 'products' })).toEqual(before)
  })

  it('refuses a where, limit or page its field cannot hold: 400 with a sentence', async () => {
    for (const query of [
      'where[id][in]=',
      'where[id][in]=1,abc',
      'where[or][0][id][equals]=abc',
      'where[createdAt][greater_than]=abc',
      'limit=-5',
      'page=-1',
      'limit=1e3',
    ]) {
      const response = await get(`/api/products?${query}`)
      expect(response.status, query).toBe(400)
      expect(await response.json()).toMatchObject({ message: BAD_QUERY })
    }
    const byPatient = await get('/api/orders?where[patient][equals]=abc', patientToken)
    expect(byPatient.status).toBe(400)
    const [one, two] = [unknownRowId(patientId), unknownRowId(patientId)]
    expect((await get(`/api/orders/count?where[patient][in]=${one},${two}`, patientToken)).status).toBe(200)
  })

  it('answers verify of a collection without email verification, the admin preferences of a non-staff caller and a file name that is a folder or a path, 404', async () => {
    expect((await rest(new Request('http://localhost:3001/api/patients/verify/0', { method: 'POST' }))).status).toBe(404)
    expect(
      (await rest(new Request('http://localhost:3001/api/payload-preferences/abc', { method: 'DELETE', headers: { Authorization: `JWT ${patientToken}` } })))
        .status,
    ).toBe(404)
    expect((await get('/api/payload-preferences/abc')).status).toBe(404)
    for (const name of ['.', 'a%5Cb', 'a%00b']) expect((await get(`/api/uploads/file/${name}`, patientToken)).status, name).toBe(404)
  })

  it('refuses a document write whose body is no JSON object: 415 with a sentence, nothing written', async () => {
    const patient = await createPatient(payload)
    const token = (await payload.login({ collection: 'patients', data: { email: String(patient.email), password: 'a-long-test-password' } })).token ?? ''
    for (const [type, body] of [
      ['application/xml', '{}'],
      ['application/json', 'null'],
      ['application/json', '[]'],
      ['text/plain', 'first_name=Eve'],
    ]) {
      for (const [method, path] of [
        ['PATCH', `/api/patients/${patient.id}`],
        ['POST', '/api/addresses'],
        ['POST', '/api/globals/funnel-copy'],
      ]) {
        const response = await rest(
          new Request(`http://localhost:3001${path}`, { method, headers: { 'Content-Type': type!, Authorization: `JWT ${token}` }, body }),
        )
        expect(response.status, `${method} ${path} ${type} ${body}`).toBe(415)
        expect(await response.json()).toMatchObject({ message: NOT_A_DOCUMENT })
      }
    }
    expect((await payload.findByID({ collection: 'patients', id: patient.id })).first_name).toBe('Pat')
  })

  it('leaves everything else to Payload', async () => {
    expect((await get('/api/products')).status).toBe(200)
    expect((await get('/api/products/count')).status).toBe(200)
    expect((await get('/api/orders')).status).toBe(403)
    // A collection's own named endpoints reach their handler (the audit log's refuse a patient: 403, not the guard's 404).
    expect((await get('/api/audit-log/chain', patientToken)).status).toBe(403)
    expect((await get('/api/audit-log/export', patientToken)).status).toBe(403)
  })
})
