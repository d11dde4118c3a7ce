import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { s3Client, s3KeyOf, s3Settings, type S3Settings } from './storage.ts'

/**
 * Payload's S3 adapter against a local S3 stand-in (s3rver): with a bucket configured, an upload's
 * bytes go to the bucket under the prefix, privately, and nothing is written to the local disk.
 */
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory })
const { port } = await server.run()
Object.assign(process.env, {
  S3_BUCKET: 'patient-files',
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
})
const settings = s3Settings() as S3Settings
await s3Client(settings).send(new CreateBucketCommand({ Bucket: settings.bucket }))
// The config reads the settings when it loads: after the environment above.
const { getTestPayload } = await import('./testing/test-payload.ts')
const { createPatient } = await import('./testing/actors.ts')

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await server.close()
  fs.rmSync(directory, { recursive: true, force: true })
})

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')

describe('uploads in an S3 bucket', () => {
  it('stores the bytes in the bucket, privately, and not on the local disk', async () => {
    const patient = await createPatient(payload)
    const name = `${crypto.randomUUID()}.png`
    const upload = await payload.create({
      collection: 'uploads',
      data: { patient: patient.id, imageType: 'id_image' },
      file: { data: PNG, name, mimetype: 'image/png', size: PNG.length },
    })
    const client = s3Client(settings)
    const key = s3KeyOf(settings, upload.filename ?? name)
    const head = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }))
    expect(head.ContentLength).toBe(PNG.length)
    const body = await (await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))).Body?.transformToByteArray()
    expect(Buffer.from(body ?? [])).toEqual(PNG)
    expect(fs.existsSync(path.join(process.env.DATA_DIR ?? '', 'uploads', upload.filename ?? name))).toBe(false)
  })

  it('refuses settings that are not valid', () => {
    expect(() => s3Settings({ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/Invalid S3 settings/)
    expect(s3Settings({})).toBeNull()
  })
})
