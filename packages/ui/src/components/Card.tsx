import { clsx } from 'clsx'
import type { HTMLAttributes } from 'react'

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** 'section' when the card has its own heading. */
  as?: 'div' | 'section' | 'article' | 'li'
  tone?: 'white' | 'brand'
  /** false for edge-to-edge content (a table). */
  padded?: boolean
}

/** A rounded surface that groups related content. */
export function Card({ as: Element = 'div', tone = 'white', padded = true, className, ...rest }: CardProps) {
  return (
    <Element
      className={clsx(
        'overflow-hidden rounded-3xl',
        padded && 'p-5',
        tone === 'white' ? 'border border-line/70 bg-white shadow-card' : 'bg-brand-50',
        className,
      )}
      {...rest}
    />
  )
}
