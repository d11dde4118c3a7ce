import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3'
import { findRepoRoot, resolveDataDir } from '@telehealth/cms/env'
import { s3Client, s3KeyOf, s3Settings, uploadParts } from '@telehealth/cms/site'
import type { RowId } from '@telehealth/domain'
import { env } from '~/env.server.ts'

/**
 * Where upload bytes live outside the database (ADR 041, ADR 078): in the storage backend, the S3
 * bucket when one is configured, else the local folder under `<DATA_DIR>`. The stored files are the
 * CMS's: Payload's `uploads` collection keeps them, with random names; this module reads them back
 * for the download route. The parts of a resumable upload wait in the same backend
 * (@telehealth/cms's upload-parts.ts) until the last byte arrives, and the count of bytes received is
 * in the ticket row, so a chunk may reach any host and the next one another.
 */
const dataDir = resolveDataDir(env.DATA_DIR, findRepoRoot())
const storedDir = path.join(dataDir, 'uploads')

const s3 = s3Settings()
const client = s3 ? s3Client(s3) : null
const parts = uploadParts(s3, dataDir)

export interface ReceivedChunk {
  /** Bytes kept, from `offset` on. */
  written: number
  /** The body went on past `maxBytes`: nothing of it is kept. */
  tooMany: boolean
}

/**
 * Keeps a request body as the part of a ticket's upload that starts at `offset`, at most `maxBytes`
 * of it. A body cut off by a lost connection is kept as far as it came, and the client resumes from
 * there; one longer than announced is kept not at all. A chunk is at most the upload's declared size
 * (5 MiB for an image, the video's 8 MiB chunks), so it is held in memory until it is stored.
 */
export async function receiveChunk(ticketId: RowId, body: ReadableStream<Uint8Array>, offset: number, maxBytes: number): Promise<ReceivedChunk> {
  const pieces: Buffer[] = []
  let written = 0
  try {
    for await (const piece of Readable.fromWeb(body as WebReadableStream<Uint8Array>)) {
      const bytes = piece as Buffer
      if (written + bytes.length > maxBytes) return { written: 0, tooMany: true }
      pieces.push(bytes)
      written += bytes.length
    }
  } catch {
    // The connection was cut: what arrived is kept.
  }
  if (written > 0) await parts.put(ticketId, offset, Buffer.concat(pieces, written))
  return { written, tooMany: false }
}

/** The whole upload from its parts, or null when a part is missing (the upload starts again). */
export function assembledUpload(ticketId: RowId, total: number): Promise<Buffer | null> {
  return parts.assemble(ticketId, total)
}

export function removeParts(ticketId: RowId): Promise<void> {
  return parts.remove(ticketId)
}

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
