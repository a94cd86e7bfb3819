/**
 * The loading screen as static HTML, written into index.html by the build (vite.config.ts): the
 * first paint comes with the HTML and CSS instead of after the JavaScript, and React replaces it
 * with the first screen. Same markup as `AppLoader` (test/app/shell.test.tsx compares them).
 */
export function appShellHtml(label: string): string {
  const text = label.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    '<div class="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-surface/85 backdrop-blur-[1px]">' +
    `<div class="inline-flex text-primary-700" role="progressbar" aria-label="${text}" aria-valuemin="0" aria-valuemax="100">` +
    '<span class="inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite] size-14 border-4"></span>' +
    '</div>' +
    `<p class="text-base font-medium text-ink" aria-hidden="true">${text}</p>` +
    '</div>'
  );
}
