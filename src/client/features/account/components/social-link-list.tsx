import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl'
import { NewTabHint, newTabProps } from '#client/components/external-link.tsx'
import { isHttpUrl, type SocialKind, socialKinds } from '#shared/account-rules.ts'

/** The kinds' names, in the English of socialLabels (account-rules.ts). */
const socialLabels: Record<SocialKind, MessageDescriptor> = defineMessages({
  website: { id: 'account.social.website', defaultMessage: 'Website' },
  github: { id: 'account.social.github', defaultMessage: 'GitHub' },
  gitlab: { id: 'account.social.gitlab', defaultMessage: 'GitLab' },
  linkedin: { id: 'account.social.linkedin', defaultMessage: 'LinkedIn' },
  x: { id: 'account.social.x', defaultMessage: 'X' },
  mastodon: { id: 'account.social.mastodon', defaultMessage: 'Mastodon' },
  bluesky: { id: 'account.social.bluesky', defaultMessage: 'Bluesky' },
  youtube: { id: 'account.social.youtube', defaultMessage: 'YouTube' },
})

/** A link, with the message of its kind's name (null for a kind this client does not know). */
type LinkEntry = { kind: string; label: MessageDescriptor | null; url: string }

/** The links worth showing, in the order of socialKinds then any other kind: only http(s) URLs. */
export function safeSocialLinks(links: Record<string, string | undefined>): LinkEntry[] {
  const known = new Set<string>(socialKinds)
  const kinds = [
    ...socialKinds,
    ...Object.keys(links)
      .filter((kind) => !known.has(kind))
      .sort(),
  ]
  return kinds.flatMap((kind) => {
    const url = links[kind]
    if (!url || !isHttpUrl(url)) return []
    return [{ kind, label: Object.hasOwn(socialLabels, kind) ? socialLabels[kind as SocialKind] : null, url }]
  })
}

/**
 * A person's social links as links out of the app: new tab, no opener, no referrer, and only
 * http(s) addresses, whatever the server sent. Renders nothing when there are none.
 */
export function SocialLinkList({
  links,
  'aria-labelledby': labelledBy,
}: {
  links: Record<string, string | undefined>
  'aria-labelledby'?: string
}) {
  const intl = useIntl()
  const entries = safeSocialLinks(links)
  if (entries.length === 0) return null
  return (
    <List dense disablePadding aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <ListItem key={entry.kind} disableGutters>
          <ListItemText
            primary={entry.label ? intl.formatMessage(entry.label) : entry.kind}
            slotProps={{ primary: { variant: 'subtitle2' } }}
            secondary={
              <Link href={entry.url} {...newTabProps} sx={{ wordBreak: 'break-all' }}>
                {entry.url}
                <NewTabHint />
              </Link>
            }
          />
        </ListItem>
      ))}
    </List>
  )
}
