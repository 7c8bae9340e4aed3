import { styled } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { NewTabHint } from '#client/components/external-link.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { isHttpUrl, type SocialKind, socialKinds, socialLabels } from '#shared/account-rules.ts'

// MUI's dense List of two-line ListItemTexts as they draw, without their modules.
const Links = styled('ul')({ listStyle: 'none', margin: 0, padding: 0, position: 'relative' })
const Entry = styled('li')({ position: 'relative', paddingTop: 4, paddingBottom: 4 })

type LinkEntry = { kind: string; label: string; url: string }

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
    return [{ kind, label: socialLabels[kind as SocialKind] ?? kind, url }]
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
  const entries = safeSocialLinks(links)
  if (entries.length === 0) return null
  return (
    <Links aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <Entry key={entry.kind}>
          <Typography variant="subtitle2" component="span" sx={{ display: 'block', mt: 0.75 }}>
            {entry.label}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 0.75 }}>
            <TextLink href={entry.url} newTab sx={{ wordBreak: 'break-all' }}>
              {entry.url}
              <NewTabHint />
            </TextLink>
          </Typography>
        </Entry>
      ))}
    </Links>
  )
}
