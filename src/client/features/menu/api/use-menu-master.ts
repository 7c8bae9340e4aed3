import { useCallback } from 'react'
import useSWR from 'swr'
import { DRAWER_OPEN_MIN_WIDTH, MENU_MASTER_KEY } from '#shared/constants.ts'

// The drawer flag: one flag under the SWR key "api/menu master",
// false at first, read and written on the client only, never revalidated.

export type MenuMaster = { isDashboardDrawerOpened: boolean }

const initialState: MenuMaster = { isDashboardDrawerOpened: false }

/** Open at first on screens at or above 1440 px, closed below. */
export function initialDrawerOpen(width: number): boolean {
  return width >= DRAWER_OPEN_MIN_WIDTH
}

/** The flag's first value for a window width. */
export const menuMasterFor = (width: number): MenuMaster => ({
  isDashboardDrawerOpened: initialDrawerOpen(width),
})

// The "fetcher" decides the first value from the window width. SWR calls it once, after the first
// render: until then the state is loading and the layout shows its loading indicator.
async function loadMenuMaster(): Promise<MenuMaster> {
  return menuMasterFor(window.innerWidth)
}

export function useMenuMaster() {
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
