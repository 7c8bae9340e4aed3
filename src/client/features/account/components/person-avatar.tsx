import { styled } from '@mui/material/styles'
import { useState } from 'react'
import { forwardPropsExcept } from '#client/components/forward-props.ts'
import { initialsOf } from '#client/lib/initials.ts'

// MUI's Avatar as it draws a photo or initials, without its module: the top bar of every page shows
// the signed-in person's.
const Circle = styled('div', { shouldForwardProp: forwardPropsExcept('size') })<{ size: number }>(
  ({ theme, size }) => ({
    position: 'relative',
    width: size,
    height: size,
    fontSize: size / 2.5,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: '50%',
    userSelect: 'none',
    fontFamily: theme.typography.fontFamily,
    fontWeight: 600,
    lineHeight: 1,
    color: theme.palette.primary.dark,
    backgroundColor: theme.palette.primary.lighter,
    '& > img': {
      width: '100%',
      height: '100%',
      objectFit: 'cover',
      textAlign: 'center',
      // An image that does not load shows the initials instead, never its alt text.
      color: 'transparent',
      textIndent: 10000,
    },
  }),
)

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
    <Circle size={size}>
      {showsPhoto ? (
        <img src={avatar} alt={alt} onError={() => setFailed(avatar)} />
      ) : (
        <span id={initialsId} aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
    </Circle>
  )
}
