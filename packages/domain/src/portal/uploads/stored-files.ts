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

/**
 * The spec's chat types beyond those (spec 001 section 5: pdf, doc, docx, txt, jpg, jpeg, png, gif,
 * mp4, avi, mov), for a chat attachment only (ADR 100): GIF, plain text, Word (.doc, .docx) and AVI.
 * Each is recognised by its content, never its name, and served only as a download.
 */
export const CHAT_ONLY_FILE_TYPES = [
  'image/gif',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'video/vnd.avi',
  // The names browsers give an .avi file; stored as video/vnd.avi, what its bytes say.
  'video/x-msvideo',
  'video/avi',
] as const

export type StoredFileType = (typeof STORED_FILE_TYPES)[number] | (typeof CHAT_ONLY_FILE_TYPES)[number]

/** Every type a stored file may have: the portal's, and the chat's own. */
export const ALL_STORED_FILE_TYPES: readonly StoredFileType[] = [...STORED_FILE_TYPES, ...CHAT_ONLY_FILE_TYPES]

export function isStoredFileType(type: string): type is StoredFileType {
  return (ALL_STORED_FILE_TYPES as readonly string[]).includes(type.toLowerCase().split(';')[0]?.trim() ?? '')
}

export function isChatOnlyFileType(type: string | null | undefined): boolean {
  return (CHAT_ONLY_FILE_TYPES as readonly string[]).includes((type ?? '').toLowerCase())
}

/** What a browser could take for a page, or a script, if it ever rendered the text. */
const MARKUP = /<\s*(?:!doctype|html|head|body|script|iframe|frame|object|embed|svg|math|meta|link|style|form|img|a\s|\?xml)/i

/**
 * A text file has no magic number (file-type finds none): it is accepted when it is valid UTF-8,
 * has no NUL byte (a binary renamed .txt has many) and holds no markup (an HTML page renamed .txt).
 */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return false
  }
  return !MARKUP.test(text)
}

const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
/** "WordDocument" as a CFB directory entry names it (UTF-16LE). */
const WORD_STREAM = Array.from('WordDocument').flatMap((char) => [char.charCodeAt(0), 0])

/**
 * A .doc is a CFB container (file-type reports application/x-cfb, as for .xls, .msg or an .msi
 * installer); it is a Word document only when its directory names the WordDocument stream.
 */
export function isWordCfb(bytes: Uint8Array): boolean {
  if (!CFB_MAGIC.every((byte, index) => bytes[index] === byte)) return false
  outer: for (let start = 512; start <= bytes.length - WORD_STREAM.length; start += 1) {
    for (let index = 0; index < WORD_STREAM.length; index += 1) if (bytes[start + index] !== WORD_STREAM[index]) continue outer
    return true
  }
  return false
}

/** A stored file going out is a download with a policy of its own that allows nothing, never a page. */
export const STORED_FILE_RESPONSE_HEADERS = {
  'Content-Disposition': 'attachment',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'private, no-store',
} as const

const startsWith = (bytes: Uint8Array, text: string, at = 0) => Array.from(text).every((char, index) => bytes[at + index] === char.charCodeAt(0))

/**
 * Whether a file's first bytes are those of the type it is stored as: the second check behind
 * file-type's, for a file whose bytes file-type names nothing (Payload then trusts the name) or
 * another accepted type than the one announced (a PNG named .pdf). Text has no signature: it must
 * be plain text (isPlainText).
 */
export function contentMatchesType(type: string, bytes: Uint8Array): boolean {
  switch (type.toLowerCase()) {
    case 'application/pdf':
      return startsWith(bytes, '%PDF-')
    case 'image/jpeg':
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
    case 'image/png':
      return startsWith(bytes, '\x89PNG')
    case 'image/gif':
      return startsWith(bytes, 'GIF8')
    case 'image/webp':
      return startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)
    case 'image/heic':
    case 'image/heif':
    case 'video/mp4':
    case 'video/quicktime':
      return ['ftyp', 'moov', 'mdat', 'free', 'wide'].some((box) => startsWith(bytes, box, 4))
    case 'video/webm':
      return bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3
    case 'video/vnd.avi':
    case 'video/x-msvideo':
    case 'video/avi':
      return startsWith(bytes, 'RIFF') && startsWith(bytes, 'AVI ', 8)
    case 'application/msword':
      return isWordCfb(bytes)
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return startsWith(bytes, 'PK\x03\x04')
    case 'text/plain':
      return isPlainText(bytes)
    default:
      return false
  }
}

/** The stored type each chat file name ending stands for (the spec's list, and the portal's own photo and video endings). */
export const CHAT_FILE_EXTENSION_TYPES: Readonly<Record<string, StoredFileType>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  avi: 'video/vnd.avi',
}

/** Whether a stored chat file's name ends as its type does (a picture stored as scan.pdf does not). */
export function nameFitsType(fileName: string, type: string): boolean {
  const dot = fileName.lastIndexOf('.')
  return dot >= 0 && CHAT_FILE_EXTENSION_TYPES[fileName.slice(dot + 1).toLowerCase()] === type.toLowerCase()
}
