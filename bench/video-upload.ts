import { createOrderAwaitingVideo } from '@telehealth/cms/testing'
import type { Payload } from 'payload'
import { peakGrowthMb, resetPeaks, siteProcesses } from '../e2e/support/site-memory.ts'
import { BENCH_PASSWORD, signInCookie } from './fixtures.ts'

const MB = 1024 * 1024
/** The video page's chunk (VIDEO_LIMITS.chunkBytes): the site takes a video as the page sends it. */
const CHUNK = 8 * MB

export interface VideoUploadMemory {
  videoMb: number
  /** Resident memory of the largest site process when the upload began. */
  rssBeforeMb: number
  /** The highest any site process reached while taking it (VmHWM after a reset). */
  peakMb: number
  /** The most any one site process grew while taking it. */
  growthMb: number
  seconds: number
}

/**
 * A 100 MB video uploaded as the video page uploads it (a ticket, then 8 MiB chunks with
 * Content-Range), while the site's processes' peak resident memory is watched from /proc (ADR 102):
 * the site never reveals its memory itself.
 */
export async function videoUploadMemory(payload: Payload, origin: string, siteRootPid: number): Promise<VideoUploadMemory> {
  const email = `video-${Date.now()}@bench.example.com`
  const patient = await payload.create({
    collection: 'patients',
    data: { email, password: BENCH_PASSWORD, first_name: 'Bench', last_name: 'Video', state: 'TX' },
  })
  const order = await createOrderAwaitingVideo(payload, patient.id)
  const cookie = await signInCookie(origin, email)
  if (!cookie) throw new Error('the bench patient could not sign in')
  const total = 100 * MB
  // A WebM's EBML header, then bytes the type check never reads (a video is stored as it is).
  const video = Buffer.alloc(total)
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]), Buffer.from('webm')]).copy(video, 0)
  const ticket = await fetch(`${origin}/api/get-signed-url`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ filename: 'bench.webm', content_type: 'video/webm', size: total, purpose: 'video', form_id: String(order.id) }),
  })
  const { url } = (await ticket.json()) as { url?: string }
  if (!ticket.ok || !url) throw new Error(`no upload ticket (HTTP ${ticket.status})`)

  const before = resetPeaks(siteProcesses(siteRootPid))
  const started = performance.now()
  let status = 0
  for (let first = 0; first < total; first += CHUNK) {
    const last = Math.min(first + CHUNK, total) - 1
    const response = await fetch(`${origin}${url}`, {
      method: 'PUT',
      headers: { Cookie: cookie, Origin: origin, 'Content-Type': 'video/webm', 'Content-Range': `bytes ${first}-${last}/${total}` },
      body: video.subarray(first, last + 1),
    })
    status = response.status
    await response.arrayBuffer()
  }
  const seconds = (performance.now() - started) / 1000
  if (status !== 201) throw new Error(`the last chunk answered HTTP ${status}`)
  const { growthMb, peakMb } = peakGrowthMb(before)
  return { videoMb: 100, rssBeforeMb: Math.round(Math.max(...before.values())), peakMb, growthMb, seconds: Math.round(seconds * 10) / 10 }
}
