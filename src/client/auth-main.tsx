import '@fontsource/public-sans/400.css'
import '@fontsource/public-sans/500.css'
import '@fontsource/public-sans/600.css'
import '@fontsource/public-sans/700.css'
import './auth-app/auth-app.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AuthApp, authPageOf } from './auth-app/auth-app.tsx'
import { applyPalette } from './auth-app/palette-properties.ts'
import { basePath } from './lib/base-path.ts'

// The entry of auth.html: Login, Register and the pages around them (decision 007).

applyPalette(document.documentElement.style)
const root = document.getElementById('root')
if (!root) throw new Error('auth.html has no #root element')
const { title, Page } = authPageOf(window.location.pathname.slice(basePath.length) || '/')

createRoot(root).render(
  <StrictMode>
    <AuthApp title={title} Page={Page} />
  </StrictMode>,
)
