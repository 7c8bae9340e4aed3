import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useMe } from '#client/features/auth/api/auth-api.ts'
import { anAccount, apiError, me } from '#client/test/account-fixtures.ts'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import { AVATAR_MAX_BYTES, BIO_MAX_LENGTH } from '#shared/account-rules.ts'
import { Component as EditProfilePage } from './edit-profile.tsx'

/** Stands for the top bar: the signed-in person as useMe() gives them. */
function TopBarName() {
  const { data } = useMe()
  return <p data-testid="top-bar-name">{data?.name}</p>
}

function renderPage() {
  return renderWithApp(null, {
    path: '/account/profile/edit',
    routes: [
      {
        path: '/account/profile/edit',
        element: (
          <>
            <TopBarName />
            <EditProfilePage />
          </>
        ),
      },
    ],
  })
}

/** The calls made to a path, as "METHOD path?query". */
function callsTo(fetch: ReturnType<typeof mockFetch>, pathname: string): string[] {
  return fetch.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
    }))
    .filter(({ url }) => url.pathname === pathname)
    .map(({ url, method }) => `${method} ${url.pathname}${url.search}`)
}

/** jsdom decodes no images: the size a browser would have read, or its refusal (null). */
function decodeAs(size: { width: number; height: number } | null) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => {
      if (!size) throw new DOMException('The source image could not be decoded.', 'InvalidStateError')
      return { ...size, close: () => {} }
    }),
  )
}

beforeEach(() => {
  // jsdom has no object URLs; the crop dialog only needs a string to show.
  URL.createObjectURL = vi.fn(() => 'blob:photo')
  URL.revokeObjectURL = vi.fn()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Edit Profile', () => {
  it('fills the form with the account and shows the initials where there is no photo', async () => {
    mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount({ jobTitle: 'Analyst', bio: 'Hello' })),
    })
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument()
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada')
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace')
    expect(screen.getByLabelText('Job title')).toHaveValue('Analyst')
    expect(screen.getByLabelText('Company')).toHaveValue('')
    expect(screen.getByLabelText('Bio')).toHaveValue('Hello')
    expect(screen.getByText(`5 of ${BIO_MAX_LENGTH} characters`)).toBeInTheDocument()
    expect(screen.getByText('AL')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument()
  })

  it('refuses a bio over the limit beside the field, without sending anything', async () => {
    const fetch = mockFetch({ 'GET /api/account': () => jsonResponse(200, anAccount()) })
    renderPage()
    const bio = await screen.findByLabelText('Bio')
    await userEvent.click(bio)
    await userEvent.paste('x'.repeat(BIO_MAX_LENGTH + 1))
    expect(screen.getByText(`${BIO_MAX_LENGTH + 1} of ${BIO_MAX_LENGTH} characters`)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }))
    await waitFor(() => expect(bio).toHaveAttribute('aria-invalid', 'true'))
    expect(bio).toHaveAccessibleDescription(
      expect.stringContaining(`Use at most ${BIO_MAX_LENGTH} characters`),
    )
    expect(bio).toHaveFocus()
    expect(callsTo(fetch, '/api/account')).toEqual(['GET /api/account'])
  })

  it('shows the server’s field message beside its field', async () => {
    mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      'PATCH /api/account': () =>
        jsonResponse(
          400,
          apiError('bad_request', 'Some fields are invalid', { location: 'This location is not allowed' }),
        ),
    })
    renderPage()
    await userEvent.type(await screen.findByLabelText('Location'), 'Atlantis')
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }))
    const location = screen.getByLabelText('Location')
    await waitFor(() => expect(location).toHaveAccessibleDescription('This location is not allowed'))
    expect(location).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('shows a refusal that names no field above the form, keeping what was typed', async () => {
    mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      'PATCH /api/account': () =>
        jsonResponse(503, apiError('unavailable', 'The database is busy. Try again.')),
    })
    renderPage()
    await userEvent.type(await screen.findByLabelText('Location'), 'Atlantis')
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }))
    const form = screen.getByRole('form', { name: 'Profile details' })
    expect(await within(form).findByText('The database is busy. Try again.')).toBeInTheDocument()
    expect(screen.getByLabelText('Location')).toHaveValue('Atlantis')
    expect(screen.getByLabelText('Location')).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('saves the trimmed fields, says so, and shows the new name at once and asks the top bar again', async () => {
    const updated = anAccount({
      name: 'Ada Byron',
      lastName: 'Byron',
      jobTitle: 'Analyst',
      bio: 'Line one\nLine two',
    })
    let isSaved = false
    const fetch = mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      'PATCH /api/account': () => {
        isSaved = true
        return jsonResponse(200, updated)
      },
      'GET /api/me': () => jsonResponse(200, isSaved ? { ...me, name: 'Ada Byron' } : me),
    })
    renderPage()
    await waitFor(() => expect(screen.getByTestId('top-bar-name')).toHaveTextContent('Ada Lovelace'))
    const lastName = await screen.findByLabelText('Last name')
    await userEvent.clear(lastName)
    await userEvent.type(lastName, 'Byron ')
    await userEvent.type(screen.getByLabelText('Job title'), 'Analyst')
    await userEvent.type(screen.getByLabelText('Bio'), 'Line one{Enter}Line two')
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }))

    expect(await screen.findByRole('status')).toHaveTextContent('Your profile is saved')
    expect(sentBodies(fetch, '/api/account').at(-1)).toEqual({
      firstName: 'Ada',
      lastName: 'Byron',
      jobTitle: 'Analyst',
      company: '',
      location: '',
      bio: 'Line one\nLine two',
    })
    // The photo card reads the account from the cache the answer went into.
    expect(screen.getByText('AB')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('top-bar-name')).toHaveTextContent('Ada Byron'))
  })

  it('refuses a photo that is too large or not an image beside the Upload photo button', async () => {
    const fetch = mockFetch({ 'GET /api/account': () => jsonResponse(200, anAccount()) })
    renderPage()
    const button = await screen.findByRole('button', { name: 'Upload photo' })
    const input = screen.getByLabelText('Upload photo')
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp')

    const huge = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' })
    await userEvent.upload(input, huge)
    expect(button).toHaveAccessibleDescription('Choose an image of at most 2 MB.')

    // Named and typed as a PNG, but not one: refused in the same place, before any dialog.
    decodeAs(null)
    await userEvent.upload(input, new File(['not really a png'], 'me.png', { type: 'image/png' }))
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(
        'This file could not be read as an image. Choose a PNG, JPEG or WebP image.',
      ),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const gif = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })
    fireEvent.change(input, { target: { files: [gif] } })
    expect(button).toHaveAccessibleDescription('Choose a PNG, JPEG or WebP image.')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    expect(callsTo(fetch, '/api/account/avatar')).toEqual([])
  })

  it('crops the chosen photo with the keyboard and uploads the file with the square in natural pixels', async () => {
    const withPhoto = anAccount({ avatar: '/api/people/u1/avatar?v=2' })
    const fetch = mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      'PUT /api/account/avatar': () => jsonResponse(200, withPhoto),
      'GET /api/me': () => jsonResponse(200, { ...me, avatar: withPhoto.avatar }),
    })
    decodeAs({ width: 800, height: 600 })
    renderPage()
    await screen.findByRole('button', { name: 'Upload photo' })
    const photo = new File(['a png'], 'me.png', { type: 'image/png' })
    await userEvent.upload(screen.getByLabelText('Upload photo'), photo)

    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' })
    const save = within(dialog).getByRole('button', { name: 'Save photo' })
    expect(within(dialog).getByAltText('The photo you chose')).toHaveAttribute('src', 'blob:photo')
    const square = await within(dialog).findByRole('application', { name: 'Part of the photo to keep' })
    expect(within(dialog).getByText('Keeping 600 × 600 pixels from 100, 0.')).toBeInTheDocument()
    square.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}')
    // Steps of 1/50 of the shorter side (12 px); the square cannot leave the image downwards.
    expect(within(dialog).getByText('Keeping 600 × 600 pixels from 124, 0.')).toBeInTheDocument()
    await userEvent.click(save)

    expect(await screen.findByRole('status')).toHaveTextContent('Your photo is saved')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const [, init] = fetch.mock.calls.find(([, call]) => call?.method === 'PUT') ?? []
    expect(callsTo(fetch, '/api/account/avatar')).toEqual(['PUT /api/account/avatar?x=124&y=0&size=600'])
    expect(init?.body).toBe(photo)
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/octet-stream' })
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument()
  })

  it('shows the server’s refusal of a photo in the crop dialog', async () => {
    mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      'PUT /api/account/avatar': () =>
        jsonResponse(415, apiError('unsupported_image', 'This file is not a PNG, JPEG or WebP image')),
    })
    decodeAs({ width: 300, height: 300 })
    renderPage()
    await screen.findByRole('button', { name: 'Upload photo' })
    await userEvent.upload(
      screen.getByLabelText('Upload photo'),
      new File(['<svg/>'], 'me.png', { type: 'image/png' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save photo' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This file is not a PNG, JPEG or WebP image',
    )
  })

  it('removes the photo', async () => {
    const fetch = mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount({ avatar: '/api/people/u1/avatar?v=1' })),
      'DELETE /api/account/avatar': () => jsonResponse(200, anAccount()),
      'GET /api/me': () => jsonResponse(200, me),
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Remove photo' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Your photo is removed')
    expect(callsTo(fetch, '/api/account/avatar')).toEqual(['DELETE /api/account/avatar'])
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Upload photo' })).toHaveFocus()
  })
})
