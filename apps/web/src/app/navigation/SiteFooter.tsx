import { Anchor, Box, Flex } from '@mantine/core'
import { Link } from 'react-router'
import { FOOTER_LINKS } from '@portal/contracts'
import classes from '../layouts/layout.module.css'

/**
 * The association's policies live on its public site; they open in a new tab. The CEU Library is
 * the portal's own page open to visitors (the programs sponsors paid to list).
 */
export function SiteFooter({ inShell = false }: { inShell?: boolean }) {
  return (
    <Box component="footer" className={inShell ? `${classes.footer} ${classes.shellFooter}` : classes.footer}>
      <Flex component="ul" gap="lg" justify="center" wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }}>
        <li>
          <Anchor component={Link} to="/ceu-library" className={classes.footerLink}>
            CEU Library
          </Anchor>
        </li>
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
