import { useNavigate } from 'react-router'
import { type ProfilePerson, ProfilePopup } from '#client/features/account/components/profile-popup.tsx'
import { signOut, useMe } from '#client/features/auth/api/auth-api.ts'
import { whileSessionChanges } from '#client/lib/session-change.ts'
import type { Me } from '#shared/auth.ts'

export function profilePersonOf(me: Me): ProfilePerson {
  return {
    name: me.name,
    subtitle: me.jobTitle || (me.role === 'admin' ? 'Administrator' : 'Member'),
    avatar: me.avatar,
  }
}

/** The profile popup for the signed-in person; its Logout buttons sign out and land on Login. */
export function AccountMenu() {
  const { data: me } = useMe()
  const navigate = useNavigate()
  if (!me) return null
  return (
    <ProfilePopup
      person={profilePersonOf(me)}
      onSignOut={() =>
        // Until Login shows, the ended session (which the notification stream also reports) is
        // expected, not an expiry.
        whileSessionChanges(async () => {
          await signOut()
          await navigate('/login', { replace: true })
        })
      }
    />
  )
}
