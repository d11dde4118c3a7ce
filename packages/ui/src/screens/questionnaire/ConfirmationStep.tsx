import type { AnswerRecord } from '@telehealth/domain'

export interface ConfirmationStepProps {
  records: readonly AnswerRecord[]
  doseSummary?: string | null
}

/** The confirmation step: every answer that will be sent, to check before Submit. */
export function ConfirmationStep({ records, doseSummary }: ConfirmationStepProps) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted">Please check your answers. Go back to change one.</p>
      <dl className="flex flex-col divide-y divide-line/70 rounded-2xl border border-line/70 bg-white shadow-card">
        {records.map((record, index) => (
          <div key={index} className={`flex flex-col gap-1 px-4 py-3 ${record.metadata ? 'pl-8' : ''}`}>
            <dt className="text-sm font-semibold text-muted">{record.label}</dt>
            <dd className="whitespace-pre-line break-words text-base text-ink">{record.type === 'image_upload' ? 'Photo uploaded' : record.answer}</dd>
          </div>
        ))}
        {doseSummary ? (
          <div className="flex flex-col gap-1 px-4 py-3">
            <dt className="text-sm font-semibold text-muted">Your dose plan</dt>
            <dd className="text-base text-ink">{doseSummary}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  )
}
