/**
 * Lists every test that passed only on a retry (issue 35, item 11). CI keeps one retry (playwright.config.ts) so
 * that a test which fails once on a loaded machine does not fail the whole run, but such a test is a flake to
 * fix, not a pass: at the end of the run this reporter prints "Flaky tests (passed only on retry): N" and, for
 * each one, its project, file:line and title (or "none"), and writes the same block to test-results/flaky.txt.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import type { FullConfig, FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter'

export const FLAKY_REPORT_FILE = 'test-results/flaky.txt'

/** The block printed and written: a heading with the count, then one line per test, or "none". */
export function flakyBlock(tests: readonly { project: string; location: string; title: string }[]): string {
  const lines = [`Flaky tests (passed only on retry): ${tests.length}`]
  if (tests.length === 0) lines.push('  none')
  for (const test of tests) lines.push(`  [${test.project}] ${test.location} › ${test.title}`)
  return `${lines.join('\n')}\n`
}

export default class FlakyReporter implements Reporter {
  private root: Suite | undefined

  onBegin(_config: FullConfig, suite: Suite): void {
    this.root = suite
  }

  onEnd(_result: FullResult): void {
    const flaky = (this.root?.allTests() ?? [])
      .filter((test: TestCase) => test.outcome() === 'flaky')
      .map((test) => ({
        project: test.parent.project()?.name ?? '',
        location: `${relative(process.cwd(), test.location.file)}:${test.location.line}`,
        // titlePath: '', the project, the file, then the describe blocks and the test's own title.
        title: test.titlePath().slice(3).join(' › '),
      }))
    const block = flakyBlock(flaky)
    process.stdout.write(`\n${block}`)
    const file = resolve(process.cwd(), FLAKY_REPORT_FILE)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, block)
  }

  printsToStdio(): boolean {
    return true
  }
}
