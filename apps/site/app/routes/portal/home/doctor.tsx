import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node'
import { useCallback, useState } from 'react'
import { Link, useLoaderData, useLocation, useNavigate, useRevalidator } from '@remix-run/react'
import { UPLOAD_RULES } from '@telehealth/domain'
import { DoctorTab, type DoctorTabChat } from '@telehealth/ui/screens/portal/DoctorTab'
import type { DoctorLinkProps } from '@telehealth/ui/screens/portal/DoctorThread'
import { requirePatient } from '~/auth/patient-session.server.ts'
import { chatRealtimeKind } from '~/chat/chat-realtime.server.ts'
import { ChatLiveFollower, type ChatLiveState } from '~/chat/ChatLiveFollower.tsx'
import { FRAME_SOURCE_HEADER } from '~/http/frame-source.ts'
import { loadDoctorTab } from '~/portal/doctor-tab.server.ts'
import { notVisible, seesDoctorTab, tabAnswer } from '~/portal/home.server.ts'
import type { HomeTabHandle } from '~/portal/home-tab.ts'
import { useDoctorMessageSend } from '~/portal/use-doctor-thread.ts'

export const handle: HomeTabHandle = { homeTab: 'doctorOnDemand' }

/**
 * The Doctor on Demand tab (spec 001; ADR 098): only with a health_id (without one, orders opens
 * instead). The card of the latest encounter's doctor, and the provider's framed page (its origin
 * allowed by this response's CSP) or the in-product thread (`?page=` for older messages).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  if (!seesDoctorTab(patient)) return notVisible()
  const tab = await loadDoctorTab(patient, new URL(request.url))
  return tabAnswer('doctorOnDemand', { ...tab, realtime: chatRealtimeKind() }, tab.chat.kind === 'external' ? { [FRAME_SOURCE_HEADER]: tab.chat.origin } : {})
}

/**
 * The loader's headers on the page itself (a document answer takes a route's headers only through this
 * export): the remembered tab and, for the provider's page, the origin the server adds to `frame-src`.
 */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

const routerLink = ({ href, className, children }: DoctorLinkProps) => (
  <Link to={href} className={className} preventScrollReset>
    {children}
  </Link>
)

export default function DoctorTabRoute() {
  const { encounterId, doctor, chat, realtime } = useLoaderData<typeof loader>()
  const location = useLocation()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [live, setLive] = useState<ChatLiveState | undefined>(undefined)
  const { revalidate } = revalidator
  const readAgain = useCallback(() => revalidate(), [revalidate])
  const send = useDoctorMessageSend(encounterId)
  const search = new URLSearchParams(location.search)
  search.set('chat', 'support')
  const shown: DoctorTabChat =
    chat.kind === 'external'
      ? { kind: 'external', url: chat.url }
      : {
          ...chat,
          pageHref: (page) => (page === 1 ? location.pathname : `${location.pathname}?page=${page}`),
          acceptTypes: UPLOAD_RULES.chat.types,
          onSend: send,
          // The fetcher's post reads the thread again; a patient reading an older page is taken to the newest, where their message is.
          onSent: () => (chat.page > 1 ? navigate(location.pathname, { preventScrollReset: true }) : undefined),
          connection: live,
        }
  return (
    <>
      {/* The thread live (ADR 099), on its newest page: a new message (the doctor's answer, or the patient's own from another tab) reads the tab again. */}
      {chat.kind === 'thread' && chat.page === 1 ? (
        <ChatLiveFollower thread="doctor" realtime={realtime} lastMessageId={chat.messages.at(-1)?.id ?? null} onMessage={readAgain} onState={setLive} />
      ) : null}
      <DoctorTab doctor={doctor} chat={shown} supportChatHref={`${location.pathname}?${search.toString()}`} renderLink={routerLink} />
    </>
  )
}
