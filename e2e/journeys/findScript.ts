// Finds elements by role and accessible name inside the page, the same way in every engine. It is a
// string of plain JavaScript (not a function the test's compiler could rewrite), evaluated through
// each client's evaluate, which runs outside the page's Content-Security-Policy.

export type Role =
  'button' | 'link' | 'textbox' | 'combobox' | 'checkbox' | 'radio' | 'heading' | 'dialog' | 'region' | 'progressbar';

export interface Query {
  role?: Role;
  /** accessible name: a string is compared whole (spaces collapsed), a RegExp is searched */
  name?: string | RegExp;
  /** visible text of the innermost element that holds it */
  text?: string | RegExp;
  /** a CSS selector instead of a role */
  css?: string;
  /** only inside the element this CSS selector finds */
  within?: string;
  /** also hidden elements (a file input behind its button) */
  hidden?: boolean;
  /** the nth (from 0) of several matches, instead of requiring exactly one */
  nth?: number;
  /** give the element a selector (default true); false only counts */
  mark?: boolean;
}

/** `(findScript)(query)` → { count, selector } */
export const findScript = String.raw`function (q) {
  const ROLE = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="password"], input[type="tel"], input[type="number"], input[type="search"], input[type="url"], textarea, [role="textbox"]',
    combobox: 'select, [role="combobox"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    radio: 'input[type="radio"], [role="radio"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    dialog: 'dialog[open], [role="dialog"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    progressbar: 'progress, [role="progressbar"]',
  };
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  // text as an accessible name counts it: without what is aria-hidden (a required field's asterisk)
  const textOf = (node) => {
    if (node.nodeType === 3) return node.nodeValue;
    if (node.nodeType !== 1 || node.getAttribute('aria-hidden') === 'true') return '';
    if (node !== undefined && node.getAttribute('aria-label') && node.childElementCount === 0) return ' ' + node.getAttribute('aria-label') + ' ';
    const inner = [...node.childNodes].map(textOf).join('');
    // a block, flex item or inline-block is a word of its own ("L1" "Unit name", not "L1Unit name")
    return getComputedStyle(node).display === 'inline' ? inner : ' ' + inner + ' ';
  };
  const byIds = (ids) => ids.split(/\s+/).map((id) => document.getElementById(id)).filter(Boolean).map(textOf).join(' ');
  const nameOf = (el) => {
    if (el.getAttribute('aria-labelledby')) return norm(byIds(el.getAttribute('aria-labelledby')));
    if (el.getAttribute('aria-label')) return norm(el.getAttribute('aria-label'));
    if (el.matches('input, textarea, select')) {
      const labels = el.labels ? [...el.labels] : [];
      if (labels.length) return norm(labels.map(textOf).join(' '));
      return norm(el.getAttribute('title') || el.getAttribute('placeholder') || (el.type === 'submit' || el.type === 'button' ? el.value : ''));
    }
    if (el.matches('dialog, [role="dialog"], section, [role="region"]')) return '';
    return norm(textOf(el));
  };
  const matches = (value, want) => {
    if (want === undefined || want === null) return true;
    if (typeof want === 'string') return value === norm(want);
    return new RegExp(want.source, want.flags).test(value);
  };
  const visible = (el) => {
    if (!el.getClientRects().length) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && !el.closest('[hidden], [aria-hidden="true"], [inert]');
  };
  const scope = q.within ? document.querySelector(q.within) : document;
  if (!scope) return { count: 0, selector: null };
  let found;
  if (q.text !== undefined && q.css) {
    found = [...scope.querySelectorAll(q.css)].filter((el) => matches(norm(el.textContent), q.text));
  } else if (q.text !== undefined) {
    // the innermost elements whose text matches (not every ancestor that also contains it)
    const all = [...scope.querySelectorAll('body *:not(script):not(style):not(template)')].filter((el) => matches(norm(el.textContent), q.text));
    found = all.filter((el) => !all.some((other) => other !== el && el.contains(other)));
  } else {
    const css = q.css || ROLE[q.role] || '*';
    found = [...scope.querySelectorAll(css)].filter((el) => matches(nameOf(el), q.name));
  }
  if (!q.hidden) found = found.filter(visible);
  if (typeof q.nth === 'number') found = found.length > q.nth ? [found[q.nth]] : [];
  if (found.length !== 1 || q.mark === false) return { count: found.length, selector: null };
  const el = found[0];
  if (!el.hasAttribute('data-jt')) {
    window.__jt = (window.__jt || 0) + 1;
    el.setAttribute('data-jt', String(window.__jt));
  }
  return { count: 1, selector: '[data-jt="' + el.getAttribute('data-jt') + '"]' };
}`;
