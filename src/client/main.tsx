import '@fontsource/public-sans/400.css'
import '@fontsource/public-sans/500.css'
import '@fontsource/public-sans/600.css'
import '@fontsource/public-sans/700.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { forgetPageMeOnceLoaded } from './app/guards.ts'
import { trackPendingNavigation } from './app/lazy-page.ts'
import { Providers } from './app/providers.tsx'
import { routes } from './app/routes.tsx'
import { basePath } from './lib/base-path.ts'

const router = createBrowserRouter(routes, { basename: basePath || '/' })
trackPendingNavigation(router)
forgetPageMeOnceLoaded(router)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
)
