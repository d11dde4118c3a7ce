import { getFunnelCopy } from './content.server.ts'

/** The brand name marketing set in the CMS, for page headers and titles. */
export async function getBrandName(): Promise<string> {
  return (await getFunnelCopy()).brandName
}
