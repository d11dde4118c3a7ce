'use client'
import { useRowLabel } from '@payloadcms/ui'

const MAX_CHARS = 70

function shortened(text: string): string {
  return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 1)}…` : text
}

/**
 * A question's row in the admin names the question: its id and the text the patient reads, so
 * clinical staff find "the Florida question" in a folded list without opening every row.
 */
export function QuestionRowLabel() {
  const { data, rowNumber } = useRowLabel<{ qid?: string | null; label?: string | null }>()
  const id = data?.qid?.trim() || `row ${(rowNumber ?? 0) + 1}`
  const text = data?.label?.trim()
  return (
    <span>
      {id}: {text ? shortened(text) : 'New question'}
    </span>
  )
}

/** A dependency's row reads as the rule it states: "Question 4 when 3 is Yes". */
export function DependencyRowLabel() {
  const { data, rowNumber } = useRowLabel<{ question_id?: string | null; dependent_on?: string | null; ask_if_val_in?: string[] | null }>()
  if (!data?.question_id || !data.dependent_on) return <span>Rule {(rowNumber ?? 0) + 1}</span>
  const values = (data.ask_if_val_in ?? []).join(', ')
  return <span>{shortened(`Question ${data.question_id} when ${data.dependent_on} is ${values || '…'}`)}</span>
}
