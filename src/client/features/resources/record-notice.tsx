import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { defineMessage, type IntlShape, useIntl } from 'react-intl'
import { TextLink } from '#client/components/text-link.tsx'
import type { ResourceDefinition } from '#shared/resource.ts'

const allRecords = defineMessage<{ other: string }>({
  id: 'resources.notice.all',
  defaultMessage: 'All {other}',
})
const missing = defineMessage<{ one: string }>({
  id: 'resources.notice.missing',
  defaultMessage: 'This {one} does not exist: it may have been deleted.',
})

// What a resource's page says instead of its content when there is nothing to show or do there: a
// record that does not exist, or a form the person's role may not use. A way back to the list.

export function RecordNotice({ definition, children }: { definition: ResourceDefinition; children: string }) {
  const intl = useIntl()
  return (
    <Stack sx={{ gap: 1.5, alignItems: 'flex-start' }}>
      <Typography>{children}</Typography>
      <TextLink to={`/${definition.name}`}>
        {intl.formatMessage(allRecords, { other: definition.label.other.toLowerCase() })}
      </TextLink>
    </Stack>
  )
}

/** The sentence for a record that is not there (deleted, or never readable by this person). */
export const missingRecord = (intl: IntlShape, definition: ResourceDefinition) =>
  intl.formatMessage(missing, { one: definition.label.one.toLowerCase() })
