import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { shouldShowProfileUpdateModal } from '@portal/contracts'
import { whenIdle } from '../../lib/idle'
import { useProfile, useUpdateProfile } from './profile-api'

// Few visits show the prompt: its dialog (Mantine's Modal) is downloaded when one does, not with
// the dashboard, whose first view it would otherwise delay.
const ProfileUpdateDialog = lazy(() =>
  import('./ProfileUpdateDialog').then((m) => ({ default: m.ProfileUpdateDialog })),
)

/**
 * The profile update prompt (spec 1 §2.6, §4). Mounted by the signed-in shell on the dashboard
 * route only: the dashboard is where a member lands after signing in, and a prompt there asks
 * once, without interrupting work on any other screen. Showing it records profileUpdateModalShown
 * with a silent update (no toast, not a profile review); the server sets the time.
 */
export function ProfileUpdateModal() {
  const { data: profile } = useProfile()
  const record = useUpdateProfile()
  const [isShown, setShown] = useState(false)
  // Once decided, the prompt stays as it is: the recorded time would otherwise close it at once.
  const isDecided = useRef(false)
  const { mutate } = record

  useEffect(() => {
    if (!profile || isDecided.current) return
    // Deciding needs today's date in US Eastern time, and a browser's first time-zone formatter
    // is slow to create (a long task on a phone): decided once the dashboard is drawn, not in the
    // commit that draws it.
    return whenIdle(() => {
      isDecided.current = true
      if (!shouldShowProfileUpdateModal(profile, new Date())) return
      setShown(true)
      mutate({ body: { profileUpdateModalShown: true }, silent: true })
    })
  }, [profile, mutate])

  if (!isShown) return null
  return (
    <Suspense fallback={null}>
      <ProfileUpdateDialog />
    </Suspense>
  )
}
