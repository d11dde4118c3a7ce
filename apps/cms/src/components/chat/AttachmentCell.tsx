'use client'
import { useConfig } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

/**
 * A message's attachment in the inbox's lists (ADR 100): a link to the stored file's record, where
 * staff who may read it download it (its read audited). The lists hand the cell the upload's id, or
 * the upload itself where it was read with the message.
 */
export function AttachmentCell({ cellData }: DefaultCellComponentProps) {
  const {
    config: {
      routes: { admin },
    },
  } = useConfig()
  const upload: unknown = cellData
  if (upload === null || upload === undefined || upload === '') return <span>No file</span>
  const record = typeof upload === 'object' ? (upload as { id?: unknown; filename?: unknown }) : { id: upload }
  const id = typeof record.id === 'number' || typeof record.id === 'string' ? record.id : null
  if (id === null) return <span>No file</span>
  const name = typeof record.filename === 'string' ? record.filename : `File ${String(id)}`
  return (
    <a href={`${admin}/collections/uploads/${String(id)}`} onClick={(event) => event.stopPropagation()}>
      {name}
    </a>
  )
}
