import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useFetcher, useSearchParams } from '@remix-run/react'
import { chatStartSchema, UPLOAD_RULES, type ChatProfile, type SupportChatMessage } from '@telehealth/domain'
import { SupportChatWidget } from '@telehealth/ui/screens/portal/SupportChatWidget'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChatRealtimeKind } from '~/chat/chat-realtime.server.ts'
import { ChatLiveFollower, type ChatLiveState } from '~/chat/ChatLiveFollower.tsx'
import { uploadImageFile } from '~/uploads/use-image-upload.ts'
import type { SupportChatStartAnswer, SupportMessagesPage } from './support-chat.server.ts'

/** Where the start form posts: the home layout's action (`intent=chat.start`). */
const START_ACTION = '/home'
const MESSAGES_URL = '/api/support-messages'

export interface SupportChatPanelProps {
  profile: ChatProfile | null
  defaults: { first_name: string; last_name: string; email: string }
  unread: number
  /** The Doctor on Demand tab has its own chat: no bubble there, though `?chat=support` still opens this one. */
  showBubble: boolean
  /** Which live chat the site runs (ADR 099). */
  realtime: ChatRealtimeKind
}

type SendAnswer = { success: true; message: { id: string } } | { success: false; message: string }

/**
 * The support chat on every /home tab (spec 001: a chat bubble on home except on the
 * doctorOnDemand tab; ADR 100): the widget, its start form (Conform with the domain's schema, then
 * the layout's action), and its messages read from and sent to `/api/support-messages` by fetchers.
 * `?chat=support` opens it.
 */
export function SupportChatPanel({ profile, defaults, unread, showBubble, realtime }: SupportChatPanelProps) {
  const [searchParams, setSearchParams] = useSearchParams()
  const askedFor = searchParams.get('chat') === 'support'
  const [openedByBubble, setOpenedByBubble] = useState(false)
  const open = openedByBubble || askedFor

  const onOpenChange = (next: boolean) => {
    setOpenedByBubble(next)
    if (!next && askedFor) {
      // Closed: the address no longer asks for the chat, so a reload does not open it again.
      setSearchParams(
        (params) => {
          params.delete('chat')
          return params
        },
        { replace: true, preventScrollReset: true },
      )
    }
  }

  const start = useFetcher<SupportChatStartAnswer>({ key: 'support-chat-start' })
  const [form, fields] = useForm({
    id: 'support-chat-start',
    lastResult: start.data?.result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: chatStartSchema }),
    onSubmit(event, { formData }) {
      event.preventDefault()
      void start.submit(formData, { method: 'post', action: START_ACTION, preventScrollReset: true })
    },
  })

  const page = useFetcher<SupportMessagesPage>({ key: 'support-messages' })
  const older = useFetcher<SupportMessagesPage>({ key: 'support-messages-older' })
  const send = useFetcher<SendAnswer>({ key: 'support-message-send' })
  const [olderMessages, setOlderMessages] = useState<SupportChatMessage[]>([])
  const [sendFailedKey, setSendFailedKey] = useState<string | null>(null)
  const [uploadFailedKey, setUploadFailedKey] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const failures = useRef(0)

  const reading = open && profile !== null
  const load = page.load
  const [live, setLive] = useState<ChatLiveState | undefined>(undefined)
  useEffect(() => {
    // Opened: the newest page once; from then on the live connection says when there is more.
    if (reading) void load(MESSAGES_URL)
  }, [reading, load])
  const readNewest = useCallback(() => void load(MESSAGES_URL), [load])

  const olderPage = older.data
  useEffect(() => {
    // Each older page arrives once from its fetcher and is put before the pages already shown.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fetcher's answer is the outside system this keeps up with
    if (olderPage?.success) setOlderMessages((kept) => [...olderPage.messages, ...kept])
  }, [olderPage])

  const sendAnswer = send.data
  useEffect(() => {
    if (send.state !== 'idle' || !sendAnswer) return
    if (!sendAnswer.success) {
      failures.current += 1
      setSendFailedKey(`send-failed-${failures.current}`)
    }
  }, [send.state, sendAnswer])

  const latest = page.data?.messages ?? []
  const seen = new Set(latest.map((message) => message.id))
  const messages = [...olderMessages.filter((message) => !seen.has(message.id)), ...latest]
  const nextOlderPage = (older.data?.page ?? page.data?.page ?? 1) + 1
  const hasOlder = older.data ? older.data.hasOlder : (page.data?.hasOlder ?? false)

  // The file first, through the chat upload ticket (ADR 087), then the message naming it (an empty
  // message with a file is '[File attachment]', by the server).
  const sendMessage = async (text: string, file: File | null) => {
    const attachments: { url: string; type: string; name: string }[] = []
    if (file) {
      setUploading(true)
      const uploaded = await uploadImageFile(file, { purpose: 'chat' }, () => undefined)
      setUploading(false)
      if (!uploaded.ok) {
        failures.current += 1
        setUploadFailedKey(`upload-failed-${failures.current}`)
        return
      }
      attachments.push({ url: uploaded.fileUrl, type: file.type, name: file.name })
    }
    setUploadFailedKey(null)
    void send.submit({ message: text, attachments }, { method: 'post', action: MESSAGES_URL, encType: 'application/json' })
  }

  const errors = Object.fromEntries(Object.entries(form.allErrors).map(([field, list]) => [field, list[0]]))

  return (
    <>
      {reading ? (
        <ChatLiveFollower thread="support" realtime={realtime} lastMessageId={latest.at(-1)?.id ?? null} onMessage={readNewest} onState={setLive} />
      ) : null}
      <SupportChatWidget
        open={open}
        onOpenChange={onOpenChange}
        showBubble={showBubble}
        unread={unread}
        profile={profile}
        startForm={{
          action: START_ACTION,
          formId: form.id,
          onSubmit: form.onSubmit,
          errors: { first_name: fields.first_name.errors?.[0], last_name: fields.last_name.errors?.[0], email: fields.email.errors?.[0], ...errors },
          defaults,
          pending: start.state !== 'idle',
          failure: form.errors?.[0] ?? null,
        }}
        messages={messages}
        loading={page.state === 'loading' && !page.data}
        loadFailed={page.state === 'idle' && page.data !== undefined && !page.data.success}
        hasOlder={hasOlder}
        onShowOlder={() => void older.load(`${MESSAGES_URL}?page=${nextOlderPage}`)}
        sending={uploading || send.state !== 'idle'}
        sendFailedKey={sendFailedKey}
        uploadFailedKey={uploadFailedKey}
        acceptTypes={UPLOAD_RULES.chat.types}
        onSend={(text, file) => void sendMessage(text, file)}
        connection={reading ? live : undefined}
      />
    </>
  )
}
