/**
 * The files the portal keeps and hands back (issue 16): photos (JPEG, PNG, WebP, HEIC from
 * iPhones), PDF documents and videos (MP4, QuickTime from iPhones, WebM from browsers' recorders).
 * Never SVG or HTML, which a browser would run as a page of our origin. The CMS checks uploads
 * against this list; the site serves only these types as themselves.
 */
export const STORED_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/pdf',
  'video/mp4',
  'video/quicktime',
  'video/webm',
] as const

export type StoredFileType = (typeof STORED_FILE_TYPES)[number]

export function isStoredFileType(type: string): type is StoredFileType {
  return (STORED_FILE_TYPES as readonly string[]).includes(type.toLowerCase().split(';')[0]?.trim() ?? '')
}

/** A stored file going out is a download with a policy of its own that allows nothing, never a page. */
export const STORED_FILE_RESPONSE_HEADERS = {
  'Content-Disposition': 'attachment',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'private, no-store',
} as const
