/**
 * Answers to a request the server cannot read at all (not a form where a form is expected): the
 * specifications word none of these; they say plainly what happened and what to do.
 */
export const requestMessages = {
  unreadableForm: 'This form could not be read. Please go back to the page and send it again.',
} as const
