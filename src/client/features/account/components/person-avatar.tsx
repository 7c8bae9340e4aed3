import Avatar from '@mui/material/Avatar'
import { initialsOf } from '#client/lib/initials.ts'

/**
 * A person's photo, or their initials when they have none. Decorative by default (alt=""): the
 * name is always written beside it.
 */
export function PersonAvatar({
  name,
  avatar,
  size = 72,
  alt = '',
}: {
  name: string
  avatar: string | null
  size?: number
  alt?: string
}) {
  return (
    <Avatar
      src={avatar ?? undefined}
      alt={alt}
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.lighter',
        color: 'primary.dark',
        fontSize: size / 2.5,
        fontWeight: 600,
      }}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </Avatar>
  )
}
