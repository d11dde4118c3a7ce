import zlib from 'node:zlib'
import sharp from 'sharp'

/**
 * Small files of each chat type (spec 001 section 5), made here so no binary is committed: each is
 * what file-type recognises by its content (text has no magic number).
 */

/** An ISO base media file: an `ftyp` box of the brand, then an empty `free` box. */
function isoMedia(brand: string): Buffer {
  const ftyp = Buffer.alloc(20)
  ftyp.writeUInt32BE(20, 0)
  ftyp.write('ftyp', 4, 'latin1')
  ftyp.write(brand, 8, 'latin1')
  ftyp.write(brand, 16, 'latin1')
  const free = Buffer.alloc(8)
  free.writeUInt32BE(8, 0)
  free.write('free', 4, 'latin1')
  return Buffer.concat([ftyp, free])
}

/** A zip of stored (uncompressed) entries: enough for a .docx, which is a zip with `word/` parts. */
function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8')
    const nameBytes = Buffer.from(name, 'utf8')
    const crc = zlib.crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    locals.push(local, nameBytes, data)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    centrals.push(central, nameBytes)
    offset += 30 + nameBytes.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(entries).length, 8)
  end.writeUInt16LE(Object.keys(entries).length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** A CFB (OLE2) container whose directory names a stream: `WordDocument` makes it a .doc, another name an .xls or an installer. */
function cfb(streamName: string): Buffer {
  const bytes = Buffer.alloc(2048)
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(bytes, 0)
  bytes.writeUInt16LE(0x003e, 24)
  bytes.writeUInt16LE(0x0003, 26)
  bytes.writeUInt16LE(0xfffe, 28)
  bytes.writeUInt16LE(9, 30)
  Buffer.from(streamName, 'utf16le').copy(bytes, 1024)
  return bytes
}

function avi(): Buffer {
  const bytes = Buffer.alloc(64)
  bytes.write('RIFF', 0, 'latin1')
  bytes.writeUInt32LE(56, 4)
  bytes.write('AVI LIST', 8, 'latin1')
  return bytes
}

const DOCX = storedZip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
})

/** A 4 px picture in the format (decodable: images are re-encoded when stored). */
function picture(format: 'jpeg' | 'png' | 'gif'): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: '#3366aa' } })
    .toFormat(format)
    .toBuffer()
}

/** One file per spec type: its name, the type a browser announces, and its bytes. */
export async function chatFileSamples() {
  const [JPEG, PNG, GIF] = await Promise.all([picture('jpeg'), picture('png'), picture('gif')])
  return [
    {
      name: 'lab-results.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\nxref\n0 2\ntrailer<</Root 1 0 R>>\nstartxref\n9\n%%EOF\n'),
    },
    { name: 'letter.doc', type: 'application/msword', bytes: cfb('WordDocument') },
    { name: 'letter.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: DOCX },
    { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('Weight this week: 201 lb.\nNo side effects – feeling well.\n', 'utf8') },
    { name: 'photo.jpg', type: 'image/jpeg', bytes: JPEG },
    { name: 'photo.jpeg', type: 'image/jpeg', bytes: JPEG },
    { name: 'scan.png', type: 'image/png', bytes: PNG },
    { name: 'wave.gif', type: 'image/gif', bytes: GIF },
    { name: 'clip.mp4', type: 'video/mp4', bytes: isoMedia('isom') },
    { name: 'clip.avi', type: 'video/x-msvideo', bytes: avi() },
    { name: 'clip.mov', type: 'video/quicktime', bytes: isoMedia('qt  ') },
  ]
}

/** Files that claim a chat type and are not it. */
export const DISGUISED_FILES = [
  { what: 'an executable renamed .pdf', name: 'invoice.pdf', type: 'application/pdf', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]) },
  { what: 'an executable renamed .txt', name: 'notes.txt', type: 'text/plain', bytes: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(200)]) },
  {
    what: 'an HTML page renamed .txt',
    name: 'notes.txt',
    type: 'text/plain',
    bytes: Buffer.from('<!doctype html><html><body><script>fetch("/api/order-items")</script></body></html>'),
  },
  { what: 'text that is not UTF-8', name: 'notes.txt', type: 'text/plain', bytes: Buffer.from([0x48, 0x69, 0xff, 0xfe, 0x21]) },
  { what: 'an installer (CFB without a Word document) renamed .doc', name: 'letter.doc', type: 'application/msword', bytes: cfb('SummaryInformation') },
  {
    what: 'a plain zip renamed .docx',
    name: 'letter.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: storedZip({ 'a.txt': 'hi' }),
  },
]
