import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { CreateBucketCommand } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { s3Client, s3Settings, type S3Settings } from '../storage.ts'

// s3rver's one account (its models are outside its published types): each store gets a key pair made
// for it, so no credential is a fixed string, not even a stand-in's.
const { DUMMY_ACCOUNT: s3rverAccount } = createRequire(import.meta.url)('s3rver/lib/models/account.js') as {
  DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void }
}

export interface LocalS3 {
  /** The S3_* settings that point the storage backend at this bucket. */
  env: Record<string, string>
  settings: S3Settings
  close(): Promise<void>
}

/**
 * An S3-compatible store for tests (s3rver, in a temporary folder) with one empty bucket. Imports no
 * config: a test sets `env` before it loads the CMS, which reads the S3 settings when it starts.
 */
export async function startLocalS3(bucket: string): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory })
  const { port } = await server.run()
  const accessKeyId = crypto.randomBytes(8).toString('hex')
  const secretAccessKey = crypto.randomBytes(20).toString('hex')
  s3rverAccount.createKeyPair(accessKeyId, secretAccessKey)
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  }
  const settings = s3Settings(env) as S3Settings
  await s3Client(settings).send(new CreateBucketCommand({ Bucket: bucket }))
  return {
    env,
    settings,
    async close() {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
