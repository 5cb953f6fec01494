/** Test helper: the CSS text of every emotion rule that targets one of the element's classes. */
export function cssRulesFor(element: Element): string[] {
  const classes = Array.from(element.classList).map((name) => `.${name}`);
  const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
  return rules.map((rule) => rule.cssText).filter((text) => classes.some((name) => text.includes(name)));
}
