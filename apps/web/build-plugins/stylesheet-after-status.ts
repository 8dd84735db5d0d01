/**
 * Moves the app's stylesheet from the head to the end of the body, after the loading status
 * index.html draws. A stylesheet in the head holds back the first paint until it has downloaded;
 * after the status, it holds back only what follows it: the browser paints the status at once,
 * and the app, whose module scripts run once the page is parsed, still starts with its styles.
 */
import type { Plugin } from 'vite'

const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g
const BODY_END = /([ \t]*)<\/body>/

export function stylesheetAfterStatus(): Plugin {
  return {
    name: 'portal:stylesheet-after-status',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has added the links of the built stylesheet.
      order: 'post',
      handler(html) {
        const links = (html.match(STYLESHEET_LINK) ?? []).map((link) => link.trim())
        if (links.length === 0 || !BODY_END.test(html)) return html
        return html
          .replace(STYLESHEET_LINK, '')
          .replace(BODY_END, (end, indent: string) => `${links.map((link) => `${indent}  ${link}\n`).join('')}${end}`)
      },
    },
  }
}
