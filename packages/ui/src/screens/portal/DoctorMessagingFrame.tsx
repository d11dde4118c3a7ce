import { doctorTabMessages } from '@telehealth/domain'

export interface DoctorMessagingFrameProps {
  /** The external doctor-messaging page clinical staff set (https only; the tab's CSP allows its origin). */
  url: string
}

/**
 * The external doctor-messaging page of a provider-1 encounter (spec 001 section 7: "embedded in an
 * iframe"), sandboxed: its scripts and forms run in its own origin, it may open its own links in a
 * new tab, and it can neither navigate this page nor reach its cookies.
 */
export function DoctorMessagingFrame({ url }: DoctorMessagingFrameProps) {
  return (
    <iframe
      src={url}
      title={doctorTabMessages.messagingPageTitle}
      sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      loading="lazy"
      className="h-[70dvh] min-h-96 w-full rounded-2xl border border-line bg-white"
    />
  )
}
