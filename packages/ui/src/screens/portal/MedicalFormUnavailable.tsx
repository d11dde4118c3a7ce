export interface MedicalFormUnavailableProps {
  title: string
  message: string
  homeHref?: string
}

/** The medical form's error screen: no published version of the order's form (ADR 060). */
export function MedicalFormUnavailable({ title, message, homeHref = '/home' }: MedicalFormUnavailableProps) {
  return (
    <section aria-labelledby="medical-form-unavailable-title" className="mx-auto flex w-full max-w-xl flex-col gap-5 py-8">
      <h1 id="medical-form-unavailable-title" className="text-2xl font-bold text-ink">
        {title}
      </h1>
      <p role="alert" className="rounded-2xl bg-brand-50 p-4 leading-7 text-brand-800">
        {message}
      </p>
      <a href={homeHref} className="self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        Back to home
      </a>
    </section>
  )
}
