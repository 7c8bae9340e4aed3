import type { Page } from '../src/shared/pages.ts'

export type Manifest = Record<string, { file: string; isEntry?: boolean; css?: string[]; imports?: string[] }>
export type BudgetPage = Page & { path: string }
export type Load = { files: string[]; js: { raw: number; gzip: number }; css: { raw: number; gzip: number } }

export declare const layoutModules: { main: string; minimal: string }
export declare const appHtml: 'index.html'
export declare const authHtml: 'auth.html'
export declare const NOT_FOUND_PATTERN: '*'
export declare function pageModuleKey(module: string): string
export declare const pages: BudgetPage[]
export declare function readManifest(): Manifest
export declare function entryKey(manifest: Manifest, html?: string): string
export declare function collect(
  manifest: Manifest,
  key: string,
  files?: Set<string>,
  seen?: Set<string>,
): Set<string>
export declare function initialLoad(manifest: Manifest, page: BudgetPage): Load
export declare function moduleCosts(
  manifest: Manifest,
  page: BudgetPage,
): Array<{ file: string; raw: number; gzip: number }>
