import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { FormPasswordField } from '#client/components/form/form-password-field.tsx'
import { FormTextField } from '#client/components/form/form-text-field.tsx'
import { renderWithApp } from '#client/test/render.tsx'
import { PasswordStrength } from './password-strength.tsx'

// The estimator stands in for zxcvbn here: what is under test is when it is loaded, not its scores.
const { moduleLoaded, estimatePasswordStrength } = vi.hoisted(() => ({
  moduleLoaded: vi.fn(),
  estimatePasswordStrength: vi.fn((_password: string, _userInputs: readonly string[]) => ({
    score: 3,
    feedback: 'Add another word or two.',
  })),
}))
vi.mock('../lib/estimate-password-strength.ts', () => {
  moduleLoaded()
  return { estimatePasswordStrength }
})

function NewPasswordForm() {
  const { control } = useForm({ defaultValues: { name: '', password: '' } })
  const [name, password] = useWatch({ control, name: ['name', 'password'] })
  const strengthId = useId()
  return (
    <form>
      <FormTextField control={control} name="name" label="Name" autoComplete="name" />
      <FormPasswordField
        control={control}
        name="password"
        label="New password"
        autoComplete="new-password"
        describedBy={strengthId}
      />
      <PasswordStrength id={strengthId} password={password ?? ''} userInputs={name ? [name] : []} />
    </form>
  )
}

describe('PasswordStrength', () => {
  it('loads the strength estimator only once a first character of the password is typed', async () => {
    renderWithApp(<NewPasswordForm />)
    await userEvent.type(screen.getByLabelText('Name'), 'Ada')
    await userEvent.click(screen.getByLabelText('New password'))
    // Give a premature import() every chance to run before checking that it did not.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(moduleLoaded).not.toHaveBeenCalled()
    expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('New password'), 'c')
    await waitFor(() => expect(moduleLoaded).toHaveBeenCalledTimes(1))
    expect(await screen.findByText('Weak')).toBeInTheDocument()
    expect(estimatePasswordStrength).toHaveBeenLastCalledWith('c', ['Ada'])
  })

  it('shows the level and the first piece of advice in a polite live region once the password is long enough', async () => {
    renderWithApp(<NewPasswordForm />)
    const input = screen.getByLabelText('New password')
    await userEvent.type(input, 'correct horse')
    const level = await screen.findByText('Good')
    const region = level.closest('[aria-live]')
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toHaveTextContent(/^Password strength: Good\s*Add another word or two\.$/)
    expect(input).toHaveAccessibleDescription('Password strength: Good Add another word or two.')
    await userEvent.clear(input)
    await waitFor(() => expect(screen.queryByText('Good')).not.toBeInTheDocument())
  })
})
