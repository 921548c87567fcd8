// The worst values a CMS editor (or a compromised CMS account) can store: script and HTML in text, unsafe URLs,
// broken dates, unknown enums, odd types, and rich text with unknown nodes and deep nesting. Every script calls alert(),
// so a browser test that sees no dialog knows none of them ran.

/** Markup that runs script if a page ever inserts it as HTML, or in an attribute, a URL or a template. */
export const ATTACKS = [
  '<script>alert("xss-script")</script>',
  '<img src=x onerror=alert("xss-img")>',
  '"><svg onload=alert("xss-svg")>',
  "'><iframe src=\"javascript:alert('xss-iframe')\"></iframe>",
  '</title><script>alert("xss-title")</script>',
  '<a href="javascript:alert(\'xss-a\')">click me</a>',
  '{{constructor.constructor("alert(\'xss-template\')")()}} ${alert("xss-literal")}',
  '<style>*{display:none!important}</style><b onmouseover=alert("xss-b")>bold</b>',
  '\u202eevil\u202c <details open ontoggle=alert("xss-details")>',
  '</script><script>alert("xss-close")</script><!--',
] as const;

export const attack = (i: number): string =>
  ATTACKS[((i % ATTACKS.length) + ATTACKS.length) % ATTACKS.length] as string;

/** A 500-character name that still says what it is, with markup in it. */
export function long500(base: string, i: number): string {
  const unit = `${base || 'Name'} ${attack(i)} `;
  return unit.repeat(Math.ceil(500 / unit.length)).slice(0, 500);
}

/** Link fields: schemes that run script or smuggle a document, disguised the ways browsers still accept. */
export const BAD_LINKS = [
  'javascript:alert("xss-link")',
  ' JaVaScRiPt:alert("xss-link-case")',
  'java\tscript:alert("xss-link-tab")',
  'java\nscript:alert("xss-link-newline")',
  '\u0001javascript:alert("xss-link-control")',
  'data:text/html,<script>alert("xss-data")</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgieHNzLWI2NCIpPC9zY3JpcHQ+',
  'vbscript:msgbox("xss-vb")',
  'javascript&colon;alert("xss-entity")',
  '//evil.example/phish',
  'not a url at all <script>alert("xss-url")</script>',
] as const;

/** Upload fields: objects a CMS (or a hand-edited relation) may hold instead of a media document. */
export const BAD_UPLOADS: unknown[] = [
  99_999, // a media document that does not exist
  null,
  'javascript:alert("xss-upload")',
  { url: 'javascript:alert("xss-img-url")', alt: attack(1) },
  {
    url: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(\'xss-svg-url\')"/>',
    alt: attack(2),
  },
  { url: 'https://evil.example/tracker.png', alt: attack(3) },
  { url: '//evil.example/tracker.png' },
  { url: '   ', alt: null, width: 'wide', height: -5 },
  { id: 'abc', url: null },
  [1, 2, 3],
];

export const BAD_DATES: unknown[] = [
  'not a date',
  '2025-13-45T99:99:99.000Z',
  '',
  null,
  'TBD <script>alert("xss-date")</script>',
  8.64e15 + 1,
  {},
  '0000-00-00',
];

/** Lexical documents that are broken in every way a renderer must survive. */
export function hostileRichText(i: number): unknown {
  const text = (t: unknown, format: unknown = 0) => ({ type: 'text', text: t, format, version: 1 });
  let deep: Record<string, unknown> = { type: 'paragraph', children: [text(`deepest ${attack(i)}`)] };
  for (let d = 0; d < 300; d++) deep = { type: d % 2 ? 'quote' : 'listitem', children: [deep, text(`level ${d}`)] };
  const links = BAD_LINKS.map((url, k) => ({
    type: 'link',
    fields: { url, newTab: true },
    children: [text(`bad link ${k} ${attack(k)}`)],
  }));
  const variants: unknown[] = [
    {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              text(`Hostile body ${attack(i)}`, 1),
              text(attack(i + 1), 2),
              text(42),
              text(null),
              text('bits', 2 ** 31),
            ],
          },
          { type: 'html', html: `<script>alert("xss-node")</script>` },
          { type: 'script', children: [text('alert("xss-node-script")')] },
          { type: 'upload', value: { url: 'javascript:alert("xss-upload-node")' } },
          { type: 'relationship', value: 99_999, relationTo: 'blogs' },
          { type: 'iframe', src: 'javascript:alert("xss-frame-node")' },
          { type: 'paragraph', children: links },
          { type: 'heading', tag: 'h1" onclick="alert(1)', children: [text(attack(i + 2))] },
          {
            type: 'list',
            listType: 'check',
            children: [{ type: 'listitem', children: [text(attack(i + 3))] }, 'stray string', null],
          },
          deep,
          { type: 'paragraph', children: 'not an array' },
          null,
          42,
        ],
      },
    },
    // Older Payload (Slate): an array of nodes with boolean marks.
    [
      {
        type: 'p',
        children: [
          { text: `Slate ${attack(i)}`, bold: true },
          { type: 'link', url: BAD_LINKS[0], children: [{ text: 'slate link' }] },
        ],
      },
      { type: 'unknown-block', children: [] },
    ],
    `<p>HTML instead of JSON ${attack(i)}</p>`,
    null,
    { root: null },
    { root: { children: [] } },
  ];
  return variants[i % variants.length];
}
