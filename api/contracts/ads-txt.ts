/**
 * The ads.txt format (IAB Tech Lab ads.txt 1.1), checked line by line before /admin/ads-txt saves it
 * (decision 034). Pure, so the admin page can show the same messages before sending.
 *
 *   # comment
 *   google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0   ← domain, account id, relationship[, cert authority id]
 *   contact=ads@gala.ph                                           ← a variable
 */

/** Variables ads.txt 1.1 defines (names are case-insensitive). */
export const ADS_TXT_VARIABLES = ['contact', 'subdomain', 'inventorypartnerdomain', 'ownerdomain', 'managerdomain'] as const

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i
const ACCOUNT_ID = /^[^\s,;=#]{1,200}$/
const CERT_ID = /^[a-z0-9]{1,64}$/i

export interface AdsTxtProblem {
  line: number
  message: string
}

function checkLine(raw: string): string | null {
  // Everything after # is a comment; extension fields follow a semicolon.
  const line = raw.split('#')[0]!.trim()
  if (line === '') return null
  const variable = /^([A-Za-z][A-Za-z0-9_-]*)\s*=(.*)$/.exec(line)
  if (variable && !line.includes(',')) {
    const name = variable[1]!.toLowerCase()
    const value = variable[2]!.trim()
    if (!(ADS_TXT_VARIABLES as readonly string[]).includes(name)) return `unknown variable "${variable[1]}" (use ${ADS_TXT_VARIABLES.join(', ')})`
    if (value === '') return `the ${name} variable has no value`
    if ((name === 'subdomain' || name.endsWith('domain')) && !DOMAIN.test(value)) return `"${value}" is not a domain name`
    return null
  }
  const record = line.split(';')[0]!
  const fields = record.split(',').map((field) => field.trim())
  if (fields.length < 3) return 'a record needs a domain, a publisher account id and DIRECT or RESELLER, separated by commas'
  if (fields.length > 4) return 'a record has at most 4 fields: domain, publisher account id, DIRECT or RESELLER, certification authority id'
  const [domain, account, relationship, cert] = fields as [string, string, string, string | undefined]
  if (!DOMAIN.test(domain)) return `"${domain}" is not a domain name`
  if (!ACCOUNT_ID.test(account)) return 'the publisher account id is missing or contains spaces'
  if (!/^(DIRECT|RESELLER)$/i.test(relationship)) return `the relationship must be DIRECT or RESELLER, not "${relationship}"`
  if (cert !== undefined && !CERT_ID.test(cert)) return 'the certification authority id must be letters and digits'
  return null
}

/** Every line that breaks the format, numbered from 1 ("Line 3: …"). */
export function adsTxtProblems(content: string): AdsTxtProblem[] {
  const problems: AdsTxtProblem[] = []
  content.split(/\r?\n/).forEach((raw, index) => {
    const message = checkLine(raw)
    if (message) problems.push({ line: index + 1, message })
  })
  return problems
}

export const adsTxtProblemText = (problem: AdsTxtProblem) => `Line ${problem.line}: ${problem.message}`
