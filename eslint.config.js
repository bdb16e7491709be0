// @ts-check
import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import globals from 'globals'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { noModuleCycles } from './eslint/module-cycles.js'

const root = import.meta.dirname
const at = (/** @type {string} */ relative) => path.join(root, relative)
const folders = (/** @type {string} */ relative) =>
  fs.readdirSync(at(relative), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)

// ---- Import directions (docs/architecture.md, "Import directions") ----

const PRISMA_RULE = 'only repositories touch Prisma: docs/architecture.md'
/** The Prisma client's model operations: `db.<model>.<op>(`, `tx.<model>.<op>(`, `deps.db.<model>.<op>(`. */
const PRISMA_OPS =
  'findMany|findFirst|findFirstOrThrow|findUnique|findUniqueOrThrow|create|createMany|createManyAndReturn|update|updateMany|upsert|delete|deleteMany|count|aggregate|groupBy'
const PRISMA_CLIENT_NAME = '^(db|tx)$'

/** Files that may touch Prisma: the repositories and the database set-up. */
const PRISMA_OWNERS = ['api/**/*.repository.ts', 'api/db.ts', 'api/db-postgres.ts', 'api/generated/**']

const apiModules = folders('api/modules')
const pwaFeatures = folders('pwa/features')
const isStaffFeature = (/** @type {string} */ name) => name.startsWith('admin-') || name === 'test-pages'

/** What a feature shows other features: the files directly in its api/, components/ and lib/ folders and its top-level files. */
const FEATURE_PUBLIC = [at('pwa/features/*/{api,components,lib}/*.{ts,tsx}'), at('pwa/features/*/*.{ts,tsx}')]

/** @type {{ target: string | string[], from: string | string[], except?: string[], message: string }[]} */
const zones = [
  {
    target: [at('pwa/components/**'), at('pwa/lib/**')],
    from: [at('pwa/features/**'), at('pwa/routes/**'), at('pwa/layout/**'), at('pwa/{app,router}.tsx')],
    message: 'pwa/components and pwa/lib are shared by everything above them: they import no feature, route or layout (routes → layout → features → components/lib).',
  },
  {
    target: at('pwa/features/**'),
    from: [at('pwa/routes/**'), at('pwa/layout/**'), at('pwa/{app,router}.tsx')],
    message: 'Features import no route and no layout (routes → layout → features → components/lib).',
  },
  {
    target: at('pwa/layout/**'),
    from: at('pwa/routes/**'),
    message: 'The layout imports no route (routes → layout → features → components/lib).',
  },
  {
    target: [...pwaFeatures.filter((name) => !isStaffFeature(name)).map((name) => at(`pwa/features/${name}/**`)), at('pwa/layout/**'), at('pwa/components/**'), at('pwa/lib/**')],
    from: pwaFeatures.filter(isStaffFeature).map((name) => at(`pwa/features/${name}/**`)),
    message: 'Staff code (admin-* and test-pages features) is never imported by public features, the layout, components or lib: it stays out of visitors\' chunks.',
  },
  ...pwaFeatures.map((name) => ({
    target: at(`pwa/features/${name}/**`),
    from: pwaFeatures.filter((other) => other !== name).map((other) => at(`pwa/features/${other}/**`)),
    except: FEATURE_PUBLIC,
    message: `A feature reaches another only through the files directly in its api/, components/ or lib/ folders, or its top-level files; the rest is its own.`,
  })),
  {
    target: [at('pwa/**'), at('sw/**')],
    from: at('api/**'),
    except: [at('api/contracts/**')],
    message: 'The browser code imports nothing from api/ but api/contracts.',
  },
  ...apiModules.map((name) => ({
    target: at(`api/modules/${name}/**`),
    from: apiModules.filter((other) => other !== name).map((other) => at(`api/modules/${other}/**/*.repository.ts`)),
    message: `A module calls another module's service, never its repository (docs/architecture.md, "Import directions").`,
  })),
]

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'api/generated', 'pwa/routeTree.gen.ts', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['api/**/*.ts', 'pwa/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { 'import-x': importX, gala: { rules: { 'no-module-cycles': noModuleCycles } } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], tsconfig: { configFile: at('tsconfig.json') } })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    files: ['api/**/*.ts'],
    ignores: PRISMA_OWNERS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/generated/prisma*', '**/generated/prisma*/**'], message: `Import no Prisma client or Prisma types here (a repository owns them and exports the types its callers need): ${PRISMA_RULE}.` }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${PRISMA_OPS})$/][callee.object.type='MemberExpression'][callee.object.object.name=/${PRISMA_CLIENT_NAME}/]`,
          message: `A Prisma query (db/tx.<model>.<operation>) outside a repository: ${PRISMA_RULE}.`,
        },
        {
          selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${PRISMA_OPS})$/][callee.object.type='MemberExpression'][callee.object.object.type='MemberExpression'][callee.object.object.property.name=/${PRISMA_CLIENT_NAME}/]`,
          message: `A Prisma query (….db/tx.<model>.<operation>) outside a repository: ${PRISMA_RULE}.`,
        },
        {
          selector: 'MemberExpression[property.name=/^\\$(transaction|queryRaw|executeRaw|queryRawUnsafe|executeRawUnsafe)$/]',
          message: `A Prisma transaction or raw query outside a repository (use inTransaction from api/db.ts and repositories): ${PRISMA_RULE}.`,
        },
      ],
    },
  },
  {
    files: ['api/modules/**/*.ts'],
    rules: { 'gala/no-module-cycles': 'error' },
  },
)
