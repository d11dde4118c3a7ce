/**
 * The two-hosts test's helper processes answer on stdout in lines starting with this mark, so
 * whatever Payload logs there too is never taken for an answer.
 */
export const ANSWER_MARK = '@@answer '

/** The answers in a process's output so far, in order. */
export function answersIn(output: string): unknown[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith(ANSWER_MARK))
    .map((line) => JSON.parse(line.slice(ANSWER_MARK.length)) as unknown)
}
