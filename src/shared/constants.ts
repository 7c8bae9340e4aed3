// Layout and behaviour constants. Components import these; no bare numbers.

export const DRAWER_WIDTH = 260
/** 7.5 spacing units of 8 px. */
export const MINI_DRAWER_WIDTH = 60
export const SPACING_UNIT = 8
export const TOOLBAR_MIN_HEIGHT = 60
export const LOADER_Z_INDEX = 2001

export const BREAKPOINTS = { xs: 0, sm: 768, md: 1024, lg: 1266, xl: 1440 } as const
/** The drawer starts open at or above this width. */
export const DRAWER_OPEN_MIN_WIDTH = BREAKPOINTS.xl

export const MODAL_CARD_MAX_WIDTH = 768
/** A modal card's content is at most the viewport height minus this. */
export const MODAL_CARD_VIEWPORT_GAP = 200

export const BREADCRUMB_MAX_ITEMS = 8
export const BREADCRUMB_ITEMS_BEFORE_COLLAPSE = 1
export const BREADCRUMB_ITEMS_AFTER_COLLAPSE = 1

export const NOTIFICATION_BADGE_INITIAL = 2
export const NOTIFICATION_PANEL_WIDTH_SMALL = 285
export const NOTIFICATION_PANEL_WIDTH = 420
export const BADGE_MAX = 99

export const TOOLTIP_ENTER_DELAY = 100
export const TOOLTIP_TOUCH_DELAY = 700
export const TOOLTIP_LEAVE_TOUCH_DELAY = 1500

export const PROFILE_POPUP_WIDTH = 290
export const PROFILE_POPUP_MIN_WIDTH = 240
export const TAB_SCROLL_DURATION = 300

/** The SWR key that holds the drawer flag; revalidation is off, it lives only in the client. */
export const MENU_MASTER_KEY = 'api/menu master'

export const FONT_FAMILY = "'Public Sans', sans-serif"

/** The id of every page's <main>, which the skip link jumps to. */
export const MAIN_CONTENT_ID = 'main-content'

/** The id of the JSON block in which the server gives a page the public configuration. */
export const CONFIG_ELEMENT_ID = 'foyer-config'

/**
 * The id of the JSON block in which the server gives a page who is signed in (GET /api/me's answer,
 * or null), so that the first render does not wait for that request.
 */
export const ME_ELEMENT_ID = 'foyer-me'
/** The data block of Login and Register opened by someone signed in: who (auth-app/signed-in.tsx). */
export const SIGNED_IN_ELEMENT_ID = 'foyer-signed-in'
/** The sign-in pages' providers and password rule, when not the build's default (sign-in-options.ts). */
export const SIGN_IN_OPTIONS_ELEMENT_ID = 'foyer-sign-in-options'

/**
 * The id of the JSON block that comes with a page the server rendered (decision 010): the view it
 * rendered for, its moment, and the API answers the render used, for the app to hydrate with.
 */
export const RENDERED_ELEMENT_ID = 'foyer-rendered'
