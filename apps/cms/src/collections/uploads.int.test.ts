import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPatient, createStaff } from '../testing/actors.ts'
import { getTestPayload } from '../testing/test-payload.ts'
import { UPLOAD_MIME_TYPES, UPLOAD_RESPONSE_HEADERS, Uploads } from './Uploads.ts'

/**
 * Patients' uploads (issue 16): never SVG or HTML, which a browser runs as a page of the origin
 * serving them; a stored file goes out as a download with a policy that allows nothing.
 */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

/** A 1x1 PNG, whole. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')
/** A harmless drawing: refused all the same, as the type itself can carry script. */
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>')
const SVG_WITH_SCRIPT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>')
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')

async function upload(data: Buffer, name: string, mimetype: string) {
  const patient = await createPatient(payload)
  return payload.create({
    collection: 'uploads',
    data: { patient: patient.id, imageType: 'id_image' },
    file: { data, name, mimetype, size: data.length },
  })
}

describe('uploads', () => {
  it('list only photos, PDF and videos, and the chat’s own types (GIF, plain text, Word, AVI: ADR 100): no SVG, HTML or wildcards', () => {
    const upload = typeof Uploads.upload === 'object' ? Uploads.upload : undefined
    expect(upload?.mimeTypes).toEqual([...UPLOAD_MIME_TYPES])
    for (const type of upload?.mimeTypes ?? [])
      expect(type).toMatch(
        /^(image\/(jpeg|png|webp|heic|heif|gif)|application\/pdf|video\/(mp4|quicktime|webm|vnd\.avi|x-msvideo|avi)|text\/plain|application\/(msword|x-cfb|vnd\.openxmlformats-officedocument\.wordprocessingml\.document))$/,
      )
    expect(upload?.allowRestrictedFileTypes).toBe(false)
  })

  it('take a PNG', async () => {
    const stored = await upload(PNG, 'front.png', 'image/png')
    expect(stored.mimeType).toBe('image/png')
  })

  it.each([
    ['an SVG', SVG, 'drawing.svg', 'image/svg+xml'],
    ['an SVG with a script', SVG_WITH_SCRIPT, 'drawing.svg', 'image/svg+xml'],
    ['an SVG claiming to be a PNG', SVG, 'front.png', 'image/png'],
    ['an HTML page', HTML, 'page.html', 'text/html'],
    ['an HTML page claiming to be a JPEG', HTML, 'front.jpg', 'image/jpeg'],
  ])('refuse %s', async (_label, data, name, mimetype) => {
    await expect(upload(data, name, mimetype)).rejects.toThrow()
  })

  it('are served as downloads with nosniff and a policy of their own', () => {
    const upload = typeof Uploads.upload === 'object' ? Uploads.upload : undefined
    const headers = new Headers({ 'Content-Type': 'image/png' })
    const out = upload?.modifyResponseHeaders?.({ headers }) ?? headers
    expect(Object.fromEntries(out.entries())).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'attachment',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    })
    expect(UPLOAD_RESPONSE_HEADERS['Content-Security-Policy']).toBe("default-src 'none'; sandbox")
  })
})

describe("a file's download in the admin", () => {
  /** GET /api/uploads/file/{name} as Payload serves it, with the member signed in. */
  async function download(user: Awaited<ReturnType<typeof createStaff>>, filename: string): Promise<Response> {
    const endpoint = payload.collections.uploads.config.endpoints
      ? payload.collections.uploads.config.endpoints.find((candidate) => candidate.path === '/file/:filename' && candidate.method === 'get')
      : undefined
    if (!endpoint) throw new Error("Payload's file endpoint of uploads was not found")
    const req = await createLocalReq({ user }, payload)
    req.routeParams = { collection: 'uploads', filename }
    return endpoint.handler(req)
  }

  it('is served to clinical staff and an admin (who read every file) and is in the audit log, once per download', async () => {
    const stored = await upload(PNG, 'photo.png', 'image/png')
    const entries = async () =>
      (
        await payload.find({
          collection: 'audit-log',
          where: { and: [{ resource: { equals: 'uploads' } }, { documentId: { equals: String(stored.id) } }, { action: { equals: 'read' } }] },
        })
      ).docs.map((entry) => [entry.actorCollection, String(entry.actorId), String(entry.patient)])
    const clinician = await createStaff(payload, 'clinical')
    const admin = await createStaff(payload, 'admin')
    const patientId = String(typeof stored.patient === 'object' && stored.patient ? stored.patient.id : stored.patient)
    for (const member of [clinician, admin]) {
      const response = await download(member, stored.filename ?? '')
      expect(response.status).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true)
    }
    expect((await entries()).sort()).toEqual(
      [
        ['staff', String(clinician.id), patientId],
        ['staff', String(admin.id), patientId],
      ].sort(),
    )
  })

  it('of a file no record names is answered as missing, with nothing accounted', async () => {
    const clinician = await createStaff(payload, 'clinical')
    const before = (await payload.count({ collection: 'audit-log', where: { resource: { equals: 'uploads' } } })).totalDocs
    const response = await download(clinician, 'no-such-file.png')
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect((await payload.count({ collection: 'audit-log', where: { resource: { equals: 'uploads' } } })).totalDocs).toBe(before)
  })

  it('by the patient themself is not accounted (they are not the workforce)', async () => {
    const stored = await upload(PNG, 'own.png', 'image/png')
    const handler = Uploads.upload && typeof Uploads.upload === 'object' ? Uploads.upload.handlers?.[0] : undefined
    expect(handler).toBeDefined()
    const patientUser = await payload.findByID({
      collection: 'patients',
      id: typeof stored.patient === 'object' && stored.patient ? stored.patient.id : (stored.patient as number | string),
    })
    const req = await createLocalReq({ user: { ...patientUser, collection: 'patients' } }, payload)
    await handler!(req, { doc: stored, params: { collection: 'uploads', filename: stored.filename ?? '' } })
    const found = await payload.find({
      collection: 'audit-log',
      where: { and: [{ resource: { equals: 'uploads' } }, { documentId: { equals: String(stored.id) } }] },
    })
    expect(found.docs.filter((entry) => entry.action === 'read')).toHaveLength(0)
  })
})
