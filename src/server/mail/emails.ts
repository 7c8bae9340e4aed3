import { defineMessages } from '@formatjs/intl'
import type { Language } from '#shared/languages.ts'
import { intlFor } from '../i18n.ts'

// The emails Foyer sends, each in its recipient's language (recipientLanguage, src/server/i18n.ts).
// Plain text: a link stands on a line of its own. The emails about a second factor are written
// with their notification (src/server/notifications/messages.ts).

export type EmailText = { subject: string; text: string }

type Link = { link: string }
type Subject = Record<never, never>

const text = defineMessages<{
  passwordResetSubject: Subject
  passwordResetText: Link
  passwordResetOtherWays: { ways: string; settings: string }
  passkeyNamed: { name: string }
  passwordResetEndsLinks: { providers: string; count: number }
  verifyEmailSubject: Subject
  verifyEmailText: Link
  confirmNewEmailSubject: Subject
  confirmNewEmailText: Link
  emailChangedSubject: Subject
  emailChangedText: { email: string }
  invitationSubject: { name: string }
  invitationText: { name: string; role: string; link: string }
  administratorAccountSubject: Subject
  administratorAccountText: Link
  confirmationCodeSubject: { code: string }
  confirmationCodeText: { code: string; minutes: number }
}>({
  passwordResetSubject: { id: 'email.password-reset.subject', defaultMessage: 'Reset your Foyer password' },
  passwordResetText: {
    id: 'email.password-reset.text',
    defaultMessage:
      'Someone asked to reset the password of your Foyer account.\n\nTo choose a new password, open this link within an hour:\n{link}\n\nIf it was not you, ignore this email: your password stays as it is.',
  },
  passwordResetOtherWays: {
    id: 'email.password-reset.other-ways',
    defaultMessage:
      'Your account can also be signed in to with: {ways}. If you do not know one of them, remove it in Account Settings once you are back in:\n{settings}',
  },
  passkeyNamed: { id: 'email.password-reset.passkey', defaultMessage: 'the passkey "{name}"' },
  passwordResetEndsLinks: {
    id: 'email.password-reset.ends-links',
    defaultMessage:
      'Choosing a new password unlinks {providers}: {count, plural, one {it was} other {they were}} linked before this email address was confirmed.',
  },
  verifyEmailSubject: {
    id: 'email.verify-email.subject',
    defaultMessage: 'Confirm your email address for Foyer',
  },
  verifyEmailText: {
    id: 'email.verify-email.text',
    defaultMessage:
      'Welcome to Foyer.\n\nTo confirm that this address is yours, open this link within 24 hours:\n{link}\n\nIf you did not create an account, ignore this email.',
  },
  confirmNewEmailSubject: {
    id: 'email.confirm-new-email.subject',
    defaultMessage: 'Confirm your new email address for Foyer',
  },
  confirmNewEmailText: {
    id: 'email.confirm-new-email.text',
    defaultMessage:
      'You asked to use this address for your Foyer account.\n\nTo confirm it, open this link within 24 hours:\n{link}\n\nUntil then your account keeps its current address. If it was not you, ignore this email.',
  },
  emailChangedSubject: {
    id: 'email.email-changed.subject',
    defaultMessage: 'The email address of your Foyer account has changed',
  },
  emailChangedText: {
    id: 'email.email-changed.text',
    defaultMessage:
      'The address of your Foyer account is now {email}.\n\nIf you did not make this change, reset your password and tell your administrator.',
  },
  invitationSubject: { id: 'email.invitation.subject', defaultMessage: '{name} invites you to Foyer' },
  invitationText: {
    id: 'email.invitation.text',
    defaultMessage:
      '{name} invites you to join Foyer as {role, select, admin {an administrator} other {a member}}.\n\nTo create your account, open this link within 7 days (it works once):\n{link}\n\nIf you do not know {name}, ignore this email.',
  },
  administratorAccountSubject: {
    id: 'email.administrator-account.subject',
    defaultMessage: 'Your Foyer administrator account',
  },
  administratorAccountText: {
    id: 'email.administrator-account.text',
    defaultMessage:
      'An administrator account was created for you on Foyer.\n\nChoose your password within 24 hours:\n{link}',
  },
  confirmationCodeSubject: {
    id: 'email.confirmation-code.subject',
    defaultMessage: '{code} is your Foyer confirmation code',
  },
  confirmationCodeText: {
    id: 'email.confirmation-code.text',
    defaultMessage:
      'To confirm it is you, enter this code in Foyer within {minutes} minutes:\n\n{code}\n\nSomeone signed in to your account asked for it before a sensitive change. If it was not you, do not share the code: change your password and sign out everywhere.',
  },
})

export const emails = {
  /**
   * A "forgot password" link, asked for by the person or sent by an administrator, with the other
   * ways into the account (its passkeys and linked providers) and where to remove them, and the
   * providers the reset unlinks (linked while the address was unconfirmed).
   */
  passwordReset(
    language: Language,
    link: string,
    otherWays: { passkeys: string[]; providers: string[]; unlinked: string[]; settings: string } = {
      passkeys: [],
      providers: [],
      unlinked: [],
      settings: '',
    },
  ): EmailText {
    const intl = intlFor(language)
    const ways = [
      ...otherWays.passkeys.map((name) => intl.formatMessage(text.passkeyNamed, { name })),
      ...otherWays.providers,
    ]
    const paragraphs = [intl.formatMessage(text.passwordResetText, { link })]
    if (ways.length > 0)
      paragraphs.push(
        intl.formatMessage(text.passwordResetOtherWays, {
          ways: intl.formatList(ways, { type: 'conjunction' }),
          settings: otherWays.settings,
        }),
      )
    if (otherWays.unlinked.length > 0)
      paragraphs.push(
        intl.formatMessage(text.passwordResetEndsLinks, {
          providers: intl.formatList(otherWays.unlinked, { type: 'conjunction' }),
          count: otherWays.unlinked.length,
        }),
      )
    return { subject: intl.formatMessage(text.passwordResetSubject), text: paragraphs.join('\n\n') }
  },

  /** The link that confirms a new account's address. */
  verifyEmail(language: Language, link: string): EmailText {
    const intl = intlFor(language)
    return {
      subject: intl.formatMessage(text.verifyEmailSubject),
      text: intl.formatMessage(text.verifyEmailText, { link }),
    }
  },

  /** Sent to the new address of an email change, which takes effect once its link is opened. */
  confirmNewEmail(language: Language, link: string): EmailText {
    const intl = intlFor(language)
    return {
      subject: intl.formatMessage(text.confirmNewEmailSubject),
      text: intl.formatMessage(text.confirmNewEmailText, { link }),
    }
  },

  /** Sent to the old address once an email change took effect. */
  emailChanged(language: Language, newEmail: string): EmailText {
    const intl = intlFor(language)
    return {
      subject: intl.formatMessage(text.emailChangedSubject),
      text: intl.formatMessage(text.emailChangedText, { email: newEmail }),
    }
  },

  /** An administrator's invitation (`name`), to join as `role`. */
  invitation(
    language: Language,
    { name, role, link }: { name: string; role: string; link: string },
  ): EmailText {
    const intl = intlFor(language)
    return {
      subject: intl.formatMessage(text.invitationSubject, { name }),
      text: intl.formatMessage(text.invitationText, { name, role, link }),
    }
  },

  /** The code that confirms it is the person, before a sensitive change ("Confirm it's you"). */
  confirmationCode(language: Language, code: string, minutes: number): EmailText {
    const intl = intlFor(language)
    return {
      subject: intl.formatMessage(text.confirmationCodeSubject, { code }),
      text: intl.formatMessage(text.confirmationCodeText, { code, minutes }),
    }
  },

  /** An administrator account made on the command line, whose password its owner chooses. */
  administratorAccount(language: Language, link: string): EmailText {
    const intl = intlFor(language)
    return {
      subject: intl.formatMessage(text.administratorAccountSubject),
      text: intl.formatMessage(text.administratorAccountText, { link }),
    }
  },
}
