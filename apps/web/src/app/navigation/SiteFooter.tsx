import { Anchor, Box, Flex } from '@mantine/core'
import { FOOTER_LINKS } from '@portal/contracts'
import classes from '../layouts/layout.module.css'

/** The association's policies live on its public site; they open in a new tab. */
export function SiteFooter({ inShell = false }: { inShell?: boolean }) {
  return (
    <Box component="footer" className={inShell ? `${classes.footer} ${classes.shellFooter}` : classes.footer}>
      <Flex component="ul" gap="lg" justify="center" wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }}>
        {FOOTER_LINKS.map((link) => (
          <li key={link.href}>
            <Anchor href={link.href} target="_blank" rel="noopener noreferrer" className={classes.footerLink}>
              {link.label}
            </Anchor>
          </li>
        ))}
      </Flex>
    </Box>
  )
}
