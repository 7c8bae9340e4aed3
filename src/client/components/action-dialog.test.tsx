import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '#client/lib/fetch-json.ts'
import { renderWithApp } from '#client/test/render.tsx'
import { ActionDialog } from './action-dialog.tsx'

const texts = {
  title: 'Revoke this session?',
  description: 'The phone will be signed out.',
  actionLabel: 'Revoke session',
}

describe('ActionDialog', () => {
  it('is named by its title and described by its text, and acts or cancels from its buttons', async () => {
    const onAction = vi.fn()
    const onCancel = vi.fn()
    renderWithApp(<ActionDialog open {...texts} onAction={onAction} onCancel={onCancel} />)
    const dialog = screen.getByRole('dialog', { name: 'Revoke this session?' })
    expect(dialog).toHaveAccessibleDescription('The phone will be signed out.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke session' }))
    expect(onAction).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('as a form, submits with Enter in a field and shows the failure above its buttons', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    renderWithApp(
      <ActionDialog
        open
        {...texts}
        onSubmit={onSubmit}
        onCancel={() => {}}
        error={new ApiRequestError(409, 'This session is already gone.')}
      >
        <input aria-label="Note" />
      </ActionDialog>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Revoke this session?' })
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This session is already gone.')
    await userEvent.type(within(dialog).getByLabelText('Note'), 'x{Enter}')
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('cannot be cancelled while its action runs, and says it is busy', async () => {
    const onCancel = vi.fn()
    renderWithApp(<ActionDialog open {...texts} onAction={() => {}} onCancel={onCancel} isPending />)
    const dialog = screen.getByRole('dialog', { name: 'Revoke this session?' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: /Revoke session/ })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await userEvent.keyboard('{Escape}')
    expect(onCancel).not.toHaveBeenCalled()
  })
})
