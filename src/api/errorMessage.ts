// J-13, K-32: the text shown for a failed call — the server's `message`, else the response data
// (a string as is, anything else as JSON), else the fallback with the full URL and the status.

export function fallbackMessage(url: string, status: number): string {
  return `An error has occurred when making request to ${url} (code: ${status}).`;
}

export function apiErrorMessage(data: unknown, url: string, status: number): string {
  if (data && typeof data === 'object' && 'message' in data) {
    const m = (data as { message: unknown }).message;
    if (typeof m === 'string' && m.trim() !== '') return m;
  }
  if (typeof data === 'string') return data.trim() !== '' ? data : fallbackMessage(url, status);
  if (data === undefined || data === null) return fallbackMessage(url, status);
  return JSON.stringify(data);
}
