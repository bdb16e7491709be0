/**
 * A strict XML reader for the tests: a real parser builds the element tree, and well-formedness is
 * checked (one root, every element closed by its own end tag, entities known, attributes quoted).
 *
 * It uses fast-xml-parser's XMLValidator when that package is installed (NEEDS.txt asks for it), else
 * htmlparser2 in XML mode (installed with cheerio) with the checks htmlparser2 does not make itself.
 */
import { Parser } from 'htmlparser2'

export interface XmlElement {
  name: string
  attributes: Record<string, string>
  children: XmlElement[]
  text: string
}

interface FastXmlValidator {
  validate(xml: string): true | { err: { code: string; msg: string; line: number } }
}

/** fast-xml-parser's validator, when installed (the specifier is a variable so the type check does not need it). */
async function fastXmlValidator(): Promise<FastXmlValidator | null> {
  const specifier = 'fast-xml-parser'
  try {
    const module = (await import(/* @vite-ignore */ specifier)) as { XMLValidator?: FastXmlValidator }
    return module.XMLValidator ?? null
  } catch {
    return null
  }
}

/** Parses `xml` into its root element; throws with the reason when it is not well-formed. */
export async function parseXmlStrict(xml: string): Promise<{ root: XmlElement; declaration: string | null; validator: string }> {
  const fast = await fastXmlValidator()
  if (fast) {
    const result = fast.validate(xml)
    if (result !== true) throw new Error(`Not well-formed XML (line ${result.err.line}): ${result.err.msg}`)
  }
  // Raw '&' must start a known entity; '<' never appears in text (htmlparser2 would read it leniently).
  const badAmp = /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.exec(xml)
  if (badAmp) throw new Error(`Not well-formed XML: bare "&" at offset ${badAmp.index}`)

  const stack: XmlElement[] = []
  const roots: XmlElement[] = []
  let declaration: string | null = null
  const errors: string[] = []
  let strayText = ''
  const parser = new Parser(
    {
      onprocessinginstruction(name, data) {
        if (name.toLowerCase() === '?xml') declaration = data
      },
      onopentag(name, attributes) {
        const element: XmlElement = { name, attributes, children: [], text: '' }
        const parent = stack.at(-1)
        if (parent) parent.children.push(element)
        else roots.push(element)
        stack.push(element)
      },
      ontext(data) {
        const parent = stack.at(-1)
        if (parent) parent.text += data
        else strayText += data
      },
      onclosetag(name, isImplied) {
        const open = stack.pop()
        if (isImplied || !open || open.name !== name) errors.push(`end tag </${name}> does not close <${open?.name ?? ''}>`)
      },
      onerror(error) {
        errors.push(error.message)
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true },
  )
  parser.write(xml)
  parser.end()
  if (stack.length > 0) errors.push(`unclosed <${stack.map((e) => e.name).join('>, <')}>`)
  if (roots.length !== 1) errors.push(`${roots.length} root elements`)
  if (strayText.trim() !== '') errors.push('text outside the root element')
  if (errors.length > 0) throw new Error(`Not well-formed XML: ${errors.join('; ')}`)
  return { root: roots[0]!, declaration, validator: fast ? 'fast-xml-parser' : 'htmlparser2' }
}
