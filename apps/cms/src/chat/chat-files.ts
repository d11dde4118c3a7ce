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
export const checkChatFile: CollectionBeforeChangeHook<Upload> = ({ data, operation, req }) => {
  const file = req.file
  if (operation !== 'create' || !file) return data
  const type = file.mimetype.toLowerCase()
  if (isChatOnlyFileType(type) && data.imageType !== 'chat_attachment') throw new APIError(chatFileMessages.chatOnly, 400, null, true)
  // Every stored file is what its stored type says: bytes file-type cannot name are otherwise trusted by their name.
  if (!(contentMatchesType(type, file.data) && nameFitsType(file.name, type))) throw new APIError(chatFileMessages.notWhatItClaims, 400, null, true)
  return data
}
