import { createContext, useContext } from 'react'
import { PASSWORD_ONLY, type SignInPageOptions } from '#shared/sso.ts'

// How this instance signs people in (its providers, whether a password is one way): the server
// renders the sign-in pages with it and puts it in the page for the script (SIGN_IN_OPTIONS_ELEMENT_ID);
// without providers the pages are the build's, for a password only.

export const SignInOptionsContext = createContext<SignInPageOptions>(PASSWORD_ONLY)

export function useSignInOptions(): SignInPageOptions {
  return useContext(SignInOptionsContext)
}
