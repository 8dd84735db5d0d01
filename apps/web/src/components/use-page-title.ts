import { useDocumentTitle } from '@mantine/hooks'

export const SITE_NAME = 'AFCPE'

/** Every page names itself in the browser tab as "<page> | AFCPE". */
export function usePageTitle(title: string): void {
  useDocumentTitle(`${title} | ${SITE_NAME}`)
}
