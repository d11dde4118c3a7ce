import fs from 'node:fs'
import { contentMatchesType, isChatOnlyFileType, nameFitsType } from '@telehealth/domain'
import { APIError, type CollectionBeforeChangeHook } from 'payload'
import type { Upload } from '../payload-types.ts'

export const chatFileMessages = {
  chatOnly: 'GIF, text, Word and AVI files are accepted only as chat attachments.',
  notWhatItClaims: 'The file is not the type it says it is. Please choose another file.',
} as const

/**
 * The chat's own file types (ADR 100), on every stored file whoever stores it (the site after its
 * inspection, staff replying in the admin): only as a chat attachment. And every file's bytes must
 * be those of its stored type: Payload has matched them to one of the listed types (file-type), or,
 * when file-type names nothing, trusted the name; this checks the type it is stored as, and what
 * magic bytes cannot tell (a text file is UTF-8 with no NUL byte and no markup, a .doc is a CFB
 * container holding a Word document).
 */
export const checkChatFile: CollectionBeforeChangeHook<Upload> = async ({ data, operation, req }) => {
  const file = req.file
  if (operation !== 'create' || !file) return data
  const type = file.mimetype.toLowerCase()
  if (isChatOnlyFileType(type) && data.imageType !== 'chat_attachment') throw new APIError(chatFileMessages.chatOnly, 400, null, true)
  // Every stored file is what its stored type says: bytes file-type cannot name are otherwise trusted by their name.
  const bytes = file.data.length > 0 || !file.tempFilePath ? file.data : await headOf(file.tempFilePath)
  if (!(contentMatchesType(type, bytes) && nameFitsType(file.name, type))) throw new APIError(chatFileMessages.notWhatItClaims, 400, null, true)
  return data
}

/**
 * The first bytes of a file stored from its path (a video or PDF the site stores without reading it
 * into memory, ADR 102): the types stored that way are told by their first bytes. Text and .doc
 * files, whose checks read every byte, always come as bytes.
 */
async function headOf(filePath: string, length = 64 * 1024): Promise<Buffer> {
  const handle = await fs.promises.open(filePath, 'r')
  try {
    const head = Buffer.alloc(length)
    const { bytesRead } = await handle.read(head, 0, length, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}
