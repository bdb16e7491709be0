import { randomBytes } from 'node:crypto'
import { expect, test } from './fixtures.ts'
import { adminAccount, openApp, registerUser, signInWithPassword } from './support.ts'

/** A Manila wall time `days` from now, as datetime-local and the CSV take it: 2026-12-05T19:00. */
function manilaLocal(days: number, hour: number): string {
  const day = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10)
  return `${day}T${String(hour).padStart(2, '0')}:00`
}

const DESCRIPTION = 'An afternoon of acoustic sets by young songwriters, with coffee and pastries from local bakers.'

// Issue 15 acceptance 4: an admin creates an event and imports a CSV (preview → import → the events are listed).
test('an admin creates an event and imports a CSV', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  const account = await registerUser(page, adminAccount(testInfo, 'events-admin'), { allowExisting: true })
  await signInWithPassword(page, account)
  const tag = `${testInfo.project.name} ${randomBytes(3).toString('hex')}`

  // Create.
  await openApp(page, '/admin/dashboard')
  await page.locator('#main').getByRole('link', { name: 'Events', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Create event' }).click()
  await expect(page.getByRole('heading', { name: 'Create event' })).toBeVisible()
  // The add-event form's checks, before anything is sent.
  await page.getByRole('button', { name: 'Create event' }).click()
  await expect(page.getByText('Title is required')).toBeVisible()
  await expect(page.getByLabel(/Event title/)).toBeFocused()
  const title = `Songwriters Afternoon ${tag}`
  await page.getByLabel(/Event title/).fill(title)
  await page.getByLabel(/Description/).fill(DESCRIPTION)
  await page.getByLabel(/Category/).selectOption('Music')
  await page.getByLabel(/Starts/).fill(manilaLocal(20, 15))
  await page.getByLabel(/Ends/).fill(manilaLocal(20, 18))
  await page.getByLabel(/Venue/).fill('Commune Cafe')
  await page.getByLabel(/City or area/).fill('Makati')
  await page.getByRole('button', { name: 'Create event' }).click()
  await expect(page).toHaveURL(/\/admin\/events$/)
  await page.getByLabel('Search').fill(tag)
  await page.getByRole('button', { name: 'Apply' }).click()
  const created = page.getByTestId('admin-event').filter({ hasText: title })
  await expect(created).toBeVisible()
  await expect(created.getByText('Published', { exact: true })).toBeVisible()

  // Import: preview every row, then import the valid ones.
  await page.getByRole('link', { name: 'Import' }).click()
  await expect(page.getByRole('heading', { name: 'Import events' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download the template' })).toHaveAttribute('download', 'gala-events-template.csv')
  const csv = [
    'title,description,category,start,end,venue,location,price',
    `Night Market ${tag},"${DESCRIPTION}",Market,${manilaLocal(25, 18)},${manilaLocal(25, 23)},Legazpi Street,Makati,Free`,
    `Open-Air Screening ${tag},"${DESCRIPTION}",Community,${manilaLocal(26, 19)},,Cinematheque Centre,Manila,₱150`,
    `Broken Row ${tag},Too short,Music,${manilaLocal(27, 19)},,Somewhere,Pasig,`,
  ].join('\n')
  await page.getByLabel('File to import', { exact: true }).setInputFiles({ name: 'events.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Preview: 2 new, 0 already imported, 1 with errors' })).toBeVisible()
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(4)
  await expect(rows.filter({ hasText: `Broken Row ${tag}` })).toContainText('Description must be at least 20 characters')
  await expect(rows.filter({ hasText: `Broken Row ${tag}` }).getByRole('cell').first()).toHaveText('4')
  await page.getByRole('button', { name: 'Import 2 events' }).click()
  await expect(page.getByRole('region', { name: 'Import result' }).getByRole('status')).toHaveText('Imported 2 events; 0 already imported, 1 with errors.')

  // The imported events are listed.
  await page.locator('#main').getByRole('link', { name: 'Events', exact: true }).click()
  await page.getByLabel('Search').fill(tag)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByTestId('admin-event')).toHaveCount(3)
  await expect(page.getByTestId('admin-event').filter({ hasText: `Night Market ${tag}` })).toContainText('Imported')
  await expect(page.getByTestId('admin-event').filter({ hasText: `Open-Air Screening ${tag}` })).toBeVisible()
})
