import { clsx } from 'clsx'
import type { ReactNode } from 'react'
import { BrandMark } from './BrandMark.tsx'

/** The signed-in area's top bar: the brand (a link home) and the page's own action on the right. */
export function PortalHeader({ brandName, width = 'max-w-3xl', children }: { brandName: string; width?: 'max-w-xl' | 'max-w-3xl'; children: ReactNode }) {
  return (
    <header className="border-b border-line/70 bg-white">
      <nav aria-label="Account" className={clsx('mx-auto flex items-center justify-between px-5 py-2', width)}>
        <a href="/home" className="flex min-h-11 items-center gap-2 text-lg font-bold tracking-tight text-brand-800">
          <BrandMark />
          {brandName}
        </a>
        {children}
      </nav>
    </header>
  )
}
