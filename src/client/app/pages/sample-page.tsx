import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { SampleChip } from '#client/components/sample-chip.tsx'
import { BreadcrumbTrail } from '../layout/breadcrumbs.tsx'

// A deep trail of sample crumbs: more than 8, so it shows how a long trail collapses in the
// middle and expands on click.
export const sampleCrumbs = [
  'Home',
  'Workspace',
  'Projects',
  'Foyer',
  'Settings',
  'Members',
  'Roles',
  'Permissions',
  'Audit',
  'Export',
].map((title, index, all) => ({
  id: `sample-${index}`,
  title,
  url: index < all.length - 1 ? '/sample-page' : undefined,
}))

export function Component() {
  return (
    <>
      <PageTitle>Sample Page</PageTitle>
      <Stack sx={{ gap: 3 }}>
        <MainCard title="Sample Card" secondary={<SampleChip />}>
          <Typography>
            This page is a starting point for your own pages: copy it, give it a route and a menu item, and
            replace this card with your content. Everything on it is sample content.
          </Typography>
        </MainCard>
        <MainCard title="Long breadcrumbs" secondary={<SampleChip />}>
          <Typography sx={{ mb: 2 }}>
            A trail of more than 8 crumbs collapses in the middle, keeping the first and the last; the
            ellipsis button shows the rest.
          </Typography>
          <BreadcrumbTrail crumbs={sampleCrumbs} label="Sample breadcrumb" />
        </MainCard>
      </Stack>
    </>
  )
}
