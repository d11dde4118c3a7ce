import type { DocumentLine, InvoiceDocument, ReceiptDocument } from '@telehealth/domain'
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'

/**
 * The invoice and the HSA/FSA receipt drawn as a one-page A4 PDF (ADR 093). Pure: the document the
 * domain decided goes in, the file's bytes come out; nothing is read or written. Standard Helvetica
 * (no font file embedded: the file stays a few kilobytes), saved without object streams so any
 * reader, and the tests, can read it back.
 */

/** A4 in PDF points. */
export const A4: readonly [number, number] = [595.28, 841.89]

const MARGIN = 56
const INK = rgb(0.11, 0.13, 0.16)
const MUTED = rgb(0.38, 0.42, 0.47)
const RULE = rgb(0.8, 0.82, 0.85)

interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

/**
 * The text made drawable in the standard font (WinAnsi): a character the font lacks loses its
 * accent when it has one ('Ł' has none in WinAnsi, 'ł' -> 'l' does not decompose either), else
 * becomes '?'. A name the patient typed never makes the document fail.
 */
export function drawableText(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet())
  let out = ''
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!
    if (char === '\n' || char === '\r' || char === '\t') out += ' '
    else if (known.has(code)) out += char
    else {
      const bare = char.normalize('NFKD').replace(/\p{M}/gu, '')
      out += bare !== '' && [...bare].every((c) => known.has(c.codePointAt(0)!)) ? bare : '?'
    }
  }
  return out
}

/** Words wrapped to `width` points; a word longer than the line is cut. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate
      continue
    }
    if (line !== '') lines.push(line)
    let rest = word
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    line = rest
  }
  if (line !== '') lines.push(line)
  return lines
}

/** Draws top-down: `y` is the next line's baseline. */
class Writer {
  y: number
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {
    this.y = page.getHeight() - MARGIN
  }

  get right(): number {
    return this.page.getWidth() - MARGIN
  }

  text(value: string, options: { size?: number; bold?: boolean; color?: typeof INK; x?: number; alignRight?: boolean; advance?: boolean } = {}) {
    const size = options.size ?? 10
    const font = options.bold ? this.fonts.bold : this.fonts.regular
    const text = drawableText(font, value)
    const x = options.alignRight ? (options.x ?? this.right) - font.widthOfTextAtSize(text, size) : (options.x ?? MARGIN)
    this.page.drawText(text, { x, y: this.y, size, font, color: options.color ?? INK })
    if (options.advance !== false) this.y -= size * 1.45
  }

  paragraph(value: string, options: { size?: number; color?: typeof INK; width?: number; x?: number } = {}) {
    const size = options.size ?? 10
    for (const line of wrap(this.fonts.regular, size, drawableText(this.fonts.regular, value), options.width ?? this.right - MARGIN)) {
      this.text(line, { size, color: options.color, x: options.x })
    }
  }

  rule(gapBefore = 4, gapAfter = 14) {
    this.y -= gapBefore
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: this.right, y: this.y }, thickness: 0.75, color: RULE })
    this.y -= gapAfter
  }

  gap(points: number) {
    this.y -= points
  }

  /** A label and its value on one line, the value after a fixed column. */
  field(label: string, value: string) {
    this.text(label, { color: MUTED, advance: false })
    this.text(value, { x: MARGIN + 110 })
  }

  /** The company block, left, and the document's title and number, right. */
  header(company: InvoiceDocument['company'], title: string, number: string) {
    const top = this.y
    this.text(title, { size: 22, bold: true, alignRight: true, advance: false })
    this.y -= 20
    this.text(`No. ${number}`, { color: MUTED, alignRight: true, advance: false })
    this.y = top
    // The company's name wraps short of the title, however long Settings makes it.
    const titleWidth = this.fonts.bold.widthOfTextAtSize(drawableText(this.fonts.bold, title), 22)
    for (const line of wrap(this.fonts.bold, 14, drawableText(this.fonts.bold, company.name), this.right - MARGIN - titleWidth - 24)) {
      this.text(line, { size: 14, bold: true, advance: false })
      this.y -= 18
    }
    this.y -= 2
    for (const line of company.addressLines) this.text(line, { color: MUTED })
    if (company.email) this.text(company.email, { color: MUTED })
    if (company.phone) this.text(company.phone, { color: MUTED })
    this.rule(6, 26)
  }

  /** The line table: description (wrapped) and amount, between rules. */
  table(lines: DocumentLine[]) {
    const amountWidth = 90
    this.text('Description', { bold: true, advance: false })
    this.text('Amount', { bold: true, alignRight: true })
    this.rule(0, 16)
    for (const line of lines) {
      const wrapped = wrap(this.fonts.regular, 10, drawableText(this.fonts.regular, line.description), this.right - MARGIN - amountWidth - 12)
      this.text(line.amount, { alignRight: true, advance: false })
      for (const part of wrapped) this.text(part)
      this.gap(2)
    }
    this.rule(0, 18)
  }

  /** A total: label and amount, right-aligned. */
  total(label: string, amount: string, bold = false) {
    this.text(label, { x: this.right - 200, bold, advance: false })
    this.text(amount, { alignRight: true, bold })
  }
}

async function draw(title: string, build: (writer: Writer) => void): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  // A fixed date: the same document always makes the same file.
  pdf.setTitle(title)
  pdf.setCreationDate(new Date(0))
  pdf.setModificationDate(new Date(0))
  pdf.setProducer('pdf-lib')
  pdf.setCreator('')
  const page = pdf.addPage([A4[0], A4[1]])
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) }
  build(new Writer(page, fonts))
  return pdf.save({ useObjectStreams: false })
}

/** The spec's invoice: company, billed to, issued and due dates, one line, amount paid and amount due. */
export function invoicePdf(document: InvoiceDocument): Promise<Uint8Array> {
  return draw(`Invoice ${document.number}`, (writer) => {
    writer.header(document.company, document.title, document.number)
    writer.text('Billed to', { color: MUTED })
    writer.text(document.billedTo, { size: 12, bold: true })
    writer.gap(12)
    writer.field('Issued', document.issuedDate)
    writer.field('Due', document.dueDate)
    writer.gap(18)
    writer.table(document.lines)
    writer.total('Amount paid', document.amountPaid)
    writer.total('Amount due', document.amountDue, true)
  })
}

/** The HSA/FSA receipt: company, patient, date of service, date paid, prescriber, one line, amount paid, the note. */
export function receiptPdf(document: ReceiptDocument): Promise<Uint8Array> {
  return draw(`Receipt ${document.number}`, (writer) => {
    writer.header(document.company, document.title, document.number)
    writer.text('Patient', { color: MUTED })
    writer.text(document.patientName, { size: 12, bold: true })
    writer.gap(12)
    writer.field('Date of service', document.dateOfService)
    writer.field('Date paid', document.datePaid)
    writer.text(document.prescriber)
    writer.gap(18)
    writer.table(document.lines)
    writer.total('Amount paid', document.amountPaid, true)
    writer.gap(24)
    writer.paragraph(document.note, { size: 9, color: MUTED })
  })
}

/** The file as the routes send it: a download named by the domain, never cached. */
export function pdfResponse(filename: string, bytes: Uint8Array): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'private, no-store',
    },
  })
}
