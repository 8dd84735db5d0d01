/**
 * Shows a piece of HTML written by staff (review messages built from canned messages, catalogue
 * descriptions) without trusting it: the markup is parsed by the browser into an inert document
 * (no script runs, nothing loads) and rebuilt as React elements, keeping only paragraphs, line
 * breaks, emphasis, lists and links to http(s), mailto or the portal's own paths. Every other
 * element gives only its text; no attribute but a link's address survives. No innerHTML is set.
 *
 *   <SafeHtml html={review.message} />
 */
import { Box, type BoxProps } from '@mantine/core'
import { createElement, Fragment, useMemo, type ReactNode } from 'react'

const KEPT_ELEMENTS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span', 'div'])
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/i

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent
  if (node.nodeType !== Node.ELEMENT_NODE) return null
  const element = node as Element
  const children = Array.from(element.childNodes, toReact)
  const tag = element.tagName.toLowerCase()
  if (tag === 'script' || tag === 'style' || tag === 'template') return null
  if (!KEPT_ELEMENTS.has(tag)) return createElement(Fragment, { key }, ...children)
  if (tag === 'br') return createElement('br', { key })
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? ''
    if (!SAFE_HREF.test(href)) return createElement(Fragment, { key }, ...children)
    const isExternal = /^https?:/i.test(href)
    return createElement(
      'a',
      { key, href, ...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {}) },
      ...children,
    )
  }
  return createElement(tag, { key }, ...children)
}

function parse(html: string): Document | null {
  if (typeof DOMParser === 'undefined') return null
  return new DOMParser().parseFromString(html, 'text/html')
}

export function SafeHtml({ html, ...boxProps }: { html: string } & BoxProps) {
  const content = useMemo(() => {
    const document = parse(html)
    if (!document) return html.replace(/<[^>]*>/g, '')
    return Array.from(document.body.childNodes, toReact)
  }, [html])
  return (
    <Box {...boxProps} style={{ overflowWrap: 'anywhere' }}>
      {content}
    </Box>
  )
}
