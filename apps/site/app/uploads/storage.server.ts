import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3'
import { findRepoRoot, resolveDataDir } from '@telehealth/cms/env'
import { s3Client, s3KeyOf, s3Settings } from '@telehealth/cms/site'
import { env } from '~/env.server.ts'

/**
 * Where upload bytes live outside the database (ADR 041). The stored files are the CMS's: Payload's
 * `uploads` collection keeps them, with random names, in the S3 bucket when one is configured (its
 * S3 adapter) or under `<DATA_DIR>/uploads`; this module only reads them back for the download route. Parts of a resumable upload wait in
 * `<DATA_DIR>/upload-parts/<ticket id>` until the last byte arrives; every site process on the
 * machine sees the same directory, and the count of bytes received is in the ticket row.
 */
const dataDir = resolveDataDir(env.DATA_DIR, findRepoRoot())
const storedDir = path.join(dataDir, 'uploads')
const partsDir = path.join(dataDir, 'upload-parts')

export function partPath(ticketId: number): string {
  fs.mkdirSync(partsDir, { recursive: true })
  return path.join(partsDir, `${ticketId}.part`)
}

export function removePart(ticketId: number): void {
  fs.rmSync(path.join(partsDir, `${ticketId}.part`), { force: true })
}

const s3 = s3Settings()
const client = s3 ? s3Client(s3) : null

/** A stored file by the name Payload gave it (never a path a caller built), from the bucket or the disk. */
export async function openStoredFile(filename: string): Promise<Readable | null> {
  if (!/^[\w.-]+$/.test(filename) || filename.startsWith('.')) return null
  if (s3 && client) {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: s3KeyOf(s3, filename) }))
      return (object.Body as Readable | undefined) ?? null
    } catch (error) {
      if (error instanceof NoSuchKey) return null
      throw error
    }
  }
  const file = path.join(storedDir, filename)
  return fs.existsSync(file) ? fs.createReadStream(file) : null
}
