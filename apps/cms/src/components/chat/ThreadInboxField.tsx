'use client'
import { Button, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useId, useRef, useState } from 'react'
import { ActionPanel } from '../ActionPanel.tsx'

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string }

const CHAT_FILE_ACCEPT = '.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png,.gif,.mp4,.avi,.mov'

async function refusalOf(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown }
  return typeof body.message === 'string' && body.message !== '' ? body.message : fallback
}

/**
 * The staff inbox's thread view (ADR 100): the unanswered count, a reply (at most 256 characters,
 * one attachment of the chat's types, 5 MB) through `POST /api/chat-threads/:id/reply`, and Mark
 * as read (`/mark-read`), which clears the count without answering. The messages are the thread's
 * Messages list below, newest first and paged; after a send the view is loaded again to show them.
 *
 * New messages arrive in the live panel beside it (ChatLive.tsx, the thread's `live` ui field in
 * the sidebar, ADR 099).
 */
export const ThreadInboxField: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const unread = useFormFields(([fields]) => fields.unreadForStaff?.value)
  const {
    config: {
      serverURL,
      routes: { api },
    },
  } = useConfig()
  const [state, setState] = useState<SendState>({ kind: 'idle' })
  const bodyInput = useRef<HTMLTextAreaElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const bodyId = useId()
  const fileId = useId()
  if (id === undefined || id === null) return null
  const threadUrl = `${serverURL}${api}/chat-threads/${id}`

  async function post(path: string, body: FormData | null, fallback: string) {
    setState({ kind: 'sending' })
    try {
      const response = await fetch(`${threadUrl}/${path}`, { method: 'POST', credentials: 'include', ...(body ? { body } : {}) })
      if (!response.ok) {
        setState({ kind: 'failed', message: await refusalOf(response, fallback) })
        return
      }
      // The thread's counts and its Messages list as the server left them.
      window.location.reload()
    } catch {
      setState({ kind: 'failed', message: `${fallback} Please check the connection.` })
    }
  }

  function sendReply() {
    const reply = new FormData()
    // Payload's multipart shape: the fields as JSON in `_payload`, the file as `file`.
    reply.set('_payload', JSON.stringify({ body: bodyInput.current?.value ?? '' }))
    const file = fileInput.current?.files?.[0]
    if (file) reply.set('file', file)
    void post('reply', reply, 'The reply was not sent. Please try again.')
  }

  const count = typeof unread === 'number' ? unread : 0
  const sending = state.kind === 'sending'
  return (
    <ActionPanel
      className="thread-inbox-field"
      title="Answer this patient"
      description={
        <>
          <strong data-testid="thread-unread">
            {count === 0 ? 'No unanswered messages.' : `${count} unanswered ${count === 1 ? 'message' : 'messages'}.`}
          </strong>{' '}
          The patient sees your reply in their chat and is told by email and text that a message waits, without its content. Every message is kept.
        </>
      }
    >
      {/* Inside Payload's document form, so no form of its own: sent by script, never with the document. */}
      <div role="group" aria-label="Reply to the patient" style={{ display: 'grid', gap: 'calc(var(--base) * 0.5)' }}>
        <label htmlFor={bodyId} className="field-label">
          Reply
        </label>
        <textarea ref={bodyInput} id={bodyId} maxLength={256} rows={3} style={{ width: '100%', font: 'inherit', padding: 'calc(var(--base) * 0.4)' }} />
        <label htmlFor={fileId} className="field-label">
          Attachment (optional: pdf, doc, docx, txt, jpg, png, gif, mp4, avi or mov; at most 5 MB)
        </label>
        <input ref={fileInput} id={fileId} type="file" accept={CHAT_FILE_ACCEPT} />
        <div style={{ display: 'flex', gap: 'calc(var(--base) * 0.5)', flexWrap: 'wrap' }}>
          <Button type="button" buttonStyle="primary" size="small" margin={false} disabled={sending} onClick={sendReply}>
            {sending ? 'Sending…' : 'Send reply'}
          </Button>
          <Button
            type="button"
            buttonStyle="secondary"
            size="small"
            margin={false}
            disabled={sending || count === 0}
            onClick={() => void post('mark-read', null, 'The thread was not marked as read.')}
          >
            Mark as read
          </Button>
        </div>
      </div>
      {state.kind === 'failed' ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: 'calc(var(--base) * 0.5) 0 0' }}>
          {state.message}
        </p>
      ) : null}
    </ActionPanel>
  )
}
