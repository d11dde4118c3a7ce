import crypto from 'node:crypto'
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
/** Where a finished upload is put together from its parts, on this host's disk, while it is inspected and stored. */
const assemblyDir = path.join(dataDir, 'upload-assembly')

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
 * The most of a request body held in memory at once: every this many bytes are kept as a part of
 * their own (ADR 102), so a whole 100 MB video sent in one PUT costs a site process no more memory
 * than one of the client's 8 MiB chunks. Parts may have any size (upload-parts.ts).
 */
export const PART_BYTES = 8 * 1024 * 1024

/**
 * Keeps a request body as the parts of a ticket's upload from `offset` on, at most `maxBytes` of it,
 * a part every PART_BYTES. A body cut off by a lost connection is kept as far as it came, and the
 * client resumes from there; one longer than announced counts as nothing kept (the parts it left
 * lie beyond what the ticket counts as received, and are replaced or swept).
 */
export async function receiveChunk(ticketId: RowId, body: ReadableStream<Uint8Array>, offset: number, maxBytes: number): Promise<ReceivedChunk> {
  let pieces: Buffer[] = []
  let held = 0
  let written = 0
  const flush = async () => {
    if (held === 0) return
    await parts.put(ticketId, offset + written, Buffer.concat(pieces, held))
    written += held
    pieces = []
    held = 0
  }
  try {
    for await (const piece of Readable.fromWeb(body as WebReadableStream<Uint8Array>)) {
      const bytes = piece as Buffer
      if (written + held + bytes.length > maxBytes) return { written: 0, tooMany: true }
      pieces.push(bytes)
      held += bytes.length
      if (held >= PART_BYTES) await flush()
    }
  } catch {
    // The connection was cut: what arrived is kept.
  }
  await flush()
  return { written, tooMany: false }
}

/**
 * The whole upload put together from its parts in a new file on this host's disk, streamed a part
 * at a time (ADR 102); null when a part is missing (the upload starts again). The caller removes
 * the file once the upload is stored or refused.
 */
export async function assembledUploadFile(ticketId: RowId, total: number): Promise<string | null> {
  await fs.promises.mkdir(assemblyDir, { recursive: true })
  await removeLeftovers()
  const file = path.join(assemblyDir, crypto.randomUUID())
  return (await parts.assembleTo(ticketId, total, file)) ? file : null
}

/**
 * Files left by a process that stopped while it stored an upload (each is removed once its upload is
 * stored or refused): none is worked on for an hour, so older ones go before the next is made.
 */
async function removeLeftovers(now = Date.now()): Promise<void> {
  for (const name of await fs.promises.readdir(assemblyDir)) {
    const file = path.join(assemblyDir, name)
    const stat = await fs.promises.stat(file).catch(() => null)
    if (stat && now - stat.mtimeMs > 60 * 60_000) await fs.promises.rm(file, { force: true })
  }
}

export async function removeAssembledFile(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true })
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
