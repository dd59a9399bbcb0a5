import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Marked, type Tokens } from 'marked';
import type { Plugin } from 'vite';

/** `import html from 'docs:fair-play.md'`: a doc of the repository's `docs/`, as HTML. */
const DOCS_PREFIX = 'docs:';
const DOCS = fileURLToPath(new URL('../../docs/', import.meta.url));
/** The resolved id's mark, so that only the docs named through the prefix are made HTML. */
const HTML_SUFFIX = '?gridrace-html';

/** A heading's anchor as GitHub makes it, so that a doc's `#section` links work in both places. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** Whether a link leaves the doc for another file of the repository, which the web app does not serve. */
const isRepositoryLink = (href: string): boolean => !/^(https?:|mailto:|#)/.test(href);

/**
 * The repository's docs as HTML at build time (`import html from 'docs:fair-play.md'`), so
 * that a page of rules for players is the doc itself, in one place, with no Markdown parser
 * in the browser. Headings get GitHub's anchors; links to other files of the repository keep
 * their words and lose the link (the web app serves no such file).
 */
export function markdownPages(): Plugin {
  const marked = new Marked({
    renderer: {
      heading({ tokens, depth, text }: Tokens.Heading) {
        return `<h${depth} id="${headingSlug(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link({ href, tokens }: Tokens.Link) {
        const words = this.parser.parseInline(tokens);
        return isRepositoryLink(href) ? words : `<a href="${href}">${words}</a>`;
      },
    },
  });
  return {
    name: 'gridrace-markdown-pages',
    enforce: 'pre',
    resolveId(source) {
      if (!source.startsWith(DOCS_PREFIX)) return null;
      const name = source.slice(DOCS_PREFIX.length);
      // A doc's own name only: nothing outside docs/ is reached this way.
      if (!/^[\w.-]+\.md$/.test(name)) throw new Error(`${source}: name a Markdown file of docs/`);
      return `${DOCS}${name}${HTML_SUFFIX}`;
    },
    async load(id) {
      if (!id.endsWith(HTML_SUFFIX)) return null;
      const file = id.slice(0, -HTML_SUFFIX.length);
      this.addWatchFile(file);
      const html = await marked.parse(await readFile(file, 'utf8'));
      return `export default ${JSON.stringify(html)};`;
    },
  };
}
