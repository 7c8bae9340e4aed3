import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog.tsx'

describe('ConfirmDialog', () => {
  const props = {
    title: 'Revoke this session?',
    confirmLabel: 'Revoke session',
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
  }

  it('renders nothing until it first opens, then loads its dialog, named and described', async () => {
    const { container, rerender } = render(
      <ConfirmDialog {...props} open={false}>
        The phone will be signed out.
      </ConfirmDialog>,
    )
    expect(container).toBeEmptyDOMElement()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    rerender(
      <ConfirmDialog {...props} open>
        The phone will be signed out.
      </ConfirmDialog>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this session?' })
    expect(dialog).toHaveAccessibleDescription('The phone will be signed out.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke session' }))
    expect(props.onConfirm).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(props.onCancel).toHaveBeenCalledOnce()
  })
})
