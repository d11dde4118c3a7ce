import { getCms } from './cms.server.ts'

/** The brand name marketing set in the CMS, for page headers and titles. */
export async function getBrandName(): Promise<string> {
  const cms = await getCms()
  const copy = await cms.findGlobal({ slug: 'funnel-copy', depth: 0, overrideAccess: false })
  return copy.brandName
}
