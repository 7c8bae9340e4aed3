import ReloadOutlined from '@ant-design/icons/ReloadOutlined'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useRouteError } from 'react-router'
import { MAIN_CONTENT_ID } from '#client/components/skip-link.tsx'
import { CHUNK_RELOAD_KEY, ChunkLoadError } from './lazy-page.ts'

/** What a route shows when its module cannot load after one reload, or when it throws. */
export function RouteError() {
  const error = useRouteError()
  const isChunkError = error instanceof ChunkLoadError
  const reload = () => {
    sessionStorage.removeItem(CHUNK_RELOAD_KEY)
    window.location.reload()
  }
  return (
    <Stack
      component="main"
      id={MAIN_CONTENT_ID}
      role="alert"
      sx={{
        minHeight: '60vh',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
      }}
    >
      <Typography variant="h3" component="h1">
        {isChunkError ? 'This page could not be loaded' : 'Something went wrong'}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {isChunkError
          ? 'Part of Foyer did not arrive, even after a reload. The server may be restarting or your connection may have dropped.'
          : 'An unexpected error stopped this page. Reloading usually helps; if it keeps happening, tell your administrator.'}
      </Typography>
      <Button variant="contained" startIcon={<ReloadOutlined aria-hidden />} onClick={reload}>
        Reload
      </Button>
    </Stack>
  )
}
