import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'

/** A plain PNG photo of the given size, as a patient or staff member uploads one. */
export async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 235, g: 235, b: 240 } } })
    .png()
    .toBuffer()
}

/** A whole one-page PDF (made by pdf-lib, as the site makes its own), as a clinician or support attaches one. */
export async function pdf(): Promise<Buffer> {
  const document = await PDFDocument.create()
  document.addPage([200, 200])
  return Buffer.from(await document.save())
}
