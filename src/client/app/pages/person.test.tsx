import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { anAccount, apiError } from '#client/test/account-fixtures.ts'
import { jsonResponse, mockFetch } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import { Component as ViewProfilePage } from './account/profile.tsx'
import { Component as PersonPage } from './person.tsx'

const grace = {
  id: 'u2',
  name: 'Grace Hopper',
  role: 'admin',
  jobTitle: 'Rear Admiral',
  company: 'US Navy',
  location: 'Arlington',
  bio: 'First line\nSecond line',
  socialLinks: {
    website: 'https://grace.example',
    github: 'javascript:alert(1)',
    x: 'data:text/html,hi',
  },
  avatar: null,
  memberSince: '2024-12-09T12:00:00.000Z',
}

function renderPerson(id: string) {
  return renderWithApp(null, {
    path: `/people/${id}`,
    routes: [{ path: '/people/:id', element: <PersonPage /> }],
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a person’s profile', () => {
  it('shows the person with their bio’s line breaks and only their http(s) links', async () => {
    mockFetch({ 'GET /api/people/u2': () => jsonResponse(200, grace) })
    renderPerson('u2')
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeInTheDocument()
    expect(screen.getByText('Rear Admiral at US Navy')).toBeInTheDocument()
    expect(screen.getByText('Arlington')).toBeInTheDocument()
    expect(screen.getByText('Administrator')).toBeInTheDocument()
    const since = document.querySelector('time[datetime="2024-12-09T12:00:00.000Z"]')
    expect(since).toHaveTextContent(/Dec.*2024/)
    expect(screen.getByText('GH')).toBeInTheDocument()
    const bio = screen.getByText(/First line/)
    expect(bio.textContent).toBe('First line\nSecond line')
    expect(getComputedStyle(bio).whiteSpace).toBe('pre-line')

    const links = within(screen.getByRole('list', { name: 'Links' })).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://grace.example'])
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer')
    expect(links[0]).toHaveAttribute('target', '_blank')
    expect(document.querySelector('a[href^="javascript:"], a[href^="data:"]')).toBeNull()
  })

  it('says plainly when there is no such person', async () => {
    mockFetch({ 'GET /api/people/nobody': () => jsonResponse(404, apiError('not_found', 'No such person')) })
    renderPerson('nobody')
    expect(await screen.findByRole('heading', { level: 2, name: 'No such person' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See your own profile' })).toHaveAttribute(
      'href',
      '/account/profile',
    )
  })

  it('asks for the id as given, encoded', async () => {
    const fetch = mockFetch({})
    renderPerson('a%2Fb')
    await screen.findByText('No such person')
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/people/a%2Fb')
  })
})

describe('View Profile', () => {
  it('shows the signed-in person as others see them, without the email, with a link to edit', async () => {
    mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount({ jobTitle: 'Analyst', bio: 'Numbers.' })),
    })
    renderWithApp(<ViewProfilePage />, { path: '/account/profile' })
    expect(screen.getByRole('heading', { level: 1, name: 'View Profile' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeInTheDocument()
    expect(screen.getByText('Analyst')).toBeInTheDocument()
    expect(screen.getByText('Member')).toBeInTheDocument()
    expect(screen.getByText('Numbers.')).toBeInTheDocument()
    expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/account/profile/edit',
    )
  })

  it('offers to try again when the profile cannot be loaded', async () => {
    mockFetch({ 'GET /api/account': () => jsonResponse(503, apiError('unavailable', 'Down for a moment')) })
    renderWithApp(<ViewProfilePage />, { path: '/account/profile' })
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByText(/Your profile could not be loaded\. Down for a moment/)).toBeInTheDocument()
  })
})
