// Where a "back to where you were" button may lead (J-08): only an in-app path, and never back into
// the feedback pages themselves. "/commission/12/2" → itself; "//evil.example", "https://…", "" → null.
export function returnPath(from: string | null): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/feedback/')) return null;
  return from;
}
