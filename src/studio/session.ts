// The studio's session token: `npm run studio` prints the address with it after a # (the browser
// sends a fragment to no server). The page takes it from there at once, keeps it in this tab's
// sessionStorage (gone when the tab closes; a reload keeps it) and takes it out of the address
// bar, so it is in no history entry, bookmark or shared link.
const KEY = 'studio.session';

function takeFromAddress(): string | undefined {
  const token = new URLSearchParams(location.hash.slice(1)).get('token');
  if (!token) return undefined;
  sessionStorage.setItem(KEY, token);
  history.replaceState(history.state, '', location.pathname + location.search);
  return token;
}

export const sessionToken: string = takeFromAddress() ?? sessionStorage.getItem(KEY) ?? '';
