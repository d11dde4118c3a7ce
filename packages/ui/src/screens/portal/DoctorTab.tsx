import { doctorResponseNote, doctorTabMessages, REPLY_NOTICE_CHANNELS, type DoctorProfile, type ReplyNoticeChannel } from '@telehealth/domain'
import { useState, type ReactElement } from 'react'
import { secondaryButtonClassName } from '../../components/Button.tsx'
import { Modal } from '../../components/Modal.tsx'
import { DoctorCard } from './DoctorCard.tsx'
import { DoctorMessagingFrame } from './DoctorMessagingFrame.tsx'
import { DoctorThread, type DoctorLinkProps, type DoctorThreadProps } from './DoctorThread.tsx'

export type DoctorTabChat =
  /** A provider-1 encounter with the page clinical staff set: that page, framed. */
  | { kind: 'external'; url: string }
  /** The in-product thread; `externalUnavailable` when the encounter is provider 1 but no page is set. */
  | ({ kind: 'thread'; externalUnavailable: boolean } & Omit<DoctorThreadProps, 'renderLink'>)

export interface DoctorTabProps {
  doctor: DoctorProfile | null
  chat: DoctorTabChat
  /** Where 'Chat with Customer Service' goes: the current home address with `?chat=support`, which opens the support chat. */
  supportChatHref: string
  /** The channels a waiting reply is announced by, as really sent (ADR 098). */
  replyNoticeChannels?: readonly ReplyNoticeChannel[]
  /** The router's link; a plain <a> by default. */
  renderLink?: ((props: DoctorLinkProps) => ReactElement) | undefined
  /** The phone's popup open from the start (a story of it). */
  defaultChatOpen?: boolean
}

const CHAT_ID = 'doctor-chat'

const plainLink = ({ href, className, children }: DoctorLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
)

function ChatBody({ chat, renderLink }: { chat: DoctorTabChat; renderLink: (props: DoctorLinkProps) => ReactElement }) {
  if (chat.kind === 'external') return <DoctorMessagingFrame url={chat.url} />
  const { kind: _kind, externalUnavailable, ...thread } = chat
  return (
    <div className="flex flex-col gap-4">
      {externalUnavailable ? (
        <p className="rounded-xl bg-accent-50 px-4 py-3 text-sm font-medium text-accent-700">{doctorTabMessages.messagingPageUnavailable}</p>
      ) : null}
      <DoctorThread {...thread} renderLink={renderLink} />
    </div>
  )
}

const primaryLinkClassName =
  'inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 px-6 py-2.5 text-base font-semibold text-white shadow-sm hover:bg-brand-800'

/**
 * Doctor on Demand (spec 001; shown with a health_id): the doctor card, Send Message, the note on
 * the response time, Chat with Customer Service, and the chat with the doctor: the external page of
 * a provider-1 encounter, else the in-product thread. Inline from a tablet's width up; on a phone,
 * Send Message opens it as a popup.
 */
export function DoctorTab({
  doctor,
  chat,
  supportChatHref,
  replyNoticeChannels = REPLY_NOTICE_CHANNELS,
  renderLink = plainLink,
  defaultChatOpen,
}: DoctorTabProps) {
  const [chatOpen, setChatOpen] = useState(defaultChatOpen ?? false)
  const title = chat.kind === 'external' ? doctorTabMessages.messagingPageTitle : doctorTabMessages.threadTitle
  return (
    <section aria-labelledby="doctor-heading" className="flex flex-col gap-4">
      <h2 id="doctor-heading" className="text-xl font-bold text-ink">
        {doctorTabMessages.heading}
      </h2>
      <DoctorCard doctor={doctor} />
      <p className="text-base text-muted">{doctorResponseNote(replyNoticeChannels)}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="md:hidden sm:flex-1">
          <Modal
            title={title}
            closeLabel={doctorTabMessages.close}
            open={chatOpen}
            onOpenChange={setChatOpen}
            trigger={
              <button type="button" className={primaryLinkClassName}>
                {doctorTabMessages.sendMessage}
              </button>
            }
          >
            <ChatBody chat={chat} renderLink={renderLink} />
          </Modal>
        </div>
        <a href={`#${CHAT_ID}`} className={`hidden md:inline-flex md:flex-1 ${primaryLinkClassName.replace('inline-flex ', '')}`}>
          {doctorTabMessages.sendMessage}
        </a>
        <div className="sm:flex-1">{renderLink({ href: supportChatHref, className: secondaryButtonClassName, children: doctorTabMessages.supportChat })}</div>
      </div>
      <section
        id={CHAT_ID}
        aria-labelledby="doctor-chat-heading"
        tabIndex={-1}
        className="hidden flex-col gap-4 rounded-3xl border border-line/70 bg-white p-5 shadow-card md:flex"
      >
        <h3 id="doctor-chat-heading" className="text-lg font-semibold text-ink">
          {title}
        </h3>
        <ChatBody chat={chat} renderLink={renderLink} />
      </section>
    </section>
  )
}
