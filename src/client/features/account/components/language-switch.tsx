import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { useSWRConfig } from 'swr'
import { switchLanguage } from '#client/i18n/language.ts'
import { failureReason } from '#client/lib/failure-reason.ts'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { Me } from '#shared/auth.ts'
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '#shared/languages.ts'

const messages = defineMessages({
  label: { id: 'language.label', defaultMessage: 'Language' },
})
const notSaved = defineMessage<{ reason: string }>({
  id: 'language.not-saved',
  defaultMessage: 'The language was not saved. {reason}',
})

/**
 * The language of the app (decision 028): its messages load, the app turns to it at once (and to
 * right-to-left for Arabic), and the server keeps it for the person, so their other devices and the
 * pages it renders follow.
 */
export function LanguageSwitch() {
  const intl = useIntl()
  const language = intl.locale as Language
  const { mutate } = useSWRConfig()
  const [failure, setFailure] = useState('')
  const choose = async (next: Language) => {
    const before = language
    setFailure('')
    try {
      await switchLanguage(next)
      await mutate<Me>(apiPaths.me, (me) => (me ? { ...me, language: next } : me), { revalidate: false })
      await fetchJson(apiPaths.accountAppearance, { method: 'PUT', body: JSON.stringify({ language: next }) })
    } catch (error) {
      await mutate<Me>(apiPaths.me, (me) => (me ? { ...me, language: before } : me), { revalidate: false })
      await switchLanguage(before)
      setFailure(intl.formatMessage(notSaved, { reason: failureReason(intl, error) }))
    }
  }
  return (
    <Stack sx={{ px: 2.5, pb: 2, gap: 0.5 }}>
      <TextField
        select
        size="small"
        label={intl.formatMessage(messages.label)}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value)
        }}
        slotProps={{ select: { native: true } }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </TextField>
      {failure && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.dark' }}>
          {failure}
        </Typography>
      )}
    </Stack>
  )
}
