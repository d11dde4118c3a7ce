import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { z } from 'zod'

/**
 * Where patients' files are kept (ADR 041): an S3 bucket when `S3_BUCKET` is set (AWS, or any
 * S3-compatible store through `S3_ENDPOINT`), else the local disk under `<DATA_DIR>/uploads`. Both
 * are private: nothing is public-read, files go out only through routes that check the owner or a
 * staff role. The CMS stores through Payload's S3 adapter; the site reads back with the same settings.
 */
const s3EnvSchema = z.object({
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** true for stores addressed by path (MinIO, s3rver), not by bucket subdomain. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** A key prefix inside the bucket. */
  S3_PREFIX: z
    .string()
    .regex(/^[\w/-]*$/)
    .default('uploads'),
})

export interface S3Settings {
  bucket: string
  prefix: string
  config: S3ClientConfig
}

/** The S3 settings from the environment, or null when files stay on the local disk. */
export function s3Settings(source: Record<string, string | undefined> = process.env): S3Settings | null {
  const parsed = s3EnvSchema.safeParse(source)
  if (!parsed.success) throw new Error(`Invalid S3 settings: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`)
  const env = parsed.data
  if (!env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    prefix: env.S3_PREFIX,
    config: {
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
        : {}),
    },
  }
}

/**
 * Payload's S3 adapter for the uploads and staff-photos collections, on when a bucket is configured. Its fields
 * (prefix, object key) are in the schema either way, so one set of migrations fits both.
 */
export function uploadStoragePlugins(settings: S3Settings | null = s3Settings()): Plugin[] {
  return [
    s3Storage({
      enabled: settings !== null,
      alwaysInsertFields: true,
      bucket: settings?.bucket ?? 'local-disk',
      config: settings?.config ?? {},
      acl: 'private',
      // Staff photos share the patients' files' place (ADR 097), so the site reads both back alike.
      collections: { uploads: { prefix: settings?.prefix ?? 'uploads' }, 'staff-photos': { prefix: settings?.prefix ?? 'uploads' } },
    }),
  ]
}

/** The object key of a stored file (the adapter's: prefix/filename). */
export function s3KeyOf(settings: S3Settings, filename: string): string {
  return settings.prefix ? `${settings.prefix}/${filename}` : filename
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client(settings.config)
}
