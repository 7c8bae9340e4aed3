import Avatar from '@mui/material/Avatar'
import { useState } from 'react'
import { initialsOf } from '#client/lib/initials.ts'

/**
 * A person's photo, or their initials when they have none or it does not load. Decorative by
 * default (alt=""): the name is always written beside it. `initialsId` lets a control that shows
 * the avatar name itself after the initials it shows.
 */
export function PersonAvatar({
  name,
  avatar,
  size = 72,
  alt = '',
  initialsId,
}: {
  name: string
  avatar: string | null
  size?: number
  alt?: string
  initialsId?: string
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const showsPhoto = avatar !== null && failed !== avatar
  return (
    <Avatar
      src={showsPhoto ? avatar : undefined}
      alt={alt}
      slotProps={{ img: { onError: () => setFailed(avatar) } }}
      sx={{ width: size, height: size, fontSize: size / 2.5 }}
    >
      <span id={initialsId} aria-hidden="true">
        {initialsOf(name)}
      </span>
    </Avatar>
  )
}
