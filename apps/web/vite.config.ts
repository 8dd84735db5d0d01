import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './build-plugins/precompress'
import { screenChunks } from './build-plugins/screen-chunks'

// The server serves the built app and the API from one origin, so the CSP can stay 'self'.
// During development the API is proxied to the server on port 3000 to keep that one origin.
const apiProxy = { '/api': { target: 'http://localhost:3000' } }

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), screenChunks(), precompress()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The captcha widget's CSS uses light-dark(); for older targets the minifier rewrites it into
    // variables that only its own color-scheme rules would define, leaving the checkbox invisible.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    rolldownOptions: {
      // Contracts modules only declare schemas, constants and pure functions. Saying so lets the
      // bundler drop what a chunk does not use (e.g. the dates module from the first page load).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contracts/src/') },
      // React, and the libraries every page starts with, change less often than the app: separate
      // files stay cached across deploys. The rest is left to the bundler's split, so each page
      // gets only the components it uses (one Mantine chunk held every component of every
      // screen, and the sign-in page downloaded it all).
      output: {
        codeSplitting: {
          // Small shared chunks are copied into the chunks that import them instead: each file
          // costs the browser a round trip (HTTP/1.1, six at a time), and the dashboard's first
          // view took 54 files, 15 this way, for 6% more bytes.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
})
