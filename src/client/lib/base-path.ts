/** The app's base path with no trailing slash ('' at the root), as Vite built it. */
export const basePath = import.meta.env.BASE_URL.replace(/\/$/, '')
