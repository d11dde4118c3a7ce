import {
  formatUsd,
  poundsToLose,
  projectedLossLb,
  REPORT_FREE_PERKS_CENTS,
  REPORT_OFF_CENTS,
  REPORT_PROJECTION_PERCENTS,
  REPORT_SAVED_TOTAL_CENTS,
} from '@telehealth/domain'
import { primaryButtonClassName } from '../../components/Button.tsx'
import { Card } from '../../components/Card.tsx'
import { WeightProjectionChart, type WeightProjectionLabels } from '../../components/chart/WeightProjectionChart.tsx'
import { StickyActionBar } from '../../components/StickyActionBar.tsx'
import { fillTemplate, formatPounds, formatUsdShort } from '../../format.ts'

export interface ReportTestimonial {
  quote: string
  name: string
  /** "Lost 38 lbs in 6 months" */
  detail: string
}

export interface ReportNextStep {
  title: string
  body: string
}

export interface ReportPageCopy {
  /** 'Congratulations{name}!': {name} becomes ", Ann" when the name is known, else nothing. */
  heading: string
  intro: string
  /** 'Pounds to lose to reach your goal' */
  poundsToLoseLabel: string
  unit: string
  projectionsHeading: string
  /** Labels of the three projections: 16%, 23%, 28% of today's weight. */
  projectionAverageLabel: string
  projectionOneInThreeLabel: string
  projectionTopLabel: string
  chart: WeightProjectionLabels
  savingsHeading: string
  doctorSupportLabel: string
  metabolicTestingLabel: string
  overnightShippingLabel: string
  /** 'FREE' */
  freeLabel: string
  /** '{amount} saved' */
  savedLabel: string
  /** '{amount} off' */
  offLabel: string
  testimonialsHeading: string
  /** "Rated 4.9 of 5" */
  rating: string
  testimonials: ReportTestimonial[]
  nextStepsHeading: string
  nextSteps: ReportNextStep[]
  button: string
  buttonNote: string
}

export interface ReportScreenProps {
  copy: ReportPageCopy
  firstName?: string | undefined
  currentWeight: number
  /** The desiredWeight query (reportGoalWeight gives the default 120). */
  targetWeight: number
  /** '/select-med' */
  selectMedHref: string
  /** Each medication's "starting at" per month, where marketing places it on this page. */
  startingAt?: { name: string; perMonthCents: number }[] | undefined
}

/** /weight-loss-report: what the patient could lose, how it could go, what is free, and what happens next. */
export function ReportScreen({ copy, firstName, currentWeight, targetWeight, selectMedHref, startingAt = [] }: ReportScreenProps) {
  const toLose = poundsToLose(currentWeight, targetWeight)
  const [average, oneInThree, top] = REPORT_PROJECTION_PERCENTS
  const projections = [
    { percent: average, label: copy.projectionAverageLabel },
    { percent: oneInThree, label: copy.projectionOneInThreeLabel },
    { percent: top, label: copy.projectionTopLabel },
  ]
  const perks = [
    { label: copy.doctorSupportLabel, cents: REPORT_FREE_PERKS_CENTS.doctorSupport },
    { label: copy.metabolicTestingLabel, cents: REPORT_FREE_PERKS_CENTS.metabolicTesting },
    { label: copy.overnightShippingLabel, cents: REPORT_FREE_PERKS_CENTS.overnightShipping },
  ]

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="report-heading" className="flex flex-col gap-4">
        <h1 id="report-heading" className="text-3xl font-bold tracking-tight text-ink">
          {fillTemplate(copy.heading, { name: firstName ? `, ${firstName}` : '' })}
        </h1>
        <p className="text-base leading-7 text-muted">{copy.intro}</p>
        <Card tone="brand" className="flex items-center justify-between gap-4">
          <p className="text-base font-semibold text-brand-900">{copy.poundsToLoseLabel}</p>
          <p className="shrink-0 text-4xl font-extrabold tabular-nums text-brand-800">
            {formatPounds(toLose)}
            <span className="ml-1 text-lg font-bold">{copy.unit}</span>
          </p>
        </Card>
      </section>

      <Card as="section" aria-labelledby="report-projections" className="flex flex-col gap-4">
        <h2 id="report-projections" className="text-xl font-bold tracking-tight text-ink">
          {copy.projectionsHeading}
        </h2>
        <ul className="grid grid-cols-3 gap-2">
          {projections.map((projection) => (
            <li key={projection.percent} className="flex flex-col items-center gap-1 rounded-2xl bg-canvas px-2 py-3 text-center">
              <span className="text-2xl font-extrabold tabular-nums text-brand-700">
                {formatPounds(projectedLossLb(currentWeight, projection.percent))}
                <span className="ml-0.5 text-sm font-bold">{copy.unit}</span>
              </span>
              <span className="text-xs font-medium leading-4 text-muted">
                {projection.label} ({projection.percent}%)
              </span>
            </li>
          ))}
        </ul>
        <WeightProjectionChart currentWeight={currentWeight} targetWeight={targetWeight} scenarios={projections} labels={copy.chart} />
      </Card>

      <Card as="section" aria-labelledby="report-savings" className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <h2 id="report-savings" className="text-xl font-bold tracking-tight text-ink">
            {copy.savingsHeading}
          </h2>
          <span className="shrink-0 rounded-full bg-accent-50 px-3 py-1 text-sm font-bold text-accent-700">
            {fillTemplate(copy.offLabel, { amount: formatUsdShort(REPORT_OFF_CENTS) })}
          </span>
        </div>
        <ul className="flex flex-col divide-y divide-line">
          {perks.map((perk) => (
            <li key={perk.label} className="flex items-center justify-between gap-3 py-3 text-base">
              <span className="text-ink">{perk.label}</span>
              <span className="flex shrink-0 items-baseline gap-2">
                <s className="text-sm text-muted">{formatUsdShort(perk.cents)}</s>
                <span className="font-bold text-brand-700">{copy.freeLabel}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="rounded-2xl bg-brand-700 px-4 py-3 text-center text-lg font-bold text-white">
          {fillTemplate(copy.savedLabel, { amount: formatUsdShort(REPORT_SAVED_TOTAL_CENTS) })}
        </p>
      </Card>

      {startingAt.length > 0 ? (
        <ul aria-label="Plan prices" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {startingAt.map((price) => (
            <li key={price.name} className="flex items-baseline justify-between gap-3 rounded-2xl bg-brand-50 px-4 py-3">
              <span className="text-sm font-semibold text-brand-900">{price.name}</span>
              <span className="text-sm text-brand-900">
                Starting at <span className="text-lg font-bold">{formatUsd(price.perMonthCents)}</span>/mo
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      <section aria-labelledby="report-testimonials" className="flex flex-col gap-4">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="report-testimonials" className="text-xl font-bold tracking-tight text-ink">
            {copy.testimonialsHeading}
          </h2>
          <p className="flex items-center gap-1 text-sm font-semibold text-ink">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-accent-400">
              <path d="M10 1.8l2.5 5.2 5.6.7-4.1 3.9 1 5.6L10 14.5l-5 2.7 1-5.6-4.1-3.9 5.6-.7L10 1.8Z" />
            </svg>
            {copy.rating}
          </p>
        </div>
        <ul className="flex flex-col gap-3">
          {copy.testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <Card as="article" className="flex flex-col gap-3">
                <blockquote className="text-base leading-7 text-ink">“{testimonial.quote}”</blockquote>
                <p className="text-sm">
                  <span className="font-semibold text-ink">{testimonial.name}</span>
                  <span className="text-muted"> · {testimonial.detail}</span>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="report-next" className="flex flex-col gap-4">
        <h2 id="report-next" className="text-xl font-bold tracking-tight text-ink">
          {copy.nextStepsHeading}
        </h2>
        <ol className="flex flex-col gap-4">
          {copy.nextSteps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 text-base font-bold text-white">
                {index + 1}
              </span>
              <div className="flex flex-col gap-0.5 pt-1">
                <h3 className="text-base font-semibold text-ink">{step.title}</h3>
                <p className="text-sm leading-6 text-muted">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <StickyActionBar note={copy.buttonNote}>
        <a href={selectMedHref} className={primaryButtonClassName}>
          {copy.button}
        </a>
      </StickyActionBar>
    </div>
  )
}
