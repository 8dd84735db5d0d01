import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The server serves the built app and the API from one origin, so the CSP can stay 'self'.
// During development the API is proxied to the server on port 3000 to keep that one origin.
const apiProxy = { '/api': { target: 'http://localhost:3000' } }

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
      // React and Mantine change less often than the app: separate files stay cached across deploys.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
})
