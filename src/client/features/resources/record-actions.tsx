import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { defineMessage, useIntl } from 'react-intl'
import { showToast } from '#client/components/toast.tsx'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { type Actor, actionRefusal, type ResourceDefinition } from '#shared/resource.ts'
import { recordTitle } from './record-value.tsx'
import { type ResourceRecord, useRecordWrites } from './resource-api.ts'

// The action's label is the definition's (a team's own words); only the sentences around it are ours.
const messages = {
  done: defineMessage<{ action: string; title: string }>({
    id: 'resources.action.done',
    defaultMessage: 'Done: {action} “{title}”.',
  }),
  button: defineMessage<{ action: string; title: string }>({
    id: 'resources.action.button',
    defaultMessage: '{action} {title}',
  }),
}

// A record's one-click actions (the definition's `actions`: "Archive"), on its page and its row in
// the list: only those its rules let this person take on it. A failure is the page's to show.

/** The definition's actions this person may take on this record, by name. */
export function availableActions(definition: ResourceDefinition, record: ResourceRecord, actor: Actor) {
  return Object.entries(definition.actions ?? {}).filter(
    ([name]) => actionRefusal(definition, name, record, actor) === null,
  )
}

export function RecordActions({
  definition,
  record,
  actor,
  onError,
  size = 'medium',
}: {
  definition: ResourceDefinition
  record: ResourceRecord
  actor: Actor
  onError: (error: ApiRequestError | null) => void
  size?: 'small' | 'medium'
}) {
  const intl = useIntl()
  const writes = useRecordWrites(definition)
  const [pending, setPending] = useState<string | null>(null)
  const title = recordTitle(intl, definition, record)
  const available = availableActions(definition, record, actor)
  if (available.length === 0) return null
  const take = async (name: string, label: string) => {
    setPending(name)
    onError(null)
    try {
      await writes.act(record.id, name, record.version)
      showToast({ message: intl.formatMessage(messages.done, { action: label, title }) })
    } catch (caught) {
      onError(toApiRequestError(caught))
    } finally {
      setPending(null)
    }
  }
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {available.map(([name, action]) => (
        <Button
          key={name}
          size={size}
          variant="outlined"
          disabled={pending !== null}
          aria-label={intl.formatMessage(messages.button, { action: action.label, title })}
          onClick={() => void take(name, action.label)}
        >
          {action.label}
        </Button>
      ))}
    </Stack>
  )
}
