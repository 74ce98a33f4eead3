/**
 * The reference page's stylesheet, served from our origin (GET /api/docs/reference.css): the app's
 * content security policy allows stylesheets from 'self' in every browser, where an inline <style>
 * element would depend on style-src-elem. Light and dark follow the reader's system setting.
 */
export const REFERENCE_STYLESHEET = `:root {
  color-scheme: light dark;
  --text: #1c2a22;
  --muted: #5b6b61;
  --line: #d5ded8;
  --panel: #f5f8f6;
  --accent: #1f6f43;
  --error: #a3352b;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  line-height: 1.5;
  color: var(--text);
}
@media (prefers-color-scheme: dark) {
  :root {
    --text: #e3ebe6;
    --muted: #a4b3aa;
    --line: #33433a;
    --panel: #18221c;
    --accent: #7fd3a2;
    --error: #f19a90;
    background: #0f1612;
  }
}
body { margin: 0 auto; max-width: 72rem; padding: 1rem 1.25rem 4rem; overflow-wrap: anywhere; }
a { color: var(--accent); }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; overflow-wrap: anywhere; }
h1 .version { color: var(--muted); font-size: 0.55em; font-weight: normal; }
h2 { border-bottom: 2px solid var(--line); margin-top: 2.5rem; padding-bottom: 0.25rem; }
h3 { margin: 0 0 0.25rem; font-size: 1.05rem; }
h4 { margin: 0.9rem 0 0.25rem; font-size: 0.95rem; }
nav ul.contents { columns: 18rem; padding-left: 1.1rem; }
nav ul.contents > li { break-inside: avoid; margin-bottom: 0.5rem; }
nav ul ul { list-style: none; padding-left: 0.5rem; font-size: 0.9em; }
.operation, .schema { border: 1px solid var(--line); border-radius: 0.5rem; background: var(--panel); padding: 0.9rem 1rem; margin: 1rem 0; }
.summary { font-weight: 600; margin: 0.25rem 0; }
.method { display: inline-block; min-width: 3.6rem; border-radius: 0.25rem; padding: 0 0.35rem; font-size: 0.8em; font-weight: 700; text-align: center; color: #fff; background: #4b5a52; }
.method.get { background: #23683f; }
.method.post { background: #1f5a8a; }
.method.put { background: #8a5a12; }
.method.delete { background: #9a2f26; }
.status { display: inline-block; min-width: 2.4rem; font-weight: 700; font-family: ui-monospace, monospace; }
.status.ok { color: var(--accent); }
.status.error { color: var(--error); }
.required { color: var(--error); font-size: 0.8em; text-transform: uppercase; }
.optional, .where, .note, .constraints { color: var(--muted); font-size: 0.85em; }
.description { display: block; color: var(--muted); }
.type { font-family: ui-monospace, monospace; font-size: 0.9em; }
ul.properties, ul.errors { margin: 0.25rem 0; padding-left: 1.2rem; }
ul.properties li, ul.errors li { margin: 0.2rem 0; }
`;
