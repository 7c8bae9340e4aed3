import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { vi } from 'vitest'
import { AuthApp } from '#client/auth-app/auth-app.tsx'
import { allMessages } from '#client/i18n/all-messages.ts'
import { pageLoad } from '#client/lib/page-load.ts'
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages.ts'
import type { SignInPageOptions } from '#shared/sso.ts'

/**
 * Renders a sign-in page (auth.html, decision 007) at a path with its query, in English unless asked.
 * `leftFor` records where the page sent the browser (jsdom cannot load pages), since this render.
 */
export function renderAuthPage(
  Page: ComponentType,
  path: string,
  options?: SignInPageOptions,
  language: Language = DEFAULT_LANGUAGE,
) {
  window.history.replaceState(null, '', path)
  const leftFor = vi.spyOn(pageLoad, 'replace').mockImplementation(() => {})
  leftFor.mockClear()
  const messages = language === DEFAULT_LANGUAGE ? {} : allMessages[language]
  const result = render(
    <AuthApp path="/login" Page={Page} options={options} language={language} messages={messages} />,
  )
  return { ...result, leftFor }
}
