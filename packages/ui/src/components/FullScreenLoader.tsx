export interface FullScreenLoaderProps {
  /** Read by screen readers and shown under the spinner. */
  label: string
}

/** Covers the page while products load (spec 000 section 2). */
export function FullScreenLoader({ label }: FullScreenLoaderProps) {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-canvas/95">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12 motion-safe:animate-spin">
        <circle cx="24" cy="24" r="20" fill="none" strokeWidth="5" className="stroke-brand-100" />
        <path d="M24 4a20 20 0 0 1 20 20" fill="none" strokeWidth="5" strokeLinecap="round" className="stroke-brand-700" />
      </svg>
      <p className="text-base font-medium text-muted">{label}</p>
    </div>
  )
}
