import path from 'node:path'
import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

/** Server-only packages: loaded from node_modules at run time, never pre-bundled for the browser. */
const serverPackages = ['payload', '@payloadcms/db-sqlite', '@payloadcms/db-mongodb', '@payloadcms/richtext-lexical', 'sharp']

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
  server: { hmr: { port: Number(process.env.VITE_HMR_PORT ?? 24678) } },
})
