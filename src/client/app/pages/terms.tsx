import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { defineMessages, useIntl } from 'react-intl'
import useSWR from 'swr'
import { LoadError } from '#client/components/load-error.tsx'
import { LoadingSkeleton } from '#client/components/loading-skeleton.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { Terms } from '#shared/public-config.ts'

const messages = defineMessages({
  loading: { id: 'terms.loading', defaultMessage: 'Loading the terms' },
  failed: { id: 'terms.failed', defaultMessage: 'The terms could not be loaded.' },
})

// The terms themselves are the instance's own text, as its operator wrote them: shown as received.
type Block = { id: string; kind: 'heading' | 'paragraph'; text: string }

/** Plain text into blocks: "# Title" lines are headings, blank lines separate paragraphs. Never HTML. */
export function termsBlocks(text: string): Block[] {
  return text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk, index) =>
      /^#+\s/.test(chunk)
        ? { id: `b${index}`, kind: 'heading', text: chunk.replace(/^#+\s+/, '') }
        : { id: `b${index}`, kind: 'paragraph', text: chunk.replace(/\s*\n\s*/g, ' ') },
    )
}

export function Component() {
  const intl = useIntl()
  const { data, error, isLoading, isValidating, mutate } = useSWR(apiPaths.terms, () =>
    fetchJson<Terms>(apiPaths.terms),
  )
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/terms'])}</PageTitle>
      <MainCard>
        {isLoading && (
          <LoadingSkeleton variant="rounded" height={160} label={intl.formatMessage(messages.loading)} />
        )}
        {error && !data && (
          <LoadError
            what={intl.formatMessage(messages.failed)}
            error={error}
            onRetry={() => void mutate()}
            isRetrying={isValidating}
          />
        )}
        {data && (
          <Stack sx={{ gap: 1.5, maxWidth: 760 }}>
            {termsBlocks(data.text).map((block) =>
              block.kind === 'heading' ? (
                <Typography
                  key={block.id}
                  variant="h5"
                  component="h2"
                  sx={{ mt: 1, '&:first-of-type': { mt: 0 } }}
                >
                  {block.text}
                </Typography>
              ) : (
                <Typography key={block.id}>{block.text}</Typography>
              ),
            )}
          </Stack>
        )}
      </MainCard>
    </>
  )
}
