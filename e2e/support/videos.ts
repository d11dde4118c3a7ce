import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const require = createRequire(import.meta.url)

/**
 * Test videos made at test time in the test's own Chromium (WebCodecs + mediabunny), so no video
 * is committed: a page of the site's origin (a secure context) that the test serves itself loads
 * mediabunny's browser bundle and encodes a moving picture of the asked length.
 */
export async function makeTestVideo(page: Page, options: { seconds: number; fps?: number }): Promise<Buffer> {
  const bundle = fs.readFileSync(path.join(path.dirname(require.resolve('mediabunny')), 'mediabunny.min.mjs'), 'utf8')
  await page.route('**/__e2e-video-maker', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video maker</title>' }))
  await page.route('**/__e2e-mediabunny.mjs', (route) => route.fulfill({ contentType: 'text/javascript', body: bundle }))
  await page.goto('/__e2e-video-maker')
  const base64 = await page.evaluate(
    async ({ seconds, fps }) => {
      // A URL this page answers (page.route above), not a module TypeScript can resolve.
      const bundleUrl: string = '/__e2e-mediabunny.mjs'
      const M = (await import(bundleUrl)) as typeof import('mediabunny')
      const codec = (await M.getFirstEncodableVideoCodec(['avc', 'vp9'], { width: 320, height: 240 })) ?? 'vp9'
      const canvas = new OffscreenCanvas(320, 240)
      const context = canvas.getContext('2d')!
      const output = new M.Output({ format: new M.Mp4OutputFormat(), target: new M.BufferTarget() })
      const source = new M.CanvasSource(canvas, { codec, quality: new M.Quality({ bitrate: 200_000 }) })
      output.addVideoTrack(source, { frameRate: fps })
      await output.start()
      for (let frame = 0; frame < seconds * fps; frame += 1) {
        context.fillStyle = `hsl(${(frame * 7) % 360} 70% 50%)`
        context.fillRect(0, 0, 320, 240)
        context.fillStyle = '#fff'
        context.fillRect((frame * 5) % 300, 100, 20, 20)
        await source.add(frame / fps, 1 / fps)
      }
      await output.finalize()
      const bytes = new Uint8Array(output.target.buffer!)
      let binary = ''
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      return btoa(binary)
    },
    { seconds: options.seconds, fps: options.fps ?? 10 },
  )
  return Buffer.from(base64, 'base64')
}

/**
 * The video grown to `totalBytes` by a trailing MP4 `free` box, which players skip: a file of a
 * chosen size that still plays and still says its real length.
 */
export function padMp4(video: Buffer, totalBytes: number): Buffer {
  const padding = totalBytes - video.length
  if (padding < 8) return video
  const header = Buffer.alloc(8)
  header.writeUInt32BE(padding, 0)
  header.write('free', 4, 'ascii')
  return Buffer.concat([video, header, Buffer.alloc(padding - 8)])
}
