import { projectedLossLb, RESULT_PROJECTION_PERCENTS } from '@telehealth/domain'
import { primaryButtonClassName } from '../../components/Button.tsx'
import { Card } from '../../components/Card.tsx'
import { fillTemplate, formatPounds } from '../../format.ts'

export interface ResultPageCopy {
  /** 'You Qualify, {name}!' */
  heading: string
  intro: string
  tableCaption: string
  currentWeightLabel: string
  targetWeightLabel: string
  /** Average loss with semaglutide (16%). */
  semaglutideLabel: string
  /** Average loss with tirzepatide (22%). */
  tirzepatideLabel: string
  /** '1 in 3 lose more' on semaglutide (23%). */
  oneInThreeLabel: string
  /** With the program (31%). */
  programLabel: string
  /** 'lbs' */
  unit: string
  button: string
  disclaimer: string
}

export interface ResultScreenProps {
  copy: ResultPageCopy
  firstName: string
  currentWeight: number
  targetWeight: number
  /** '/select-med' */
  selectMedHref: string
}

/** After the intake: 'You Qualify, {name}!' with the projected loss on each medication. */
export function ResultScreen({ copy, firstName, currentWeight, targetWeight, selectMedHref }: ResultScreenProps) {
  const projections = [
    { label: copy.semaglutideLabel, percent: RESULT_PROJECTION_PERCENTS.semaglutide },
    { label: copy.tirzepatideLabel, percent: RESULT_PROJECTION_PERCENTS.tirzepatide },
    { label: copy.oneInThreeLabel, percent: RESULT_PROJECTION_PERCENTS.semaglutideOneInThree },
    { label: copy.programLabel, percent: RESULT_PROJECTION_PERCENTS.program, highlight: true },
  ]
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <span aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-brand-100">
          <svg viewBox="0 0 24 24" className="size-9">
            <path d="m6 12.5 4 4 8-9" fill="none" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" className="stroke-brand-700" />
          </svg>
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{fillTemplate(copy.heading, { name: firstName })}</h1>
        <p className="text-base leading-7 text-muted">{copy.intro}</p>
      </div>
      <Card padded={false}>
        <table className="w-full text-left">
          <caption className="px-5 pt-5 pb-2 text-left text-lg font-bold text-ink">{copy.tableCaption}</caption>
          <tbody className="text-base">
            <tr className="border-t border-line">
              <th scope="row" className="px-5 py-3.5 font-medium text-muted">
                {copy.currentWeightLabel}
              </th>
              <td className="px-5 py-3.5 whitespace-nowrap text-right font-semibold tabular-nums text-ink">
                {formatPounds(currentWeight)} {copy.unit}
              </td>
            </tr>
            <tr className="border-t border-line">
              <th scope="row" className="px-5 py-3.5 font-medium text-muted">
                {copy.targetWeightLabel}
              </th>
              <td className="px-5 py-3.5 whitespace-nowrap text-right font-semibold tabular-nums text-ink">
                {formatPounds(targetWeight)} {copy.unit}
              </td>
            </tr>
            {projections.map((projection) => (
              <tr key={projection.label} className={projection.highlight ? 'border-t border-line bg-brand-50' : 'border-t border-line'}>
                <th scope="row" className="px-5 py-3.5 font-medium text-ink">
                  {projection.label}
                  <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{projection.percent}%</span>
                </th>
                <td className="px-5 py-3.5 whitespace-nowrap text-right font-bold tabular-nums text-brand-700">
                  −{formatPounds(projectedLossLb(currentWeight, projection.percent))} {copy.unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <a href={selectMedHref} className={primaryButtonClassName}>
        {copy.button}
      </a>
      <p className="text-xs leading-5 text-muted">{copy.disclaimer}</p>
    </div>
  )
}
