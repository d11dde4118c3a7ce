import path from 'node:path'
import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

/**
 * Files the development server never serves, under any URL (`/.data/...`, `/@fs/<repo>/.data/...`):
 * Vite's own list (env files, keys, .git), the data directory with the database and the secrets
 * made for this machine, and those files wherever DATA_DIR puts them. Vite serves the whole
 * repository (its workspace root) to the development browser otherwise.
 */
const dataDir = process.env.DATA_DIR?.trim()
export const DEV_SERVER_DENY = [
  '.env',
  '.env.*',
  '*.{crt,pem}',
  '**/.git/**',
  '.data',
  '**/.data/**',
  'local-secrets.json',
  '*.{db,db-journal,db-wal,db-shm,sqlite,sqlite3}',
  ...(dataDir ? [`${path.resolve(import.meta.dirname, '../..', dataDir).replaceAll('\\', '/')}/**`] : []),
]

/** Server-only packages: loaded from node_modules at run time, never pre-bundled for the browser. */
const serverPackages = ['payload', '@payloadcms/db-sqlite', '@payloadcms/db-mongodb', '@payloadcms/storage-s3', '@aws-sdk/client-s3', 'sharp']

export default defineConfig({
  plugins: [
    tailwindcss(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
  // Keep the client manifest (Remix removes it otherwise): `npm run bench` reads it for bundle sizes.
  build: { manifest: true },
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  optimizeDeps: {
    exclude: serverPackages,
    include: ['xstate', '@xstate/react', '@radix-ui/react-dialog', '@radix-ui/react-tabs'],
  },
  ssr: { external: serverPackages },
  server: {
    // The development server (server/index.ts, not production) serves only this machine: its HMR
    // socket listens on 127.0.0.1 as the site does (env.server.ts SITE_HOST).
    hmr: { host: '127.0.0.1', port: Number(process.env.VITE_HMR_PORT ?? 24678) },
    fs: { strict: true, deny: DEV_SERVER_DENY },
  },
})
