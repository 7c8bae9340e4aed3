import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { apiKeyFacts } from '#client/lib/api-key-facts.ts'
import type { ApiKey } from '#shared/api-keys.ts'

// A list of API keys, the same in Account Settings and on a person's page in the administration:
// each named, with its first characters, expiry and last use, its scopes, and a button that revokes it.

const messages = defineMessages({
  scopes: { id: 'lib.api-key.scopes', defaultMessage: 'Scopes' },
  revoke: { id: 'lib.api-key.revoke', defaultMessage: 'Revoke' },
})
const revokeLabel = defineMessage<{ name: string }>({
  id: 'lib.api-key.revoke-label',
  defaultMessage: 'Revoke the key {name}',
})

export function ApiKeyList<Key extends ApiKey>({
  keys,
  label,
  onRevoke,
  onPreload,
}: {
  keys: readonly Key[]
  /** The list's accessible name. */
  label: string
  onRevoke: (key: Key) => void
  /** Loads the revocation dialog before it is needed (on hover or focus). */
  onPreload: () => void
}) {
  const intl = useIntl()
  return (
    <List aria-label={label} sx={{ mt: 1 }}>
      {keys.map((key) => (
        <ListItem key={key.id} divider disableGutters>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ width: '100%', gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack sx={{ gap: 0.5, minWidth: 0 }}>
              <ListItemText
                primary={key.name}
                secondary={apiKeyFacts(intl, key).join(' · ')}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                sx={{ my: 0 }}
              />
              <Stack
                direction="row"
                component="ul"
                aria-label={intl.formatMessage(messages.scopes)}
                sx={{ gap: 0.5, flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
              >
                {key.scopes.map((scope) => (
                  <li key={scope}>
                    <Chip label={scope} size="small" variant="outlined" />
                  </li>
                ))}
              </Stack>
            </Stack>
            <Button
              color="error"
              onPointerEnter={onPreload}
              onFocus={onPreload}
              onClick={() => onRevoke(key)}
              aria-label={intl.formatMessage(revokeLabel, { name: key.name })}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
            >
              {intl.formatMessage(messages.revoke)}
            </Button>
          </Stack>
        </ListItem>
      ))}
    </List>
  )
}
