import { zodResolver } from '@hookform/resolvers/zod'
import { changeEmailSchema, profileUpdateSchema, socialLinksUpdateSchema } from '#shared/account.ts'
import { changePasswordSchema } from '#shared/auth.ts'

// The account center's form validations, loaded when a form is about to be used (useIntentForm).

export const profileResolver = zodResolver(profileUpdateSchema)
export const socialLinksResolver = zodResolver(socialLinksUpdateSchema)
export const changeEmailResolver = zodResolver(changeEmailSchema)
export const changePasswordResolver = zodResolver(changePasswordSchema)
