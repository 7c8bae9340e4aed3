import { basePath } from '#client/lib/base-path.ts'
import { apiPaths } from '#shared/api-paths.ts'

// Addresses of the account center that the top bar needs too; apart from account-api.ts so that the
// first load of every page does not bring the account center's calls.

/** Where the person's data export downloads from (the server answers with an attachment). */
export const accountExportHref = `${basePath}${apiPaths.accountExport}`
