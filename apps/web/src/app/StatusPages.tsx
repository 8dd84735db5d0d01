/** The app's own pages: not found, not allowed, and the last-resort error page. */
import { Alert, Anchor, Button, Center, Stack, Text, Title } from '@mantine/core'
import { Component, type ReactNode } from 'react'
import { Link } from 'react-router'
import { usePageTitle } from '../components/use-page-title'

export function NotFoundPage() {
  usePageTitle('Page not found')
  return (
    <Stack gap="md">
      <Title order={1}>Page not found</Title>
      <Text>The page you are looking for does not exist or has moved.</Text>
      <Anchor component={Link} to="/">
        Back to the dashboard
      </Anchor>
    </Stack>
  )
}

export function ForbiddenPage() {
  usePageTitle('Not allowed')
  return (
    <Stack gap="md">
      <Text fw={700} size="sm">
        Error 403
      </Text>
      <Title order={1}>You are not allowed to view this page.</Title>
      <Anchor component={Link} to="/">
        Back to the dashboard
      </Anchor>
    </Stack>
  )
}

/** A failed lazy chunk after a deploy is the usual cause, so reloading is the first remedy. */
export function RouteErrorPage() {
  usePageTitle('Something went wrong')
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack maw={520}>
        <Title order={1}>Something went wrong</Title>
        <Alert color="red" role="alert">
          This page could not be displayed. Please reload the page and try again.
        </Alert>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Anchor href="/">Back to the dashboard</Anchor>
      </Stack>
    </Center>
  )
}

interface RouteErrorBoundaryProps {
  /** The path shown: a navigation clears the error. */
  pathname: string
  children: ReactNode
}

/** Catches what the screens throw while drawing, like a route's errorElement. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { hasError: boolean; pathname: string }> {
  override state = { hasError: false, pathname: this.props.pathname }

  static getDerivedStateFromError() {
    return { hasError: true }
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: { hasError: boolean; pathname: string }) {
    return props.pathname === state.pathname ? null : { hasError: false, pathname: props.pathname }
  }

  override render() {
    return this.state.hasError ? <RouteErrorPage /> : this.props.children
  }
}
