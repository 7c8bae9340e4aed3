import { sentence } from '#shared/i18n/sentence.ts'

// What a banned person is told when they try to sign in, by every way of signing in: better-auth
// says it (auth.ts, bannedUserMessage) and the API answers it in the reader's language.

export const banned = sentence({
  id: 'server.auth.banned',
  defaultMessage: 'An administrator has banned your account.',
})

/**
 * A ban in Foyer's words: until when (in UTC: the server does not know the reader's time zone) and
 * why, when the administrator let the person see the reason (the reason as they typed it).
 */
export function bannedSentence(ban: { until: Date | null; reason: string | null } | null): string {
  const until = ban?.until?.getTime()
  const reason = ban?.reason
  if (until !== undefined && reason)
    return sentence(
      {
        id: 'server.auth.banned-until-because',
        defaultMessage:
          'An administrator has banned your account until {day, date, long}, {time, time, short} UTC. Reason: {reason}',
      },
      { day: until, time: until, reason },
    )
  if (until !== undefined)
    return sentence(
      {
        id: 'server.auth.banned-until',
        defaultMessage:
          'An administrator has banned your account until {day, date, long}, {time, time, short} UTC.',
      },
      { day: until, time: until },
    )
  if (reason)
    return sentence(
      {
        id: 'server.auth.banned-because',
        defaultMessage: 'An administrator has banned your account. Reason: {reason}',
      },
      { reason },
    )
  return banned
}
