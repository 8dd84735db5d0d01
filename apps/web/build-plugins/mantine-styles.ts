/**
 * Mantine's styles for the components the app uses, and only those, with nothing to list by hand.
 *
 * Mantine's sources import their stylesheets (`import classes from './Button.module.css'`, and
 * the provider's `import './global.css'`); its published build turns these imports into modules
 * of class names (`Button.module.mjs`) or empty ones (`global.mjs`) and ships the CSS apart, as the
 * complete `styles.css` or one file per component (`styles/Button.css`). This plugin puts the
 * stylesheet import back into each of those modules: the bundle then holds the stylesheet of every
 * component it holds. A component the app starts using brings its styles, one it stops using takes
 * them away, and a component of a package this plugin does not know fails the build.
 *
 * The order of Mantine's rules matters (Button's must follow UnstyledButton's), and the order in
 * which the bundle gathers the stylesheets is not Mantine's. So each stylesheet is wrapped in a
 * cascade layer of its own (`@layer mantine.Button`), and index.html declares the order of these
 * layers, the order of Mantine's complete `styles.css`, before any stylesheet: the cascade is the
 * complete stylesheet's, whatever the order of the files and their rules. Being layered, every
 * Mantine rule also yields to the app's own (unlayered) CSS modules.
 *
 * During development Vite serves Mantine pre-bundled into one module, which this plugin never
 * sees: the development page links the complete stylesheets instead (`styles.layer.css`, all in
 * the `mantine` layer).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { HtmlTagDescriptor, Plugin } from 'vite'

const require = createRequire(import.meta.url)

/** The Mantine packages besides core that ship styles: one stylesheet each, after core's. */
const STYLED_PACKAGES = ['notifications']

/** A module standing for a stylesheet import: `.../esm/.../<Name>.module.mjs`, or one of the provider's global sheets. */
const STYLESHEET_MODULE =
  /[\\/]node_modules[\\/]@mantine[\\/]([\w-]+)[\\/]esm[\\/](?:.*[\\/])?(?:(\w+)\.module|MantineProvider[\\/](baseline|default-css-variables|global))\.mjs$/
/** A Mantine stylesheet: `@mantine/core/styles/<Name>.css`, or another package's `styles.css`. */
const STYLESHEET = /[\\/]node_modules[\\/]@mantine[\\/]([\w-]+)[\\/]styles(?:[\\/]([\w-]+))?\.css$/
const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global']

/** The layer of a stylesheet: `mantine.Button`, `mantine.global`; another package's, `mantine.notifications`. */
function layerOf(pkg: string, sheet: string | undefined): string {
  return `mantine.${pkg === 'core' && sheet ? sheet : pkg}`
}

/**
 * The layers in the order of @mantine/core's complete styles.css, which is the concatenation of
 * its stylesheets (the global ones, the components others build on, then the rest by name),
 * followed by the other packages', as Mantine asks.
 */
function layerOrder(): string[] {
  const stylesDir = path.dirname(require.resolve('@mantine/core/styles/global.css'))
  const complete = readFileSync(path.join(stylesDir, '..', 'styles.css'), 'utf8')
  const sheets = readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => ({
      name: file.slice(0, -'.css'.length),
      at: complete.indexOf(readFileSync(path.join(stylesDir, file), 'utf8').slice(0, 400)),
    }))
  const unplaced = sheets.filter((sheet) => sheet.at < 0).map((sheet) => sheet.name)
  if (unplaced.length > 0) {
    throw new Error(`mantine-styles: ${unplaced.join(', ')} not found in @mantine/core/styles.css`)
  }
  return [
    ...sheets.sort((a, b) => a.at - b.at).map((sheet) => layerOf('core', sheet.name)),
    ...STYLED_PACKAGES.map((pkg) => layerOf(pkg, undefined)),
  ]
}

export function mantineStyles(): Plugin {
  let isBuild = true
  // Every layer, used or not: the modules are transformed before the bundler drops the unused ones.
  const declaration: HtmlTagDescriptor = {
    tag: 'style',
    // Before any stylesheet: a layer's place in the cascade is where it is first named.
    children: `@layer ${layerOrder().join(', ')};`,
    injectTo: 'head-prepend',
  }
  /** What the build restored, so that a change in Mantine's layout fails it instead of leaving the app unstyled. */
  const seen = { mantineModules: 0, sheets: new Set<string>() }

  return {
    name: 'portal:mantine-styles',
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build'
    },
    transform(code, id) {
      if (/[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]/.test(id)) seen.mantineModules++
      const module = STYLESHEET_MODULE.exec(id)
      if (module) {
        const [, pkg = '', component, global] = module
        if (pkg !== 'core' && !STYLED_PACKAGES.includes(pkg)) {
          this.error(
            `mantine-styles: @mantine/${pkg} has styles: add it to STYLED_PACKAGES in apps/web/build-plugins/mantine-styles.ts`,
          )
        }
        const sheet = component ?? global ?? ''
        seen.sheets.add(sheet)
        const specifier = pkg === 'core' ? `@mantine/core/styles/${sheet}.css` : `@mantine/${pkg}/styles.css`
        return {
          code: `import '${specifier}';\n${code}`,
          map: null,
          // The provider's global sheets are imported for their effect only: kept although nothing is read from them.
          ...(global ? { moduleSideEffects: true } : {}),
        }
      }
      const stylesheet = STYLESHEET.exec(id)
      if (stylesheet) {
        const [, pkg = '', sheet] = stylesheet
        return { code: `@layer ${layerOf(pkg, sheet)} {\n${code}\n}\n`, map: null }
      }
      return null
    },
    buildEnd() {
      if (!isBuild || seen.mantineModules === 0) return
      const missing = GLOBAL_SHEETS.filter((sheet) => !seen.sheets.has(sheet))
      if (seen.sheets.size === 0 || missing.length > 0) {
        this.error(
          `mantine-styles: Mantine's modules no longer name their stylesheets as expected (${missing.join(', ') || 'no component'}): see apps/web/build-plugins/mantine-styles.ts`,
        )
      }
    },
    transformIndexHtml() {
      if (isBuild) return [declaration]
      const complete: HtmlTagDescriptor[] = ['core', ...STYLED_PACKAGES].map((pkg) => ({
        tag: 'link',
        attrs: { rel: 'stylesheet', href: `/@fs${require.resolve(`@mantine/${pkg}/styles.layer.css`)}` },
        injectTo: 'head',
      }))
      return [declaration, ...complete]
    },
  }
}
