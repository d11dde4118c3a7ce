export interface ResumeOfferProps {
  savedAt: string
  onResume: () => void
  onStartOver: () => void
}

function savedWhen(savedAt: string): string {
  const date = new Date(savedAt)
  if (Number.isNaN(date.getTime())) return 'earlier'
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
}

/** After a possible crash (an incomplete form left over 5 minutes): continue, or start over. */
export function ResumeOffer({ savedAt, onResume, onStartOver }: ResumeOfferProps) {
  return (
    <section aria-labelledby="resume-offer-title" className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4">
      <h2 id="resume-offer-title" className="text-base font-bold text-ink">
        Continue where you left off?
      </h2>
      <p className="text-sm text-muted">Your answers from {savedWhen(savedAt)} were saved on this device.</p>
      <div className="grid grid-cols-2 gap-2">
        <button type="button" onClick={onResume} className="min-h-11 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
          Continue
        </button>
        <button
          type="button"
          onClick={onStartOver}
          className="min-h-11 rounded-full border-2 border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-100"
        >
          Start over
        </button>
      </div>
    </section>
  )
}
