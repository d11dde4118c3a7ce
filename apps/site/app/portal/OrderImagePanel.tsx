import { orderImageFailureMessage, rowIdText, type OrderImageKind, type RowId } from '@telehealth/domain'
import { ImageUploader } from '@telehealth/ui/components/ImageUploader'
import { OrderImageUpload } from '@telehealth/ui/screens/portal/OrderImageUpload'
import { useState } from 'react'
import { resizeForOrderPage, useImageUpload } from '~/uploads/use-image-upload.ts'

/** One order's image upload: the kind, then the uploader (resized to 1000 px, JPEG 0.8, sent as bytes: ADR 042). */
export function OrderImagePanel({ orderId }: { orderId: RowId }) {
  const [kind, setKind] = useState<OrderImageKind>('id_image')
  const upload = useImageUpload({
    purpose: 'order_image',
    imageType: kind,
    formId: rowIdText(orderId),
    prepare: resizeForOrderPage,
    failureMessage: orderImageFailureMessage,
  })
  return (
    <OrderImageUpload kind={kind} onKindChange={setKind} uploaded={upload.state === 'uploaded'}>
      <ImageUploader
        state={upload.state}
        previewUrl={upload.previewUrl}
        progress={upload.progress}
        error={upload.error}
        onChoose={upload.choose}
        onConfirm={upload.confirm}
      />
    </OrderImageUpload>
  )
}
