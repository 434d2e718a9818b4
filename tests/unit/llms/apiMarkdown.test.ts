import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  buildApiMarkdown,
  leadSentence,
  specProse,
} from '../../../src/llms/apiMarkdown';
import {apiReferenceModel} from '../../../src/api-reference/build/apiModel';

const SPEC = `
openapi: 3.1.0
info:
  title: Test API
  version: 1.0.0
  summary: A test.
  description: |
    Intro with a [guide](/docs/getting-started/).

    <!-- ReDoc-Inject: <security-definitions> -->
tags:
  - name: Thing
    x-displayName: Things
    description: Things to do.
paths:
  /thing/{thingId}:
    parameters:
      - $ref: '#/components/parameters/ThingId'
    put:
      tags: [Thing]
      operationId: updateThing
      summary: Update a thing
      description: |
        **Access:** administrators only.

        Saves a thing. Then more.
      parameters:
        - name: dryRun
          in: query
          schema: {type: boolean}
          description: Check only.
      requestBody:
        required: true
        description: The new thing.
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/UpsertThing'
      responses:
        '200':
          description: The thing as saved.
          content:
            application/json:
              schema:
                type: array
                items:
                  $ref: '#/components/schemas/Thing'
        '400':
          $ref: '#/components/responses/Invalid'
      x-required-role:
        signedIn: true
        user: ADMIN
  /public:
    get:
      tags: [Thing]
      operationId: getPublic
      summary: Read public data
      security: []
      description: "**Access:** public.\\n\\nAnswers without credentials."
      responses:
        '200':
          description: OK.
components:
  securitySchemes:
    bearerAuth:
      type: http
      scheme: bearer
      description: A token.
  parameters:
    ThingId:
      name: thingId
      in: path
      required: true
      description: The thing's id.
      schema: {type: integer, format: uint64}
  responses:
    Invalid:
      description: The body failed validation.
      content:
        application/json:
          schema:
            anyOf:
              - $ref: '#/components/schemas/Error'
              - type: object
                properties:
                  field: {type: string}
  schemas:
    Base:
      type: object
      required: [id]
      properties:
        id: {type: integer, description: The id.}
    Thing:
      allOf:
        - $ref: '#/components/schemas/Base'
        - type: object
          properties:
            status:
              $ref: '#/components/schemas/Status'
            note:
              type: [string, 'null']
              description: |
                A note.
                Second line.
    UpsertThing:
      type: object
      description: A thing to save.
      required: [name]
      properties:
        name: {type: string, description: 'Its name, see [users](/docs/concepts/users).'}
        tags:
          type: array
          items: {$ref: '#/components/schemas/Status'}
    Status:
      type: string
      enum: [OPEN, DONE, '']
    Error:
      type: object
      description: One message.
      properties:
        errorMsg: {type: string}
`;

describe('buildApiMarkdown', () => {
  const api = buildApiMarkdown(apiReferenceModel(SPEC, '/api/'));
  const update = api.tags[0]?.operations.find(
    (operation) => operation.operationId === 'updateThing',
  );
  const publicCall = api.tags[0]?.operations.find(
    (operation) => operation.operationId === 'getPublic',
  );

  it('groups operations by tag, in the order of the paths, at predictable URLs', () => {
    expect(
      api.tags.map((tag) => [
        tag.title,
        tag.operations.map((operation) => operation.url),
      ]),
    ).toEqual([
      [
        'Things',
        ['/api/operations/updateThing.md', '/api/operations/getPublic.md'],
      ],
    ]);
  });

  it.each([
    {name: 'title', expected: '# Update a thing'},
    {
      name: 'method and path',
      expected:
        '`PUT /thing/{thingId}` (under `/api` on your server). Tag: Things. Operation ID: `updateThing`.',
    },
    {name: 'Access line', expected: '**Access:** administrators only.'},
    {
      name: 'required role',
      expected:
        'Required role (`x-required-role`): signedIn `true`, user `ADMIN`.',
    },
    {
      name: 'path-level parameter through $ref',
      expected:
        "- `thingId` (path, integer (uint64), required): The thing's id.",
    },
    {
      name: 'operation parameter',
      expected: '- `dryRun` (query, boolean): Check only.',
    },
    {name: 'request body', expected: 'Required. The new thing.'},
    {
      name: 'request schema',
      expected: 'Schema `UpsertThing`. A thing to save.',
    },
    {
      name: 'property with a docs link rewritten to its copy',
      expected:
        '- `name` (string, required): Its name, see [users](/docs/concepts/users.md).',
    },
    {
      name: 'array of an enum schema',
      expected:
        '- `tags` (array of `Status`: one of `OPEN`, `DONE`, an empty string)',
    },
    {name: 'response status', expected: '### 200\n\nThe thing as saved.'},
    {
      name: 'array response with allOf properties merged',
      expected:
        'Array of `Thing`.\n\n- `id` (integer, required): The id.\n- `status` (`Status`: one of',
    },
    {
      name: 'multi-line description indented under its item',
      expected: '- `note` (string or null): A note.\n  Second line.',
    },
    {
      name: 'response through $ref',
      expected: '### 400\n\nThe body failed validation.',
    },
    {
      name: 'alternatives',
      expected:
        'One of:\n\n- `Error`: One message.\n  - `errorMsg` (string)\n- object\n  - `field` (string)',
    },
    {
      name: 'link back to the index and the interactive reference',
      expected:
        '[API reference index](/api.md). Interactive version: [Things in the API reference](/api/thing/#tag/Thing/operation/updateThing).',
    },
  ])('an operation file has its $name', ({expected}) => {
    expect(update?.markdown).toContain(expected);
  });

  it('prints the request samples in fenced blocks before the responses, the fence named after the language', () => {
    const markdown = update?.markdown ?? '';
    const samples = markdown.slice(
      markdown.indexOf('## Request samples'),
      markdown.indexOf('## Responses'),
    );
    expect(samples.match(/^(?:curl|JavaScript|Python):$/gm)).toEqual([
      'curl:',
      'JavaScript:',
      'Python:',
    ]);
    expect(samples.match(/^```\w+$/gm)).toEqual([
      '```bash',
      '```javascript',
      '```python',
    ]);
    expect(samples).toContain(
      "```bash\ncurl -X PUT \\\n  'https://<your-server>/api/thing/1'",
    );
    expect(publicCall?.markdown).toMatch(
      /```bash\ncurl 'https:\/\/<your-server>\/api\/[^']*'\n```/,
    );
  });

  it('writes the tag page copy: title, description, then each operation a heading level down with a link to its own copy', () => {
    const tag = api.tags[0];
    expect(tag?.url).toBe('/api/thing.md');
    expect(tag?.markdown).toMatch(
      /^# Things\n\nThings to do\.\n\nOne page of the API reference .*\n\n## Update a thing\n/,
    );
    expect(tag?.markdown).toContain('\n### Responses\n\n#### 200\n');
    expect(tag?.markdown).toContain(
      'Copy of this operation: [/api/operations/getPublic.md](/api/operations/getPublic.md)\n',
    );
  });

  it('says when an operation needs no credentials', () => {
    expect(publicCall?.markdown).toContain('No credentials are needed.');
    expect(update?.markdown).not.toContain('No credentials are needed.');
  });

  it('writes an index with the summary, the security schemes in place of the Redoc marker, and every operation by tag', () => {
    expect(api.index).toContain('# Test API\n\n> A test.');
    expect(api.index).toContain(
      'Intro with a [guide](/docs/getting-started.md).',
    );
    expect(api.index).toContain(
      '## Security schemes\n\n- `bearerAuth` (Security scheme type: `HTTP`; HTTP authorization scheme: `bearer`): A token.',
    );
    expect(api.index).not.toContain('<!--');
    expect(api.index).toContain(
      '### Things\n\nThings to do.\n\n- [Update a thing](/api/operations/updateThing.md): `PUT /thing/{thingId}`',
    );
  });

  it('takes the lead sentence after the Access line', () => {
    expect(update?.lead).toBe('Saves a thing.');
    expect(
      leadSentence('**Access:** public.\n\nSee [AI](/docs/concepts/ai). More.'),
    ).toBe('See [AI](/docs/concepts/ai.md).');
  });

  it('strips HTML comments from spec prose', () => {
    expect(specProse('a\n<!-- hidden -->\nb')).toBe('a\nb');
  });
});

describe('buildApiMarkdown over api-spec/openapi.yaml', () => {
  const api = buildApiMarkdown(
    apiReferenceModel(
      readFileSync(
        path.resolve(__dirname, '../../../api-spec/openapi.yaml'),
        'utf8',
      ),
      '/api/',
    ),
  );
  const operations = api.tags.flatMap((tag) => tag.operations);

  it('writes one file per operation, each with its Access line, required role and responses', () => {
    expect(operations).toHaveLength(102);
    expect(new Set(operations.map((operation) => operation.url)).size).toBe(
      102,
    );
    for (const operation of operations) {
      expect(operation.markdown, operation.operationId).toContain(
        '**Access:**',
      );
      expect(operation.markdown, operation.operationId).toContain(
        'Required role (`x-required-role`)',
      );
      expect(operation.markdown, operation.operationId).toContain(
        '## Responses',
      );
      expect(operation.markdown, operation.operationId).not.toContain('$ref');
    }
  });
});
