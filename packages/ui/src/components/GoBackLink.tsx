import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'

export interface GoBackLinkProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** 'Go Back' unless the copy says otherwise. */
  label?: string
}

const goBackClassName =
  'inline-flex min-h-11 items-center gap-1.5 self-center rounded-lg px-2 text-base font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline'

function BackArrow() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
      <path d="M12.8 4.2a.75.75 0 0 1 0 1.06L8.06 10l4.74 4.74a.75.75 0 1 1-1.06 1.06l-5.27-5.27a.75.75 0 0 1 0-1.06l5.27-5.27a.75.75 0 0 1 1.06 0Z" />
    </svg>
  )
}

/** 'Go Back' to another page: a real link, for the first step of a flow (works without JavaScript). */
export function GoBackAnchor({
  label = 'Go Back',
  className,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> & { label?: string; href: string }) {
  return (
    <a className={className ? `${goBackClassName} ${className}` : goBackClassName} {...rest}>
      <BackArrow />
      {label}
    </a>
  )
}

/**
 * 'Go Back': a button that looks like a link. Inside a form it is a submit button with
 * intent=back (so it works without JavaScript); put it after the main button so Enter never
 * means "back". Pass onClick and call preventDefault to go back in the browser instead.
 */
export function GoBackLink({ label = 'Go Back', type = 'button', className, ...rest }: GoBackLinkProps) {
  return (
    <button type={type} className={`${goBackClassName} ${className ?? ''}`} {...rest}>
      <BackArrow />
      {label}
    </button>
  )
}
