import type { Payload } from 'payload'
import { expect, vi } from 'vitest'
import { signedInPatient } from '../../test/signed-in-patient.ts'

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
  const order = await payload.create({
    collection: 'orders',
    data: {
      patient: patient.id,
      status: 'waiting_prescription',
      medication: 'tirzepatide',
      amountCents: 24999,
      videoRequired: true,
      videoState: 'TX',
      shippingAddress: { address_line_1: '1 A St', city: 'Austin', state: 'TX', zip: '78701' },
    },
    depth: 0,
  })
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
