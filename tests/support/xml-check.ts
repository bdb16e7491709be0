/**
 * A strict XML reader for the tests: fast-xml-parser's XMLValidator decides well-formedness (one root,
 * every element closed by its own end tag, known entities, quoted attributes), then its parser builds
 * the element tree the assertions walk.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser'

export interface XmlElement {
  name: string
  attributes: Record<string, string>
  children: XmlElement[]
  text: string
}

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> }

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: false,
  processEntities: true,
})

function toElement(node: OrderedNode): XmlElement | null {
  const name = Object.keys(node).find((key) => key !== ':@')
  if (!name || name === '#text' || name.startsWith('?')) return null
  const element: XmlElement = { name, attributes: { ...(node[':@'] ?? {}) }, children: [], text: '' }
  for (const child of node[name] as OrderedNode[]) {
    if ('#text' in child) element.text += String(child['#text'])
    else {
      const nested = toElement(child)
      if (nested) element.children.push(nested)
    }
  }
  return element
}

/** Parses `xml` into its root element; throws with the reason when it is not well-formed. */
export async function parseXmlStrict(xml: string): Promise<{ root: XmlElement; declaration: string | null; validator: string }> {
  const result = XMLValidator.validate(xml)
  if (result !== true) throw new Error(`Not well-formed XML (line ${result.err.line}): ${result.err.msg}`)
  const nodes = parser.parse(xml) as OrderedNode[]
  const declarationNode = nodes.find((node) => '?xml' in node)
  const declaration = declarationNode ? Object.entries(declarationNode[':@'] ?? {}).map(([key, value]) => `${key}="${value}"`).join(' ') : null
  const roots = nodes.map(toElement).filter((element): element is XmlElement => element !== null)
  if (roots.length !== 1) throw new Error(`Not well-formed XML: ${roots.length} root elements`)
  return { root: roots[0]!, declaration, validator: 'fast-xml-parser' }
}
