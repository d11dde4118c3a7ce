import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

export interface ModalProps {
  /** The control that opens it (a button); focus returns to it on close. */
  trigger: ReactNode
  title: string
  description?: string
  children: ReactNode
  /** The close button's text. */
  closeLabel?: string
  /** Controlled: open or not (a form that closes it on success); uncontrolled without it. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * Every modal of the portal: a Radix Dialog (focus kept inside, Escape and the close button close
 * it, focus goes back to the trigger). A sheet from the bottom on a phone, a centred card wider up.
 */
export function Modal({ trigger, title, description, children, closeLabel = 'Close', open, onOpenChange }: ModalProps) {
  return (
    <Dialog.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-3xl bg-white p-6 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <Dialog.Title className="pr-10 text-xl font-bold text-ink">{title}</Dialog.Title>
          {description ? <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description> : null}
          <div className="mt-4">{children}</div>
          <Dialog.Close className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-full border-2 border-brand-700 bg-white px-6 text-base font-semibold text-brand-800 hover:bg-brand-50">
            {closeLabel}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
