import { describe, expect, it } from 'vitest'
import { fileNameFromSpecVideoKey, parseContentRange, receivedRangeHeader, uploadTicketMessages, uploadTicketRequestSchema } from './tickets.ts'

const image = { filename: 'me.jpg', content_type: 'image/jpeg', size: 1000, purpose: 'order_image', image_type: 'id_image' }

describe('upload ticket requests', () => {
  it('accepts an image of an allowed type and size', () => {
    expect(uploadTicketRequestSchema.parse(image)).toMatchObject({ purpose: 'order_image', image_type: 'id_image' })
  })

  it('refuses a type the purpose does not take, an oversize file and a missing image type', () => {
    const issues = (input: object) => uploadTicketRequestSchema.safeParse(input).error?.issues.map((issue) => issue.message)
    expect(issues({ ...image, content_type: 'image/svg+xml' })).toContain(uploadTicketMessages.typeNotAllowed)
    expect(issues({ ...image, content_type: 'video/mp4' })).toContain(uploadTicketMessages.typeNotAllowed)
    expect(issues({ ...image, size: 5 * 1024 * 1024 + 1 })).toContain(uploadTicketMessages.tooLarge)
    expect(issues({ ...image, image_type: undefined })).toContain(uploadTicketMessages.imageTypeRequired)
    expect(uploadTicketRequestSchema.safeParse({ ...image, purpose: 'video', content_type: 'video/mp4', size: 100 * 1024 * 1024 }).success).toBe(true)
    expect(uploadTicketRequestSchema.safeParse({ ...image, purpose: 'video', content_type: 'video/mp4', size: 100 * 1024 * 1024 + 1 }).success).toBe(false)
    expect(uploadTicketRequestSchema.safeParse({ ...image, form_id: '../x' }).success).toBe(false)
  })
})

describe('resumable ranges', () => {
  it('reads chunks and status queries, and refuses the rest', () => {
    expect(parseContentRange(null)).toBeNull()
    expect(parseContentRange('bytes 0-99/1000')).toEqual({ kind: 'chunk', first: 0, last: 99, total: 1000 })
    expect(parseContentRange('bytes */1000')).toEqual({ kind: 'query', total: 1000 })
    expect(parseContentRange('bytes 100-99/1000')).toBe('invalid')
    expect(parseContentRange('bytes 0-1000/1000')).toBe('invalid')
    expect(parseContentRange('items 0-1/2')).toBe('invalid')
    expect(receivedRangeHeader(0)).toBeNull()
    expect(receivedRangeHeader(100)).toBe('bytes=0-99')
  })

  it('reads the stored name from a spec key, and nothing else', () => {
    expect(fileNameFromSpecVideoKey('public/user_med_images/3f2a9c1e-aaaa.webm')).toBe('3f2a9c1e-aaaa.webm')
    expect(fileNameFromSpecVideoKey('public/user_med_images/../../etc/passwd')).toBeNull()
    expect(fileNameFromSpecVideoKey('other/3f2a9c1e-aaaa.webm')).toBeNull()
  })
})
