import { describe, expect, it } from 'vitest'
import { attachmentHeaders, isServableType } from './attachment.ts'

describe('attachment headers for stored files', () => {
  it('serve a photo as a download with its own locked-down policy', () => {
    expect(attachmentHeaders('front.jpg', 'image/jpeg')).toEqual({
      'Content-Type': 'image/jpeg',
      'Content-Disposition': 'attachment; filename="front.jpg"',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'private, no-store',
    })
  })

  it.each([['image/svg+xml'], ['text/html'], ['application/xhtml+xml'], ['application/javascript'], ['application/x-cfb'], ['']])(
    'never hand %s back as itself: bytes only',
    (type) => {
      expect(isServableType(type)).toBe(false)
      expect(attachmentHeaders('x', type)['Content-Type']).toBe('application/octet-stream')
    },
  )

  it('accepts the photo, document and video types the portal takes', () => {
    for (const type of [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/heic',
      'application/pdf',
      'video/mp4',
      'video/quicktime',
      'video/webm',
      'Video/MP4; codecs=avc1',
      // The chat's own (ADR 100): checked by their content when stored, and still only downloads.
      'image/gif',
      'text/plain',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'video/vnd.avi',
    ]) {
      expect(isServableType(type), type).toBe(true)
      expect(attachmentHeaders('x', type)['Content-Disposition']).toMatch(/^attachment;/)
    }
  })

  it('keeps a file name from breaking out of the header or naming a path', () => {
    const headers = attachmentHeaders('../../evil"; filename=x.html\r\n.pdf', 'application/pdf')
    const disposition = headers['Content-Disposition'] ?? ''
    expect(disposition.startsWith('attachment; filename="')).toBe(true)
    expect(disposition).not.toMatch(/[\r\n]/)
    expect(disposition).not.toContain('../')
    expect(/filename="([^"]*)"/.exec(disposition)?.[1]).toBe('evil__ filename=x.html__.pdf')
    expect(attachmentHeaders('résumé.pdf', 'application/pdf')['Content-Disposition']).toBe(
      `attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
    )
    expect(attachmentHeaders('', 'application/pdf')['Content-Disposition']).toBe('attachment; filename="download"')
  })
})
