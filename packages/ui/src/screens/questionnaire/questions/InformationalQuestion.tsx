import type { Question } from '@telehealth/domain'

type ShowItem = { main_txt?: unknown; sub_txt?: unknown }

function showItems(question: Question): { main: string; sub: string }[] {
  return (question.show_array ?? []).flatMap((entry) => {
    if (typeof entry === 'string') return [{ main: entry, sub: '' }]
    if (entry && typeof entry === 'object') {
      const item = entry as ShowItem
      const main = typeof item.main_txt === 'string' ? item.main_txt : ''
      const sub = typeof item.sub_txt === 'string' ? item.sub_txt : ''
      return main || sub ? [{ main, sub }] : []
    }
    return []
  })
}

/** informational: text to read (its description and show_array); nothing to answer. */
export function InformationalQuestion({ question, descriptionId }: { question: Question; descriptionId?: string | undefined }) {
  const items = showItems(question)
  return (
    <div className="flex flex-col gap-4">
      {question.description ? (
        <p id={descriptionId} className="whitespace-pre-line leading-7 text-ink">
          {question.description}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {items.map((item, index) => (
            <li key={index} className="rounded-2xl border border-line/70 bg-white p-4 shadow-card">
              {item.main ? <p className="font-semibold text-ink">{item.main}</p> : null}
              {item.sub ? <p className="mt-1 text-sm text-muted">{item.sub}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
