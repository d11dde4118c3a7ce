import { inflateSync } from 'node:zlib'
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib'

/**
 * A PDF read back the way a reader would: its pages' sizes and the text drawn on each page. The
 * content streams are inflated when Flate-encoded; the standard fonts' text is written as hex
 * strings (`<48656C6C6F> Tj`), decoded here as WinAnsi (ASCII for the text the tests look for).
 */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: { width: number; height: number; text: string[] }[] }> {
  const pdf = await PDFDocument.load(bytes)
  return {
    pages: pdf.getPages().map((page) => {
      const { width, height } = page.getSize()
      const contents = page.node.Contents()
      const streams: PDFObject[] = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)!) : contents ? [contents] : []
      const text: string[] = []
      for (const stream of streams) {
        if (!(stream instanceof PDFRawStream)) continue
        const filter = stream.dict.get(PDFName.of('Filter'))
        const raw = filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents)
        for (const match of raw.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) text.push(Buffer.from(match[1]!, 'hex').toString('latin1'))
        for (const match of raw.toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) text.push(match[1]!.replace(/\\(.)/g, '$1'))
      }
      return { width, height, text }
    }),
  }
}
