import { useCallback } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { apiPaths } from '#shared/api-paths.ts'
import type { Me } from '#shared/auth.ts'
import { DRAWER_OPEN_MIN_WIDTH, MENU_MASTER_KEY } from '#shared/constants.ts'

// The drawer flag: one flag under the SWR key "api/menu master",
// false at first, read and written on the client only, never revalidated.

export type MenuMaster = { isDashboardDrawerOpened: boolean }

const initialState: MenuMaster = { isDashboardDrawerOpened: false }

/**
 * Open at first on screens at or above 1440 px, closed below; collapsed to its icons on large
 * screens too for someone whose look asks for the mini drawer (decision 027).
 */
export function initialDrawerOpen(width: number, miniDrawer = false): boolean {
  return width >= DRAWER_OPEN_MIN_WIDTH && !miniDrawer
}

/** The flag's first value for a window width. */
export const menuMasterFor = (width: number, miniDrawer = false): MenuMaster => ({
  isDashboardDrawerOpened: initialDrawerOpen(width, miniDrawer),
})

export function useMenuMaster() {
  const { cache } = useSWRConfig()
  // The "fetcher" decides the first value from the window width and the person's look. SWR calls it
  // once, after the first render: until then the state is loading and the layout shows its loading
  // indicator.
  const loadMenuMaster = async (): Promise<MenuMaster> =>
    menuMasterFor(
      window.innerWidth,
      (cache.get(apiPaths.me)?.data as Me | null | undefined)?.look?.miniDrawer,
    )
  const { data, isLoading, mutate } = useSWR<MenuMaster>(MENU_MASTER_KEY, loadMenuMaster, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
  const setDrawerOpen = useCallback(
    (isOpen: boolean) => {
      void mutate((current) => ({ ...(current ?? initialState), isDashboardDrawerOpened: isOpen }), {
        revalidate: false,
      })
    },
    [mutate],
  )
  return {
    menuMaster: data ?? initialState,
    isMenuMasterLoading: isLoading,
    setDrawerOpen,
  }
}
