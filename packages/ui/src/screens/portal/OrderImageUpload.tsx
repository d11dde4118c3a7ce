import { ORDER_IMAGE_KINDS, orderImageMessages, type OrderImageKind } from '@telehealth/domain'
import type { ReactNode } from 'react'
import { Modal } from '../../components/Modal.tsx'

export interface OrderImageUploadProps {
  kind: OrderImageKind
  onKindChange: (kind: OrderImageKind) => void
  /** The uploader (its behaviour is the site's). */
  children: ReactNode
  uploaded?: boolean
}

/** The Orders tab's image modal: what the image shows (License or State ID, Full Body Image, Current Prescription), then the uploader. */
export function OrderImageUpload({ kind, onKindChange, children, uploaded = false }: OrderImageUploadProps) {
  return (
    <Modal
      title={orderImageMessages.title}
      description="Photos are private: only you and your care team can see them."
      trigger={
        <button type="button" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4">
          {orderImageMessages.title}
        </button>
      }
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">What does the image show?</legend>
        {ORDER_IMAGE_KINDS.map((option) => (
          <label
            key={option}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border border-line px-4 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="order-image-kind"
              value={option}
              checked={kind === option}
              onChange={() => onKindChange(option)}
              className="size-5 accent-brand-700"
            />
            <span className="font-medium">{orderImageMessages.kinds[option]}</span>
          </label>
        ))}
      </fieldset>
      <div className="mt-5">{children}</div>
      {uploaded ? (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-800">
          {orderImageMessages.uploaded}
        </p>
      ) : null}
    </Modal>
  )
}
