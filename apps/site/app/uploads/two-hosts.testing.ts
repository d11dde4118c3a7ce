import type { Payload } from 'payload'
import { expect, vi } from 'vitest'
import { createOrderAwaitingVideo, signedInPatient } from '../../test/signed-in-patient.ts'

type Host = typeof import('./tickets.server.ts') & typeof import('./files.server.ts')

/**
 * The upload modules as another site process or host loads them: a fresh copy of every module (its
 * own storage client, nothing shared in memory with the first), on the same database, with the
 * environment given (another DATA_DIR: another host's disk).
 */
export async function loadHost(env: Record<string, string> = {}): Promise<Host> {
  Object.assign(process.env, env)
  vi.resetModules()
  const [tickets, files] = await Promise.all([import('./tickets.server.ts'), import('./files.server.ts')])
  return { ...tickets, ...files }
}

function put(bytes: Buffer, range: string): Request {
  const headers = { 'Content-Type': 'video/webm', 'Content-Range': range }
  return new Request('https://care.example.com/api/uploads/x', { method: 'PUT', headers, body: bytes, duplex: 'half' } as RequestInit)
}

async function bytesOf(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * A resumable video upload whose first chunk reaches one host and whose last reaches another: the
 * file stored is the file sent, byte for byte (a video is kept as it is). `between` runs after the
 * first chunk, with the ticket's id, to look at where its part is kept.
 */
export async function uploadAcrossHosts(
  payload: Payload,
  first: Host,
  second: () => Promise<Host>,
  between: (ticketId: string) => Promise<void> = async () => {},
): Promise<{ ticketId: string }> {
  const patient = await signedInPatient(payload, { first_name: 'Two', last_name: 'Hosts' })
  // The video is for the patient's own order waiting for its prescription (ADR 087).
  const order = await createOrderAwaitingVideo(payload, patient.id)
  const video = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(5000, 9)])
  const total = video.length
  const issued = await first.issueUploadTicket(patient, {
    filename: 'clip.webm',
    content_type: 'video/webm',
    size: total,
    purpose: 'video',
    form_id: String(order.id),
  })
  const token = String(issued.ok && issued.body.url)
    .split('/')
    .at(-1)!
  await expect(first.receiveUpload(patient, token, put(video.subarray(0, 2000), `bytes 0-1999/${total}`))).resolves.toEqual({
    status: 200,
    range: 'bytes=0-1999',
    received: 2000,
  })
  const ticket = (await payload.find({ collection: 'upload-tickets', where: { patient: { equals: patient.id } }, limit: 1, depth: 0 })).docs[0]!
  const ticketId = String(ticket.id)
  await between(ticketId)

  const other = await second()
  const last = await other.receiveUpload(patient, token, put(video.subarray(2000), `bytes 2000-${total - 1}/${total}`))
  expect(last.status).toBe(201)
  const file = await other.findOwnFile(patient, `ticket-${ticketId}`)
  expect(file).not.toBeNull()
  expect(await bytesOf(file!.stream)).toEqual(video)
  return { ticketId }
}

/** A body that sends `bytes` in 64 KiB pieces, then fails as a dropped connection does. */
function cutOffBody(bytes: Buffer): ReadableStream<Uint8Array> {
  let at = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) {
        controller.error(new Error('connection reset'))
        return
      }
      controller.enqueue(bytes.subarray(at, at + 64 * 1024))
      at += 64 * 1024
    },
  })
}

/**
 * A 20 MB video sent whole in one PUT whose connection drops after 17 MB, then resumed (ADR 102):
 * what arrived is kept a part every 8 MiB (never the whole body in memory), the rest completes
 * it, and the file stored is the file sent, byte for byte, streamed together from its parts.
 * `partsOf` lists the ticket's part names where the backend keeps them.
 */
export async function uploadLargeVideoCutAndResumed(payload: Payload, host: Host, partsOf: (ticketId: string) => Promise<string[]>): Promise<void> {
  const patient = await signedInPatient(payload, { first_name: 'Large', last_name: 'Video' })
  const order = await createOrderAwaitingVideo(payload, patient.id)
  const total = 20 * 1024 * 1024
  const video = Buffer.alloc(total)
  // Bytes that differ by position, so a part out of order or doubled would show.
  for (let at = 0; at < total; at += 4) video.writeUInt32LE((at * 2654435761) >>> 0, at)
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]).copy(video, 0)
  const issued = await host.issueUploadTicket(patient, {
    filename: 'clip.webm',
    content_type: 'video/webm',
    size: total,
    purpose: 'video',
    form_id: String(order.id),
  })
  const token = String(issued.ok && issued.body.url)
    .split('/')
    .at(-1)!
  const cutAt = 17 * 1024 * 1024
  const whole = new Request('https://care.example.com/api/uploads/x', {
    method: 'PUT',
    headers: { 'Content-Type': 'video/webm' },
    body: cutOffBody(video.subarray(0, cutAt)),
    duplex: 'half',
  })
  // A whole-file PUT that came up short: a wrong size, with what arrived kept.
  expect((await host.receiveUpload(patient, token, whole)).status).toBe(400)
  const ticket = (await payload.find({ collection: 'upload-tickets', where: { patient: { equals: patient.id } }, limit: 1, depth: 0 })).docs[0]!
  // What arrived before the drop (the stream may lose the piece in flight as it fails).
  const received = ticket.receivedBytes
  expect(received).toBeGreaterThan(16 * 1024 * 1024)
  expect(received).toBeLessThanOrEqual(cutAt)
  const eightMiB = 8 * 1024 * 1024
  expect(await partsOf(String(ticket.id))).toEqual([0, eightMiB, 2 * eightMiB].map((offset) => String(offset).padStart(12, '0')))

  const last = await host.receiveUpload(patient, token, put(video.subarray(received), `bytes ${received}-${total - 1}/${total}`))
  expect(last.status).toBe(201)
  const file = await host.findOwnFile(patient, `ticket-${ticket.id}`)
  const stored = await bytesOf(file!.stream)
  expect(stored.length).toBe(total)
  expect(stored.equals(video)).toBe(true)
  expect(await partsOf(String(ticket.id))).toEqual([])
}
