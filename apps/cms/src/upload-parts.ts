import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { rowIdText, type RowId } from '@telehealth/domain'
import { cmsEnv } from './env.ts'
import { s3Client, s3KeyOf, s3Settings, type S3Settings } from './storage.ts'

/**
 * The parts of a resumable upload while it is under way (ADR 078), kept where the stored files are
 * kept: in the S3 bucket when one is configured, else in the local folder under
 * `<DATA_DIR>/upload-parts` (the storage backend's embedded default). Every received chunk is one
 * part, named by its ticket and the offset it starts at; the upload ticket row holds how many bytes
 * were received, so any host can take the next chunk and the one that takes the last assembles the
 * file. Nothing about an upload is kept in one process or on one host's disk when S3 is in use.
 *
 * Not S3's multipart upload: its parts must be 5 MiB or more except the last, and a chunk cut off by
 * a lost connection is kept as far as it came (the client resumes from there), so parts have any size.
 */
export interface UploadParts {
  /** Keeps one received chunk of a ticket's upload, starting at byte `offset` (replacing one kept there before). */
  put(ticketId: RowId, offset: number, bytes: Buffer): Promise<void>
  /**
   * The file from its parts, byte 0 to `total`, each part following the one before; null when a part
   * is missing (a chain broken by a sweep or a lost write: the upload starts again).
   */
  assemble(ticketId: RowId, total: number): Promise<Buffer | null>
  /** Removes every part of a ticket's upload (finished, refused, or abandoned). */
  remove(ticketId: RowId): Promise<void>
  /** The ids (as text) of the tickets that have parts, for the sweep of abandoned uploads. */
  tickets(): Promise<string[]>
}

// A ticket's id as stored is digits, a uuid or an ObjectId (ADR 077): safe as a folder or key name.
const TICKET_NAME = /^[\w-]{1,64}$/
// Offsets zero-padded so that names sort as the offsets do; 12 digits hold any upload the site takes.
const OFFSET_DIGITS = 12
const OFFSET_NAME = /^\d{12}$/

function ticketName(ticketId: RowId): string {
  const name = rowIdText(ticketId)
  if (!TICKET_NAME.test(name)) throw new Error('An upload ticket id is not a stored row id')
  return name
}

function offsetName(offset: number): string {
  if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError('A part offset is a whole number of bytes')
  return String(offset).padStart(OFFSET_DIGITS, '0')
}

/** Parts by offset, chained from byte 0 to `total`; null when one is missing. */
async function chain(offsets: Map<number, () => Promise<Buffer>>, total: number): Promise<Buffer | null> {
  const pieces: Buffer[] = []
  let at = 0
  while (at < total) {
    const read = offsets.get(at)
    if (!read) return null
    const piece = await read()
    if (piece.length === 0) return null
    pieces.push(piece)
    at += piece.length
  }
  return Buffer.concat(pieces).subarray(0, total)
}

function offsetsOf<T>(names: Iterable<[string, T]>): Map<number, T> {
  const offsets = new Map<number, T>()
  for (const [name, value] of names) if (OFFSET_NAME.test(name)) offsets.set(Number(name), value)
  return offsets
}

/** The local folder: `<DATA_DIR>/upload-parts/<ticket>/<offset>`. */
function folderParts(root: string): UploadParts {
  const folderOf = (ticketId: RowId) => path.join(root, ticketName(ticketId))
  return {
    async put(ticketId, offset, bytes) {
      const folder = folderOf(ticketId)
      await fs.promises.mkdir(folder, { recursive: true })
      // Written aside, then renamed: a part is either whole or absent.
      const aside = path.join(folder, `.${crypto.randomUUID()}`)
      await fs.promises.writeFile(aside, bytes)
      await fs.promises.rename(aside, path.join(folder, offsetName(offset)))
    },
    async assemble(ticketId, total) {
      const folder = folderOf(ticketId)
      const names = fs.existsSync(folder) ? await fs.promises.readdir(folder) : []
      const offsets = offsetsOf(names.map((name) => [name, () => fs.promises.readFile(path.join(folder, name))] as [string, () => Promise<Buffer>]))
      return chain(offsets, total)
    },
    async remove(ticketId) {
      await fs.promises.rm(folderOf(ticketId), { recursive: true, force: true })
    },
    async tickets() {
      if (!fs.existsSync(root)) return []
      const entries = await fs.promises.readdir(root, { withFileTypes: true })
      return entries.filter((entry) => entry.isDirectory() && TICKET_NAME.test(entry.name)).map((entry) => entry.name)
    },
  }
}

/** The bucket: `<prefix>/upload-parts/<ticket>/<offset>`, private like every object there. */
function bucketParts(settings: S3Settings, client: S3Client): UploadParts {
  const root = s3KeyOf(settings, 'upload-parts')
  const prefixOf = (ticketId: RowId) => `${root}/${ticketName(ticketId)}/`

  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = []
    let token: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix, ContinuationToken: token }))
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return keys
  }

  async function read(key: string): Promise<Buffer> {
    const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))
    return Buffer.from((await object.Body?.transformToByteArray()) ?? [])
  }

  return {
    async put(ticketId, offset, bytes) {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: `${prefixOf(ticketId)}${offsetName(offset)}`, Body: bytes, ACL: 'private' }))
    },
    async assemble(ticketId, total) {
      const prefix = prefixOf(ticketId)
      const keys = await keysUnder(prefix)
      return chain(offsetsOf(keys.map((key) => [key.slice(prefix.length), () => read(key)] as [string, () => Promise<Buffer>])), total)
    },
    async remove(ticketId) {
      const keys = await keysUnder(prefixOf(ticketId))
      // DeleteObjects takes at most 1,000 keys a request.
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000).map((Key) => ({ Key }))
        await client.send(new DeleteObjectsCommand({ Bucket: settings.bucket, Delete: { Objects: batch, Quiet: true } }))
      }
    },
    async tickets() {
      const names = new Set<string>()
      for (const key of await keysUnder(`${root}/`)) {
        const name = key.slice(root.length + 1).split('/')[0]
        if (name && TICKET_NAME.test(name)) names.add(name)
      }
      return [...names]
    },
  }
}

/** The parts store of the configured storage backend (the bucket, or the local folder). */
export function uploadParts(settings: S3Settings | null = s3Settings(), dataDir: string = cmsEnv.dataDir): UploadParts {
  return settings ? bucketParts(settings, s3Client(settings)) : folderParts(path.join(dataDir, 'upload-parts'))
}
