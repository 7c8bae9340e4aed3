import ButtonBase from '@mui/material/ButtonBase'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { defineMessage, useIntl } from 'react-intl'
import { lazyPanel, OpenedOnce } from '#client/lib/lazy-panel.ts'
import type { Role } from '#shared/auth-rules.ts'
import { PersonAvatar } from './person-avatar.tsx'

// The profile popup: the signed-in person, a Logout button, and the items of the
// Profile and Setting tabs. The account items lead to the pages of the account center;
// Support and Feedback lead to their configured links. The panel is a chunk of its own, fetched
// when the person points at or focuses the button.

const ProfilePopupContent = lazyPanel(() =>
  import('./profile-popup-content.tsx').then((loaded) => loaded.ProfilePopupContent),
)

const showMenu = defineMessage({ id: 'account.popup.show-menu', defaultMessage: 'show profile menu' })

/** Who the popup shows: the app passes the signed-in person. */
export type ProfilePerson = { name: string; subtitle: string; avatar: string | null; role: Role }

export function ProfilePopup({
  person,
  onSignOut,
}: {
  person: ProfilePerson
  onSignOut: () => Promise<void>
}) {
  const intl = useIntl()
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null)
  const isOpen = Boolean(anchorEl)
  const close = () => setAnchorEl(null)
  const buttonId = useId()
  const initialsId = useId()
  const nameId = useId()

  return (
    <>
      <ButtonBase
        id={buttonId}
        // Named by what it shows, initials (without a photo) and name even where the name is hidden,
        // then by what it does, its own aria-label (WCAG 2.5.3, label in name).
        aria-labelledby={`${initialsId} ${nameId} ${buttonId}`}
        aria-label={intl.formatMessage(showMenu)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'profile-popup' : undefined}
        onPointerEnter={ProfilePopupContent.preload}
        onFocus={ProfilePopupContent.preload}
        onClick={(event) => setAnchorEl(isOpen ? null : event.currentTarget)}
        sx={{
          p: 0.25,
          borderRadius: 1,
          bgcolor: isOpen ? 'grey.100' : 'transparent',
          '&:hover': { bgcolor: 'grey.100' },
        }}
      >
        <Stack direction="row" sx={{ gap: 1.25, alignItems: 'center', p: 0.5 }}>
          <PersonAvatar name={person.name} avatar={person.avatar} size={32} initialsId={initialsId} />
          {/* Initials and name as two words where the button's text is read ("AL Ada", not "ALAda"). */}{' '}
          <Typography
            id={nameId}
            variant="subtitle1"
            component="span"
            sx={{ display: { xs: 'none', md: 'block' } }}
            data-testid="profile-name"
          >
            {person.name}
          </Typography>
        </Stack>
      </ButtonBase>
      <OpenedOnce isOpen={isOpen}>
        <ProfilePopupContent person={person} anchorEl={anchorEl} onClose={close} onSignOut={onSignOut} />
      </OpenedOnce>
    </>
  )
}
