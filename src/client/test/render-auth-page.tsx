import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { vi } from 'vitest'
import { AuthApp } from '#client/auth-app/auth-app.tsx'
import { pageLoad } from '#client/lib/page-load.ts'
import type { SignInPageOptions } from '#shared/sso.ts'

/**
 * Renders a sign-in page (auth.html, decision 007) at a path with its query.
 * `leftFor` records where the page sent the browser (jsdom cannot load pages), since this render.
 */
export function renderAuthPage(Page: ComponentType, path: string, options?: SignInPageOptions) {
  window.history.replaceState(null, '', path)
  const leftFor = vi.spyOn(pageLoad, 'replace').mockImplementation(() => {})
  leftFor.mockClear()
  const result = render(<AuthApp title="Test" Page={Page} options={options} />)
  return { ...result, leftFor }
}
