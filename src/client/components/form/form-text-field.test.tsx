import { zodResolver } from '@hookform/resolvers/zod'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { ApiRequestError } from '#client/lib/fetch-json.ts'
import { renderWithApp } from '#client/test/render.tsx'
import { ActionButton } from './form-buttons.tsx'
import { FormCheckbox } from './form-checkbox.tsx'
import { FormErrorAlert } from './form-error-alert.tsx'
import { FormPasswordField } from './form-password-field.tsx'
import { FormSelect } from './form-select.tsx'
import { FormTextField } from './form-text-field.tsx'
import { useServerError } from './use-server-error.ts'

const schema = z.object({
  name: z.string().check(z.minLength(2, 'Enter at least 2 characters.')),
  email: z.email('Enter an email address.'),
  password: z.string().check(z.minLength(1, 'Enter your password.')),
  role: z.enum(['member', 'admin']),
  keep: z.boolean(),
})
type Values = z.infer<typeof schema>

/** A form of every field of the binding; `send` stands for the server. */
function renderForm(send: (values: Values) => Promise<void>) {
  function TestForm() {
    const {
      control,
      handleSubmit,
      setError,
      formState: { isSubmitting },
    } = useForm({
      resolver: zodResolver(schema),
      mode: 'onTouched',
      defaultValues: { name: 'Ada', email: '', password: '', role: 'member' as const, keep: true },
    })
    const serverError = useServerError(setError, ['name', 'email', 'password'])
    const onSubmit = handleSubmit(async (values) => {
      serverError.clear()
      try {
        await send(values)
      } catch (caught) {
        serverError.show(caught)
      }
    })
    return (
      <form noValidate aria-label="Test form" onSubmit={onSubmit}>
        {serverError.error && <FormErrorAlert error={serverError.error} />}
        <FormTextField control={control} name="name" label="Name" helperText="As others see it." />
        <FormTextField control={control} name="email" label="Email" type="email" />
        <FormPasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="current-password"
        />
        <FormSelect
          control={control}
          name="role"
          label="Role"
          options={[
            { value: 'member', label: 'Member' },
            { value: 'admin', label: 'Administrator' },
          ]}
        />
        <FormCheckbox control={control} name="keep" label="Keep me posted" />
        <ActionButton isPending={isSubmitting}>Save</ActionButton>
      </form>
    )
  }
  renderWithApp(<TestForm />)
}

describe('FormTextField and its siblings', () => {
  it('show the form’s values and send what was typed, chosen and ticked', async () => {
    const send = vi.fn(async (_values: Values) => {})
    renderForm(send)
    expect(screen.getByLabelText('Name')).toHaveValue('Ada')
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('As others see it.')
    await userEvent.type(screen.getByLabelText('Name'), 'line')
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org')
    await userEvent.type(screen.getByLabelText('Password'), 'secret words')
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Administrator')
    await userEvent.click(screen.getByLabelText('Keep me posted'))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(send).toHaveBeenCalledOnce())
    expect(send.mock.calls[0]?.[0]).toEqual({
      name: 'Adaline',
      email: 'ada@example.org',
      password: 'secret words',
      role: 'admin',
      keep: false,
    })
  })

  it('shows the schema’s message beside the field it concerns, in place of the hint, and sends nothing', async () => {
    const send = vi.fn(async (_values: Values) => {})
    renderForm(send)
    const name = screen.getByLabelText('Name')
    await userEvent.clear(name)
    await userEvent.type(name, 'A')
    await userEvent.tab()
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    const describedBy = name.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)).toHaveTextContent('Enter at least 2 characters.')
    expect(name).toHaveAccessibleDescription('Enter at least 2 characters.')
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true')

    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter an email address.')
    expect(send).not.toHaveBeenCalled()

    await userEvent.type(name, 'da')
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'))
    expect(name).toHaveAccessibleDescription('As others see it.')
  })

  it('puts the server’s message beside its field, focused, and keeps every value typed', async () => {
    const send = vi.fn(async (_values: Values) => {
      throw new ApiRequestError(400, 'Some fields are invalid', { password: 'Your password is not right.' })
    })
    renderForm(send)
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong words')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const password = screen.getByLabelText('Password')
    await waitFor(() => expect(password).toHaveAccessibleDescription('Your password is not right.'))
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveFocus()
    expect(password).toHaveValue('wrong words')
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org')
    expect(screen.getByLabelText('Name')).toHaveValue('Ada')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows a refusal that names no field in an alert of the form, focused, keeping the values', async () => {
    const send = vi.fn(async (_values: Values) => {
      throw new ApiRequestError(503, 'The database is busy. Try again.', undefined, undefined, {
        code: 'unavailable',
      })
    })
    renderForm(send)
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.org')
    await userEvent.type(screen.getByLabelText('Password'), 'secret words')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The database is busy. Try again.')
    expect(alert).toHaveFocus()
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org')
    expect(screen.getByLabelText('Password')).toHaveValue('secret words')
  })

  it('shows the typed password on demand', async () => {
    renderForm(async () => {})
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    const eye = screen.getByRole('button', { name: 'Show password' })
    await userEvent.click(eye)
    expect(password).toHaveAttribute('type', 'text')
    expect(eye).toHaveAttribute('aria-pressed', 'true')
  })
})
