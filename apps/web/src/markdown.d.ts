/** A doc of the repository's `docs/`, as HTML made at build time (markdown-pages.ts). */
declare module 'docs:*' {
  const html: string;
  export default html;
}
