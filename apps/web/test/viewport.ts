/** happy-dom's window size, which the media queries read (1024 px wide by default). */
export function viewport(width: number, height: number): void {
  const { happyDOM } = window as Window & {
    happyDOM?: { setViewport: (size: { width: number; height: number }) => void }
  }
  if (!happyDOM) throw new Error('The component tests run in happy-dom')
  happyDOM.setViewport({ width, height })
}
