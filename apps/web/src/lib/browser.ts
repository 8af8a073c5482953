/**
 * Full page loads. The spec reloads after login, client choice and logout so that every cache (queries,
 * permissions, menu) starts clean; keeping these in one module lets tests replace them.
 */
export function reloadPage() {
  window.location.reload();
}

export function loadPage(path: string) {
  window.location.assign(path);
}
