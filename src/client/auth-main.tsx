import '@fontsource/public-sans/400.css'
import '@fontsource/public-sans/500.css'
import '@fontsource/public-sans/600.css'
import '@fontsource/public-sans/700.css'
import 'virtual:foyer-palette.css'
import './auth-app/auth-app.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { SIGN_IN_OPTIONS_ELEMENT_ID, SIGNED_IN_ELEMENT_ID } from '#shared/constants.ts'
import type { SignedInAs } from '#shared/rendered-page.ts'
import { PASSWORD_ONLY, type SignInPageOptions } from '#shared/sso.ts'
import { AuthApp, authPageOf } from './auth-app/auth-app.tsx'
import { signInMessages } from './auth-app/language.ts'
import { pageLanguage } from './i18n/page-language.ts'
import { basePath } from './lib/base-path.ts'
import { readJsonBlock } from './lib/json-block.ts'

// The entry of auth.html: Login, Register and the pages around them (decision 007).

async function start(root: HTMLElement) {
  const { path, Page } = authPageOf(window.location.pathname.slice(basePath.length) || '/')
  // Login or Register opened by someone signed in: the server says who (auth-app/signed-in.tsx).
  const signedIn = readJsonBlock<SignedInAs>(SIGNED_IN_ELEMENT_ID) ?? null
  // Sign-in providers, when the instance has any (the server rendered the page with them).
  const options = readJsonBlock<SignInPageOptions>(SIGN_IN_OPTIONS_ELEMENT_ID) ?? PASSWORD_ONLY
  // The language the server wrote the page in: its messages first, for the same first render.
  const language = pageLanguage()
  const messages = await signInMessages(language)
  const app = (
    <StrictMode>
      <AuthApp
        path={path}
        Page={Page}
        signedIn={signedIn}
        options={options}
        language={language}
        messages={messages}
      />
    </StrictMode>
  )
  if (root.hasChildNodes()) {
    // Rendered by the build, or by the server for the page's query (prerender.tsx): the same markup
    // as this first render, so React adopts it.
    hydrateRoot(root, app)
  } else {
    createRoot(root).render(app)
  }
}

const root = document.getElementById('root')
if (!root) throw new Error('auth.html has no #root element')
void start(root)
