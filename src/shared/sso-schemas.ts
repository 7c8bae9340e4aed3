import * as z from 'zod/mini'
import { sentence } from './i18n/sentence.ts'
import { ssoProviderIds } from './sso.ts'

// The requests and answers of single sign-on (src/shared/sso.ts has the rest), for the server.

export const ssoProviderSchema = z.object({ id: z.enum(ssoProviderIds), name: z.string() })

/** How people sign in here: the configured providers, and whether a password is one way. */
export const signInOptionsSchema = z.object({
  providers: z.array(ssoProviderSchema),
  passwordSignIn: z.boolean(),
})

const url = z
  .string()
  .check(
    z.maxLength(
      2048,
      sentence({ id: 'schema.sso.address-too-long', defaultMessage: 'This address is too long.' }),
    ),
  )
const providerField = z
  .string()
  .check(
    z.maxLength(40, sentence({ id: 'schema.sso.choose-provider', defaultMessage: 'Choose a provider.' })),
  )

/**
 * Signing in through a provider: better-auth's request shape (a page of Foyer's sends `next`, the
 * path to go to afterwards). A provider's own token (`idToken`) is refused: every sign-in goes through
 * the provider's page and back.
 */
export const signInWithProviderSchema = z
  .object({
    provider: providerField,
    next: z.optional(z.string().check(z.maxLength(2048))),
    callbackURL: z.optional(url),
    errorCallbackURL: z.optional(url),
    newUserCallbackURL: z.optional(url),
    disableRedirect: z.optional(z.boolean()),
    loginHint: z.optional(z.string().check(z.maxLength(320))),
    idToken: z.optional(z.unknown()),
  })
  .check(
    z.refine((input) => input.idToken === undefined, {
      message: sentence({
        id: 'schema.sso.no-id-token',
        defaultMessage:
          'Sign in through the provider’s page: a token from the provider is not accepted here.',
      }),
      path: ['idToken'],
    }),
  )

/** Linking a provider to the signed-in person's account. */
export const linkProviderSchema = z.object({
  provider: providerField,
  callbackURL: z.optional(url),
  errorCallbackURL: z.optional(url),
  disableRedirect: z.optional(z.boolean()),
})

/** Unlinking one: the account's id as better-auth's list-accounts gives it. */
export const unlinkProviderSchema = z.object({
  accountId: z
    .string()
    .check(
      z.minLength(
        1,
        sentence({ id: 'schema.sso.choose-unlink', defaultMessage: 'Choose a provider to unlink.' }),
      ),
      z.maxLength(100),
    ),
})
