import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useParams } from 'react-router'
import { CERTIFICATION_STATUS_LABELS, formatDate, type Certificate } from '@portal/contracts'
import { LoadError } from '../../components/LoadError'
import { PageLoader } from '../../components/PageLoader'
import { isApiError } from '../../lib/errors'
import { isCertificateCode, useCertificate } from './certificate-api'
import print from '../../components/PrintAlone.module.css'
import classes from './CertificatePage.module.css'

const CertificateTexts = {
  title: 'Certificate',
  issuer: 'AFCPE',
  earned: 'has earned the',
  issued: 'Issued',
  credentialId: 'Credential ID',
  status: 'Status',
  print: 'Print',
  loading: 'Loading the certificate...',
  loadFailed: 'The certificate could not be loaded',
  notFoundTitle: 'Certificate not found',
  notFound:
    'There is no certificate at this address. Please check that the link is complete, or ask the certificate holder for it again.',
} as const
const T = CertificateTexts

const statusLabel = (status: string): string =>
  Object.hasOwn(CERTIFICATION_STATUS_LABELS, status)
    ? CERTIFICATION_STATUS_LABELS[status as keyof typeof CERTIFICATION_STATUS_LABELS]
    : status

/**
 * /certificates/:code (public): a certificate the portal issued, as anyone with its link sees and
 * prints it. An unknown code says so.
 */
export function CertificatePage() {
  const { code = '' } = useParams()
  const certificate = useCertificate(code)
  const isUnknown =
    !isCertificateCode(code) ||
    (isApiError(certificate.error) && (certificate.error.status === 404 || certificate.error.status === 422))

  if (isUnknown) {
    return (
      <Stack gap="md" maw={640}>
        <Title order={1}>{T.notFoundTitle}</Title>
        <Text>{T.notFound}</Text>
      </Stack>
    )
  }
  if (certificate.isPending) return <PageLoader label={T.loading} />
  if (!certificate.data) {
    return (
      <Stack gap="md">
        <Title order={1}>{T.title}</Title>
        <LoadError title={T.loadFailed} query={certificate} />
      </Stack>
    )
  }
  return <CertificateSheet certificate={certificate.data} />
}

function CertificateSheet({ certificate }: { certificate: Certificate }) {
  const headingId = useId()
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button variant="default" onClick={() => window.print()}>
          {T.print}
        </Button>
      </Group>
      <article className={`${classes.sheet} ${print.printAlone}`} aria-labelledby={headingId}>
        <div className={classes.frame}>
          <p className={classes.issuer}>{T.issuer}</p>
          <h1 id={headingId} className={classes.title}>
            {T.title}
          </h1>
          <p className={classes.recipient}>{certificate.recipientName}</p>
          <p className={classes.lead}>{T.earned}</p>
          <p className={classes.certification}>{certificate.certificationName}</p>
          <dl className={classes.facts}>
            <div>
              <dt>{T.issued}</dt>
              <dd>{formatDate(certificate.issuedOn)}</dd>
            </div>
            <div>
              <dt>{T.credentialId}</dt>
              <dd>{certificate.credentialId}</dd>
            </div>
            <div>
              <dt>{T.status}</dt>
              <dd>{statusLabel(certificate.status)}</dd>
            </div>
          </dl>
        </div>
      </article>
    </Stack>
  )
}
