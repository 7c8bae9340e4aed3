import { useLoaderData } from 'react-router'
import type { Me } from '#shared/auth.ts'
import { Component as MainLayout } from './main-layout.tsx'
import { Component as MinimalLayout } from './minimal-layout.tsx'

// The layout of the not-found page: someone signed in stays in the dashboard's shell (its menu, its
// search, their account), as on every other page; anyone else sees the minimal layout with Sign in.

export function Component() {
  const me = useLoaderData<Me | null>()
  return me ? <MainLayout /> : <MinimalLayout />
}
