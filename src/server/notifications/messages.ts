import { defineMessages } from '@formatjs/intl'
import type { Device } from '#shared/account.ts'
import type { Language } from '#shared/languages.ts'
import type { NewNotification, Recipient } from '../db/queries/notifications.ts'
import { intlFor } from '../i18n.ts'

// What each server event tells whom. Plain text throughout: names and addresses are
// data, shown as text by the client, never as markup.
//
// Each notification is written in its recipient's language (recipientLanguage, src/server/i18n.ts)
// when it is made, and stored as text, as an email is sent: someone who changes their language later
// reads the older ones in the language they were written in.

type Person = { id: string; name: string; email?: string; firstName?: string | null }

/** A message without values. */
type None = Record<never, never>

const device = defineMessages<{
  browserOnOs: { browser: string; os: string }
  os: { os: string }
  unknown: None
}>({
  browserOnOs: { id: 'notification.device.browser-on-os', defaultMessage: '{browser} on {os}' },
  os: { id: 'notification.device.os', defaultMessage: 'a device on {os}' },
  unknown: { id: 'notification.device.unknown', defaultMessage: 'an unknown device' },
})

function deviceText(language: Language, { browser, os }: Device): string {
  const intl = intlFor(language)
  if (browser && os) return intl.formatMessage(device.browserOnOs, { browser, os })
  if (browser) return browser
  if (os) return intl.formatMessage(device.os, { os })
  return intl.formatMessage(device.unknown)
}

/** What happened to a person's second factor, for the bell and the email. */
export type TwoFactorChange =
  | { kind: 'enabled' }
  | { kind: 'disabled' }
  | { kind: 'recovery_codes_regenerated' }
  | { kind: 'recovery_code_used'; left: number; device: Device; ipAddress: string }
  | { kind: 'browser_trusted'; device: Device; ipAddress: string }
  /** actorName null: an operator, from the command line. */
  | { kind: 'reset_by_admin'; actorName: string | null }
  | { kind: 'passkey_added'; name: string }
  | { kind: 'passkey_removed'; name: string }
  | { kind: 'provider_linked'; provider: string }
  | { kind: 'provider_unlinked'; provider: string }
  | { kind: 'api_key_created'; name: string; scopes: readonly string[]; expiresAt: Date }

const twoFactorTitles = defineMessages({
  enabled: { id: 'notification.two-factor-enabled.title', defaultMessage: 'Two-factor sign-in is on' },
  disabled: { id: 'notification.two-factor-disabled.title', defaultMessage: 'Two-factor sign-in is off' },
  recovery_codes_regenerated: {
    id: 'notification.recovery-codes-regenerated.title',
    defaultMessage: 'New recovery codes were made',
  },
  recovery_code_used: {
    id: 'notification.recovery-code-used.title',
    defaultMessage: 'A recovery code was used to sign in',
  },
  browser_trusted: {
    id: 'notification.browser-trusted.title',
    defaultMessage: 'A browser will skip the code for 30 days',
  },
  reset_by_admin: {
    id: 'notification.two-factor-reset.title',
    defaultMessage: 'An administrator reset your two-factor sign-in',
  },
  passkey_added: {
    id: 'notification.passkey-added.title',
    defaultMessage: 'A passkey was added to your account',
  },
  passkey_removed: {
    id: 'notification.passkey-removed.title',
    defaultMessage: 'A passkey was removed from your account',
  },
  provider_linked: {
    id: 'notification.provider-linked.title',
    defaultMessage: 'A sign-in provider was linked to your account',
  },
  provider_unlinked: {
    id: 'notification.provider-unlinked.title',
    defaultMessage: 'A sign-in provider was unlinked from your account',
  },
  api_key_created: {
    id: 'notification.api-key-created.title',
    defaultMessage: 'An API key was made for your account',
  },
})

/** The email's subject for each change: the title in a sentence of its own, after "Foyer:". */
const twoFactorSubjects = defineMessages({
  enabled: { id: 'email.two-factor-enabled.subject', defaultMessage: 'Foyer: two-factor sign-in is on' },
  disabled: { id: 'email.two-factor-disabled.subject', defaultMessage: 'Foyer: two-factor sign-in is off' },
  recovery_codes_regenerated: {
    id: 'email.recovery-codes-regenerated.subject',
    defaultMessage: 'Foyer: new recovery codes were made',
  },
  recovery_code_used: {
    id: 'email.recovery-code-used.subject',
    defaultMessage: 'Foyer: a recovery code was used to sign in',
  },
  browser_trusted: {
    id: 'email.browser-trusted.subject',
    defaultMessage: 'Foyer: a browser will skip the code for 30 days',
  },
  reset_by_admin: {
    id: 'email.two-factor-reset.subject',
    defaultMessage: 'Foyer: an administrator reset your two-factor sign-in',
  },
  passkey_added: {
    id: 'email.passkey-added.subject',
    defaultMessage: 'Foyer: a passkey was added to your account',
  },
  passkey_removed: {
    id: 'email.passkey-removed.subject',
    defaultMessage: 'Foyer: a passkey was removed from your account',
  },
  provider_linked: {
    id: 'email.provider-linked.subject',
    defaultMessage: 'Foyer: a sign-in provider was linked to your account',
  },
  provider_unlinked: {
    id: 'email.provider-unlinked.subject',
    defaultMessage: 'Foyer: a sign-in provider was unlinked from your account',
  },
  api_key_created: {
    id: 'email.api-key-created.subject',
    defaultMessage: 'Foyer: an API key was made for your account',
  },
})

type Seen = { device: string; ipAddress: string }

const twoFactorBodies = defineMessages<{
  notYou: None
  enabled: None
  disabled: None
  recoveryCodesRegenerated: None
  recoveryCodeUsed: Seen & { left: number }
  browserTrusted: Seen
  passkeyAdded: { name: string }
  passkeyRemoved: { name: string }
  providerLinked: { provider: string }
  providerUnlinked: { provider: string }
  apiKeyCreated: { name: string; scopes: string; expiresAt: Date }
  resetByAdmin: { actorName: string }
  resetByOperator: None
}>({
  notYou: {
    id: 'notification.two-factor.not-you',
    defaultMessage: 'If it was not you, change your password at once and tell your administrator.',
  },
  enabled: {
    id: 'notification.two-factor-enabled.body',
    defaultMessage:
      'Signing in to your account now asks for a code from your authenticator app after the password.',
  },
  disabled: {
    id: 'notification.two-factor-disabled.body',
    defaultMessage: 'Signing in to your account asks for the password only.',
  },
  recoveryCodesRegenerated: {
    id: 'notification.recovery-codes-regenerated.body',
    defaultMessage: 'Your earlier recovery codes no longer work.',
  },
  recoveryCodeUsed: {
    id: 'notification.recovery-code-used.body',
    defaultMessage:
      'Someone signed in with a recovery code from {device} at {ipAddress}. {left, plural, one {# code is} other {# codes are}} left.',
  },
  browserTrusted: {
    id: 'notification.browser-trusted.body',
    defaultMessage: '{device} at {ipAddress} will sign in without a code for 30 days.',
  },
  passkeyAdded: {
    id: 'notification.passkey-added.body',
    defaultMessage: 'The passkey "{name}" can now sign in to your account without a password.',
  },
  passkeyRemoved: {
    id: 'notification.passkey-removed.body',
    defaultMessage: 'The passkey "{name}" can no longer sign in to your account.',
  },
  providerLinked: {
    id: 'notification.provider-linked.body',
    defaultMessage: 'Your {provider} account can now sign in to your Foyer account.',
  },
  providerUnlinked: {
    id: 'notification.provider-unlinked.body',
    defaultMessage: 'Your {provider} account can no longer sign in to your Foyer account.',
  },
  apiKeyCreated: {
    id: 'notification.api-key-created.body',
    defaultMessage:
      'The API key "{name}" acts as you with the scopes {scopes} until {expiresAt, date, long}: a script that holds it needs no password.',
  },
  resetByAdmin: {
    id: 'notification.two-factor-reset.body',
    defaultMessage:
      '{actorName} removed your authenticator app and recovery codes: signing in asks for the password only until you turn two-factor sign-in on again.',
  },
  resetByOperator: {
    id: 'notification.two-factor-reset.body-operator',
    defaultMessage:
      'An operator of this Foyer removed your authenticator app and recovery codes: signing in asks for the password only until you turn two-factor sign-in on again.',
  },
})

const twoFactorEmail = defineMessages<{ text: { title: string; body: string } }>({
  text: {
    id: 'email.two-factor.text',
    defaultMessage: "{title}.\n\n{body}\n\nYour account's security settings are in Account Settings.",
  },
})

/** What changed, then (but after a reset, which the person did not do) what to do if it was not them. */
function twoFactorBody(language: Language, change: TwoFactorChange): string {
  const intl = intlFor(language)
  const notYou = (said: string) => `${said} ${intl.formatMessage(twoFactorBodies.notYou)}`
  switch (change.kind) {
    case 'enabled':
      return notYou(intl.formatMessage(twoFactorBodies.enabled))
    case 'disabled':
      return notYou(intl.formatMessage(twoFactorBodies.disabled))
    case 'recovery_codes_regenerated':
      return notYou(intl.formatMessage(twoFactorBodies.recoveryCodesRegenerated))
    case 'recovery_code_used':
      return notYou(
        intl.formatMessage(twoFactorBodies.recoveryCodeUsed, {
          device: deviceText(language, change.device),
          ipAddress: change.ipAddress,
          left: change.left,
        }),
      )
    case 'browser_trusted':
      return notYou(
        intl.formatMessage(twoFactorBodies.browserTrusted, {
          device: deviceText(language, change.device),
          ipAddress: change.ipAddress,
        }),
      )
    case 'passkey_added':
      return notYou(intl.formatMessage(twoFactorBodies.passkeyAdded, { name: change.name }))
    case 'passkey_removed':
      return notYou(intl.formatMessage(twoFactorBodies.passkeyRemoved, { name: change.name }))
    case 'provider_linked':
      return notYou(intl.formatMessage(twoFactorBodies.providerLinked, { provider: change.provider }))
    case 'provider_unlinked':
      return notYou(intl.formatMessage(twoFactorBodies.providerUnlinked, { provider: change.provider }))
    case 'api_key_created':
      return notYou(
        intl.formatMessage(twoFactorBodies.apiKeyCreated, {
          name: change.name,
          scopes: change.scopes.join(', '),
          expiresAt: change.expiresAt,
        }),
      )
    case 'reset_by_admin':
      return change.actorName === null
        ? intl.formatMessage(twoFactorBodies.resetByOperator)
        : intl.formatMessage(twoFactorBodies.resetByAdmin, { actorName: change.actorName })
  }
}

type Role = { role: string }

const text = defineMessages<{
  welcomeTitle: { firstName: string }
  welcomeBody: None
  secureAccountTitle: None
  secureAccountBody: None
  newRegistrationTitle: { name: string }
  newRegistrationBody: { name: string; email: string }
  newRegistrationBodyWithoutEmail: { name: string }
  invitationAcceptedTitle: { name: string }
  invitationAcceptedBody: Role & { name: string; email: string }
  invitationAcceptedBodyWithoutEmail: Role & { name: string }
  newSignInTitle: { device: string }
  newSignInBody: { ipAddress: string }
  passwordResetTitle: None
  passwordChangedTitle: None
  passwordChangedBody: None
  emailChangedTitle: None
  emailChangedBody: { email: string }
  signInThrottledTitle: None
  signInThrottledBody: { failures: number; waitSeconds: number }
  roleChangedTitleSelf: Role
  roleChangedTitle: Role & { name: string }
  roleChangedBody: { actorName: string }
  roleChangedBodyCommandLine: None
  personBannedTitle: { name: string }
  personBannedTitleUntil: { name: string; day: Date; time: Date }
  personBannedBody: { actorName: string; reason: string }
  personBannedBodyNoReason: { actorName: string }
  personUnbannedTitle: { name: string }
  personUnbannedBody: { actorName: string }
}>({
  welcomeTitle: { id: 'notification.welcome.title', defaultMessage: 'Welcome to Foyer, {firstName}' },
  welcomeBody: {
    id: 'notification.welcome.body',
    defaultMessage:
      'Your account is ready. Add a photo and a few words to your profile so that others know who you are.',
  },
  secureAccountTitle: { id: 'notification.secure-account.title', defaultMessage: 'Secure your account' },
  secureAccountBody: {
    id: 'notification.secure-account.body',
    defaultMessage: 'Check where you are signed in and keep your password unique to Foyer.',
  },
  newRegistrationTitle: {
    id: 'notification.new-registration.title',
    defaultMessage: 'New registration: {name}',
  },
  newRegistrationBody: {
    id: 'notification.new-registration.body',
    defaultMessage: '{name} ({email}) created an account.',
  },
  newRegistrationBodyWithoutEmail: {
    id: 'notification.new-registration.body-without-email',
    defaultMessage: '{name} created an account.',
  },
  invitationAcceptedTitle: {
    id: 'notification.invitation-accepted.title',
    defaultMessage: 'Invitation accepted: {name}',
  },
  invitationAcceptedBody: {
    id: 'notification.invitation-accepted.body',
    defaultMessage:
      '{name} ({email}) accepted the invitation and joined as {role, select, admin {an administrator} other {a member}}.',
  },
  invitationAcceptedBodyWithoutEmail: {
    id: 'notification.invitation-accepted.body-without-email',
    defaultMessage:
      '{name} accepted the invitation and joined as {role, select, admin {an administrator} other {a member}}.',
  },
  newSignInTitle: { id: 'notification.new-sign-in.title', defaultMessage: 'New sign-in from {device}' },
  newSignInBody: {
    id: 'notification.new-sign-in.body',
    defaultMessage:
      'Someone signed in to your account from {ipAddress} with a device not seen before. If it was not you, change your password and sign out your other sessions.',
  },
  passwordResetTitle: { id: 'notification.password-reset.title', defaultMessage: 'Your password was reset' },
  passwordChangedTitle: {
    id: 'notification.password-changed.title',
    defaultMessage: 'Your password was changed',
  },
  passwordChangedBody: {
    id: 'notification.password-changed.body',
    defaultMessage: 'If it was not you, reset your password at once and tell your administrator.',
  },
  emailChangedTitle: {
    id: 'notification.email-changed.title',
    defaultMessage: 'Your email address was changed',
  },
  emailChangedBody: {
    id: 'notification.email-changed.body',
    defaultMessage: "Your account's address is now {email}.",
  },
  signInThrottledTitle: {
    id: 'notification.sign-in-throttled.title',
    defaultMessage: 'Sign-in paused after failed attempts',
  },
  signInThrottledBody: {
    id: 'notification.sign-in-throttled.body',
    defaultMessage:
      '{failures, plural, one {# failed sign-in} other {# failed sign-ins}} in a row: signing in to your account is paused for {waitSeconds, plural, one {# second} other {# seconds}}. If it was not you, consider changing your password.',
  },
  roleChangedTitleSelf: {
    id: 'notification.role-changed.title-self',
    defaultMessage: 'You are now {role, select, admin {an administrator} other {a member}}',
  },
  roleChangedTitle: {
    id: 'notification.role-changed.title',
    defaultMessage: '{name} is now {role, select, admin {an administrator} other {a member}}',
  },
  roleChangedBody: { id: 'notification.role-changed.body', defaultMessage: 'Changed by {actorName}.' },
  roleChangedBodyCommandLine: {
    id: 'notification.role-changed.body-command-line',
    defaultMessage: 'Changed from the command line.',
  },
  personBannedTitle: { id: 'notification.person-banned.title', defaultMessage: '{name} was banned' },
  personBannedTitleUntil: {
    id: 'notification.person-banned.title-until',
    defaultMessage: '{name} was banned until {day, date, long}, {time, time, short} UTC',
  },
  personBannedBody: {
    id: 'notification.person-banned.body',
    defaultMessage: 'By {actorName}. Reason: {reason}.',
  },
  personBannedBodyNoReason: {
    id: 'notification.person-banned.body-no-reason',
    defaultMessage: 'By {actorName}. Reason: none given.',
  },
  personUnbannedTitle: {
    id: 'notification.person-unbanned.title',
    defaultMessage: "{name}'s ban was lifted",
  },
  personUnbannedBody: { id: 'notification.person-unbanned.body', defaultMessage: 'By {actorName}.' },
})

export const messages = {
  /** A new account: a welcome and a "secure your account"; so a new person's badge starts at 2. */
  accountCreated(person: Person, language: Language): NewNotification[] {
    const intl = intlFor(language)
    const firstName = person.firstName?.trim() || person.name.split(' ')[0] || person.name
    return [
      {
        recipientId: person.id,
        kind: 'welcome',
        title: intl.formatMessage(text.welcomeTitle, { firstName }),
        body: intl.formatMessage(text.welcomeBody),
        link: '/account/profile/edit',
      },
      {
        recipientId: person.id,
        kind: 'secure_account',
        title: intl.formatMessage(text.secureAccountTitle),
        body: intl.formatMessage(text.secureAccountBody),
        link: '/account/settings',
      },
    ]
  },

  newRegistration(person: Person, administrators: Recipient[]): NewNotification[] {
    return administrators.map(({ id: recipientId, language }) => {
      const intl = intlFor(language)
      return {
        recipientId,
        kind: 'new_registration',
        title: intl.formatMessage(text.newRegistrationTitle, { name: person.name }),
        body: person.email
          ? intl.formatMessage(text.newRegistrationBody, { name: person.name, email: person.email })
          : intl.formatMessage(text.newRegistrationBodyWithoutEmail, { name: person.name }),
        link: `/people/${encodeURIComponent(person.id)}`,
        actorName: person.name,
      }
    })
  },

  /** An invited person created their account: the administrators hear it instead of a registration. */
  invitationAccepted(person: Person, role: string, administrators: Recipient[]): NewNotification[] {
    return administrators.map(({ id: recipientId, language }) => {
      const intl = intlFor(language)
      return {
        recipientId,
        kind: 'invitation_accepted',
        title: intl.formatMessage(text.invitationAcceptedTitle, { name: person.name }),
        body: person.email
          ? intl.formatMessage(text.invitationAcceptedBody, { name: person.name, email: person.email, role })
          : intl.formatMessage(text.invitationAcceptedBodyWithoutEmail, { name: person.name, role }),
        link: `/people/${encodeURIComponent(person.id)}`,
        actorName: person.name,
      }
    })
  },

  newSignIn(recipient: Recipient, device: Device, ipAddress: string): NewNotification {
    const intl = intlFor(recipient.language)
    return {
      recipientId: recipient.id,
      kind: 'new_sign_in',
      title: intl.formatMessage(text.newSignInTitle, { device: deviceText(recipient.language, device) }),
      body: intl.formatMessage(text.newSignInBody, { ipAddress }),
      link: '/account/settings',
    }
  },

  passwordChanged(recipient: Recipient, how: 'changed' | 'reset'): NewNotification {
    const intl = intlFor(recipient.language)
    return {
      recipientId: recipient.id,
      kind: 'password_changed',
      title: intl.formatMessage(how === 'reset' ? text.passwordResetTitle : text.passwordChangedTitle),
      body: intl.formatMessage(text.passwordChangedBody),
      link: '/account/history',
    }
  },

  emailChanged(recipient: Recipient, newEmail: string): NewNotification {
    const intl = intlFor(recipient.language)
    return {
      recipientId: recipient.id,
      kind: 'email_changed',
      title: intl.formatMessage(text.emailChangedTitle),
      body: intl.formatMessage(text.emailChangedBody, { email: newEmail }),
      link: '/account/settings',
    }
  },

  signInThrottled(recipient: Recipient, failures: number, waitSeconds: number): NewNotification {
    const intl = intlFor(recipient.language)
    return {
      recipientId: recipient.id,
      kind: 'sign_in_throttled',
      title: intl.formatMessage(text.signInThrottledTitle),
      body: intl.formatMessage(text.signInThrottledBody, { failures, waitSeconds }),
      link: '/account/history',
    }
  },

  /** A change to the person's second factor: the bell, and the email's subject and text. */
  twoFactorChanged(
    recipient: Recipient,
    change: TwoFactorChange,
  ): NewNotification & { email: { subject: string; text: string } } {
    const intl = intlFor(recipient.language)
    const title = intl.formatMessage(twoFactorTitles[change.kind])
    const body = twoFactorBody(recipient.language, change)
    return {
      recipientId: recipient.id,
      kind: 'two_factor',
      title,
      body,
      link: change.kind === 'api_key_created' ? '/account/settings#api-keys' : '/account/settings#two-factor',
      email: {
        subject: intl.formatMessage(twoFactorSubjects[change.kind]),
        text: intl.formatMessage(twoFactorEmail.text, { title, body }),
      },
    }
  },

  roleChanged(
    target: Person,
    role: string,
    actorName: string | null,
    recipients: Recipient[],
  ): NewNotification[] {
    return recipients.map(({ id: recipientId, language }) => {
      const intl = intlFor(language)
      return {
        recipientId,
        kind: 'role_changed',
        title:
          recipientId === target.id
            ? intl.formatMessage(text.roleChangedTitleSelf, { role })
            : intl.formatMessage(text.roleChangedTitle, { name: target.name, role }),
        body: actorName
          ? intl.formatMessage(text.roleChangedBody, { actorName })
          : intl.formatMessage(text.roleChangedBodyCommandLine),
        link: recipientId === target.id ? '/account/profile' : `/people/${encodeURIComponent(target.id)}`,
        actorName,
      }
    })
  },

  banChanged(
    target: Person,
    change: { banned: boolean; reason?: string | null; until?: Date | null },
    actorName: string,
    recipients: Recipient[],
  ): NewNotification[] {
    return recipients.map(({ id: recipientId, language }) => {
      const intl = intlFor(language)
      const name = target.name
      let title: string
      let body: string
      if (change.banned) {
        title = change.until
          ? intl.formatMessage(text.personBannedTitleUntil, { name, day: change.until, time: change.until })
          : intl.formatMessage(text.personBannedTitle, { name })
        body = change.reason
          ? intl.formatMessage(text.personBannedBody, { actorName, reason: change.reason })
          : intl.formatMessage(text.personBannedBodyNoReason, { actorName })
      } else {
        title = intl.formatMessage(text.personUnbannedTitle, { name })
        body = intl.formatMessage(text.personUnbannedBody, { actorName })
      }
      return {
        recipientId,
        kind: change.banned ? 'person_banned' : 'person_unbanned',
        title,
        body,
        link: `/admin/users/${encodeURIComponent(target.id)}`,
        actorName,
      }
    })
  },
}
