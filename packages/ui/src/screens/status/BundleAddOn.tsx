import { BUNDLE_OPTIONS, type BundleOption } from '@telehealth/domain'
import { useRef, type FormEvent } from 'react'
import { Button } from '../../components/Button.tsx'
import { Card } from '../../components/Card.tsx'
import { ChoiceCards } from '../../components/ChoiceCards.tsx'
import { ErrorBanner } from '../../components/ErrorBanner.tsx'
import { GoBackLink } from '../../components/GoBackLink.tsx'
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid.ts'
import { fillTemplate } from '../../format.ts'

export interface BundleOptionCopy {
  title: string
  description: string
  /** "$19.97/month" as marketing writes it. */
  price: string
}

export interface BundleCopy {
  /** Step 1: choose. */
  heading: string
  intro: string
  /** The radio group's name. */
  legend: string
  /** B12, 'GLP Anti-Nausea'. */
  antiNausea: BundleOptionCopy
  /** 'GLP Energy'. */
  energy: BundleOptionCopy
  noneLabel: string
  chooseButton: string
  /** Step 2: confirm. */
  confirmHeading: string
  /** "You are adding {option} to your order." */
  confirmAdd: string
  /** Shown when nothing was chosen. */
  confirmNone: string
  confirmButton: string
  confirmingButton: string
  changeChoice: string
  /** Step 3: done. */
  doneHeading: string
  doneBody: string
}

/** What /api/bundle-selected receives as selectedMed. */
export type BundleSelection = BundleOption | 'None'

export type BundleStep = 'choose' | 'confirm' | 'done'

export interface BundleAddOnProps {
  copy: BundleCopy
  step: BundleStep
  selected?: BundleSelection | null | undefined
  /** Message beside the choice (selectedMed). */
  error?: string | undefined
  formError?: string | null | undefined
  submitting?: boolean | undefined
  formAction?: string | undefined
  onChoose?: ((selection: BundleSelection) => void) | undefined
  onConfirm?: ((selection: BundleSelection) => void) | undefined
  onChangeChoice?: (() => void) | undefined
}

function readSelection(form: HTMLFormElement): BundleSelection | null {
  const value = (form.elements.namedItem('selectedMed') as RadioNodeList | HTMLInputElement | null)?.value
  if (value === 'None') return 'None'
  return BUNDLE_OPTIONS.find((option) => option === value) ?? null
}

/**
 * The status page's add-on in three steps: choose GLP Anti-Nausea (B12), GLP Energy or none;
 * confirm; done. Posts selectedMed (the option or 'None') like /api/bundle-selected.
 */
export function BundleAddOn({ copy, step, selected, error, formError, submitting = false, formAction, onChoose, onConfirm, onChangeChoice }: BundleAddOnProps) {
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(formRef, { selectedMed: error }, formError)
  const optionCopy: Record<BundleOption, BundleOptionCopy> = { 'GLP Anti-Nausea': copy.antiNausea, 'GLP Energy': copy.energy }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const wantsChange = submitter instanceof HTMLButtonElement && submitter.value === 'change'
    if (wantsChange && onChangeChoice) {
      event.preventDefault()
      onChangeChoice()
      return
    }
    const selection = readSelection(event.currentTarget)
    const callback = step === 'choose' ? onChoose : onConfirm
    if (!wantsChange && callback) {
      event.preventDefault()
      if (selection && !submitting) callback(selection)
    }
  }

  if (step === 'done') {
    return (
      <Card as="section" aria-labelledby="bundle-heading" tone="brand" className="flex flex-col gap-2" role="status">
        <h2 id="bundle-heading" className="text-lg font-bold text-brand-900">
          {copy.doneHeading}
        </h2>
        <p className="text-base leading-7 text-brand-900">{copy.doneBody}</p>
      </Card>
    )
  }

  return (
    <Card as="section" aria-labelledby="bundle-heading">
      <form ref={formRef} method="post" action={formAction} noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        <input type="hidden" name="step" value={`bundle-${step}`} />
        {step === 'choose' ? (
          <>
            <div className="flex flex-col gap-1.5">
              <h2 id="bundle-heading" className="text-lg font-bold text-ink">
                {copy.heading}
              </h2>
              <p className="text-sm leading-6 text-muted">{copy.intro}</p>
            </div>
            <ErrorBanner message={formError} />
            <ChoiceCards
              name="selectedMed"
              legend={copy.legend}
              hideLegend
              defaultValue={selected ?? undefined}
              error={error}
              options={[
                ...BUNDLE_OPTIONS.map((option) => ({
                  value: option,
                  label: `${optionCopy[option].title} · ${optionCopy[option].price}`,
                  description: optionCopy[option].description,
                })),
                { value: 'None', label: copy.noneLabel },
              ]}
            />
            <Button type="submit" name="intent" value="choose">
              {copy.chooseButton}
            </Button>
          </>
        ) : (
          <>
            <h2 id="bundle-heading" className="text-lg font-bold text-ink">
              {copy.confirmHeading}
            </h2>
            <ErrorBanner message={formError} />
            <input type="hidden" name="selectedMed" value={selected ?? 'None'} />
            <p className="text-base leading-7 text-ink">
              {selected && selected !== 'None'
                ? fillTemplate(copy.confirmAdd, { option: `${optionCopy[selected].title} (${optionCopy[selected].price})` })
                : copy.confirmNone}
            </p>
            <Button type="submit" name="intent" value="confirm" pending={submitting} pendingLabel={copy.confirmingButton}>
              {copy.confirmButton}
            </Button>
            <GoBackLink type="submit" name="intent" value="change" label={copy.changeChoice} disabled={submitting} />
          </>
        )}
      </form>
    </Card>
  )
}
