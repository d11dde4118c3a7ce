import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { restRefusal } from '../../../../endpoints/rest-guard.ts'

type RestHandler = ReturnType<typeof REST_GET>

/** Payload's REST handler, behind what the CMS refuses before Payload reads a request (endpoints/rest-guard.ts). */
const guarded =
  (handler: RestHandler): RestHandler =>
  async (request, args) =>
    (await restRefusal(config, request)) ?? handler(request, args)

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
