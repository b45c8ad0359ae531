// Messages the provider API sends in English that the app knows: shown in the UI's language instead
// of the server's words (J-13 still shows any other server message as it came).
//   'Incorrect email or password' → common.server.incorrectLogin
const KNOWN: Record<string, string> = {
  'Incorrect email or password': 'common.server.incorrectLogin',
  'This reset link is invalid, has expired or has already been used': 'common.server.resetLinkInvalid',
};

/** The locale key of a server message the app knows, else undefined. */
export function knownServerMessage(message: string): string | undefined {
  return KNOWN[message.trim()];
}
