/** The frame of the logged-out screens: brand, the page card, the referrer context and the footer. */
import { Suspense } from 'react'
import { Box, Container, Grid, Paper } from '@mantine/core'
import { Outlet } from 'react-router'
import { PageLoader } from '../../components/PageLoader'
import { ReferrerContextPanel, useReferrerContext } from '../../features/auth'
import { Brand } from '../navigation/Brand'
import { SiteFooter } from '../navigation/SiteFooter'
import { MAIN_CONTENT_ID, SkipLink } from '../navigation/SkipLink'
import classes from './layout.module.css'

/** `wide`: a page of tables (the CEU Library) takes the whole width; the forms keep the narrow card. */
export function VisitorLayout({ wide = false }: { wide?: boolean }) {
  const context = useReferrerContext()
  return (
    <div className={classes.visitorPage}>
      <SkipLink />
      <Box component="header" className={classes.visitorHeader}>
        <Brand />
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.visitorMain}>
        <Container size="lg" py="xl">
          <Grid gap="xl" justify="center">
            <Grid.Col span={wide ? 12 : { base: 12, md: context ? 7 : 8, lg: context ? 6 : 6 }}>
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
                <Suspense fallback={<PageLoader />}>
                  <Outlet />
                </Suspense>
              </Paper>
            </Grid.Col>
            {context && (
              <Grid.Col span={wide ? 12 : { base: 12, md: 5, lg: 5 }}>
                <ReferrerContextPanel context={context} />
              </Grid.Col>
            )}
          </Grid>
        </Container>
      </Box>
      <SiteFooter />
    </div>
  )
}
