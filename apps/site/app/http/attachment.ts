import { isStoredFileType, STORED_FILE_RESPONSE_HEADERS } from '@telehealth/domain/portal/uploads/stored-files'

/**
 * Headers for a stored file the site hands back (the portal's uploads, issue 16): always a download,
 * never a page. A file a patient uploaded is not trusted content: served inline, an HTML or SVG
 * file would run script in the site's origin. So it is an attachment, its type is not guessed, and
 * it gets a policy of its own that allows nothing and sandboxes it even if a browser renders it.
 */

/** The types the portal accepts and serves (the domain's list): photos, documents, videos. */
export const isServableType = isStoredFileType

/** A file name safe in a header: path parts, quotes, control and non-ASCII characters replaced. */
function asciiFilename(filename: string): string {
  const base = filename.split(/[\\/]/).at(-1) ?? ''
  const cleaned = base.replace(/[^\x20-\x7e]|["\\%;]/g, '_').trim()
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'download' : cleaned.slice(0, 150)
}

/**
 * The headers for serving one stored file. A type the site does not serve (an SVG, HTML, anything
 * unknown) goes out as application/octet-stream: the bytes, never a page.
 */
export function attachmentHeaders(filename: string, type: string): Record<string, string> {
  const safeName = asciiFilename(filename)
  const base = filename.split(/[\\/]/).at(-1) ?? ''
  const encoded = encodeURIComponent(base).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return {
    ...STORED_FILE_RESPONSE_HEADERS,
    'Content-Type': isServableType(type) ? type.toLowerCase().split(';')[0]!.trim() : 'application/octet-stream',
    'Content-Disposition': `attachment; filename="${safeName}"${encoded && encoded !== safeName ? `; filename*=UTF-8''${encoded}` : ''}`,
  }
}
