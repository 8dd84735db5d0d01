import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { browserContracts } from './build-plugins/browser-contracts'
import { mantineStyles } from './build-plugins/mantine-styles'
import { precompress } from './build-plugins/precompress'
import { screenChunks } from './build-plugins/screen-chunks'
import { stylesheetAfterStatus } from './build-plugins/stylesheet-after-status'

/** `src/features/<feature>/index.ts`: a feature's public interface, nothing but re-exports. */
const isFeatureIndex = (id: string) => /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id)

// The server serves the built app and the API from one origin, so the CSP can stay 'self'.
// During development the API is proxied to the server on port 3000 to keep that one origin.
const apiProxy = { '/api': { target: 'http://localhost:3000' } }

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [browserContracts(), react(), mantineStyles(), stylesheetAfterStatus(), screenChunks(), precompress()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet for the whole app, linked by index.html after the loading status (see
    // build-plugins/stylesheet-after-status.ts). A stylesheet per chunk cost the dashboard eight
    // files, each a round trip, repeating the styles of Mantine's shared components (List's were
    // in 27 files): 27 KB with brotli, where all of the app's styles, with Mantine's for the
    // components it uses (build-plugins/mantine-styles.ts), are 23 KB.
    cssCodeSplit: false,
    // The captcha widget's CSS uses light-dark(); for older targets the minifier rewrites it into
    // variables that only its own color-scheme rules would define, leaving the checkbox invisible.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    rolldownOptions: {
      // Contracts modules only declare schemas, constants and pure functions, and a feature's
      // index.ts only re-exports (ESLint checks it). Saying so lets the bundler drop what a chunk
      // does not use: the dates module from the first page load, and every module of a feature's
      // public index but the ones a page imports (the sign-in page's frame imports the auth index
      // for its referrer panel, not the logout hook beside it).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contracts/src/') && !isFeatureIndex(id) },
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
