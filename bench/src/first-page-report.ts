/** The first-page report: bench/reports/first-page.json and first-page.md (see first-page.ts). */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { WebRoute } from '@portal/contracts'

const reportsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../reports')

export const FIRST_PAGE_TARGETS = {
  /** Gzipped JavaScript of the sign-in page. */
  loginKb: 150,
  /** Gzipped JavaScript of any other screen. */
  otherKb: 300,
  performance: 95,
  accessibility: 100,
}

export interface ScreenMeasure {
  path: string
  url: string
  access: WebRoute['access']
  signedInAs: string | null
  /** Scripts downloaded, as transferred (brotli to Chromium). */
  scripts: number
  brotliKb: number
  gzipKb: number
  rawKb: number
  cssGzipKb: number
  targetKb: number
  met: boolean
  /** Where the browser ended up (a guard may redirect), and whether a heading showed. */
  finalPath: string
  rendered: boolean
  note?: string
}

export interface LighthouseMeasure {
  page: string
  url: string
  signedInAs: string | null
  runs: number
  performance: number | null
  accessibility: number | null
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number } | null
  error?: string
}

export interface FirstPageReport {
  startedAt: string
  durationSeconds: number
  machine: { cpus: number; cpuModel: string; node: string; loadAverage: { start: number; end: number } }
  chromium: string
  targets: typeof FIRST_PAGE_TARGETS
  screens: ScreenMeasure[]
  lighthouse: LighthouseMeasure[]
  lighthouseVersion: string
}

export function round(n: number, digits = 1) {
  const factor = 10 ** digits
  return Math.round(n * factor) / factor
}

export function firstPageMarkdown(report: FirstPageReport, heading = '#'): string {
  const { targets } = report
  const yes = (met: boolean) => (met ? 'yes' : 'no')
  const lines = [
    `${heading} First page: JavaScript per screen and Lighthouse`,
    '',
    `${report.startedAt}, ${report.durationSeconds} s. ${report.machine.cpus} × ${report.machine.cpuModel}, Node ` +
      `${report.machine.node}; load average ${report.machine.loadAverage.start} at the start, ` +
      `${report.machine.loadAverage.end} at the end. ${report.chromium}.`,
    '',
    'Each screen opened once in a fresh browser context (empty cache) until the network is idle. ' +
      '`brotli`: JavaScript bytes as transferred; `gzip`: the same files as a gzip-only browser gets them ' +
      `(the targets: /login at most ${targets.loginKb} KB, every other screen at most ${targets.otherKb} KB).`,
    '',
    '| Screen | opened as | scripts | brotli KB | gzip KB | raw KB | CSS gzip KB | target KB | met |',
    '|---|---|--:|--:|--:|--:|--:|--:|---|',
    ...report.screens.map(
      (s) =>
        `| \`${s.url}\`${s.finalPath !== s.url ? ` → \`${s.finalPath}\`` : ''}${s.rendered ? '' : ' (no heading)'}` +
        `${s.note ? ` (${s.note})` : ''} | ${s.signedInAs ?? 'visitor'} | ${s.scripts} | ${s.brotliKb} | ` +
        `${s.gzipKb} | ${s.rawKb} | ${s.cssGzipKb} | ${s.targetKb} | ${yes(s.met)} |`,
    ),
    '',
    `${heading}# Lighthouse (${report.lighthouseVersion}, mobile: simulated slow 4G and 4× CPU slowdown)`,
    '',
  ]
  if (report.lighthouse.length === 0) {
    lines.push('Not run (BENCH_LIGHTHOUSE=0).')
  } else {
    lines.push(
      `Targets: performance ≥ ${targets.performance}, accessibility ${targets.accessibility}.`,
      '',
      '| Page | opened as | runs | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | met |',
      '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|---|',
      ...report.lighthouse.map((l) =>
        l.error
          ? `| ${l.page} | ${l.signedInAs ?? 'visitor'} | ${l.runs} | failed: ${l.error} | | | | | | | no |`
          : `| ${l.page} | ${l.signedInAs ?? 'visitor'} | ${l.runs} | ${l.performance} | ${l.accessibility} | ` +
            `${l.metrics?.fcpMs} | ${l.metrics?.lcpMs} | ${l.metrics?.tbtMs} | ${l.metrics?.cls} | ` +
            `${l.metrics?.speedIndexMs} | ` +
            `${yes((l.performance ?? 0) >= targets.performance && (l.accessibility ?? 0) >= targets.accessibility)} |`,
      ),
    )
  }
  return lines.join('\n') + '\n'
}

export async function readFirstPageReport(): Promise<FirstPageReport | null> {
  try {
    return JSON.parse(await readFile(path.join(reportsDir, 'first-page.json'), 'utf8')) as FirstPageReport
  } catch {
    return null
  }
}

export async function writeFirstPageReport(report: FirstPageReport): Promise<string> {
  await mkdir(reportsDir, { recursive: true })
  await writeFile(path.join(reportsDir, 'first-page.json'), JSON.stringify(report, null, 2) + '\n')
  const markdown = firstPageMarkdown(report)
  await writeFile(path.join(reportsDir, 'first-page.md'), markdown)
  return markdown
}
