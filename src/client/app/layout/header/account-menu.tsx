import { type IntlShape, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { type ProfilePerson, ProfilePopup } from '#client/features/account/components/profile-popup.tsx'
import { signOut, useMe } from '#client/features/auth/api/auth-api.ts'
import { roleMessages } from '#client/lib/role-messages.ts'
import type { Me } from '#shared/auth.ts'

export function profilePersonOf(me: Me, intl: IntlShape): ProfilePerson {
  return {
    name: me.name,
    subtitle: me.jobTitle || intl.formatMessage(roleMessages[me.role]),
    avatar: me.avatar,
    role: me.role,
  }
}

/** The profile popup for the signed-in person; its Logout buttons sign out and land on Login. */
export function AccountMenu() {
  const { data: me } = useMe()
  const navigate = useNavigate()
  const intl = useIntl()
  if (!me) return null
  return (
    <ProfilePopup
      person={profilePersonOf(me, intl)}
      onSignOut={() => signOut(() => navigate('/login', { replace: true }))}
    />
  )
}
