import '@fontsource/public-sans/400.css'
import '@fontsource/public-sans/500.css'
import '@fontsource/public-sans/600.css'
import '@fontsource/public-sans/700.css'
import 'virtual:foyer-palette.css'
import './auth-app/auth-app.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AuthApp, authPageOf } from './auth-app/auth-app.tsx'
import { basePath } from './lib/base-path.ts'

// The entry of auth.html: Login, Register and the pages around them (decision 007).

const root = document.getElementById('root')
if (!root) throw new Error('auth.html has no #root element')
const { title, Page } = authPageOf(window.location.pathname.slice(basePath.length) || '/')
const app = (
  <StrictMode>
    <AuthApp title={title} Page={Page} />
  </StrictMode>
)

if (root.hasChildNodes()) {
  // Rendered by the build, or by the server for the page's query (prerender.tsx): the same markup
  // as this first render, so React adopts it.
  hydrateRoot(root, app)
} else {
  createRoot(root).render(app)
}
