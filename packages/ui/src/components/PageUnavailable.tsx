import { useId } from 'react'

export interface PageUnavailableProps {
  title: string
  message: string
  homeHref?: string
  /** 'alert' for a fault the patient should notice at once, 'status' for a plain explanation. */
  role?: 'alert' | 'status'
}

/** A portal page that cannot be used now: its title, why, and the way back home. */
export function PageUnavailable({ title, message, homeHref = '/home', role = 'status' }: PageUnavailableProps) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="mx-auto flex w-full max-w-xl flex-col gap-5 py-8">
      <h1 id={titleId} className="text-2xl font-bold text-ink">
        {title}
      </h1>
      <p role={role} className="rounded-2xl bg-brand-50 p-4 leading-7 text-brand-800">
        {message}
      </p>
      <a href={homeHref} className="self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        Back to home
      </a>
    </section>
  )
}
