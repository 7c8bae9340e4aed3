import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { defineMessage, defineMessages, type MessageDescriptor, type MessageTag, useIntl } from 'react-intl'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { COLOR_SCHEME_STORAGE } from '#client/theme/color-scheme-storage.ts'
import { AVATAR_SIZE } from '#shared/account-rules.ts'

// What this version of Foyer really stores. Keep it true: every feature that stores something
// about a person adds its line here in the same change. The names of cookies and storage keys are
// the browser's own: the same in every language.
const where = defineMessages({
  local: { id: 'privacy.where.local', defaultMessage: '{name} (local storage)' },
  cookie: { id: 'privacy.where.cookie', defaultMessage: '{name} (cookie)' },
  session: { id: 'privacy.where.session', defaultMessage: '{name} (session storage)' },
})

const messages = defineMessages({
  short: { id: 'privacy.in-short', defaultMessage: 'In short' },
  shortText: {
    id: 'privacy.in-short.text',
    defaultMessage:
      'Foyer stores only what it needs to work, keeps it on the servers of whoever runs this instance, and sends nothing to anyone else: fonts, scripts and images all come from this server, with no trackers and no third-party requests.',
  },
  browser: { id: 'privacy.in-your-browser', defaultMessage: 'In your browser' },
  server: { id: 'privacy.on-the-server', defaultMessage: 'On the server' },
  copy: { id: 'privacy.copy', defaultMessage: 'Your copy, and deleting it' },
})
const sentences = {
  copyText: defineMessage<{ link: MessageTag }>({
    id: 'privacy.copy.text',
    defaultMessage:
      'Signed in, open the <link>Privacy Center</link> (in the profile menu, Setting tab) to download a copy of what this instance holds about you, or to delete your account.',
  }),
}

/** What the browser keeps: its name there (the same in every language), where, and why. */
type BrowserItem = { name: string; where: MessageDescriptor; why: MessageDescriptor }
/** What the server keeps, and why. */
type ServerItem = { name: MessageDescriptor; why: MessageDescriptor; values?: Record<string, number> }

const browserItems: BrowserItem[] = [
  {
    name: Object.keys(COLOR_SCHEME_STORAGE).join(', '),
    where: where.local,
    why: defineMessage({
      id: 'privacy.browser.color-scheme',
      defaultMessage:
        'Why: the theme you chose (light, dark or as your system) and the schemes it uses, so that pages open in it before anything is drawn.',
    }),
  },
  {
    name: 'foyer.session_token',
    where: where.cookie,
    why: defineMessage({
      id: 'privacy.browser.session-token',
      defaultMessage:
        'Why: the token of your session, so that you stay signed in; it cannot be read by scripts, and with "Keep me signed in" unchecked it ends with your browser session.',
    }),
  },
  {
    name: 'foyer.known_device',
    where: where.cookie,
    why: defineMessage({
      id: 'privacy.browser.known-device',
      defaultMessage:
        'Why: a random value given to this browser when it signs in, so that failed sign-ins from elsewhere cannot lock you out of your own browsers; it cannot be read by scripts, signs no one in, and lasts 400 days.',
    }),
  },
  {
    name: 'foyer.view',
    where: where.cookie,
    why: defineMessage({
      id: 'privacy.browser.view',
      defaultMessage:
        'Why: the width class of your window, your language and your time zone (for example "xl en-GB Europe/Paris"), so that the server can draw your pages before their scripts have loaded; it lasts a year and is rewritten when they change.',
    }),
  },
  {
    name: 'foyer:intl-view',
    where: where.local,
    why: defineMessage({
      id: 'privacy.browser.intl-view',
      defaultMessage:
        "Why: your language and time zone as your browser last gave them, with its language list and time offsets at the time, so that the dashboard can check its view cookie without waking the browser's date and number formats; asked again after a day.",
    }),
  },
  {
    name: 'foyer:personal:search-recent',
    where: where.local,
    why: defineMessage({
      id: 'privacy.browser.search-recent',
      defaultMessage:
        'Why: your last five choices in the search palette (their titles and addresses in the app, with the name and email of a person you opened), shown to you alone when you open it with nothing typed; removed when you sign out, when the app finds your session ended (expired, ended from elsewhere, your account banned or deleted), or when someone else signs in.',
    }),
  },
  {
    name: 'foyer:chunk-reload',
    where: where.session,
    why: defineMessage({
      id: 'privacy.browser.chunk-reload',
      defaultMessage:
        'Why: the time of the last automatic reload after a part of the interface failed to load, so that it reloads at most once.',
    }),
  },
]

const serverItems: ServerItem[] = [
  {
    name: defineMessage({ id: 'privacy.server.account', defaultMessage: 'Your account' }),
    why: defineMessage({
      id: 'privacy.server.account.why',
      defaultMessage:
        'your first and last name, company (if you gave one), email address, whether it is confirmed, your role, and when the account was created and changed: to let you sign in and to show who you are',
    }),
  },
  {
    name: defineMessage({ id: 'privacy.server.profile', defaultMessage: 'Your profile' }),
    why: defineMessage({
      id: 'privacy.server.profile.why',
      defaultMessage:
        'what you choose to add in Edit Profile and Social Profile: job title, company, location, bio and links to your pages elsewhere. The people signed in to this instance see them on your profile, with your name, role and the date you joined; never your email address',
    }),
  },
  {
    name: defineMessage({ id: 'privacy.server.look', defaultMessage: 'Your look' }),
    why: defineMessage({
      id: 'privacy.server.look.why',
      defaultMessage:
        'the theme you chose in the profile menu, and the colour, font, direction, layout and menu you chose in the customizer, so that your other devices use them too. Nobody else sees them',
    }),
  },
  {
    name: defineMessage({ id: 'privacy.server.photo', defaultMessage: 'Your photo' }),
    why: defineMessage({
      id: 'privacy.server.photo.why',
      defaultMessage:
        'if you upload one: only the square you keep, scaled down to {size} × {size} pixels and stored in the database, to show beside your name. Removing it deletes it',
    }),
    values: { size: AVATAR_SIZE },
  },
  {
    name: defineMessage({ id: 'privacy.server.password', defaultMessage: 'Your password' }),
    why: defineMessage({
      id: 'privacy.server.password.why',
      defaultMessage:
        'only as a salted scrypt hash that cannot be turned back into the password: to check it when you sign in',
    }),
  },
  {
    name: defineMessage({ id: 'privacy.server.sessions', defaultMessage: 'Your sessions' }),
    why: defineMessage({
      id: 'privacy.server.sessions.why',
      defaultMessage:
        'for each device you are signed in on: a random token, the network address and browser it signed in from (the browser and operating system are read from its user agent), when it started, when it was last active, and when it expires: to keep you signed in, and so that you can see and end them in Account Settings',
    }),
  },
  {
    name: defineMessage({ id: 'privacy.server.security-log', defaultMessage: 'Security log' }),
    why: defineMessage({
      id: 'privacy.server.security-log.why',
      defaultMessage:
        'sign-ins, failed sign-ins, password resets, password and email changes, sign-outs and ended sessions, with the network address and the browser and operating system read from the user agent: to protect your account and show you its activity in History',
    }),
  },
  {
    name: defineMessage({ id: 'privacy.server.notifications', defaultMessage: 'Your notifications' }),
    why: defineMessage({
      id: 'privacy.server.notifications.why',
      defaultMessage:
        'what the server tells you (a welcome, sign-ins from new devices, password and email changes, paused sign-ins; for administrators, new registrations and role changes), with when you read them: to show them under the bell until you delete them',
    }),
  },
  {
    name: defineMessage({ id: 'privacy.server.failed-sign-ins', defaultMessage: 'Failed sign-in counts' }),
    why: defineMessage({
      id: 'privacy.server.failed-sign-ins.why',
      defaultMessage:
        'for each email address, consecutive failed sign-ins, counted apart for each browser you signed in with and for all others, to slow down password guessing; cleared when you sign in or reset your password',
    }),
  },
  {
    name: defineMessage({ id: 'privacy.server.known-devices', defaultMessage: 'Your browsers' }),
    why: defineMessage({
      id: 'privacy.server.known-devices.why',
      defaultMessage:
        'for each browser you signed in with: a hash of its random cookie and when it last signed in, so that failed sign-ins from elsewhere do not lock it; forgotten when you reset your password, after 400 days without a sign-in, or with your account',
    }),
  },
  {
    name: defineMessage({ id: 'privacy.server.request-log', defaultMessage: 'Request log' }),
    why: defineMessage({
      id: 'privacy.server.request-log.why',
      defaultMessage:
        'for each request: its time, method, address, status, duration, a request id and the network address it came from, to run and debug the service. Cookies and passwords are never logged.',
    }),
  },
]

function ReasonList({ items }: { items: { name: string; why: string }[] }) {
  return (
    <List>
      {items.map((item) => (
        <ListItem key={item.name}>
          <ListItemText primary={item.name} secondary={item.why} />
        </ListItem>
      ))}
    </List>
  )
}

export function Component() {
  const intl = useIntl()
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/privacy'])}</PageTitle>
      <Stack sx={{ gap: 3 }}>
        <MainCard title={intl.formatMessage(messages.short)}>
          <Typography>{intl.formatMessage(messages.shortText)}</Typography>
        </MainCard>
        <MainCard title={intl.formatMessage(messages.browser)} content={false}>
          <ReasonList
            items={browserItems.map((item) => ({
              name: intl.formatMessage(item.where, { name: item.name }),
              why: intl.formatMessage(item.why),
            }))}
          />
        </MainCard>
        <MainCard title={intl.formatMessage(messages.server)} content={false}>
          <ReasonList
            items={serverItems.map((item) => ({
              name: intl.formatMessage(item.name),
              why: intl.formatMessage(item.why, item.values),
            }))}
          />
        </MainCard>
        <MainCard title={intl.formatMessage(messages.copy)}>
          <Typography>
            {intl.formatMessage(sentences.copyText, {
              link: (chunks) => <TextLink to="/account/privacy">{chunks}</TextLink>,
            })}
          </Typography>
        </MainCard>
      </Stack>
    </>
  )
}
