import { zodResolver } from '@hookform/resolvers/zod'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useId } from 'react'
import type { Resolver } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { type FieldBinding, formLogic, useIntentForm } from './intent-form.tsx'

type Values = { name: string; email: string; keep: boolean }
const schema = z.object({
  name: z.string().check(z.minLength(2, 'Enter at least 2 characters.')),
  email: z.email('Enter an email address.'),
  keep: z.boolean(),
})

type FieldProps = FieldBinding & { label: string; autoComplete: string; error: string | undefined }

/** A bare text field bound as the forms bind theirs: what is tested is the hook, not a look. */
function Field({ label, error, ...binding }: FieldProps) {
  const id = useId()
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={Boolean(error)} aria-describedby={`${id}-error`} {...binding} />
      <span id={`${id}-error`}>{error}</span>
    </p>
  )
}

/** A form whose logic arrives when the test says so, and what it sent. */
function setUp() {
  let arrive: (resolver: Resolver<Values>) => void = () => {}
  const arrived = new Promise<Resolver<Values>>((resolve) => {
    arrive = resolve
  })
  const load = vi.fn(() => arrived)
  const logic = formLogic<Values>(load)
  const sent = vi.fn()

  function TestForm() {
    const form = useIntentForm<Values>({
      logic,
      defaultValues: { name: 'Ada', email: 'ada@example.com', keep: true },
      watch: ['name'],
    })
    const onSubmit = form.handleSubmit((values) => {
      sent(values)
      // As the account forms do after saving: the form starts again from what was saved.
      form.reset({ ...values, email: 'saved@example.com' })
    })
    return (
      <form noValidate aria-label="Test form" onSubmit={onSubmit} {...form.intent}>
        {form.logic}
        <Field label="Name" autoComplete="name" error={form.error('name')} {...form.field('name')} />
        <p>{form.value('name').length} characters</p>
        <Field label="Email" autoComplete="email" error={form.error('email')} {...form.field('email')} />
        <label>
          <input type="checkbox" {...form.field('keep')} /> Keep
        </label>
        <button type="submit" aria-busy={form.isSubmitting}>
          Save
        </button>
      </form>
    )
  }
  render(<TestForm />)
  return { load, sent, arrive: (resolver: Resolver<Values>) => act(async () => arrive(resolver)) }
}

describe('useIntentForm', () => {
  it('shows the values at once and loads nothing until the form is about to be used', async () => {
    const { load } = setUp()
    expect(screen.getByLabelText('Name')).toHaveValue('Ada')
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com')
    expect(screen.getByLabelText('Keep')).toBeChecked()
    expect(load).not.toHaveBeenCalled()
    await userEvent.hover(screen.getByLabelText('Email'))
    expect(load).toHaveBeenCalledOnce()
  })

  it('keeps what was typed before the logic arrived, in the same focused field, and sends it', async () => {
    const { sent, arrive } = setUp()
    const name = screen.getByLabelText('Name')
    await userEvent.click(name)
    await userEvent.type(name, 'line')
    expect(screen.getByText('7 characters')).toBeInTheDocument()
    await userEvent.click(screen.getByLabelText('Keep'))
    await userEvent.click(name)
    await userEvent.keyboard('{Enter}')
    // Asked for before the logic arrived: the button says it is sending.
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true')
    expect(sent).not.toHaveBeenCalled()

    await arrive(zodResolver(schema))
    await waitFor(() => expect(sent).toHaveBeenCalledOnce())
    expect(sent.mock.calls[0]?.[0]).toEqual({ name: 'Adaline', email: 'ada@example.com', keep: false })
    expect(screen.getByLabelText('Name')).toBe(name)
    expect(name).toHaveValue('Adaline')
    expect(name).toHaveFocus()
    // onValid ran with the render of before the logic arrived, and could still reset the form.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('saved@example.com'))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'false'),
    )
  })

  it('checks a field left before the logic arrived, and keeps checking as it changes', async () => {
    const { sent, arrive } = setUp()
    const email = screen.getByLabelText('Email')
    await userEvent.clear(email)
    await userEvent.type(email, 'ada@')
    await userEvent.tab()
    await arrive(zodResolver(schema))
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByText('Enter an email address.')).toBeInTheDocument()
    await userEvent.type(email, 'example.org')
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'false'))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toHaveBeenCalledOnce())
    expect(sent.mock.calls[0]?.[0]).toEqual({ name: 'Ada', email: 'ada@example.org', keep: true })
  })
})
