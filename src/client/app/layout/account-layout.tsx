import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { MainCard } from '#client/components/main-card.tsx'
import { usePublicConfig } from '#client/lib/use-public-config.ts'
import {
  type AccountSection,
  accountSections,
  currentSection,
  SESSIONS_ANCHOR,
} from '#client/navigation/account-sections.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'

const messages = defineMessages({
  label: { id: 'account-layout.label', defaultMessage: 'Your account' },
  sessions: { id: 'account-layout.sessions', defaultMessage: 'Sessions' },
})

/**
 * The account pages in one settings layout: their list beside the page from md up, a row of links
 * above it on a phone (scrolling sideways when it does not fit), each reachable from every other.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { pathname, hash } = useLocation()
  const sections = accountSections(usePublicConfig()?.samplePages ?? true)
  const current = currentSection(sections, pathname, hash)
  const intl = useIntl()
  const titleOf = (section: AccountSection) =>
    section.to.endsWith(`#${SESSIONS_ANCHOR}`)
      ? intl.formatMessage(messages.sessions)
      : intl.formatMessage(pageTitles[section.pattern])
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 3 }} component="nav" aria-label={intl.formatMessage(messages.label)}>
        <MainCard content={false} sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 80 }}>
          <List disablePadding>
            {sections.map((section) => (
              <ListItem key={section.to} disablePadding>
                <ListItemButton
                  component={Link}
                  to={section.to}
                  selected={section === current}
                  aria-current={section === current ? 'page' : undefined}
                >
                  <ListItemText primary={titleOf(section)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </MainCard>
        <Box sx={{ display: { md: 'none' }, overflowX: 'auto', mx: { xs: -2, sm: 0 }, px: { xs: 2, sm: 0 } }}>
          <Stack direction="row" sx={{ gap: 1, pb: 0.5, width: 'max-content' }}>
            {sections.map((section) => (
              <Chip
                key={section.to}
                component={Link}
                to={section.to}
                clickable
                label={titleOf(section)}
                color={section === current ? 'primary' : 'default'}
                variant={section === current ? 'filled' : 'outlined'}
                aria-current={section === current ? 'page' : undefined}
              />
            ))}
          </Stack>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 9 }} sx={{ minWidth: 0 }}>
        {children}
      </Grid>
    </Grid>
  )
}
