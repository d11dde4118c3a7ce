import { doctorTabMessages, type ChatConnectionStatus, type ProviderMessage } from '@telehealth/domain'
import type { ReactElement, ReactNode } from 'react'
import { ConnectionBadge } from '../../components/ConnectionBadge.tsx'
import { DoctorMessageComposer, type DoctorMessageComposerProps } from './DoctorMessageComposer.tsx'
import { DoctorMessageList } from './DoctorMessageList.tsx'

/** What a page link needs (the router's link, or a plain <a>). */
export interface DoctorLinkProps {
  href: string
  className: string
  children: ReactNode
}

export interface DoctorThreadProps extends DoctorMessageComposerProps {
  /** One page of the thread, oldest first. */
  messages: readonly ProviderMessage[]
  /** The page shown: 1 is the newest messages. */
  page: number
  /** Older messages than this page exist (`?page=2` ...). */
  hasOlder: boolean
  /** The address of another page of the thread. */
  pageHref: (page: number) => string
  renderLink?: ((props: DoctorLinkProps) => ReactElement) | undefined
  /** The live connection that brings new messages (ADR 099): its state above the messages. */
  connection?: { status: ChatConnectionStatus; onRetry?: (() => void) | undefined } | undefined
}

const pageLinkClassName = 'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4'

const plainLink = ({ href, className, children }: DoctorLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
)

/**
 * The in-product doctor thread (spec 001: Doctor on Demand tab; ADR 098): older pages a link away,
 * the messages, the composer. It shows what it is given: the page reloads `messages` after a send
 * (`onSent`), and a live feed can append to them the same way.
 */
export function DoctorThread({ messages, page, hasOlder, pageHref, renderLink = plainLink, connection, ...composer }: DoctorThreadProps) {
  return (
    <div className="flex flex-col gap-4">
      {connection ? <ConnectionBadge status={connection.status} onRetry={connection.onRetry} /> : null}
      {hasOlder || page > 1 ? (
        <nav aria-label="Pages of messages" className="flex justify-between gap-3">
          {hasOlder ? renderLink({ href: pageHref(page + 1), className: pageLinkClassName, children: doctorTabMessages.olderMessages }) : <span />}
          {page > 1 ? renderLink({ href: pageHref(page - 1), className: pageLinkClassName, children: doctorTabMessages.newerMessages }) : null}
        </nav>
      ) : null}
      <DoctorMessageList messages={messages} />
      <DoctorMessageComposer {...composer} />
    </div>
  )
}
