import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { dataModelDocPath, expectedDataModelDoc, MARKER, parseSchema, renderDataModel } from '../../scripts/lib/data-model.ts'
import { readSqliteSchema } from '../../scripts/lib/pg-schema.ts'

// docs/data-model.md's reference is generated from prisma/schema.prisma (issue 35 item 13): a schema change
// without `npm run docs:data-model` fails here, in npm test.
describe('docs/data-model.md', () => {
  const doc = readFileSync(dataModelDocPath, 'utf8')
  const schema = readSqliteSchema()

  it('is what npm run docs:data-model writes', () => {
    expect(doc === expectedDataModelDoc(), 'docs/data-model.md is stale: run npm run docs:data-model').toBe(true)
  })

  it('lists every model of the schema, with each field', () => {
    const models = parseSchema(schema)
    const declared = [...schema.matchAll(/^model\s+(\w+)\s*\{/gm)].map((match) => match[1])
    expect(models.map((model) => model.name)).toEqual(declared)
    expect(declared.length).toBeGreaterThan(50)
    for (const model of models) {
      expect(doc).toContain(`\n#### ${model.name}\n`)
      for (const field of model.fields) expect(doc).toContain(`\`${field.name}\``)
    }
    const user = models.find((model) => model.name === 'User')
    expect(user?.fields.find((field) => field.name === 'email')).toMatchObject({ type: 'String?', attributes: '@unique' })
    expect(doc).toContain('User_lower_email_idx ON (lower("email"))')
  })

  it('goes stale when the schema changes (the check can fail)', () => {
    const changed = schema.replace(/^model SiteSetting \{/m, '/// A model nobody documented.\nmodel Brandnew {\n  id Int @id\n}\n\nmodel SiteSetting {')
    const rendered = renderDataModel(doc, changed, [])
    expect(rendered).not.toBe(doc)
    expect(rendered).toContain('#### Brandnew\n\nA model nobody documented.')
    // The hand-written part above the marker is kept as it is.
    expect(rendered.slice(0, rendered.indexOf(MARKER))).toBe(doc.slice(0, doc.indexOf(MARKER)))
  })
})
