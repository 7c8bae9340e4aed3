import type { Device } from '#shared/account.ts'
import type { NewNotification } from '../db/queries/notifications.ts'

// What each server event tells whom. Plain text throughout: names and addresses are
// data, shown as text by the client, never as markup.

type Person = { id: string; name: string; email?: string; firstName?: string | null }

const deviceText = (device: Device) =>
  [device.browser, device.os && `on ${device.os}`].filter(Boolean).join(' ') || 'an unknown device'

/** What happened to a person's second factor, for the bell and the email. */
export type TwoFactorChange =
  | { kind: 'enabled' }
  | { kind: 'disabled' }
  | { kind: 'recovery_codes_regenerated' }
  | { kind: 'recovery_code_used'; left: number; device: Device; ipAddress: string }
  | { kind: 'browser_trusted'; device: Device; ipAddress: string }
  | { kind: 'reset_by_admin'; actorName: string }
  | { kind: 'passkey_added'; name: string }
  | { kind: 'passkey_removed'; name: string }
  | { kind: 'provider_linked'; provider: string }
  | { kind: 'provider_unlinked'; provider: string }

const twoFactorTitles: Record<TwoFactorChange['kind'], string> = {
  enabled: 'Two-factor sign-in is on',
  disabled: 'Two-factor sign-in is off',
  recovery_codes_regenerated: 'New recovery codes were made',
  recovery_code_used: 'A recovery code was used to sign in',
  browser_trusted: 'A browser will skip the code for 30 days',
  reset_by_admin: 'An administrator reset your two-factor sign-in',
  passkey_added: 'A passkey was added to your account',
  passkey_removed: 'A passkey was removed from your account',
  provider_linked: 'A sign-in provider was linked to your account',
  provider_unlinked: 'A sign-in provider was unlinked from your account',
}

const notYou = 'If it was not you, change your password at once and tell your administrator.'

function twoFactorBody(change: TwoFactorChange): string {
  switch (change.kind) {
    case 'enabled':
      return `Signing in to your account now asks for a code from your authenticator app after the password. ${notYou}`
    case 'disabled':
      return `Signing in to your account asks for the password only. ${notYou}`
    case 'recovery_codes_regenerated':
      return `Your earlier recovery codes no longer work. ${notYou}`
    case 'recovery_code_used':
      return `Someone signed in with a recovery code from ${deviceText(change.device)} at ${change.ipAddress}. ${change.left === 1 ? '1 code is' : `${change.left} codes are`} left. ${notYou}`
    case 'browser_trusted':
      return `${deviceText(change.device)} at ${change.ipAddress} will sign in without a code for 30 days. ${notYou}`
    case 'passkey_added':
      return `The passkey "${change.name}" can now sign in to your account without a password. ${notYou}`
    case 'passkey_removed':
      return `The passkey "${change.name}" can no longer sign in to your account. ${notYou}`
    case 'provider_linked':
      return `Your ${change.provider} account can now sign in to your Foyer account. ${notYou}`
    case 'provider_unlinked':
      return `Your ${change.provider} account can no longer sign in to your Foyer account. ${notYou}`
    case 'reset_by_admin':
      return `${change.actorName} removed your authenticator app and recovery codes: signing in asks for the password only until you turn two-factor sign-in on again.`
  }
}

export const messages = {
  /** A new account: a welcome and a "secure your account"; so a new person's badge starts at 2. */
  accountCreated(person: Person): NewNotification[] {
    const firstName = person.firstName?.trim() || person.name.split(' ')[0] || person.name
    return [
      {
        recipientId: person.id,
        kind: 'welcome',
        title: `Welcome to Foyer, ${firstName}`,
        body: 'Your account is ready. Add a photo and a few words to your profile so that others know who you are.',
        link: '/account/profile/edit',
      },
      {
        recipientId: person.id,
        kind: 'secure_account',
        title: 'Secure your account',
        body: 'Check where you are signed in and keep your password unique to Foyer.',
        link: '/account/settings',
      },
    ]
  },

  newRegistration(person: Person, administratorIds: string[]): NewNotification[] {
    return administratorIds.map((recipientId) => ({
      recipientId,
      kind: 'new_registration',
      title: `New registration: ${person.name}`,
      body: `${person.name}${person.email ? ` (${person.email})` : ''} created an account.`,
      link: `/people/${encodeURIComponent(person.id)}`,
      actorName: person.name,
    }))
  },

  /** An invited person created their account: the administrators hear it instead of a registration. */
  invitationAccepted(person: Person, role: string, administratorIds: string[]): NewNotification[] {
    return administratorIds.map((recipientId) => ({
      recipientId,
      kind: 'invitation_accepted',
      title: `Invitation accepted: ${person.name}`,
      body: `${person.name}${person.email ? ` (${person.email})` : ''} accepted the invitation and joined as ${role === 'admin' ? 'an administrator' : 'a member'}.`,
      link: `/people/${encodeURIComponent(person.id)}`,
      actorName: person.name,
    }))
  },

  newSignIn(person: Person, device: Device, ipAddress: string): NewNotification {
    return {
      recipientId: person.id,
      kind: 'new_sign_in',
      title: `New sign-in from ${deviceText(device)}`,
      body: `Someone signed in to your account from ${ipAddress} with a device not seen before. If it was not you, change your password and sign out your other sessions.`,
      link: '/account/settings',
    }
  },

  passwordChanged(userId: string, how: 'changed' | 'reset'): NewNotification {
    return {
      recipientId: userId,
      kind: 'password_changed',
      title: how === 'reset' ? 'Your password was reset' : 'Your password was changed',
      body: 'If it was not you, reset your password at once and tell your administrator.',
      link: '/account/history',
    }
  },

  emailChanged(userId: string, newEmail: string): NewNotification {
    return {
      recipientId: userId,
      kind: 'email_changed',
      title: 'Your email address was changed',
      body: `Your account's address is now ${newEmail}.`,
      link: '/account/settings',
    }
  },

  signInThrottled(userId: string, failures: number, waitSeconds: number): NewNotification {
    return {
      recipientId: userId,
      kind: 'sign_in_throttled',
      title: 'Sign-in paused after failed attempts',
      body: `${failures} failed sign-ins in a row: signing in to your account is paused for ${waitSeconds} seconds. If it was not you, consider changing your password.`,
      link: '/account/history',
    }
  },

  /** A change to the person's second factor: the bell, and the email's subject and text. */
  twoFactorChanged(
    userId: string,
    change: TwoFactorChange,
  ): NewNotification & { email: { subject: string; text: string } } {
    const title = twoFactorTitles[change.kind]
    const body = twoFactorBody(change)
    return {
      recipientId: userId,
      kind: 'two_factor',
      title,
      body,
      link: '/account/settings#two-factor',
      email: {
        subject: `Foyer: ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
        text: `${title}.\n\n${body}\n\nYour account's security settings are in Account Settings.`,
      },
    }
  },

  roleChanged(
    target: Person,
    role: string,
    actorName: string | null,
    recipientIds: string[],
  ): NewNotification[] {
    return recipientIds.map((recipientId) => ({
      recipientId,
      kind: 'role_changed',
      title:
        recipientId === target.id
          ? `You are now ${role === 'admin' ? 'an administrator' : 'a member'}`
          : `${target.name} is now ${role === 'admin' ? 'an administrator' : 'a member'}`,
      body: actorName ? `Changed by ${actorName}.` : 'Changed from the command line.',
      link: recipientId === target.id ? '/account/profile' : `/people/${encodeURIComponent(target.id)}`,
      actorName,
    }))
  },

  banChanged(
    target: Person,
    change: { banned: boolean; reason?: string | null; until?: Date | null },
    actorName: string,
    recipientIds: string[],
  ): NewNotification[] {
    const until = change.until ? ` until ${change.until.toUTCString()}` : ''
    return recipientIds.map((recipientId) => ({
      recipientId,
      kind: change.banned ? 'person_banned' : 'person_unbanned',
      title: change.banned ? `${target.name} was banned${until}` : `${target.name}'s ban was lifted`,
      body: change.banned ? `By ${actorName}. Reason: ${change.reason ?? 'none given'}.` : `By ${actorName}.`,
      link: `/admin/users/${encodeURIComponent(target.id)}`,
      actorName,
    }))
  },
}
