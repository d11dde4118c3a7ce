import type { DosePlanMonth } from '@telehealth/domain'
import { DosePlanner } from '../../portal/DosePlanner.tsx'

export interface DoseQuestionProps {
  months: readonly DosePlanMonth[]
  schedule: readonly (number | null)[]
  onChoose: (month: number, doseMg: number) => void
  hint?: string | undefined
}

/** dose_optimization: the doses issue's planner; Next needs every month filled. */
export function DoseQuestion({ months, schedule, onChoose, hint }: DoseQuestionProps) {
  if (months.length === 0) return <p className="text-muted">The dose plan is not available right now. Please try again later.</p>
  return <DosePlanner months={months} value={schedule} onChange={onChoose} legend="Your dose plan" hint={hint} />
}
