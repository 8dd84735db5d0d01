/**
 * The profile summary card of the dashboard sidebar (spec 1 §2.5): the address line, the
 * 'job title at organization' line, the AFCC logo rule and the MyAFCPE Profile block.
 */
import { CERTIFICATION_STATUS_LABELS, type CertificationKey, type CertificationStatus } from '../domain/enums'
import { DashboardMessages as M } from './messages'
import type { MyAfcpeProfileRow, StatusBadge } from './schemas'

/** 'City, State, Country' of the primary address; null when there is none. */
export function locationLine(
  address: { city: string | null; state: string | null; country: string | null } | null,
): string | null {
  if (!address) return null
  const parts = [address.city, address.state, address.country].map((p) => p?.trim()).filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : null
}

/** 'Job title at Organization', or whichever of the two exists. */
export function positionLine(jobTitle: string | null, organization: string | null): string | null {
  const title = jobTitle?.trim()
  const org = organization?.trim()
  if (title && org) return `${title} at ${org}`
  return title || org || null
}

/** AFCC® holders see the AFCC logo (spec 1 §6): an AFCC certification that is not revoked. */
export function isAfccCertificant(certifications: { key: CertificationKey; status: CertificationStatus }[]): boolean {
  return certifications.some((c) => c.key === 'afcc' && c.status !== 'revoked')
}

export interface MyAfcpeProfileFacts {
  isActiveMember: boolean
  certifications: { name: string; status: CertificationStatus }[]
  completedTrainings: { name: string; accredibleUrl: string | null }[]
  enrolledTrainings: { name: string; isLinkEnabled: boolean }[]
  /**
   * A certification registration under way, with the badge of its card (registrationBadgeOf): in
   * review, changes requested, expired or in progress.
   */
  inProgressRegistration: { name: string; badge: StatusBadge } | null
}

/**
 * The MyAFCPE Profile rows, or null when the block is hidden: not an active member, no
 * certification, no completed or enrolled training and no registration in progress.
 */
export function myAfcpeProfileRows(facts: MyAfcpeProfileFacts): MyAfcpeProfileRow[] | null {
  const rows: MyAfcpeProfileRow[] = []
  if (facts.isActiveMember) {
    rows.push({
      kind: 'membership',
      label: M.membershipRow,
      badge: { label: M.inGoodStanding, tone: 'success' },
      isPrimary: true,
      href: null,
    })
  }
  for (const certification of facts.certifications) {
    const isGood = certification.status === 'good_standing'
    rows.push({
      kind: 'certification',
      label: certification.name,
      badge: {
        label: CERTIFICATION_STATUS_LABELS[certification.status],
        tone: isGood ? 'success' : certification.status === 'revoked' ? 'danger' : 'warning',
      },
      isPrimary: isGood,
      href: null,
    })
  }
  for (const training of facts.completedTrainings) {
    rows.push({
      kind: 'training',
      label: training.name,
      badge: { label: M.completed, tone: 'success' },
      isPrimary: false,
      href: training.accredibleUrl,
    })
  }
  for (const training of facts.enrolledTrainings) {
    rows.push({
      kind: 'training',
      label: training.name,
      badge: training.isLinkEnabled ? { label: M.inProgress, tone: 'info' } : { label: M.pending, tone: 'neutral' },
      isPrimary: false,
      href: null,
    })
  }
  if (facts.inProgressRegistration) {
    const { name, badge } = facts.inProgressRegistration
    rows.push({
      kind: 'registration',
      label: name,
      badge,
      isPrimary: false,
      href: null,
    })
  }
  return rows.length > 0 ? rows : null
}
