import CalendarOutlinedIcon from '@ant-design/icons-svg/es/asn/CalendarOutlined'
import EnvironmentOutlinedIcon from '@ant-design/icons-svg/es/asn/EnvironmentOutlined'
import SafetyCertificateOutlinedIcon from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ComponentType, type ReactNode, useId } from 'react'
import { defineMessage, defineMessages, type IntlShape, useIntl } from 'react-intl'
import { antIcon } from '#client/components/ant-icon.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { formatDate } from '#client/lib/format.ts'
import { roleMessages } from '#client/lib/role-messages.ts'
import type { PersonProfile } from '#shared/account.ts'
import { PersonAvatar } from './person-avatar.tsx'
import { SocialLinkList, safeSocialLinks } from './social-link-list.tsx'

const CalendarOutlined = antIcon(CalendarOutlinedIcon)
const EnvironmentOutlined = antIcon(EnvironmentOutlinedIcon)
const SafetyCertificateOutlined = antIcon(SafetyCertificateOutlinedIcon)

const messages = defineMessages({
  location: { id: 'account.profile.location', defaultMessage: 'Location' },
  role: { id: 'account.profile.role', defaultMessage: 'Role' },
  memberSince: { id: 'account.profile.member-since', defaultMessage: 'Member since' },
  about: { id: 'account.profile.about', defaultMessage: 'About' },
  links: { id: 'account.profile.links', defaultMessage: 'Links' },
})
const jobAtCompany = defineMessage<{ jobTitle: string; company: string }>({
  id: 'account.profile.job-at-company',
  defaultMessage: '{jobTitle} at {company}',
})

/** "Engineer at Acme", "Engineer", "Acme": the line under the name. */
export function workLine(
  intl: IntlShape,
  person: Pick<PersonProfile, 'jobTitle' | 'company'>,
): string | null {
  if (person.jobTitle && person.company)
    return intl.formatMessage(jobAtCompany, { jobTitle: person.jobTitle, company: person.company })
  return person.jobTitle || person.company || null
}

function Fact({ icon: Icon, term, children }: { icon: ComponentType; term: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Stack component="dt" direction="row" sx={{ gap: 1, alignItems: 'center', color: 'text.secondary' }}>
        <Icon aria-hidden />
        {term}
      </Stack>
      <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Box>
    </Stack>
  )
}

/**
 * A person as the people of the instance see them (View Profile, /people/:id). The bio is plain
 * text with its line breaks kept; links only ever point at http(s) addresses.
 */
export function ProfileCard({ person, actions }: { person: PersonProfile; actions?: ReactNode }) {
  const intl = useIntl()
  const aboutId = useId()
  const linksId = useId()
  const work = workLine(intl, person)
  const hasLinks = safeSocialLinks(person.socialLinks).length > 0
  return (
    <MainCard>
      <Stack sx={{ gap: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2.5, alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <PersonAvatar name={person.name} avatar={person.avatar} size={96} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {person.name}
            </Typography>
            {work && (
              <Typography color="textSecondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {work}
              </Typography>
            )}
          </Box>
          {actions}
        </Stack>
        <Stack component="dl" sx={{ m: 0, gap: 1 }}>
          {person.location && (
            <Fact icon={EnvironmentOutlined} term={intl.formatMessage(messages.location)}>
              {person.location}
            </Fact>
          )}
          <Fact icon={SafetyCertificateOutlined} term={intl.formatMessage(messages.role)}>
            {intl.formatMessage(roleMessages[person.role])}
          </Fact>
          <Fact icon={CalendarOutlined} term={intl.formatMessage(messages.memberSince)}>
            <time dateTime={person.memberSince}>{formatDate(person.memberSince)}</time>
          </Fact>
        </Stack>
        {person.bio && (
          <>
            <Divider />
            <section aria-labelledby={aboutId}>
              <Typography id={aboutId} variant="h5" component="h3" sx={{ mb: 1 }}>
                {intl.formatMessage(messages.about)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{person.bio}</Typography>
            </section>
          </>
        )}
        {hasLinks && (
          <>
            <Divider />
            <section aria-labelledby={linksId}>
              <Typography id={linksId} variant="h5" component="h3" sx={{ mb: 0.5 }}>
                {intl.formatMessage(messages.links)}
              </Typography>
              <SocialLinkList links={person.socialLinks} aria-labelledby={linksId} />
            </section>
          </>
        )}
      </Stack>
    </MainCard>
  )
}

/** The shape of ProfileCard while the person loads. */
export function ProfileCardSkeleton({ label }: { label: string }) {
  return (
    <MainCard>
      <Box role="status" aria-label={label}>
        <Stack direction="row" sx={{ gap: 2.5, alignItems: 'center' }}>
          <Skeleton variant="circular" width={96} height={96} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="40%" height={32} />
            <Skeleton variant="text" width="60%" />
          </Box>
        </Stack>
        <Box sx={{ mt: 3 }}>
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="text" width="35%" />
          <Skeleton variant="text" width="25%" />
        </Box>
      </Box>
    </MainCard>
  )
}
