import { defineMessages } from 'react-intl'

/** The titles of the dashboard's cards, shared by the cards and the skeleton that stands for them. */
export const cardTitles = defineMessages({
  signIns: { id: 'dashboard.sign-ins.title', defaultMessage: 'Sign-ins' },
  registrations: { id: 'dashboard.registrations.title', defaultMessage: 'Registrations' },
  latestEvents: { id: 'dashboard.latest-events.title', defaultMessage: 'Latest events' },
  profile: { id: 'dashboard.profile.title', defaultMessage: 'Your profile' },
  recentSignIns: { id: 'dashboard.recent-sign-ins.title', defaultMessage: 'Your recent sign-ins' },
})
