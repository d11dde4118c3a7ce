import type { ReactNode } from 'react'
import { primaryButtonClassName } from '../../components/Button.tsx'
import { Card } from '../../components/Card.tsx'
import { fillTemplate } from '../../format.ts'

export interface StatusTimelineItem {
  /** "Medical questionnaire" */
  title: string
  /** "5-10 minutes" */
  duration: string
  description: string
  /** When the duration holds ("Same day": orders before 3 pm Mon-Thu; no shipping on Fridays). */
  conditions?: string | undefined
}

export interface StatusPageCopy {
  /** 'Almost Done {name}!' */
  heading: string
  intro: string
  timelineHeading: string
  /** Questionnaire, doctor review, pharmacy processing, free overnight shipping. */
  timeline: StatusTimelineItem[]
  /** 'Complete Medical Form' */
  button: string
  buttonNote: string
}

export interface StatusScreenProps {
  copy: StatusPageCopy
  firstName: string
  /** '/verify' */
  verifyHref: string
  /** Index of the current timeline item (0: the questionnaire is next). */
  currentIndex?: number
  /** The bundle add-on, shown under the timeline. */
  children?: ReactNode
}

/** /status-progress: 'Almost Done {name}!', what happens next and how long it takes. */
export function StatusScreen({ copy, firstName, verifyHref, currentIndex = 0, children }: StatusScreenProps) {
  return (
    <div className="flex flex-col gap-7">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{fillTemplate(copy.heading, { name: firstName })}</h1>
        <p className="text-base leading-7 text-muted">{copy.intro}</p>
      </div>
      <Card as="section" aria-labelledby="status-timeline" className="flex flex-col gap-5">
        <h2 id="status-timeline" className="text-lg font-bold text-ink">
          {copy.timelineHeading}
        </h2>
        <ol className="flex flex-col">
          {copy.timeline.map((item, index) => {
            const isCurrent = index === currentIndex
            const isLast = index === copy.timeline.length - 1
            return (
              <li key={item.title} aria-current={isCurrent ? 'step' : undefined} className="relative flex gap-4 pb-6 last:pb-0">
                {isLast ? null : <span aria-hidden="true" className="absolute top-9 bottom-0 left-[17px] w-0.5 bg-brand-100" />}
                <span
                  aria-hidden="true"
                  className={
                    isCurrent
                      ? 'relative grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white ring-4 ring-brand-100'
                      : 'relative grid size-9 shrink-0 place-items-center rounded-full border-2 border-brand-200 bg-white text-sm font-bold text-brand-800'
                  }
                >
                  {index + 1}
                </span>
                <div className="flex flex-1 flex-col gap-1 pt-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <h3 className="text-base font-semibold text-ink">{item.title}</h3>
                    <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">{item.duration}</span>
                  </div>
                  <p className="text-sm leading-6 text-muted">{item.description}</p>
                  {item.conditions ? <p className="text-sm font-medium leading-6 text-ink">{item.conditions}</p> : null}
                </div>
              </li>
            )
          })}
        </ol>
      </Card>
      <div className="flex flex-col gap-2">
        <a href={verifyHref} className={primaryButtonClassName}>
          {copy.button}
        </a>
        <p className="text-center text-sm text-muted">{copy.buttonNote}</p>
      </div>
      {children}
    </div>
  )
}
